import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { en, PUBLIC_PAGES } from "./routes.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations, watchCspViolations } from "./support.ts";

test.describe("accessibility and texts of every page, both languages", () => {
  for (const { path } of PUBLIC_PAGES) {
    for (const url of [path, en(path)]) {
      test(`${url}: axe WCAG 2.2 AA, heading outline, no raw key, no CSP violation`, async ({ page }) => {
        const violations = watchCspViolations(page);
        await page.goto(url);
        await expect(page.locator("h1").first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await expectHeadingOutline(page);
        await expectNoRawKeys(page);
        expect(violations).toEqual([]);
        await expectFirstPaintAfterMain(page);
      });
    }
  }
  for (const url of ["/page-inconnue", "/en/unknown-page"]) {
    test(`404 page ${url}: axe and texts`, async ({ page }) => {
      await page.goto(url);
      await expectNoSeriousA11yViolations(page);
      await expectNoRawKeys(page);
      await expectFirstPaintAfterMain(page);
    });
  }
});

// No frame is painted while the parser is inside the header: a frame painted there (a busy CPU in
// CI) showed the top bar's phone number at the far right, then moved it (quote.spec's layout test).
async function expectFirstPaintAfterMain(page: Page) {
  await expect(page.locator('head > link[rel="expect"][blocking="render"]')).toHaveAttribute("href", "#main");
  await expect(page.locator("main#main")).toHaveCount(1);
}

test("the header links to every section and the footer shows the business identity", async ({ page }) => {
  await page.goto("/services");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  for (const [name, href] of [
    ["Accueil", "/"],
    ["Produits", "/categories"],
    ["Services", "/services"],
    ["Services béton", "/concrete-services"],
    ["Contact", "/contact"],
    ["FAQ", "/faq"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /450-555-0142/ })).toHaveAttribute("href", "tel:+14505550142");
  await expect(footer.getByRole("link", { name: /support@location-rive-sud\.example/ })).toHaveAttribute("href", "mailto:support@location-rive-sud.example");
  await expect(footer).toContainText("1200, boulevard Taschereau, La Prairie (Québec) J5R 1V8");
  await expect(footer).toContainText("Lundi au vendredi : 7 h à 17 h");
  await expect(footer).toContainText("Samedi : 8 h à midi");
  for (const category of ["meuleuses", "scarifieuse", "pompe-beton", "generatrice", "compresseur"]) {
    await expect(footer.locator(`a[href="/category/${category}"]`)).toHaveCount(1);
  }
  for (const policy of ["/privacy", "/terms", "/rental-policy", "/cancellation-policy"]) {
    await expect(footer.locator(`a[href="${policy}"]`)).toHaveCount(1);
  }
});

test("the language switch goes to the same page in English and is remembered on /", async ({ page, context }) => {
  await page.goto("/faq");
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/en/categories");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "lang")?.value).toBe("en");
  // "/" honours the stored choice.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
  // Switching back to French is remembered too.
  await page.getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
});

test("the language switch refuses to redirect off-site", async ({ request }) => {
  const response = await request.get("/language?lang=en&to=//evil.example/x", { maxRedirects: 0 });
  expect(response.headers().location).toBe("/en");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the slide-in menu opens, keeps focus inside, and closes with Escape or its button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Focus moves into the menu and stays there while tabbing.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Politique d'annulation" }).click();
    await expect(page).toHaveURL(/cancellation-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the quote button shows the number of lines in the quote cart", async ({ page }) => {
  await page.goto("/");
  const quote = page.getByRole("link", { name: /Soumission 0 article/ });
  await expect(quote).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem(
      "quote-cart",
      JSON.stringify([
        { id: 1, quantity: 1, period: "day" },
        { id: 2, quantity: 3, period: "week" },
      ]),
    );
    window.dispatchEvent(new Event("quote-cart-updated"));
  });
  await expect(page.getByRole("link", { name: /Soumission 2 article/ })).toBeVisible();
});
