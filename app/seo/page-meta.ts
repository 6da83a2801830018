import type { MetaDescriptor } from "react-router";
import { langFromPath, translate, type MessageKey } from "../i18n/index.ts";
import { pageMeta, siteFromMatches, type PageMetaInput } from "./meta.ts";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

type MetaPage = "home" | "categories" | "quote" | "contact" | "services" | "concreteServices" | "profile" | "faq" | "admin" | "privacy" | "terms" | "rentalPolicy" | "cancellationPolicy" | "notFound";

/** meta() for a page whose title and description are the catalogue's meta.{page} texts. */
export function staticPageMeta(page: MetaPage, path: string, extra?: (args: MetaArgs) => Partial<PageMetaInput>) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const root = siteFromMatches(args.matches);
    const site = { ...root, lang: langFromPath(args.location.pathname) };
    const vars = { name: site.business.name };
    return pageMeta({
      site,
      path,
      title: translate(site.lang, `meta.${page}.title` as MessageKey, vars),
      description: translate(site.lang, `meta.${page}.description` as MessageKey, vars),
      noindex: page === "profile" || page === "admin" || page === "notFound",
      ...extra?.(args),
    });
  };
}
