/**
 * The products area of the back office in a real browser ("Done when"):
 * staff reprice a product and mark it out of service until a date; the product
 * page and the category's card show both at the next request; a new quote is
 * priced by the server at the new price while an older request keeps its own;
 * archiving takes the product off the storefront (its URL answers 410) without
 * touching old requests, and restoring brings it back. In French and English.
 *
 * These tests change the catalogue, which the other specs count and price: they
 * run on shops of their own (tests/e2e/private-shop.ts), and the "other instance"
 * test on two server processes sharing one throw-away PostgreSQL database (when
 * TEST_DATABASE_URL is set, as in CI). The read-only checks (axe, keyboard, phone
 * width) use the shared e2e server.
 */
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import type { ServerProcess } from "../reliability/server-process.ts";
import { seedCategories, seedProducts } from "../support/catalogue-fixture.ts";
import { formatMoney, formatPrice } from "../../app/i18n/format.ts";
import { formatReturnDate } from "../../app/i18n/format-dates.ts";
import { todayInBusinessZone } from "../../app/domain/validation/dates.ts";
import { newContext, signInAsStaff } from "./accounts.ts";
import { originOf, postQuote, SHOP_TEST_TIMEOUT, signInStaff, startShop, type Shop } from "./private-shop.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations, toast } from "./support.ts";

type Lang = "fr" | "en";

const TEXT = {
  fr: {
    search: "Recherche",
    filter: "Filtrer",
    dayPrice: "Prix par jour ($)",
    weekPrice: "Prix par semaine ($)",
    until: "Non disponible jusqu'au",
    save: "Enregistrer",
    saved: "Produit enregistré",
    weekError: "Le prix par semaine doit être égal au prix par jour (journée seulement) ou plus élevé",
    historyField: "Prix par jour",
    archive: "Archiver",
    archived: "Produit archivé",
    restore: "Restaurer",
    restored: "Produit restauré",
    gone: "Produit retiré",
  },
  en: {
    search: "Search",
    filter: "Filter",
    dayPrice: "Price per day ($)",
    weekPrice: "Price per week ($)",
    until: "Unavailable until",
    save: "Save",
    saved: "Product saved",
    weekError: "The week price must equal the day price (daily only) or be higher",
    historyField: "Price per day",
    archive: "Archive",
    archived: "Product archived",
    restore: "Restore",
    restored: "Product restored",
    gone: "Product withdrawn",
  },
} as const;

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/** A day `days` after today in Quebec, YYYY-MM-DD. */
function dayAfter(days: number): string {
  const today = todayInBusinessZone();
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function seeded(id: number) {
  const product = seedProducts.find((p) => p.id === id);
  if (!product) throw new Error(`no seeded product ${id}`);
  return { ...product, category: seedCategories.find((c) => c.path === product.categoryPath)! };
}

async function bodyText(page: Page): Promise<string> {
  return plain(await page.locator("main").innerText());
}

/** The staff dashboard's detail of a request: its line's unit price as shown ("1 × 350,00 $"). */
async function requestLine(staff: Page, server: ServerProcess, lang: Lang, reference: string): Promise<string> {
  await staff.goto(`${originOf(server)}${prefix(lang)}/admin?request=${reference}`);
  return plain(await staff.getByRole("complementary").locator("tbody tr").first().innerText());
}

async function staffPage(browser: Browser, server: ServerProcess): Promise<Page> {
  const context = await newContext(browser);
  await signInStaff(context, server);
  return context.newPage();
}

/** Opens a product's back-office page from the list, by searching for it as staff do. */
async function openFromList(staff: Page, server: ServerProcess, lang: Lang, name: string, search: string) {
  await staff.goto(`${originOf(server)}${prefix(lang)}/admin/products`);
  await staff.getByLabel(TEXT[lang].search, { exact: true }).fill(search);
  await staff.getByRole("button", { name: TEXT[lang].filter }).click();
  await expect(staff).toHaveURL(/q=/);
  await staff.getByRole("link", { name, exact: true }).first().click();
  await expect(staff.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Sets the day price and the return date on the product's page and saves. */
async function reprice(staff: Page, lang: Lang, price: number, returnDay: string) {
  await staff.getByLabel(TEXT[lang].dayPrice).fill(String(price));
  await staff.getByLabel(TEXT[lang].until).fill(returnDay);
  await staff.getByRole("button", { name: TEXT[lang].save }).click();
  await expect(toast(staff, TEXT[lang].saved)).toBeVisible();
}

test.describe("products area on a shop of its own", () => {
  test.describe.configure({ mode: "serial" });
  let shop: Shop | undefined;

  test.beforeAll(async () => {
    test.setTimeout(SHOP_TEST_TIMEOUT);
    shop = await startShop();
  });
  test.afterAll(async () => {
    await shop?.close();
  });

  for (const [lang, id, search] of [
    ["fr", 1, "pg 820"],
    ["en", 2, "BMP-335E"],
  ] as const) {
    test(`${lang}: staff reprice a product and set its return date; the storefront and new quotes follow, old requests keep their price; archive gives 410, restore brings it back`, async ({
      browser,
    }) => {
      test.setTimeout(SHOP_TEST_TIMEOUT);
      const server = shop!.instances[0]!;
      const origin = originOf(server);
      const product = seeded(id);
      const name = product.name[lang];
      const newPrice = product.priceDay + 25;
      const returnDay = dayAfter(10);
      const backOn = lang === "fr" ? `De retour le ${formatReturnDate(lang, returnDay)}` : `Back on ${formatReturnDate(lang, returnDay)}`;

      const oldReference = await postQuote(server, id, lang);
      const staff = await staffPage(browser, server);
      await openFromList(staff, server, lang, name, search);

      // A week price below the day price is refused beside its field; nothing is saved.
      await staff.getByLabel(TEXT[lang].weekPrice).fill("1");
      await staff.getByRole("button", { name: TEXT[lang].save }).click();
      await expect(staff.getByText(TEXT[lang].weekError)).toBeVisible();
      await expect(staff.getByLabel(TEXT[lang].weekPrice)).toHaveAttribute("aria-invalid", "true");
      // The save button is far below: the first field in error takes the focus.
      await expect(staff.getByLabel(TEXT[lang].weekPrice)).toBeFocused();
      await staff.reload();
      await expect(staff.getByLabel(TEXT[lang].weekPrice)).toHaveValue(String(product.priceWeek));

      await reprice(staff, lang, newPrice, returnDay);
      // The change is in the product's history: the field, before and after.
      const history = staff.getByRole("region", { name: lang === "fr" ? "Historique des modifications" : "Change history" });
      await expect(history.getByRole("listitem").filter({ hasText: TEXT[lang].historyField }).first()).toContainText(plain(formatMoney(lang, newPrice)).split(" ")[0]!);

      // A visitor: the product page and the category's card show the new price and the return date.
      const visitor = await (await newContext(browser)).newPage();
      await visitor.goto(`${origin}${prefix(lang)}/product/${id}`);
      const page = await bodyText(visitor);
      expect(page).toContain(plain(formatPrice(lang, newPrice)));
      expect(page).toContain(backOn);
      await visitor.goto(`${origin}${prefix(lang)}/category/${product.categoryPath}`);
      await expect(visitor.getByRole("article", { name })).toContainText(backOn);

      // A new quote is priced by the server at the new price; the older request keeps its own.
      const newReference = await postQuote(server, id, lang);
      expect(await requestLine(staff, server, lang, newReference)).toContain(plain(formatMoney(lang, newPrice)));
      const oldLine = await requestLine(staff, server, lang, oldReference);
      expect(oldLine).toContain(plain(formatMoney(lang, product.priceDay)));
      expect(oldLine).toContain(name);

      // Archive: off the category page, the URL answers 410, the old request keeps its line.
      await staff.goto(`${origin}${prefix(lang)}/admin/products/${id}`);
      await staff.getByRole("button", { name: TEXT[lang].archive, exact: true }).click();
      await expect(toast(staff, TEXT[lang].archived)).toBeVisible();
      const gone = await visitor.goto(`${origin}${prefix(lang)}/product/${id}`);
      expect(gone?.status()).toBe(410);
      await expect(visitor.getByRole("heading", { level: 1, name: TEXT[lang].gone })).toBeVisible();
      await visitor.goto(`${origin}${prefix(lang)}/category/${product.categoryPath}`);
      await expect(visitor.getByRole("article", { name })).toHaveCount(0);
      expect((await visitor.goto(`${origin}${prefix(lang)}/product/99999`))?.status()).toBe(404);
      const archivedLine = await requestLine(staff, server, lang, oldReference);
      expect(archivedLine).toContain(name);
      expect(archivedLine).toContain(plain(formatMoney(lang, product.priceDay)));

      // Restore: back on the storefront.
      await staff.goto(`${origin}${prefix(lang)}/admin/products/${id}`);
      await staff.getByRole("button", { name: TEXT[lang].restore, exact: true }).click();
      await expect(toast(staff, TEXT[lang].restored)).toBeVisible();
      expect((await visitor.goto(`${origin}${prefix(lang)}/product/${id}`))?.status()).toBe(200);
      await visitor.goto(`${origin}${prefix(lang)}/category/${product.categoryPath}`);
      await expect(visitor.getByRole("article", { name })).toBeVisible();
    });
  }

  test("without JavaScript, the form posts and answers its errors, then saves", async ({ browser }) => {
    const server = shop!.instances[0]!;
    const context = await newContext(browser, { javaScriptEnabled: false });
    await signInStaff(context, server);
    const staff = await context.newPage();
    await staff.goto(`${originOf(server)}/admin/products/3`);
    await staff.getByLabel(TEXT.fr.weekPrice).fill("1");
    await staff.getByRole("button", { name: TEXT.fr.save }).click();
    await expect(staff.getByText(TEXT.fr.weekError)).toBeVisible();
    await expect(staff.getByRole("alert").filter({ hasText: "Le produit n'a pas été enregistré" })).toBeVisible();
    await staff.getByLabel(TEXT.fr.weekPrice).fill("");
    await staff.getByRole("button", { name: TEXT.fr.save }).click();
    await expect(staff.getByRole("status").filter({ hasText: TEXT.fr.saved })).toBeVisible();
    await expect(staff.getByLabel(TEXT.fr.weekPrice)).toHaveValue("");
  });
});

test("a change made on one instance shows on the other at its next request, and prices its quotes (PostgreSQL)", async ({ browser }) => {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  test.skip(!postgresUrl, "needs TEST_DATABASE_URL: two server processes share one PostgreSQL database");
  test.setTimeout(SHOP_TEST_TIMEOUT);
  const shop = await startShop({ count: 2, postgresUrl });
  try {
    const [first, second] = shop.instances as [ServerProcess, ServerProcess];
    const product = seeded(3);
    const name = product.name.fr;
    const newPrice = product.priceDay + 40;
    const returnDay = dayAfter(12);
    // Instance B has the catalogue in memory before the change, and a request priced then.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${originOf(second)}/product/3`);
    expect(await bodyText(visitor)).toContain(plain(formatPrice("fr", product.priceDay)));
    const oldReference = await postQuote(second, 3);

    const staff = await staffPage(browser, first);
    await openFromList(staff, first, "fr", name, "bunker");
    await reprice(staff, "fr", newPrice, returnDay);

    await visitor.goto(`${originOf(second)}/product/3`);
    const page = await bodyText(visitor);
    expect(page).toContain(plain(formatPrice("fr", newPrice)));
    expect(page).toContain(`De retour le ${formatReturnDate("fr", returnDay)}`);
    const newReference = await postQuote(second, 3);
    const staffOnB = await staffPage(browser, second);
    expect(await requestLine(staffOnB, second, "fr", newReference)).toContain(plain(formatMoney("fr", newPrice)));
    expect(await requestLine(staffOnB, second, "fr", oldReference)).toContain(plain(formatMoney("fr", product.priceDay)));
  } finally {
    await shop.close();
  }
});

test.describe("products area: keyboard, accessibility and phone width (shared server, read only)", () => {
  for (const lang of ["fr", "en"] as const) {
    test(`${lang}: list and edit pages pass axe, keep their outline, work by keyboard and fit 390 px`, async ({ browser }) => {
      // Six axe runs over long forms: slow on a busy 2-core machine.
      test.setTimeout(180_000);
      const context = await newContext(browser);
      await signInAsStaff(context);
      const page = await context.newPage();
      const product = seeded(31);
      for (const path of ["/admin/products", "/admin/products/31", "/admin/products/new"]) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${prefix(lang)}${path}`);
        await expectNoSeriousA11yViolations(page);
        await expectHeadingOutline(page);
        await expectNoRawKeys(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${prefix(lang)}${path}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} at 390 px`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      }

      // By keyboard: search, then reach the product's link and open it.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix(lang)}/admin/products`);
      await page.getByLabel(TEXT[lang].search, { exact: true }).focus();
      await page.keyboard.type("EU2200i");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/q=EU2200i/);
      const link = page.getByRole("link", { name: product.name[lang], exact: true });
      for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: product.name[lang] })).toBeVisible();
    });
  }
});
