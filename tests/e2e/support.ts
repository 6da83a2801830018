import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { en as enMessages } from "../../app/i18n/en.ts";
import { fr as frMessages } from "../../app/i18n/fr.ts";
import { flattenKeys } from "../../app/i18n/parity.ts";

/** WCAG 2.2 AA: zero serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`),
    `${page.url()} has accessibility violations`,
  ).toEqual([]);
}

const ALL_KEYS = new Set([...flattenKeys(frMessages), ...flattenKeys(enMessages)]);

/** A page never shows a raw translation key (a missing translation renders its key). */
export async function expectNoRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  const candidates = text.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z][\w-]*)+\b/g) ?? [];
  expect(candidates.filter((c) => ALL_KEYS.has(c)), `${page.url()} shows raw keys`).toEqual([]);
}

/** Collects CSP violations reported by the browser console. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
