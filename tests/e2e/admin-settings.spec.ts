/**
 * The settings area, in real Chromium: staff change the phone number and the
 * opening hours, and the footer, the contact page and the structured data show them at the
 * next request; a wrong value shows a translated error and changes nothing. In French with
 * JavaScript (the browser checks first), in English without (the server answers).
 *
 * The e2e server is shared by every spec running in parallel, and many check the default
 * phone and hours: the tests that change the settings run on a shop of their own
 * (tests/e2e/private-shop.ts); the shared server is only read.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { newContext, signInAsStaff } from "./accounts.ts";
import { originOf, SHOP_TEST_TIMEOUT, signInStaff, startShop } from "./private-shop.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations, waitForHydration } from "./support.ts";

test.describe.configure({ mode: "serial" });

const NEW_PHONE = "438-555-0123";

function toast(page: Page, text: string | RegExp) {
  return page.locator("ol[aria-live] [role=status], ol[aria-live] [role=alert]").filter({ hasText: text });
}

/**
 * What a visitor sees at the next request: the phone and the hours in the footer and in the
 * contact page's details, and the LocalBusiness JSON-LD.
 */
async function expectShown(page: Page, origin: string, lang: "fr" | "en", phone: string, sunday: string) {
  await page.goto(`${origin}${lang === "fr" ? "/contact" : "/en/contact"}`);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: new RegExp(phone) })).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
  await expect(footer).toContainText(sunday);
  const details = page.getByRole("region", { name: lang === "fr" ? "Nous joindre" : "Reach us" });
  await expect(details.getByRole("link", { name: phone })).toBeVisible();
  await expect(details).toContainText(sunday);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "LocalBusiness");
  expect(business?.telephone).toBe(`+1-${phone}`);
  expect(business?.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Sunday"], opens: "10:00", closes: "14:00" });
}

test.describe("the settings area", () => {
  test("reads well in both languages: no serious axe violation, no sideways scroll at 390 px", async ({ browser }) => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    await signInAsStaff(context);
    const page = await context.newPage();
    for (const [path, title] of [
      ["/admin/settings", "Paramètres"],
      ["/en/admin/settings", "Settings"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoRawKeys(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} scrolls sideways`).toBe(true);
    }
    await context.close();
  });

  test("staff change the phone and the hours in French; a wrong value is refused by the browser first", async ({ browser }) => {
    test.setTimeout(SHOP_TEST_TIMEOUT);
    const shop = await startShop();
    const server = shop.instances[0]!;
    const origin = originOf(server);
    const context = await newContext(browser);
    await signInStaff(context, server);
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") scriptErrors.push(message.text());
    });
    try {
      await page.goto(`${origin}/admin/settings`);
      await waitForHydration(page);
      await expect(page.getByLabel("Téléphone")).toHaveValue("450-555-0142");
      const sunday = page.getByRole("group", { name: "Dimanche" });
      await sunday.getByLabel("Fermé").uncheck();
      await sunday.getByLabel("Ouverture").fill("10:00");
      await sunday.getByLabel("Fermeture").fill("14:00");
      // A wrong value: its message by the field, a toast, the focus on it; nothing is sent.
      await page.getByLabel("Téléphone").fill("555-0142");
      await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
      await expect(page.getByLabel("Téléphone")).toHaveAccessibleDescription("Numéro de téléphone invalide");
      await expect(toast(page, "Les paramètres n'ont pas été enregistrés")).toBeVisible();
      await expect(page.getByLabel("Téléphone")).toBeFocused();

      await page.getByLabel("Téléphone").fill(NEW_PHONE);
      await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
      await expect(toast(page, "Paramètres enregistrés")).toBeVisible();
      await expectShown(page, origin, "fr", NEW_PHONE, "Dimanche : 10 h à 14 h");
      await page.goto(`${origin}/admin/settings`);
      await expect(page.getByText(/^Par Sophie Gagnon, le /)).toBeVisible();
      await expect(page.getByLabel("Téléphone")).toHaveValue(NEW_PHONE);
      expect(scriptErrors, "errors in the browser's console").toEqual([]);
    } finally {
      await context.close();
      await shop.close();
    }
  });

  test("staff change the phone and the hours in English without JavaScript; the server refuses a wrong value and changes nothing", async ({ browser }) => {
    test.setTimeout(SHOP_TEST_TIMEOUT);
    const shop = await startShop();
    const server = shop.instances[0]!;
    const origin = originOf(server);
    const context = await newContext(browser, { javaScriptEnabled: false });
    await signInStaff(context, server);
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/en/admin/settings`);
      await page.getByLabel("Latitude").fill("200");
      await page.getByLabel("Phone").fill(NEW_PHONE);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "The settings were not saved" })).toBeVisible();
      await expect(page.getByLabel("Latitude")).toHaveAccessibleDescription("Enter a latitude between -90 and 90 (e.g. 45.4167).");
      // What was typed stays typed; nothing was stored.
      await expect(page.getByLabel("Phone")).toHaveValue(NEW_PHONE);
      await page.goto(`${origin}/en/contact`);
      await expect(page.getByRole("region", { name: "Reach us" }).getByRole("link", { name: "450-555-0142" })).toBeVisible();

      await page.goto(`${origin}/en/admin/settings`);
      await page.getByLabel("Phone").fill(NEW_PHONE);
      const sunday = page.getByRole("group", { name: "Sunday" });
      await sunday.getByLabel("Closed").uncheck();
      await sunday.getByLabel("Opens").fill("10:00");
      await sunday.getByLabel("Closes").fill("14:00");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
      await expectShown(page, origin, "en", NEW_PHONE, "Sunday: 10 a.m. to 2 p.m.");
      await page.goto(`${origin}/en/admin/settings`);
      await expect(page.getByText(/^By Sophie Gagnon on /)).toBeVisible();
      await expect(page.getByRole("group", { name: "Sunday" }).getByLabel("Closed")).not.toBeChecked();
    } finally {
      await context.close();
      await shop.close();
    }
  });
});
