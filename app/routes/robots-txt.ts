import { getEnv } from "../config/env.server.ts";

export function loader() {
  const origin = getEnv().publicUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /en/admin",
    "Disallow: /profile",
    "Disallow: /en/profile",
    "Disallow: /language",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
