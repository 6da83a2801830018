/**
 * Every script a page's HTML brings: the modules its inline bootstrap asks for once the page has
 * painted (app/platform/scripts-after-first-paint.server.ts: a list of addresses it preloads and
 * the modules it imports), and any `<script src>` or `<link rel="modulepreload">`.
 * Shared by the first-load browser test and the size budget (scripts/bench-lighthouse.ts).
 */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const list of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) for (const url of JSON.parse(list[1]!) as string[]) urls.add(url);
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!);
  return [...urls];
}
