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
  const page = await context.newPage();
  await page.goto("/admin/settings");
  const { version } = await formFields(page);
  const answer = await context.request.post(`${BASE_URL}/admin/settings`, { form: { ...original, version: version! }, headers: ORIGIN });
  expect(answer.status(), "settings restored").toBe(200);
  await page.close();
}

/** The LocalBusiness JSON-LD of a page, as a search engine reads it. */
async function localBusiness(context: BrowserContext, path: string) {
  const html = await (await context.request.get(`${BASE_URL}${path}`)).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return ld.find((item) => item["@type"] === "LocalBusiness") as { telephone: string; openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[] };
}

/** What a visitor sees of the phone and hours, in the footer and on the contact page, and what the JSON-LD says. */
async function expectShown(page: Page, context: BrowserContext, lang: "fr" | "en", phone: string, sunday: string) {
  const prefix = lang === "fr" ? "" : "/en";
  await page.goto(`${prefix}/`);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: new RegExp(phone) })).toHaveAttribute("href", `tel:+1${phone.replace(/\D/g, "")}`);
  await expect(footer).toContainText(sunday);
  await page.goto(`${prefix}/contact`);
  const details = page.getByRole("region", { name: lang === "fr" ? "Nous joindre" : "Reach us" });
  await expect(details.getByRole("link", { name: phone })).toBeVisible();
  await expect(details).toContainText(sunday);
  const business = await localBusiness(context, `${prefix}/contact`);
  expect(business.telephone).toBe(`+1-${phone}`);
  expect(business.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Sunday"], opens: "10:00", closes: "14:00" });
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
      await expect(page.getByText(/^Par Sophie Gagnon, le /)).toBeVisible();
      await expect(page.getByLabel("Téléphone")).toHaveValue(NEW_PHONE);

      await expectShown(page, context, "fr", NEW_PHONE, "Dimanche : 10 h à 14 h");
    } finally {
      await restore(context, original);
    }
    await page.goto("/contact");
    await expect(page.getByRole("region", { name: "Nous joindre" }).getByRole("link", { name: "450-555-0142" })).toBeVisible();
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
      await expect(page.getByText(/^By Sophie Gagnon on /)).toBeVisible();

      await expectShown(page, context, "en", NEW_PHONE, "Sunday: 10 a.m. to 2 p.m.");
    } finally {
      await restore(context, original);
    }
    await context.close();
  });
});
