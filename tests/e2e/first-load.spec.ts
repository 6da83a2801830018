/**
 * What a public page's first load brings (issue 17): its scripts are the framework, the shell and
 * the page's own code; what is used later loads later. Two things must never come with a page:
 * - the forms' validation library (zod, with the server's schemas), loaded when a form is first
 *   used (app/components/quote/load-rules.ts);
 * - the catalogue's data: the quote page asks for its cart's products (app/routes/quote-products.ts)
 *   and every other page receives views built on the server.
 * A static import in the wrong place pulls either into a page (the quote page's products query
 * did once, +24 KB gzip), which the sizes' budget (`npm run bench:lighthouse`) reports only when
 * someone runs it. The sizes themselves stay in that budget.
 */
import { expect, test } from "./fixtures.ts";
import { en, PUBLIC_PAGES } from "./routes.ts";
import { waitForHydration } from "./support.ts";

/** Every script a page's HTML loads or preloads. */
function firstLoadScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
  const imports = [...html.matchAll(/(?:import|from)\s*"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...preloads, ...imports, ...sources])];
}

test("no public page's first load brings the validation library or the catalogue's data", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const { path } of PUBLIC_PAGES) {
    for (const url of [path, en(path)]) {
      const html = await (await request.get(url)).text();
      const scripts = firstLoadScripts(html);
      expect(scripts.length, url).toBeGreaterThan(3);
      for (const script of scripts) {
        if (!seen.has(script)) seen.set(script, await (await request.get(script)).text());
        const code = seen.get(script)!;
        expect(code.includes("ZodError"), `${url}: ${script} holds zod`).toBe(false);
        // A product's long description, and another product's name, only the catalogue holds.
        expect(code.includes("Meuleuse planétaire à trois têtes") || code.includes("Blastrac BG-250"), `${url}: ${script} holds the catalogue`).toBe(false);
      }
    }
  }
});

/**
 * A page paints with its stylesheet and its largest image; its scripts only make it interactive.
 * Preloaded at the browser's default (high) priority they were fetched level with the stylesheet
 * and ahead of the image, and Lighthouse's simulated first paint waited for all of them
 * (app/platform/script-priority.server.ts). What the browser was asked, as Chromium records it:
 */
test("a page's scripts are fetched at low priority, after the stylesheet, and the page still hydrates", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Script" || type === "Stylesheet") priorities.set(new URL(request.url).pathname, `${type} ${request.initialPriority}`);
  });
  await cdp.send("Network.enable");
  for (const url of ["/product/1", "/en/quote"]) {
    priorities.clear();
    const html = await (await page.goto(url))!.text();
    await waitForHydration(page);
    // The scripts the document brings (what loads later, once hydrated, is asked for when needed).
    const scripts = firstLoadScripts(html);
    expect(scripts.length, url).toBeGreaterThan(3);
    expect(scripts.map((script) => [script, priorities.get(script)]).filter(([, what]) => what !== "Script Low"), url).toEqual([]);
    expect([...priorities.values()].filter((what) => what.startsWith("Stylesheet")), url).toEqual(["Stylesheet VeryHigh"]);
  }
});
