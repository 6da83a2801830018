/**
 * The settings area (issue 15), in real Chromium: staff change the phone number and the
 * opening hours, and the footer, the contact page and the structured data show them at the
 * next request; a wrong value shows a translated error and changes nothing. In French with
 * JavaScript (the browser checks first), in English without (the server answers).
 *
 * The e2e server is shared by every spec running in parallel, and many check the default
 * phone and hours: each test changes only values no other spec asserts on (a Sunday opening,
 * a 438 number), checks them quickly, and puts the original settings back whatever happens.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { newContext, ORIGIN, signInAsStaff } from "./accounts.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

test.describe.configure({ mode: "serial" });

const NEW_PHONE = "438-555-0123";

function toast(page: Page, text: string | RegExp) {
  return page.locator("ol[aria-live] [role=status], ol[aria-live] [role=alert]").filter({ hasText: text });
}

/** The settings form's fields as the page holds them (to put them back afterwards). */
async function formFields(page: Page): Promise<Record<string, string>> {
  return page.locator("form[method=post]").filter({ has: page.locator("input[name=intent][value=save-settings]") }).evaluate((form) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form as HTMLFormElement)) if (typeof value === "string") fields[name] = value;
    return fields;
  });
}

/** Puts the settings back as they were (with the version now current), through the form's own action. */
async function restore(context: BrowserContext, original: Record<string, string>) {
  const html = await (await context.request.get(`${BASE_URL}/admin/settings`)).text();
  const version = /name="version" value="(\d+)"/.exec(html)?.[1];
  expect(version, "the settings form's version").toBeTruthy();
  const answer = await context.request.post(`${BASE_URL}/admin/settings`, { form: { ...original, version: version! }, headers: ORIGIN });
  expect(answer.status(), "settings restored").toBe(200);
}

/**
 * What a visitor sees at the next request, on ONE page load (the other specs share this server
 * and check the default phone: the change must not last longer than needed): the phone and the
 * hours in the footer and in the contact page's details, and the LocalBusiness JSON-LD.
 */
async function expectShown(page: Page, lang: "fr" | "en", phone: string, sunday: string) {
  await page.goto(lang === "fr" ? "/contact" : "/en/contact");
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
    const context = await newContext(browser);
    await signInAsStaff(context);
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") scriptErrors.push(message.text());
    });
    await page.goto("/admin/settings");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const original = await formFields(page);
    expect(original.phone).toBe("450-555-0142");
    try {
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
      await expectShown(page, "fr", NEW_PHONE, "Dimanche : 10 h à 14 h");
    } finally {
      await restore(context, original);
    }
    await page.goto("/admin/settings");
    await expect(page.getByText(/^Par Sophie Gagnon, le /)).toBeVisible();
    await expect(page.getByLabel("Téléphone")).toHaveValue("450-555-0142");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /450-555-0142/ })).toBeVisible();
    expect(scriptErrors, "errors in the browser's console").toEqual([]);
    await context.close();
  });

  test("staff change the phone and the hours in English without JavaScript; the server refuses a wrong value and changes nothing", async ({ browser }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    await signInAsStaff(context);
    const page = await context.newPage();
    await page.goto("/en/admin/settings");
    const original = await formFields(page);
    try {
      await page.getByLabel("Latitude").fill("200");
      await page.getByLabel("Phone").fill(NEW_PHONE);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "The settings were not saved" })).toBeVisible();
      await expect(page.getByLabel("Latitude")).toHaveAccessibleDescription("Enter a latitude between -90 and 90 (e.g. 45.4167).");
      // What was typed stays typed; nothing was stored.
      await expect(page.getByLabel("Phone")).toHaveValue(NEW_PHONE);
      await page.goto("/en/contact");
      await expect(page.getByRole("region", { name: "Reach us" }).getByRole("link", { name: "450-555-0142" })).toBeVisible();

      await page.goto("/en/admin/settings");
      await page.getByLabel("Phone").fill(NEW_PHONE);
      const sunday = page.getByRole("group", { name: "Sunday" });
      await sunday.getByLabel("Closed").uncheck();
      await sunday.getByLabel("Opens").fill("10:00");
      await sunday.getByLabel("Closes").fill("14:00");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
      await expectShown(page, "en", NEW_PHONE, "Sunday: 10 a.m. to 2 p.m.");
    } finally {
      await restore(context, original);
    }
    await page.goto("/en/admin/settings");
    await expect(page.getByText(/^By Sophie Gagnon on /)).toBeVisible();
    await expect(page.getByRole("group", { name: "Sunday" }).getByLabel("Closed")).toBeChecked();
    await context.close();
  });
});
