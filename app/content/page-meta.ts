/**
 * Metadata of the content pages, built from their loader data so the long
 * texts never have to be bundled for the browser: the page's own title and
 * description, a BreadcrumbList, and any extra JSON-LD (FAQPage on /faq).
 */
import { langFromPath, localizePath, translate } from "../i18n/index.ts";
import { siteFromMatches, type MetaArgs, type PageMetaInput } from "../seo/meta.ts";
import { breadcrumbJsonLd } from "../seo/structured-data.ts";
import type { FaqItem, PageMeta } from "./types.ts";

/** The page's own loader data: the last match is the page's route. */
export function pageLoaderData<T>(args: MetaArgs): T | undefined {
  return args.matches[args.matches.length - 1]?.loaderData as T | undefined;
}

/** Home > page, with absolute URLs in the page's language. */
export function pageBreadcrumbJsonLd(args: MetaArgs, path: string, name: string): object {
  const site = siteFromMatches(args.matches);
  const lang = langFromPath(args.location.pathname);
  return breadcrumbJsonLd([
    { name: translate(lang, "nav.home"), url: `${site.origin}${localizePath("/", lang)}` },
    { name, url: `${site.origin}${localizePath(path, lang)}` },
  ]);
}

/** What a content page adds to staticPageMeta: its texts' title and description, and its JSON-LD. */
export function contentMetaExtra(args: MetaArgs, path: string, page: { meta: PageMeta; breadcrumb: string } | undefined, structuredData: readonly object[] = []): Partial<PageMetaInput> {
  if (!page) return {};
  return {
    title: page.meta.title,
    description: page.meta.description,
    structuredData: [pageBreadcrumbJsonLd(args, path, page.breadcrumb), ...structuredData],
  };
}

/** schema.org FAQPage for the questions of /faq. */
export function faqPageJsonLd(items: readonly FaqItem[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
