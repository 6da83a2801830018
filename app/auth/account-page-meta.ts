import type { MetaDescriptor } from "react-router";
import { langFromPath, translate } from "../i18n/index.ts";
import { pageMeta, siteFromMatches } from "../seo/meta.ts";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** Title and description of the account pages; never indexed (personal, or tokens in the URL). */
export function accountPageMeta(page: "account" | "confirm" | "reset", path: string) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const site = { ...siteFromMatches(args.matches), lang: langFromPath(args.location.pathname) };
    const vars = { name: site.business.name };
    return pageMeta({
      site,
      path,
      title: translate(site.lang, `accountArea.meta.${page}.title`, vars),
      description: translate(site.lang, `accountArea.meta.${page}.description`, vars),
      noindex: true,
    });
  };
}
