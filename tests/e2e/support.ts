import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { en as enMessages } from "../../app/i18n/en.ts";
import { fr as frMessages } from "../../app/i18n/fr.ts";
import { flattenKeys } from "../../app/i18n/parity.ts";

/** WCAG 2.2 AA: zero serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
    `${page.url()} has accessibility violations`,
  ).toEqual([]);
}

/**
 * React has hydrated the document (app/root.tsx marks it): a click is now a client-side
 * navigation, and what the browser decides (a stored cookie choice, a timer) has been decided.
 * A quiet network is not that: a busy machine can still be hydrating.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/**
 * A page shows before its scripts have run. Until it has hydrated, its
 * links and forms work as they do without JavaScript, and its scripted controls (the carousel,
 * the dialogs, the live price) do nothing yet. A person waits for the page to be ready; so do the
 * tests: in a browser with JavaScript, `page.goto` returns once the document it opened (when it
 * brings scripts) has hydrated. Tests of the page before it hydrates use a browser without
 * JavaScript, where nothing is waited for.
 */
export function hydrateOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (html && (await page.locator('script[type="module"]').count()) > 0) await waitForHydration(page);
    return response;
  };
}

/**
 * Every page a browser context with JavaScript opens gets `hydrateOnGoto`: the fixtures' page has
 * it, `newContext` (accounts.ts) applies it, and a test that calls `browser.newContext` itself
 * with JavaScript calls this.
 */
export function hydrateOnGotoIn(context: BrowserContext, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const page of context.pages()) hydrateOnGoto(page);
  context.on("page", hydrateOnGoto);
}

const ALL_KEYS = new Set([...flattenKeys(frMessages), ...flattenKeys(enMessages)]);

/** A page never shows a raw translation key (a missing translation renders its key). */
export async function expectNoRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  const candidates = text.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z][\w-]*)+\b/g) ?? [];
  expect(
    candidates.filter((c) => ALL_KEYS.has(c)),
    `${page.url()} shows raw keys`,
  ).toEqual([]);
}

/**
 * The heading outline a screen-reader user walks: one h1, and no level skipped on the way
 * down (Lighthouse "heading-order"; the cookie banner's h2 may come first, it is first in
 * the tab order on purpose). Headings hidden from everyone are left out.
 */
export async function expectHeadingOutline(page: Page) {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((h) => !h.closest("[hidden], [aria-hidden=true], dialog:not([open])") && getComputedStyle(h).display !== "none")
      .map((h) => `${h.tagName.toLowerCase()} ${(h.textContent ?? "").trim().slice(0, 40)}`),
  );
  const skips = levels.filter((heading, i) => i > 0 && Number(heading[1]) > Number(levels[i - 1]![1]) + 1);
  expect(
    levels.filter((h) => h.startsWith("h1 ")),
    `${page.url()} has one h1`,
  ).toHaveLength(1);
  expect(skips, `${page.url()} skips a heading level (outline: ${levels.join(" / ")})`).toEqual([]);
}

/** Collects CSP violations reported by the browser console. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Store a fresh cookie choice before any page loads, so the consent banner stays out of the way. */
export async function seedCookieChoice(context: BrowserContext) {
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookie-consent")) {
      localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
      localStorage.setItem("cookie-consent-date", String(Date.now()));
    }
  });
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

/** Money as rendered (narrow no-break spaces normalised): "1 225 $" or "$1,225". */
export function parseMoney(text: string): number {
  const t = plain(text).trim();
  if (t.startsWith("$")) return Number(t.replace(/[$,]/g, ""));
  return Number(t.replace(/\s|\$/g, "").replace(",", "."));
}

/**
 * A toast: an item of the live region of app/components/toast.tsx, with its close button (inside
 * the modal dialog while one is open, where the region moves).
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator("ol[aria-live] > li").filter({ hasText: text });
}
