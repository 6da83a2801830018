import { createHash } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { en, GUARDED_PAGES, PUBLIC_PAGES } from "./routes.ts";

const BASE = `http://localhost:${process.env.E2E_PORT ?? 3107}`;

test.describe("every route answers, server-rendered, in both languages", () => {
  for (const { path } of PUBLIC_PAGES) {
    for (const [lang, url, htmlLang] of [
      ["fr", path, "fr-CA"],
      ["en", en(path), "en-CA"],
    ] as const) {
      test(`${url} answers 200 with lang, canonical and hreflang`, async ({ request }) => {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${htmlLang}"`);
        expect(html).toMatch(/<h1[^>]*>[^<]+/);
        expect(html).toContain(`<link rel="canonical" href="${BASE}${url}"`);
        expect(html).toContain(`hrefLang="fr-CA" href="${BASE}${path}"`);
        expect(html).toContain(`hrefLang="en-CA" href="${BASE}${en(path)}"`);
        expect(html).toContain(`hrefLang="x-default" href="${BASE}${path}"`);
        expect(html).toContain('property="og:title"');
        // LocalBusiness JSON-LD on every page.
        const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
        const business = ld.find((item) => item["@type"] === "LocalBusiness");
        expect(business?.telephone).toBe("+1-450-555-0142");
        expect(business?.priceRange).toBe("$$");
        expect(business?.openingHoursSpecification).toHaveLength(2);
        expect(lang === "fr" ? html.includes("Accueil") : html.includes("Home")).toBe(true);
      });
    }
  }

  for (const path of GUARDED_PAGES) {
    test(`${path} sends a signed-out visitor home with the sign-in dialog`, async ({ request }) => {
      const fr = await request.get(path, { maxRedirects: 0 });
      expect(fr.status()).toBe(302);
      expect(fr.headers().location).toBe("/?login=1");
      const english = await request.get(en(path), { maxRedirects: 0 });
      expect(english.headers().location).toBe("/en?login=1");
    });
  }
});

test("an unknown path answers 404 'Page non trouvée' in French and 'Page not found' in English", async ({ page, request }) => {
  const response = await request.get("/outil-qui-nexiste-pas");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page non trouvée");
  const english = await request.get("/en/no-such-tool");
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain("Page not found");

  await page.goto("/outil-qui-nexiste-pas");
  await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown category and an unknown product answer 404", async ({ request }) => {
  expect((await request.get("/category/trampolines")).status()).toBe(404);
  expect((await request.get("/product/9999")).status()).toBe(404);
  expect((await request.get("/en/product/abc")).status()).toBe(404);
});

/**
 * A failed page's error content is not in any first load (components/route-error.tsx): the
 * browser fetches it when a page has failed. The page must still hydrate on it, in its words,
 * and its links must then navigate in the browser.
 */
test("an unknown product's page hydrates on its error content, fetched when needed, and its links work", async ({ page }) => {
  const errorChunk: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/route-error-page-[^/]+\.js$/.test(request.url())) errorChunk.push(request.url());
  });
  await page.goto("/faq");
  expect(errorChunk, "a page that did not fail loads no error content").toEqual([]);
  const response = await page.goto("/en/product/9999");
  expect(response!.status()).toBe(404);
  // page.goto has waited for hydration (fixtures.ts): the document hydrated on the 404.
  expect(errorChunk).toHaveLength(1);
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);
  await page.getByRole("main").getByRole("link", { name: "See all products" }).click();
  await expect(page).toHaveURL(/\/en\/categories$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/category and /category/polisseuses go to the grinders", async ({ request }) => {
  const bare = await request.get("/category", { maxRedirects: 0 });
  expect(bare.headers().location).toBe("/category/meuleuses");
  const polish = await request.get("/en/category/polisseuses", { maxRedirects: 0 });
  expect(polish.status()).toBe(301);
  expect(polish.headers().location).toBe("/en/category/meuleuses");
});

test("security headers: enforced CSP, by its scripts' hashes on a page every visitor shares, by a fresh nonce on a page rendered for one request", async ({ request }) => {
  const first = await request.get("/faq");
  const second = await request.get("/faq");
  const csp1 = first.headers()["content-security-policy"] ?? "";
  expect(second.headers()["content-security-policy"]).toBe(csp1);
  for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp1).toContain(directive);
  }
  expect(csp1).not.toContain("'nonce-");
  expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["x-powered-by"]).toBeUndefined();
  // Every inline script of the shared page is allowed by its hash, and carries no nonce.
  const html = await first.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, text] of scripts) {
    expect(attrs).not.toContain("nonce=");
    expect(csp1).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }

  // A page rendered for each request (the account page): its own nonce, on every inline script.
  const personal = [await request.get("/account"), await request.get("/account")];
  const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const nonces = personal.map((answer) => nonce(answer.headers()["content-security-policy"] ?? ""));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  const personalScripts = [...(await personal[0]!.text()).matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
  expect(personalScripts.length).toBeGreaterThan(0);
  for (const [, attrs] of personalScripts) expect(attrs).toContain(`nonce="${nonces[0]}"`);
});

test("inline scripts run only when the page's CSP allows them", async ({ page }) => {
  // Inject a script into the real response (headers untouched).
  await page.route("**/contact", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</head>", "<script>window.__injected = true;</script></head>");
    await route.fulfill({ response, body: html });
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/contact");
  // The app's own scripts ran: React hydrated the page.
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.length).toBeGreaterThanOrEqual(1);
});

test("assets are fingerprinted, precompressed and cached immutably", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(html);
  const url = asset?.[1] ?? asset?.[2];
  expect(url).toBeTruthy();
  const response = await request.get(url!, { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("robots.txt and sitemap.xml list the public pages in both languages", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const { path } of PUBLIC_PAGES) {
    expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
    expect(xml).toContain(`<loc>${BASE}${en(path)}</loc>`);
  }
  expect(xml).not.toContain("/admin");
});

test("an unsupported method renders the translated error page without internals", async ({ request }) => {
  const response = await request.post("/faq", { form: { x: "1" } });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  const html = await response.text();
  // A request we refuse is a 4xx: the page says the request was not valid (not "try again").
  expect(html).toContain("Demande non valide");
  expect(html).not.toMatch(/at [\w.]+ \(.*:\d+:\d+\)/);
  const english = await request.post("/en/faq", { form: { x: "1" } });
  expect(english.status()).toBeGreaterThanOrEqual(400);
  expect(await english.text()).toContain("Invalid request");
});
