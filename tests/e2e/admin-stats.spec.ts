/**
 * The statistics area in a real browser against the real server, in French
 * and in English: staff open the page, see every chart with its title, description and
 * data table, change the period (and are told when it cannot be read), on a desktop and
 * on a 390 px phone without horizontal scrolling. The figures themselves are checked by
 * hand in app/db/stats.server.test.ts.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { QUOTE_REQUEST, quoteFormFields } from "../support/quote-fixture.ts";
import { clientAddress, newContext, ORIGIN, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

const CHARTS = {
  fr: [
    "Demandes par semaine",
    "Délai de première réponse",
    "État des demandes",
    "Produits les plus demandés, par lignes",
    "Produits les plus demandés, par valeur",
    "Utilisation de la flotte",
    "Valeur des soumissions par mois",
  ],
  en: ["Requests per week", "Time to first response", "Request status", "Most requested products, by lines", "Most requested products, by value", "Fleet utilization", "Quote value per month"],
};

/** A quote for the Husqvarna PG 820 (and two other products) and a contact message, sent as browsers without JavaScript would. */
async function sendRequests() {
  const quote = quoteFormFields({ ...QUOTE_REQUEST, email: uniqueEmail("stats"), deliveryNeeded: "pickup", startDate: undefined, endDate: undefined });
  expect((await postForm(`${BASE_URL}/quote`, quote, { headers: ORIGIN, localAddress: clientAddress() })).status, "quote request").toBe(200);
  const contact = { name: "Gaétan Lévesque", email: uniqueEmail("stats"), phone: "450 555-0123", subject: "rental", message: "La meuleuse est-elle libre samedi?", privacyAccepted: "on" };
  expect((await postForm(`${BASE_URL}/contact`, contact, { headers: ORIGIN, localAddress: clientAddress() })).status, "contact message").toBe(200);
}

/** Every chart: an image named by its title (and described), and a table captioned with it. */
async function expectEveryChart(page: Page, titles: string[]) {
  for (const title of titles) {
    const chart = page.getByRole("img", { name: title, exact: true });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/.{40,}/);
    await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    // Beside the chart on a wide screen, folded under it on a phone: the same table twice, one of them hidden.
    await expect(page.getByRole("table", { name: title, exact: true, includeHidden: true })).toHaveCount(2);
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("staff read the statistics in French, change the period, and are told when it cannot be read", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  await signInAsStaff(context);
  await sendRequests();
  const page = await context.newPage();

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Sections du tableau de bord" }).getByRole("link", { name: "Statistiques" }).click();
  await expect(page).toHaveURL(/\/admin\/stats$/);
  await expect(page.getByRole("heading", { level: 1, name: "Statistiques" })).toBeVisible();
  await expectEveryChart(page, CHARTS.fr);
  // The requests just sent are counted, and the quote's grinder is among the top products.
  await expect(page.getByRole("table", { name: "Produits les plus demandés, par lignes" })).toContainText("Meuleuse planétaire Husqvarna PG 820");
  await expect(page.getByRole("link", { name: "12 dernières semaines" })).toHaveAttribute("aria-current", "page");
  await expectHeadingOutline(page);
  await expectNoRawKeys(page);
  await expectNoSeriousA11yViolations(page);

  // A quiet period of the past: the same charts, empty.
  await page.getByLabel("Du", { exact: true }).fill("2025-01-06");
  await page.getByLabel("Au", { exact: true }).fill("2025-03-30");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(/from=2025-01-06&to=2025-03-30/);
  await expect(page.getByText("Statistiques du 6 janvier 2025 au 30 mars 2025, heure du Québec.")).toBeVisible();
  await expectEveryChart(page, CHARTS.fr);
  await expect(page.getByRole("table", { name: "Demandes par semaine" }).getByRole("row")).toHaveCount(1 + 12);
  await expect(page.getByRole("table", { name: "Produits les plus demandés, par lignes" })).toContainText("Aucune demande pendant cette période.");

  // An end before the start: the form says so beside the field, and no chart is drawn.
  await page.getByLabel("Au", { exact: true }).fill("2024-12-31");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Période invalide" })).toBeVisible();
  await expect(page.getByLabel("Au", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("La date de fin doit être le même jour ou après la date de début")).toBeVisible();
  await expect(page.getByRole("img")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const refused = await page.request.get("/admin/stats?from=2025-02-30");
  expect(refused.status()).toBe(400);

  // Back to the default period with its shortcut.
  await page.getByRole("link", { name: "12 dernières semaines" }).click();
  await expectEveryChart(page, CHARTS.fr);
  await context.close();
});

test("staff read the statistics in English on a 390 px phone, data tables folded under the charts", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  await signInAsStaff(context);
  await sendRequests();
  const page = await context.newPage();

  await page.goto("/en/admin/stats");
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expectEveryChart(page, CHARTS.en);
  await expectNoHorizontalScroll(page);

  // On a phone each table waits in its "Chart data" box, beside nothing.
  const weekly = page.getByRole("region", { name: "Requests per week" });
  await expect(weekly.getByRole("table", { name: "Requests per week" })).toBeHidden();
  await weekly.getByText("Chart data").click();
  await expect(weekly.getByRole("table", { name: "Requests per week" })).toBeVisible();
  await expect(weekly.getByRole("columnheader", { name: "Quotes" })).toBeVisible();
  await page.getByRole("region", { name: "Most requested products, by value" }).getByText("Chart data").click();
  await expect(page.getByRole("table", { name: "Most requested products, by value" })).toContainText("Husqvarna PG 820 planetary grinder");
  await expectNoHorizontalScroll(page);
  await expectNoRawKeys(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Last 12 months" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/stats\?from=\d{4}-\d{2}-01&to=/);
  await expect(page.getByRole("link", { name: "Last 12 months" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("region", { name: "Quote value per month" }).getByText("Chart data").click();
  await expect(page.getByRole("table", { name: "Quote value per month" }).getByRole("row")).toHaveCount(1 + 12);
  await expectEveryChart(page, CHARTS.en);
  await expectNoHorizontalScroll(page);
  await context.close();
});
