/**
 * The site as people move through it: every header, footer and in-page link of
 * one page of each route template is clicked after hydration, in both languages, and the
 * page that appears must be the page a direct load of that URL shows (same language, title,
 * headings and link texts: no 404, no French text under an English header). Then the
 * language is switched and the clicking goes on. Direct loads alone never caught these
 * defects: loaders see `/en.data` or `/privacy.data` on a client-side navigation.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures.ts";
import { SIGNUP_PROMPT_DISMISSED_KEY } from "../../app/domain/signup-prompt.ts";
import { newContext, signInAsCustomer, signInAsStaff } from "./accounts.ts";
import { en, PUBLIC_PAGES } from "./routes.ts";
import { hydrateOnGotoIn, waitForHydration } from "./support.ts";

/** What a person sees of a page: language, title, headings, the main area's link texts. */
type PageView = { url: string; lang: string; title: string; h1: string[]; h2: string[]; links: string[] };

/** The view of the page shown now; null while a new document replaces the old one (a full page load). */
function readView(page: Page): Promise<PageView | null> {
  return page
    .evaluate(() => {
      const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
      const main = document.querySelector("main");
      return {
        url: location.pathname + location.search,
        lang: document.documentElement.lang,
        title: document.title,
        h1: [...document.querySelectorAll("h1")].map(text),
        h2: [...(main?.querySelectorAll("h2") ?? [])].map(text),
        links: [...(main?.querySelectorAll("a") ?? [])].map(text).filter(Boolean),
      };
    })
    .catch(() => null);
}

/**
 * A link worth clicking: same site, same tab, not an anchor on the same page, not the
 * language switch, not a download, shown and not inert. `index` is its place among the
 * region's links (the page renders the same after going back, which clickThrough checks).
 */
type Target = { region: "banner" | "main" | "contentinfo"; href: string; index: number };

/**
 * Which of the header's and footer's links a page clicks. Every public page carries the same
 * header and footer: clicking all of them from each of the 26 pages repeated the same ~40
 * targets 13 times per language, most of the suite's time. Each of those targets is instead
 * clicked from one page, a different one for each link (`share` of `of`), so every target is
 * still reached by a click after hydration in both languages, from pages of every template;
 * the page's own links (main) are all clicked on every page.
 */
type SharedLinks = { share: number; of: number };

async function linksOf(page: Page, shared?: SharedLinks): Promise<Target[]> {
  const targets: Target[] = [];
  for (const region of ["banner", "main", "contentinfo"] as const) {
    const found = await page
      .getByRole(region)
      .first()
      .locator("a[href]")
      .evaluateAll((anchors) =>
        (anchors as HTMLAnchorElement[])
          .map((a, index) => ({ a, index, href: a.pathname + a.search }))
          .filter(({ a }) => {
            const box = a.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(a).visibility !== "hidden" && !a.closest("[inert],[aria-hidden=true]");
          })
          .filter(({ a }) => a.origin === location.origin && a.target !== "_blank" && !a.hasAttribute("download"))
          .filter(({ a }) => !(a.hash && a.pathname === location.pathname))
          // The language switch has its own test below; "Mon compte" opens the account dialog (tested in account.spec.ts).
          .filter(({ href }) => !href.startsWith("/language") && !/^(\/en)?\/account$/.test(href) && !href.endsWith(".csv"))
          .map(({ href, index }) => ({ href, index })),
      );
    const seen = new Set<string>();
    const perTemplate = new Map<string, number>();
    for (const { href, index } of found) {
      if (seen.has(href)) continue;
      seen.add(href);
      // A listing links to dozens of pages of one template (products, the dashboard's
      // requests, a list's pages), which differ by a number: three of each are enough.
      const template = href.replace(/\d+/g, "#");
      const count = (perTemplate.get(template) ?? 0) + 1;
      perTemplate.set(template, count);
      if (template.includes("#") && count > 3) continue;
      targets.push({ region, href, index });
    }
  }
  if (!shared) return targets;
  // By the address alone, so a link is given to the same page whatever else a page carries.
  const pageFor = (href: string) => [...href].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % shared.of;
  return targets.filter((t) => t.region === "main" || pageFor(t.href) === shared.share);
}

/** Views of direct loads by a visitor, shared by the tests of a worker (every visitor sees the same pages). */
const visitorViews = new Map<string, PageView>();

/**
 * The expected view of each URL, from a direct load in a page of its own (a signed-in
 * person's pages differ from a visitor's: they get a map of their own).
 */
function directLoads(context: BrowserContext, views = new Map<string, PageView>()) {
  let page: Page | undefined;
  return async (url: string): Promise<PageView> => {
    const known = views.get(url);
    if (known) return known;
    page ??= await context.newPage();
    await page.goto(url);
    await waitForHydration(page);
    const view = await readView(page);
    expect(view, `direct load of ${url}`).not.toBeNull();
    views.set(url, view!);
    return view!;
  };
}

/** Clicks every link of `source`, comparing each page reached with a direct load of its URL. */
async function clickThrough(page: Page, source: string, expected: (url: string) => Promise<PageView>, options: { live?: boolean; shared?: SharedLinks } = {}) {
  // The dashboard and the profile change while the suite runs (other tests send requests):
  // there the lists of links are left out of the comparison, and links are found by address.
  const seen = (view: PageView | null) => (view && options.live ? { ...view, links: [] } : view);
  await page.goto(source);
  await waitForHydration(page);
  const sourceView = await readView(page);
  expect(sourceView, source).not.toBeNull();
  const targets = await linksOf(page, options.shared);
  expect(targets.length, `links on ${source}`).toBeGreaterThan(options.shared ? 0 : 3);
  for (const { region, href, index } of targets) {
    const want = await expected(href);
    const links = page
      .getByRole(region)
      .first()
      .locator(options.live ? `a[href="${href}"]` : "a[href]");
    await links.nth(options.live ? 0 : index).click();
    await expect.poll(async () => seen(await readView(page)), { message: `${source} → ${href} (${region})` }).toEqual(seen(want));
    // Back to where the click happened (client-side too), then on to the next link.
    if (want.url === sourceView!.url) continue;
    await page.goBack();
    await expect.poll(async () => seen(await readView(page)), { message: `back to ${source}` }).toEqual(seen(sourceView));
  }
}

/** A visitor who made the cookie choice and dismissed the sign-up prompt (it opens after 60 s on a page). */
async function visitor(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser, { reducedMotion: "reduce" });
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), SIGNUP_PROMPT_DISMISSED_KEY);
  return context;
}

test.describe("every link, clicked after hydration, shows the page a direct load shows", () => {
  for (const [share, { path }] of PUBLIC_PAGES.entries()) {
    for (const url of [path, en(path)]) {
      test(`links of ${url}`, async ({ browser }) => {
        // The home page's links (every category and featured product, each compared with a
        // direct load) took 40 s on a quiet 2-core machine and past 60 s on a busy one.
        test.setTimeout(120_000);
        const context = await visitor(browser);
        await clickThrough(await context.newPage(), url, directLoads(context, visitorViews), { shared: { share, of: PUBLIC_PAGES.length } });
        await context.close();
      });
    }
  }

  for (const [role, path] of [
    ["customer", "/profile"],
    ["staff", "/admin"],
  ] as const) {
    for (const url of [path, en(path)]) {
      test(`links of ${url}, signed in as ${role}`, async ({ browser }) => {
        // The dashboard lists the suite's requests (25 links on its first page by then): past
        // 240 s once on a slow 2-core machine.
        test.setTimeout(360_000);
        const context = await visitor(browser);
        if (role === "staff") await signInAsStaff(context);
        else await signInAsCustomer(context, "navigation");
        await clickThrough(await context.newPage(), url, directLoads(context), { live: true });
        await context.close();
      });
    }
  }
});

test.describe("switching language, then clicking on", () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} → English → its links`, async ({ browser }) => {
      const context = await visitor(browser);
      const expected = directLoads(context, visitorViews);
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("link", { name: "English" }).first().click();
      await expect.poll(() => readView(page)).toEqual(await expected(en(path)));
      await waitForHydration(page);
      // The logo, a header section and the contact page, clicked on in English.
      for (const name of [/Home/, /^Products$/, /^Contact$/]) {
        const link = page.getByRole("banner").getByRole("link", { name }).first();
        const target = await link.getAttribute("href");
        expect(target).toMatch(/^\/en(\/|$)/);
        await link.click();
        await expect.poll(() => readView(page)).toEqual(await expected(target!));
      }
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
      await expect.poll(() => readView(page)).toEqual(await expected("/en/privacy"));
      await page.getByRole("link", { name: "Français" }).first().click();
      await expect.poll(() => readView(page)).toEqual(await expected("/privacy"));
      await waitForHydration(page);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /Conditions d.utilisation/ })
        .click();
      await expect.poll(() => readView(page)).toEqual(await expected("/terms"));
      await context.close();
    });
  }
});

test("the cookie banner's “En savoir plus” opens the privacy policy", async ({ browser }) => {
  test.slow();
  for (const [from, to] of [
    ["/", "/privacy"],
    ["/en", "/en/privacy"],
  ] as const) {
    // No stored choice: the banner shows.
    const context = await browser.newContext({ reducedMotion: "reduce" });
    hydrateOnGotoIn(context, true);
    const expected = directLoads(context);
    const page = await context.newPage();
    await page.goto(from);
    await waitForHydration(page);
    await page
      .getByRole("region", { name: /cookie|témoins/i })
      .getByRole("link")
      .first()
      .click();
    await expect.poll(() => readView(page)).toEqual(await expected(to));
    await context.close();
  }
});
