/**
 * What a public page's first load brings: its scripts are the framework, the shell and
 * the page's own code; what is used later loads later. Two things must never come with a page:
 * - the forms' validation library (zod, with the server's schemas), loaded when a form is first
 *   used (a plain `import()` where the form is checked: app/routes/contact.tsx, quote.tsx);
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
 * A page paints with its stylesheet and, where it has one, its largest image; its scripts only
 * make it interactive. The browser asks for what the head names in the order it names it, so the
 * stylesheet (a React style resource, app/root.tsx) and the product's image (preloaded at high
 * priority) come before the module preloads React Router writes, and the page still hydrates.
 */
test("a page asks for its stylesheet and its largest image before its scripts, and hydrates", async ({ page }) => {
  for (const url of ["/product/1", "/en/quote", "/faq"]) {
    const html = await (await page.goto(url))!.text();
    await waitForHydration(page);
    const head = html.slice(0, html.indexOf("</head>"));
    const firstScript = head.search(/<link[^>]+rel="modulepreload"/);
    expect(firstScript, `${url}: its scripts are preloaded from the head`).toBeGreaterThan(0);
    expect(head.search(/<link[^>]+rel="stylesheet"/), `${url}: the stylesheet`).toBeGreaterThan(-1);
    expect(head.search(/<link[^>]+rel="stylesheet"/), `${url}: the stylesheet before the scripts`).toBeLessThan(firstScript);
    if (url === "/product/1") {
      const image = head.search(/<link(?=[^>]+rel="preload")(?=[^>]+as="image")[^>]+fetchPriority="high"/);
      expect(image, `${url}: the product's image preloaded at high priority`).toBeGreaterThan(-1);
      expect(image, `${url}: the product's image before the scripts`).toBeLessThan(firstScript);
    }
  }
});
