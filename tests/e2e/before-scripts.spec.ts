/**
 * What a person does before a page's scripts arrive is kept and acted on, as on a phone where the
 * page shows seconds before it works: dates picked on a product page stay and are priced, the
 * quote form keeps what was typed and ticked, "Add to quote" works before the scripts and without
 * them, and a sign-in or a message posted before them still shows its confirmation. The scripts
 * are held back until the test has acted (right after `domcontentloaded`), so the order is sure.
 */
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { addDays, dayOfWeek } from "../../app/domain/rental/rental-dates.ts";
import { confirmedAccount, PASSWORD, uniqueEmail } from "./accounts.ts";
import { mailTo } from "./mail.ts";
import { seedCookieChoice, waitForHydration } from "./support.ts";

/** A page whose scripts wait for `release()`; its goto returns at `domcontentloaded`. */
async function pageWithScriptsHeld(browser: Browser): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext();
  await seedCookieChoice(context);
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { page, release };
}

/** Nine days from a Monday some weeks ahead: an opening day past the notice, whatever day the test runs. */
function nineDays(weeksAhead: number): { start: string; end: string } {
  let start = addDays(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date()), weeksAhead * 7);
  while (dayOfWeek(start) !== "Monday") start = addDays(start, 1);
  return { start, end: addDays(start, 8) };
}

const TEXT = {
  fr: {
    prefix: "",
    start: "Début",
    end: "Fin",
    forDays: "Prix pour 9 jours",
    add: "Ajouter à la soumission",
    startField: "Date de début",
    endField: "Date de fin",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    comments: "Commentaires",
    pickup: /chercher l'équipement au comptoir/,
    privacy: /politique de confidentialité/,
    terms: /conditions de location/,
    send: "Envoyer la demande",
    sent: "Demande de soumission envoyée",
    password: /^Mot de passe/,
    signIn: "Se connecter",
  },
  en: {
    prefix: "/en",
    start: "Start",
    end: "End",
    forDays: "Price for 9 days",
    add: "Add to quote",
    startField: "Start date",
    endField: "End date",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    comments: "Comments",
    pickup: /pick up the equipment/,
    privacy: /privacy policy/,
    terms: /rental terms/,
    send: "Send the request",
    sent: "Quote request sent",
    password: /^Password/,
    signIn: "Sign in",
  },
} as const;

for (const [lang, t] of Object.entries(TEXT)) {
  test(`dates picked before the scripts arrive are kept and priced (${lang})`, async ({ browser }) => {
    const { page, release } = await pageWithScriptsHeld(browser);
    const { start, end } = nineDays(lang === "fr" ? 30 : 31);
    await page.goto(`${t.prefix}/product/1`, { waitUntil: "domcontentloaded" });
    await page.getByLabel(t.start, { exact: true }).fill(start);
    await page.getByLabel(t.end, { exact: true }).fill(end);
    release();
    await waitForHydration(page);
    await expect(page.getByTestId("dated-price")).toContainText(t.forDays);
    await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));
    await expect(page.getByLabel(t.start, { exact: true })).toHaveValue(start);
    await expect(page.getByLabel(t.end, { exact: true })).toHaveValue(end);
    await page.context().close();
  });

  test(`the quote form keeps what was typed and ticked before the scripts arrive (${lang})`, async ({ browser }) => {
    const { page, release } = await pageWithScriptsHeld(browser);
    const { start, end } = nineDays(32);
    await page.goto(`${t.prefix}/quote`, { waitUntil: "domcontentloaded" });
    await page.getByLabel(t.firstName).fill("Sylvie");
    await page.getByLabel(t.email).fill("sylvie@example.com");
    await page.getByLabel(t.startField).fill(start);
    await page.getByLabel(t.endField).fill(end);
    await page.getByLabel(t.comments).fill("Accès par la ruelle");
    await page.getByRole("checkbox", { name: t.privacy }).check();
    release();
    await waitForHydration(page);
    await expect(page.getByLabel(t.firstName)).toHaveValue("Sylvie");
    await expect(page.getByLabel(t.email)).toHaveValue("sylvie@example.com");
    await expect(page.getByLabel(t.comments)).toHaveValue("Accès par la ruelle");
    await expect(page.getByRole("checkbox", { name: t.privacy })).toBeChecked();
    // The dates are the project's: kept on the page and in the browser's cart, which prices with them.
    await expect(page.getByLabel(t.startField)).toHaveValue(start);
    await expect(page.getByLabel(t.endField)).toHaveValue(end);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("quote-dates"))) ?? "{}")).toEqual({ start, end });
    await page.context().close();
  });

  test(`a product added without scripts reaches the quote page and is sent with the request (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { start, end } = nineDays(lang === "fr" ? 33 : 34);
    await page.goto(`${t.prefix}/product/2?start=${start}&end=${end}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("button", { name: t.add }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/quote\\?add=2`));
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    const email = uniqueEmail(`no-script-${lang}`);
    await page.getByLabel(t.firstName).fill("Paul");
    await page.getByRole("textbox", { name: t.lastName, exact: true }).fill("Sans-Script");
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.phone).fill("450-555-0199");
    await expect(page.getByLabel(t.startField)).toHaveValue(start);
    await page.getByRole("radio", { name: t.pickup }).check();
    // Sent without the boxes ticked: the server says what is missing and keeps what was typed.
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByLabel(t.firstName)).toHaveValue("Paul");
    await page.getByRole("checkbox", { name: t.privacy }).check();
    await page.getByRole("checkbox", { name: t.terms }).check();
    await page.getByRole("button", { name: t.send }).click();
    const sent = page.getByRole("status").filter({ hasText: t.sent });
    await expect(sent).toBeVisible();
    const reference = /S-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    // The customer's e-mail, in the page's language, lists the product with the dates chosen.
    expect((await mailTo(email, reference!)).text).toContain(name);
    await context.close();
  });

  test(`a product added before the scripts arrive joins the cart once they do (${lang})`, async ({ browser }) => {
    const { page, release } = await pageWithScriptsHeld(browser);
    await page.goto(`${t.prefix}/product/3`, { waitUntil: "domcontentloaded" });
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("button", { name: t.add }).click();
    await page.waitForURL(new RegExp(`${t.prefix}/quote\\?add=3`), { waitUntil: "domcontentloaded" });
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/quote$`));
    await expect(page.getByRole("region", { name: lang === "fr" ? "Articles sélectionnés" : "Selected items" })).toContainText(name);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("quote-cart"))) ?? "[]")).toEqual([{ id: 3, quantity: 1, period: "day" }]);
    await page.context().close();
  });
}

for (const [lang, t] of Object.entries(TEXT)) {
  test(`a sign-in posted before the scripts arrive still shows the person signed in (${lang})`, async ({ browser }) => {
    const person = { email: uniqueEmail("before-scripts"), firstName: "Marie", lastName: "Tremblay" };
    const account = await confirmedAccount((await browser.newContext()).request, person);
    const { page, release } = await pageWithScriptsHeld(browser);
    await page.goto(`${t.prefix}/account`, { waitUntil: "domcontentloaded" });
    await page.getByLabel(new RegExp(`^${t.email}`)).fill(account.email);
    await page.getByLabel(t.password).fill(PASSWORD);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/profile$/, { waitUntil: "domcontentloaded" });
    expect(new URL(page.url()).pathname).toBe(`${t.prefix}/profile`);
    release();
    await waitForHydration(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Marie Tremblay" })).toBeVisible();
    await page.context().close();
  });
}

test("a part the server sent stays on the page while its code is on its way", async ({ browser }) => {
  const context = await browser.newContext();
  await seedCookieChoice(context);
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route("**/assets/quote-aside-*.js", async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto("/quote");
  await waitForHydration(page);
  // The page has turned interactive (the empty cart's button became a link) and re-rendered…
  await expect(page.getByRole("main").getByRole("link", { name: "Parcourir les produits" })).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  // …and the notes the server sent are still shown, though their code has not arrived.
  await expect(page.getByRole("heading", { name: "Prochaines étapes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Besoin d'aide?" })).toBeVisible();
  const arrived = page.waitForResponse("**/assets/quote-aside-*.js");
  release();
  await arrived;
  await expect(page.getByRole("heading", { name: "Prochaines étapes" })).toBeVisible();
  await context.close();
});
