/**
 * Every script a page's HTML brings: the modules React Router preloads in the head
 * (`<link rel="modulepreload">`, one per module of the page), the modules its inline bootstrap
 * imports, and any `<script src>`.
 * Shared by the first-load browser test and the size budget (scripts/bench-lighthouse.ts).
 */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/\bimport\b[^"]*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  return [...urls];
}
