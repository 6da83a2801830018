import type { MetaDescriptor } from "react-router";
import type { Business } from "../config/business.ts";
import { langFromPath, LOCALE, localizePath, translate, type Lang, type MessageKey } from "../i18n/index.ts";

/** What the root loader gives every page for its metadata. */
/**
 * The site's facts for a request. `hours`: the opening hours as display lines in the page's
 * language (i18n/format-hours.ts, openingHoursLines), written by the server: the pages that show them
 * (the footer, the contact and quote pages) carry no code to word them.
 */
export type SiteInfo = { lang: Lang; origin: string; business: Business; year: number; hours: readonly string[] };

/** What a meta function reads of React Router's arguments (every route's Route.MetaArgs has it). */
export type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  /** Set when the page failed: its error boundary (components/route-error-page.tsx) writes the title. */
  error?: unknown;
};

/**
 * The head of a page that failed: never indexed, and no title of its own. The error content
 * writes the one title ("Page non trouvée", the product's own), hoisted by React into the head:
 * a second `<title>` there is invalid HTML.
 */
export const FAILED_PAGE_META: MetaDescriptor[] = [{ name: "robots", content: "noindex" }];

export type PageMetaInput = {
  site: SiteInfo;
  /** The page's path without language prefix ("/quote"). */
  path: string;
  title: string;
  description: string;
  /** Image for Open Graph, a path under public/. */
  image?: string;
  noindex?: boolean;
  /** Extra JSON-LD objects (Product, BreadcrumbList, FAQPage...). */
  structuredData?: readonly object[];
};

/**
 * Title, description, keywords, canonical URL, hreflang alternates (fr-CA,
 * en-CA, x-default), Open Graph and page-specific structured data. The
 * LocalBusiness JSON-LD is added to every page by the root layout.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site, path } = input;
  const url = (lang: Lang) => `${site.origin}${localizePath(path, lang)}`;
  const canonical = url(site.lang);
  const descriptors: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { name: "keywords", content: translate(site.lang, "meta.keywords") },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "fr-CA", href: url("fr") },
    { tagName: "link", rel: "alternate", hrefLang: "en-CA", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("fr") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.business.name },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: LOCALE[site.lang].replace("-", "_") },
    { property: "og:locale:alternate", content: LOCALE[site.lang === "fr" ? "en" : "fr"].replace("-", "_") },
    { property: "og:image", content: `${site.origin}${input.image ?? "/images/og-default.svg"}` },
  ];
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex" });
  for (const item of input.structuredData ?? []) descriptors.push({ "script:ld+json": item });
  return descriptors;
}

type SitePage =
  | "home"
  | "categories"
  | "quote"
  | "contact"
  | "services"
  | "concreteServices"
  | "profile"
  | "faq"
  | "admin"
  | "adminProducts"
  | "adminCustomers"
  | "adminStats"
  | "adminSettings"
  | "privacy"
  | "terms"
  | "rentalPolicy"
  | "cancellationPolicy"
  | "notFound";
const ACCOUNT_PAGES = ["account", "confirm", "reset"] as const;
type AccountPage = (typeof ACCOUNT_PAGES)[number];
/** Never indexed: personal pages, tokens in the URL, or no page at all. */
const NOINDEX: readonly (SitePage | AccountPage)[] = ["profile", "admin", "adminProducts", "adminCustomers", "adminStats", "adminSettings", "notFound", ...ACCOUNT_PAGES];

/**
 * meta() for a page whose title and description are catalogue texts: meta.{page}, or
 * accountArea.meta.{page} for the account pages. `extra` adds or replaces what the page's own
 * data knows (a content page's texts, its JSON-LD).
 */
export function staticPageMeta(page: SitePage | AccountPage, path: string, extra?: (args: MetaArgs) => Partial<PageMetaInput>) {
  const keys = (ACCOUNT_PAGES as readonly string[]).includes(page) ? `accountArea.meta.${page}` : `meta.${page}`;
  return (args: MetaArgs): MetaDescriptor[] => {
    if (args.error) return FAILED_PAGE_META;
    const site = { ...siteFromMatches(args.matches), lang: langFromPath(args.location.pathname) };
    const vars = { name: site.business.name };
    return pageMeta({
      site,
      path,
      title: translate(site.lang, `${keys}.title` as MessageKey, vars),
      description: translate(site.lang, `${keys}.description` as MessageKey, vars),
      noindex: NOINDEX.includes(page),
      ...extra?.(args),
    });
  };
}

/** The root loader's site info, found among the matches given to a meta function. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.loaderData as SiteInfo | undefined;
  if (!root) throw new Error("root loader data missing");
  return root;
}
