import { generatePath } from "react-router";
import { getEnv } from "../config/env.server.ts";
import { requestCatalogue } from "../db/catalogue.server.ts";
import type { Catalogue } from "../domain/catalogue/types.ts";
import { localizePath } from "../i18n/index.ts";
import type { Route } from "./+types/sitemap-xml";
import { frenchPattern, type KnownRoute } from "./facts.ts";
import { routeFacts } from "./facts.server.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The French path of every page the routes list in the sitemap (their `handle`): the pages
 * themselves, then one per category and one per product of `catalogue` (a route with one
 * parameter, filled from the catalogue; the same module at an address without it is not listed).
 */
export function sitemapPaths(routes: readonly KnownRoute[], { categories, products }: Catalogue): string[] {
  const listed = routes.filter((route) => route.facts.sitemap !== undefined && route.rendersPage);
  const each = (kind: "each-category" | "each-product", values: readonly string[]) =>
    listed.flatMap((route) => {
      const pattern = frenchPattern(route.pattern);
      const name = /:(\w+)/.exec(pattern)?.[1];
      return route.facts.sitemap === kind && name ? values.map((value) => generatePath(pattern, { [name]: value })) : [];
    });
  return [
    ...listed.filter((route) => route.facts.sitemap === true).map((route) => frenchPattern(route.pattern)),
    ...each(
      "each-category",
      categories.map((category) => category.path),
    ),
    ...each(
      "each-product",
      products.map((product) => String(product.id)),
    ),
  ];
}

/** Every public page in both languages, each with its hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = getEnv().publicUrl;
  const urls = sitemapPaths((await routeFacts()).routes, await requestCatalogue(context)).flatMap((path) => {
    const fr = `${origin}${localizePath(path, "fr")}`;
    const en = `${origin}${localizePath(path, "en")}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${escapeXml(fr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fr)}"/>`,
    ].join("");
    return [fr, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
