/**
 * Who may keep a copy of each answer (server/cache-policy.ts), for every route of
 * app/routes.ts in both languages, its .data twin, the resource routes and the account
 * pages, asked signed out, with only the language cookie, as a customer and as staff:
 * - a request that carries a cookie, and an answer that reads one ("/" reads the language
 *   cookie) or holds personal data, is `private, no-store`;
 * - only an anonymous answer that reads no cookie may reach a shared cache, and then with
 *   `Vary: Cookie`, so a stored copy is never handed to someone signed in.
 * Static files are outside that rule: public, fingerprinted ones cached for a year.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "./fixtures.ts";
import routes from "../../app/routes.ts";
import { newContext, ORIGIN, PASSWORD, signInAsCustomer, signInAsStaff } from "./accounts.ts";
import { en, GUARDED_PAGES, PUBLIC_PAGES } from "./routes.ts";

const PRIVATE = "private, no-store";

/** A private quote link's token of the right shape that leads to no quote (a 404 page, private all the same). */
const QUOTE_LINK = `/quotes/${"A".repeat(43)}`;
/** A signed rental contract through that link (a 404, private all the same). */
const QUOTE_CONTRACT = `${QUOTE_LINK}/contracts/S-2026-000001-1`;
/** The quote page's live estimate (delivery and availability): read from the database for one cart. */
const QUOTE_ESTIMATE = "/quote/estimate?postalCode=J4B1A1&choice=delivery";
/** The quote page's cart products (names, photos, prices): the same for everyone, it reads no cookie. */
const QUOTE_PRODUCTS = "/quote/products?id=1&id=8";

/** Pages whose answer differs per visitor even signed out: a cookie read, a token (the forms' keys are made in the browser: decision 0035). */
const ALWAYS_PRIVATE_PAGES = new Set([
  "/",
  "/confirm-email",
  "/en/confirm-email",
  "/reset-password",
  "/en/reset-password",
  ...[QUOTE_LINK, `${QUOTE_LINK}/pdf`, QUOTE_CONTRACT].flatMap((path) => [path, en(path)]),
  QUOTE_ESTIMATE,
]);

const PAGES = [...PUBLIC_PAGES.map((p) => p.path), ...GUARDED_PAGES, "/category", "/product", "/account", "/confirm-email", "/reset-password", QUOTE_LINK, "/page-that-does-not-exist"].flatMap(
  (path) => [path, en(path)],
);

/** The URL client-side navigation fetches a page's data from ("/" is "/_.data"). */
const dataUrl = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

const RESOURCES = [
  "/language?lang=en&to=/quote",
  "/robots.txt",
  "/sitemap.xml",
  "/healthz",
  "/admin/export.csv",
  "/en/admin/export.csv",
  "/admin/updates",
  "/en/admin/updates",
  "/admin/backups/backup-none.tar.gz",
  "/en/admin/backups/backup-none.tar.gz",
  `${QUOTE_LINK}/pdf`,
  en(`${QUOTE_LINK}/pdf`),
  QUOTE_CONTRACT,
  en(QUOTE_CONTRACT),
  QUOTE_ESTIMATE,
  QUOTE_PRODUCTS,
  en(QUOTE_PRODUCTS),
];

const DYNAMIC_URLS = [...PAGES, ...PAGES.map(dataUrl), ...RESOURCES];

/**
 * Time to ask every URL above once (about 230 answers, most of them full renders that no
 * cache may keep). 16 s on a quiet machine; CI's full suite, on two workers, went past the
 * default 30 s once.
 */
const LIST_TIMEOUT = 90_000;

type Policy = { url: string; status: number; cacheControl: string; vary: string };

async function policyOf(url: string, answer: Promise<APIResponse>): Promise<Policy> {
  const response = await answer;
  const headers = response.headers();
  return { url, status: response.status(), cacheControl: headers["cache-control"] ?? "(none)", vary: headers["vary"] ?? "" };
}

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) => policyOf(url, request.get(url, { maxRedirects: 0, headers }));

const varies = (policy: Policy, header: string) =>
  policy.vary
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(header.toLowerCase());

/** No URL of the list gets a policy other than private, no-store. */
function expectAllPrivate(policies: Policy[]) {
  const leaks = policies.filter((p) => p.cacheControl !== PRIVATE).map((p) => `${p.url} (${p.status}): ${p.cacheControl}`);
  expect(leaks, "answers a shared cache could keep").toEqual([]);
}

/** A static file's URL as a page links it (a fingerprinted stylesheet). */
async function assetUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/en/faq")).text();
  const href = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(href, "a stylesheet under /assets").toBeTruthy();
  return href!;
}

test("signed out, only answers that read no cookie may reach a shared cache, and they vary on Cookie", async ({ request }) => {
  test.setTimeout(LIST_TIMEOUT);
  const policies = await Promise.all(DYNAMIC_URLS.map((url) => get(request, url)));
  const privatePath = (url: string) => ALWAYS_PRIVATE_PAGES.has(url.replace(/\.data$/, "").replace(/^\/_$/, "/"));
  const wrongPrivate = policies.filter((p) => privatePath(p.url) && p.cacheControl !== PRIVATE);
  expect(
    wrongPrivate.map((p) => `${p.url}: ${p.cacheControl}`),
    "per-visitor answers",
  ).toEqual([]);
  // What a shared cache may keep says so explicitly: no-cache, the route's public time, or a public page's minute; and Vary: Cookie.
  const shareable = policies.filter((p) => p.cacheControl !== PRIVATE);
  expect(shareable.map((p) => p.url)).toContain("/categories");
  expect(
    shareable
      .filter((p) => !varies(p, "Cookie") || !/^(no-cache|public, max-age=\d+|public, max-age=0, s-maxage=60, stale-while-revalidate=300)$/.test(p.cacheControl))
      .map((p) => `${p.url}: ${p.cacheControl}; vary ${p.vary}`),
  ).toEqual([]);
  // A public page, HTML and data, anonymous, is the same bytes for everyone: a CDN may keep it for a minute (decision 0035); nothing else gets that.
  expect(policies.find((p) => p.url === "/categories")?.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  expect(policies.find((p) => p.url === "/en/product/1.data")?.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  expect(policies.find((p) => p.url === "/contact")?.cacheControl, "a form page holds no per-visitor key").toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  // The cart's products are the same for every visitor: a shared cache may keep them, asking again each time.
  expect(policies.find((p) => p.url === QUOTE_PRODUCTS)).toMatchObject({ status: 200, cacheControl: "no-cache" });
  // The health check and the language switch (it sets a cookie) are never stored.
  expect(policies.find((p) => p.url === "/healthz")?.cacheControl).toBe(PRIVATE);
  expect(policies.find((p) => p.url.startsWith("/language"))?.cacheControl).toBe(PRIVATE);
});

test("signed out with the language cookie, every dynamic answer is private, no-store", async ({ request }) => {
  test.setTimeout(LIST_TIMEOUT);
  expectAllPrivate(await Promise.all(DYNAMIC_URLS.map((url) => get(request, url, { Cookie: "lang=en" }))));
});

test("signed in, every dynamic answer is private, no-store: customer and staff, pages, .data, resources, form answers", async ({ browser }) => {
  test.setTimeout(2 * LIST_TIMEOUT);
  const customer = await newContext(browser);
  const staff = await newContext(browser);
  try {
    await signInAsCustomer(customer, "cache");
    await signInAsStaff(staff);
    for (const context of [customer, staff]) {
      const policies = await Promise.all(DYNAMIC_URLS.map((url) => get(context.request, url)));
      // The signed-in pages answered as such (not a redirect to the sign-in).
      expect(policies.find((p) => p.url === "/profile")?.status).toBe(200);
      expectAllPrivate(policies);
    }
    const staffOnly = await Promise.all(["/admin", "/admin/export.csv", "/admin/updates"].map((url) => get(staff.request, url)));
    expect(staffOnly.map((p) => p.status)).toEqual([200, 200, 200]);

    // Form answers: a quote refused by its check, the contact form, a sign-in (which sets the cookie).
    const posted = await Promise.all([
      policyOf("POST /quote", customer.request.post("/quote", { form: { name: "" }, headers: ORIGIN, maxRedirects: 0 })),
      policyOf("POST /en/contact.data", customer.request.post("/en/contact.data", { form: { name: "" }, headers: ORIGIN, maxRedirects: 0 })),
      policyOf("POST /profile", customer.request.post("/profile", { form: { intent: "nothing" }, headers: ORIGIN, maxRedirects: 0 })),
    ]);
    expectAllPrivate(posted);
  } finally {
    await customer.close();
    await staff.close();
  }
});

test("a form answer is private, no-store even signed out (it repeats what was typed), and so is the answer that starts a session", async ({ request }) => {
  const posted = await Promise.all([
    policyOf("POST /contact", request.post("/contact", { form: { name: "Éloïse", email: "eloise@example.com", message: "" }, headers: ORIGIN, maxRedirects: 0 })),
    policyOf("POST /en/quote.data", request.post("/en/quote.data", { form: { name: "Éloïse" }, headers: ORIGIN, maxRedirects: 0 })),
    policyOf("POST /account (sign-in)", request.post("/account", { form: { intent: "sign-in", email: "nobody@example.com", password: PASSWORD }, headers: ORIGIN, maxRedirects: 0 })),
  ]);
  expectAllPrivate(posted);
});

test("static files are public whoever asks: fingerprinted assets for a year, other files for an hour", async ({ browser, request }) => {
  const asset = await assetUrl(request);
  const customer = await newContext(browser);
  try {
    await signInAsCustomer(customer, "cache-static");
    for (const client of [request, customer.request]) {
      expect((await client.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await client.get("/favicon.svg")).headers()["cache-control"]).toBe("public, max-age=3600");
    }
  } finally {
    await customer.close();
  }
});

test("the lists above cover every route of app/routes.ts", () => {
  const urls = DYNAMIC_URLS.map((url) =>
    url
      .split("?")[0]!
      .replace(/\.data$/, "")
      .replace(/^\/_$/, "/"),
  );
  const uncovered = routes
    .map((route) => route.path ?? "")
    .filter((pattern) => {
      const source = pattern
        .split("/")
        .map((segment) => (segment === "en?" ? "(?:/en)?" : segment === "*" ? "/.+" : `/${segment.startsWith(":") ? "[^/]+" : segment}`))
        .join("");
      const matcher = new RegExp(`^${source || "/"}$`);
      return !urls.some((url) => matcher.test(url) || (source === "(?:/en)?" && (url === "/" || url === "/en")));
    });
  expect(uncovered).toEqual([]);
});
