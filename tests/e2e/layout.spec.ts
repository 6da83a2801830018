/**
 * Layout at the widths people use: phone 390, tablet 768, small laptop 1024,
 * laptops 1280 and 1366. No page may scroll sideways, the header's quote button stays in
 * view, and the pieces that once collided (hero, list view, badges, breadcrumb, bands)
 * keep their shape. One browser page per language or role resizes and walks every
 * template, so the whole file stays fast.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from "./fixtures.ts";
import { en as enMessages } from "../../app/i18n/en.ts";
import { fr as frMessages } from "../../app/i18n/fr.ts";
import type { Lang } from "../../app/i18n/index.ts";
import type { Messages } from "../../app/i18n/types.ts";
import { confirmedAccount, signIn, signInAsStaff, STAFF, uniqueEmail, type Person } from "./accounts.ts";
import { en, PUBLIC_PAGES } from "./routes.ts";
import { seedCookieChoice } from "./support.ts";

const WIDTHS = [390, 768, 1024, 1280, 1366] as const;
const HEIGHT = 900;
/** One language of the site as the walks need it: its code, how its paths read, its texts. */
type SiteLanguage = { lang: Lang; localize: (path: string) => string; messages: Messages };
const LANGS: readonly SiteLanguage[] = [
  { lang: "fr", localize: (path: string) => path, messages: frMessages },
  { lang: "en", localize: en, messages: enMessages },
];

/** Every template once, and the category's list view (its rows are laid out differently). */
const TEMPLATE_PAGES = [...PUBLIC_PAGES.map((p) => p.path), "/category/meuleuses?view=list"];

// A failure lists every problem (page, width, what is wrong).

test.beforeEach(async ({ context }) => {
  await seedCookieChoice(context);
});

/** What goes wrong at this width, as readable lines (empty when all is well). */
async function layoutProblems(page: Page, lang: SiteLanguage): Promise<string[]> {
  const where = `${new URL(page.url()).pathname}${new URL(page.url()).search} @ ${page.viewportSize()?.width}px`;
  const quote = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${lang.messages.header.quote}`) });
  // One round trip per width: the page's scroll width, the quote button's edges, and every
  // visible link or button cut off at the side (by the viewport or a clipping box), outside
  // the strips that scroll sideways on purpose.
  const facts = await quote.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const cutOff: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button")) {
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || !control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let left = 0;
      let right = window.innerWidth;
      let scrolls = false;
      for (let parent = control.parentElement; parent && !scrolls; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        scrolls = overflow === "auto" || overflow === "scroll";
        if (overflow === "hidden" || overflow === "clip") {
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      if (!scrolls && (rect.left < left - 1 || rect.right > right + 1)) cutOff.push((control.textContent || control.getAttribute("aria-label") || "").trim());
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, left: box.left, right: box.right, cutOff };
  });
  const problems: string[] = [];
  if (facts.scrollWidth > facts.innerWidth) problems.push(`${where}: scrolls sideways by ${facts.scrollWidth - facts.innerWidth}px`);
  if (facts.left < 0 || facts.right > facts.innerWidth)
    problems.push(`${where}: "${lang.messages.header.quote}" button cut off (${Math.round(facts.left)}..${Math.round(facts.right)} of ${facts.innerWidth})`);
  for (const name of facts.cutOff) problems.push(`${where}: "${name}" is cut off at the side`);
  return problems;
}

/** Loads each path once and checks it at every width. */
async function walk(page: Page, lang: SiteLanguage, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT }); // loaded as on a phone, then widened
    await page.goto(lang.localize(path));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      problems.push(...(await layoutProblems(page, lang)));
    }
  }
  return problems;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

/**
 * How many lines the element's visible text takes (a word broken in two counts as two).
 * Text for screen readers only (a 1 px box) and icons do not count.
 */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    while (walker.nextNode()) {
      const text = walker.currentNode;
      if (!text.textContent?.trim() || (text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.push(rect.top);
    }
    // Rectangles of one line differ by a pixel or two at most.
    return tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 4).length;
  });
}

/** The category tiles whose count badge ("3+") is not wholly inside the tile (one round trip). */
function badgesOutsideTheirTiles(tiles: Locator): Promise<string[]> {
  return tiles.evaluateAll((items) =>
    items.flatMap((tile) => {
      const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const badge = walker.currentNode.parentElement;
        if (!badge || !/^\d+\+$/.test(walker.currentNode.textContent?.trim() ?? "")) continue;
        const inner = badge.getBoundingClientRect();
        const outer = tile.getBoundingClientRect();
        const fits = inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
        return fits ? [] : [`badge "${badge.textContent}" sticks out of the tile "${tile.textContent?.replace(/\d+\+.*$/, "").trim()}"`];
      }
      return [`no count badge in the tile "${tile.textContent?.trim()}"`];
    }),
  );
}

const describeLang = (lang: SiteLanguage) => `${lang.lang === "fr" ? "French" : "English"}, signed out`;

// The two long walks first, so the two workers start with one each.
for (const lang of LANGS) {
  test(`${describeLang(lang)}: no page scrolls sideways and the quote button stays in view, at every width`, async ({ page }) => {
    test.setTimeout(90_000);
    expect(await walk(page, lang, TEMPLATE_PAGES)).toEqual([]);
  });
}

for (const lang of LANGS) {
  test.describe(describeLang(lang), () => {
    test("home: hero button clear of the search box, top-bar contacts on one line, badges inside their tiles, no band above the footer", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" }); // the hero stays on its first slide
      await page.goto(lang.localize("/"));
      const banner = page.getByRole("banner");
      const search = page.getByRole("search");
      const cta = page.getByRole("link", { name: lang.messages.catalogue.hero.cta1, exact: true });
      const tiles = page.getByRole("region", { name: lang.messages.catalogue.home.categoriesTitle }).getByRole("listitem");
      const strip = page.getByRole("region", { name: lang.messages.catalogue.home.contactTitle });
      const footer = page.getByRole("contentinfo");
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        if (overlaps(await boxOf(cta), await boxOf(search))) problems.push(`${width}px: "${lang.messages.catalogue.hero.cta1}" overlaps the search box`);
        // The phone number and the e-mail, where the top bar shows them, each on one line.
        for (const name of [lang.messages.common.phone, lang.messages.common.email]) {
          const links = await banner.getByRole("link", { name: new RegExp(`^${name}`) }).all();
          if (name === lang.messages.common.phone && width >= 768 && links.length === 0) problems.push(`${width}px: no phone number in the header`);
          for (const link of links) {
            const lines = await lineCount(link);
            if (lines !== 1) problems.push(`${width}px: the top bar's ${name} link takes ${lines} lines`);
          }
        }
        problems.push(...(await badgesOutsideTheirTiles(tiles)).map((p) => `${width}px: ${p}`));
        const above = await boxOf(strip);
        const gap = (await boxOf(footer)).y - (above.y + above.height);
        if (Math.abs(gap) > 0.5) problems.push(`${width}px: ${Math.round(gap)}px between the advice strip and the footer`);
      }
      expect(problems).toEqual([]);
      // The tile named in the issue, at the phone width where it was clipped.
      await page.setViewportSize({ width: 390, height: HEIGHT });
      const transformer = tiles.filter({ hasText: lang.messages.categoryNames.transformateur });
      await expect(transformer.getByText(/^\d+\+$/)).toBeVisible();
      expect(await badgesOutsideTheirTiles(transformer)).toEqual([]);
    });

    test("category list view: every row is as wide as the list", async ({ page }) => {
      await page.goto(`${lang.localize("/category/meuleuses")}?view=list`);
      const results = page.getByRole("region", { name: lang.messages.catalogue.category.products, exact: true });
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const rows = await results.getByRole("article").all();
        expect(rows.length).toBeGreaterThan(1);
        const list = await boxOf(
          results
            .getByRole("list")
            .filter({ has: page.getByRole("article") })
            .first(),
        );
        const widths = await Promise.all(rows.map(async (row) => Math.round((await boxOf(row)).width)));
        if (widths.some((w) => Math.abs(w - list.width) > 1)) problems.push(`${width}px: rows ${widths.join(", ")} in a list ${Math.round(list.width)} wide`);
      }
      expect(problems).toEqual([]);
    });

    test("product breadcrumb on a phone: no chevron starts a line", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: HEIGHT });
      await page.goto(lang.localize("/product/1"));
      const breadcrumb = page.getByRole("navigation", { name: lang.messages.common.breadcrumb });
      await expect(breadcrumb.getByRole("link", { name: lang.messages.nav.home })).toBeVisible();
      // Each separator sits on the line where the text before it ends (or the whole trail is one line).
      const orphans = await breadcrumb.getByRole("list").evaluate((list) => {
        const found: string[] = [];
        for (const chevron of list.querySelectorAll("svg")) {
          const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
          let before: Node | null = null;
          while (walker.nextNode()) {
            const text = walker.currentNode;
            if (!text.textContent?.trim()) continue;
            if (!(chevron.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING)) break;
            before = text;
          }
          if (!before) continue;
          const range = document.createRange();
          range.selectNodeContents(before);
          const lastLine = [...range.getClientRects()].at(-1)!;
          const mark = chevron.getBoundingClientRect();
          const centre = mark.top + mark.height / 2;
          if (centre < lastLine.top || centre > lastLine.bottom) found.push(`the chevron after "${before.textContent?.trim()}" starts a new line`);
        }
        return found;
      });
      expect(orphans).toEqual([]);
    });
  });
}

/* ------------------------------------------------------------ signed in */

async function signInAsLongNamedCustomer(context: BrowserContext): Promise<Person> {
  // A long name, as people have: the header must shorten it, not overflow.
  const person = await confirmedAccount(context.request, { email: uniqueEmail("layout"), firstName: "Marie-Éloïse", lastName: "Bérubé-Lachance" });
  await signIn(context, person.email);
  return person;
}

/**
 * The name in the header's top bar (from 768 px; phones have it in the menu): the profile link is
 * named by the full name, carries it as its tooltip, and shows it whole when there is room.
 */
async function nameProblems(page: Page, person: Person): Promise<string[]> {
  const width = page.viewportSize()!.width;
  if (width < 768) return [];
  const fullName = `${person.firstName} ${person.lastName}`;
  const banner = page.getByRole("banner");
  const profile = banner.getByRole("link", { name: fullName, exact: true });
  if ((await profile.count()) !== 1) return [`${width}px: no header link named "${fullName}"`];
  const problems: string[] = [];
  if ((await profile.getAttribute("title")) !== fullName) problems.push(`${width}px: the profile link's title is not "${fullName}"`);
  // Visible: not the closed mobile menu's copy, not a 1 px screen-reader-only text.
  const shown = banner.getByText(fullName, { exact: true }).filter({ visible: true });
  if ((await shown.count()) !== 1 || ((await shown.boundingBox())?.width ?? 0) < 40) return [...problems, `${width}px: "${fullName}" is not shown in the header`];
  if (await shown.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) problems.push(`${width}px: "${fullName}" is cut short although there is room`);
  return problems;
}

for (const role of ["customer", "staff"] as const) {
  test(`signed in as ${role}: the header fits and names the person at every width`, async ({ page, context }) => {
    test.setTimeout(60_000);
    const person = role === "staff" ? STAFF : await signInAsLongNamedCustomer(context);
    if (role === "staff") await signInAsStaff(context);
    const problems: string[] = [];
    // A customer who opens /admin is sent home: only staff have a dashboard to check.
    const paths = role === "staff" ? ["/", "/admin", "/profile"] : ["/", "/profile"];
    for (const lang of LANGS) {
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.goto(lang.localize(path));
        // Still there: signed in (no redirect to the sign-in dialog) and, for staff, allowed on /admin.
        expect(new URL(page.url()).pathname).toBe(lang.localize(path));
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          problems.push(...(await layoutProblems(page, lang)));
          problems.push(...(await nameProblems(page, person)).map((p) => `${lang.lang} ${path}: ${p}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
