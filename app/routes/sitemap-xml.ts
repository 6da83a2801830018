import { getEnv } from "../config/env.server.ts";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { localizePath } from "../i18n/index.ts";
import type { Route } from "./+types/sitemap-xml";
import { allPublicPaths } from "../seo/public-paths.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page in both languages, each with its hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = getEnv().publicUrl;
  const urls = allPublicPaths(await requestCatalogue(context)).flatMap((path) => {
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
