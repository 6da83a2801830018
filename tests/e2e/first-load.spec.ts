/**
 * What a public page's first load brings: its scripts are the framework, the shell and
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
import { firstLoadScripts } from "./first-load-scripts.ts";
import { en, PUBLIC_PAGES } from "./routes.ts";
import { waitForHydration } from "./support.ts";

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
        // The back office's own icons (components/ui/admin-icons.tsx), by one of their ids.
        expect(code.includes("archive-restore"), `${url}: ${script} holds the back office's icons`).toBe(false);
      }
    }
  }
});

/**
 * What a page shows only once the visitor opens it loads then: the product video's player (its
 * consent check and frame) when its tab is opened, the product's date rules once a date is there,
 * the quote cart's lines once the browser has read the cart (the server never renders them). Each
 * is recognised by a text only it holds.
 */
test("the video player, the dates' rules and the quote cart's lines are not in their page's first load", async ({ request }) => {
  const later = [
    { url: "/product/1", code: "encrypted-media", what: "the video player" },
    // The dates' rules and their price, loaded once a date is there (components/catalogue/rental-rules.ts).
    { url: "/product/1", code: "quote.errors.startInPast", what: "the dates' rules" },
    { url: "/en/quote", code: "quote.cart.decrease", what: "the cart's lines" },
  ];
  for (const { url, code, what } of later) {
    const scripts = firstLoadScripts(await (await request.get(url)).text());
    expect(scripts.length, url).toBeGreaterThan(3);
    for (const script of scripts) expect((await (await request.get(script)).text()).includes(code), `${url}: ${script} holds ${what}`).toBe(false);
  }
});

/**
 * A page paints with its stylesheet and its largest image; its scripts only make it interactive
 * (its links and forms work before them). Preloaded from the head, even at low priority, they
 * were fetched alongside the stylesheet, and Lighthouse's simulated LCP waited for all of them
 * (app/platform/scripts-after-first-paint.server.ts). What the browser did, as it records it:
 */
test("a page's scripts are asked for after its first paint, and the page still hydrates", async ({ page }) => {
  for (const url of ["/product/1", "/en/quote", "/faq"]) {
    const html = await (await page.goto(url))!.text();
    await waitForHydration(page);
    expect(html, url).not.toContain('<link rel="modulepreload"');
    const scripts = firstLoadScripts(html);
    expect(scripts.length, url).toBeGreaterThan(3);
    const timing = await page.evaluate(
      (paths) => ({
        firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
        starts: paths.map((path) => (performance.getEntriesByName(new URL(path, location.href).href)[0] as PerformanceResourceTiming | undefined)?.startTime ?? Number.NaN),
      }),
      scripts,
    );
    expect(timing.firstPaint, url).toBeGreaterThan(0);
    // Every script of the page was fetched (no NaN), none before the paint.
    expect(
      timing.starts.filter((start) => !(start >= timing.firstPaint)),
      `${url}: scripts asked for before the first paint at ${timing.firstPaint} ms`,
    ).toEqual([]);
  }
});
