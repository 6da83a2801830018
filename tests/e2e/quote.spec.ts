/**
 * The quote request, as a customer and as the staff see it: the cart on
 * /quote, the form's validation, the submission, and the e-mails received by
 * the real SMTP server of the test run (tests/e2e/global-setup.ts).
 */
import { expect, test, type Page } from "./fixtures.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { allMails, mailTo, outboxCaughtUp } from "./mail.ts";
import { postForm } from "../reliability/http.ts";
import AxeBuilder from "@axe-core/playwright";
import { QUOTE_CUSTOMER, QUOTE_DELIVERY, QUOTE_REQUEST, quoteFormFields } from "../support/quote-fixture.ts";
import { expectNoRawKeys } from "./support.ts";

const STAFF = "soumissions@location-rive-sud.example";

type CartLine = { id: number; quantity: number; period: "day" | "week" | "fixed"; options?: Record<string, string> };

/** Husqvarna PG 820 × 2 per week with two options, 10 bags of Mapei Ultraplan, Blastrac BG-250 × 1 per day. */
const CART: CartLine[] = [
  { id: 1, quantity: 2, period: "week", options: { transformerType: "transformer-industrial", diamondType: "diamond-medium" } },
  { id: 8, quantity: 10, period: "fixed" },
  { id: 11, quantity: 1, period: "day" },
];

/** A stored cookie choice (so the banner does not cover the form) and, optionally, a quote cart. */
async function prepare(page: Page, cart?: CartLine[]) {
  await page.context().addInitScript((lines) => {
    localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
    localStorage.setItem("cookie-consent-date", String(Date.now()));
    if (lines && !sessionStorage.getItem("cart-set")) {
      localStorage.setItem("quote-cart", JSON.stringify(lines));
      sessionStorage.setItem("cart-set", "1");
    }
  }, cart ?? null);
}

/** A date n days from today in Quebec, as <input type="date"> wants it. */
function isoInDays(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** WCAG 2.2 AA on the page's own content (the shell is checked by shell.spec.ts). */
async function expectNoSeriousA11yViolationsInMain(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

/** Toasts go away by themselves; close them now (before an accessibility scan of the page). */
async function dismissToasts(page: Page) {
  const close = page.locator("ol[aria-live] button");
  while ((await close.count()) > 0) await close.first().click();
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

test.describe("French quote request", () => {
  test("from the cart to the staff's and the customer's e-mails", async ({ page }) => {
    await prepare(page, CART);
    await page.goto("/quote");
    const items = page.getByRole("region", { name: "Articles sélectionnés" });
    await expect(items.getByRole("listitem").filter({ hasText: "Husqvarna PG 820" })).toContainText("Options :");
    await expect(items).toContainText("Transformateur 600 V industriel");
    expect(plain(await items.textContent())).toContain("2 × 1 225,00 $ / semaine");
    expect(plain(await items.textContent())).toContain("10 × 45,00 $ (prix fixe)");
    // Sold items have no period choice; a day-only product offers the day only.
    const bags = items.getByRole("listitem").filter({ hasText: "Mapei" });
    await expect(bags.getByRole("radio")).toHaveCount(0);
    await expect(bags).toContainText("Prix fixe");

    // Summary: 2 450 + 450 + 95 = 2 995; TPS 149,75; TVQ 298,75 (298,75125); total 3 443,50.
    const summary = page.getByRole("region", { name: "Résumé" }).last();
    await expect.poll(async () => plain(await summary.textContent())).toContain("3 443,50 $");
    expect(plain(await summary.textContent())).toMatch(/TPS \(5 %\)\s*149,75 \$/);
    expect(plain(await summary.textContent())).toMatch(/TVQ \(9,975 %\)\s*298,75 \$/);
    await expect(summary).toContainText("Les options ne sont pas incluses dans le prix affiché");
    await expect(summary.getByText("Notre équipe vous contacte dans un délai de 2 heures")).toBeVisible();

    const email = uniqueEmail("jean");
    await page.getByLabel("Prénom").fill(QUOTE_CUSTOMER.firstName);
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill(QUOTE_CUSTOMER.lastName);
    await page.getByLabel("Entreprise").fill(QUOTE_CUSTOMER.company);
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Téléphone").fill(QUOTE_CUSTOMER.phone);
    await page.getByLabel("Adresse", { exact: true }).fill(QUOTE_CUSTOMER.address);
    await page.getByLabel("Ville", { exact: true }).first().fill(QUOTE_CUSTOMER.city);
    await page.getByLabel("Code postal").first().fill(QUOTE_CUSTOMER.postalCode);
    // No dates: each line keeps its price per period, an estimate (the dates' prices: rental-dates.spec.ts).
    await page.getByLabel("Nom du lieu ou du chantier").fill(QUOTE_DELIVERY.deliveryLocationName);
    await page.getByLabel("Adresse de livraison").fill(QUOTE_DELIVERY.deliveryAddress);
    await page.getByRole("region", { name: "Lieu de livraison" }).getByLabel("Ville").fill(QUOTE_DELIVERY.deliveryCity);
    await page.getByRole("region", { name: "Lieu de livraison" }).getByLabel("Code postal").fill(QUOTE_DELIVERY.deliveryPostalCode);
    await page.getByLabel("Commentaires").fill("Dalle de 2000 pi², accès par la ruelle");
    // The delivery to J4H (about 19 km by road): 2 trips × 150 $, estimated and taxed.
    // 2 995 + 300 = 3 295; TPS 164,75; TVQ 328,68 (328,67625); total 3 788,43.
    await expect.poll(async () => plain(await summary.textContent())).toContain("3 788,43 $");
    await expect(summary).toContainText("estimation, confirmée dans la soumission");

    // Disabled until both acceptances are ticked (spec 5).
    const submit = page.getByRole("button", { name: "Envoyer la demande" });
    await expect(submit).toBeDisabled();
    await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
    await expect(submit).toBeDisabled();
    await page.getByRole("checkbox", { name: /conditions de location/ }).check();
    await expect(submit).toBeEnabled();
    await submit.click();

    const toast = page.getByRole("status").filter({ hasText: "Demande envoyée!" });
    await expect(toast).toBeVisible();
    const reference = /S-\d{4}-\d{6}/.exec((await toast.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    // Cart cleared, form reset, the reference stays on the page.
    await expect(page.getByText("Votre demande est vide")).toBeVisible();
    await expect(page.getByRole("link", { name: /Soumission 0 article/ })).toBeVisible();
    await expect(page.getByLabel("Prénom")).toHaveValue("");
    await expect(page.getByText(`Votre demande porte la référence ${reference}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("quote-cart"))).toBeNull();

    // Staff: the French summary of spec 7.9.
    const staff = await mailTo(STAFF, reference!);
    expect(staff.subject).toBe(`Nouvelle demande de soumission ${reference} – Jean Tremblay (Béton Tremblay inc.)`);
    expect(staff.replyTo).toEqual([email]);
    for (const text of [
      "Nom : Jean Tremblay",
      `Courriel : ${email}`,
      "Téléphone : 514-123-4567",
      "Adresse : 12, rue Principale, Longueuil J4K 1A1",
      "Nom du lieu : Chantier Dubois",
      "Adresse : 300, rue Saint-Charles",
      "Code postal : J4H 1C9",
      "Oui, livraison et récupération à la fin de la location",
      "1. Meuleuse planétaire Husqvarna PG 820",
      "2 × 1 225,00 $ / semaine = 2 450,00 $",
      "+ Transformateur 600 V industriel",
      "+ Disque diamanté à liant métallique, grain moyen 30/40",
      "10 × 45,00 $ (prix fixe) = 450,00 $",
      "Livraison (estimation, confirmée dans la soumission) : 300,00 $",
      "Sous-total : 3 295,00 $",
      "TPS (5 %) : 164,75 $",
      "TVQ (9,975 %) : 328,68 $",
      "Total estimé : 3 788,43 $",
      "Dalle de 2000 pi², accès par la ruelle",
      `Référence : ${reference}`,
    ]) {
      expect(staff.text).toContain(text);
    }
    expect(staff.html).toContain("Chantier Dubois");

    // Customer: a confirmation in French with the reference, the items and the next steps.
    const customer = await mailTo(email, reference!);
    expect(customer.subject).toBe(`Votre demande de soumission ${reference} – Location Rive-Sud`);
    expect(customer.text).toContain("Bonjour Jean,");
    expect(customer.text).toContain(`Votre référence : ${reference}`);
    expect(customer.text).toContain("Meuleuse à béton Blastrac BG-250");
    expect(customer.text).toContain("Total estimé : 3 788,43 $");
    expect(customer.text).toContain("PROCHAINES ÉTAPES");
    // Sent to an address nobody has proven: nothing typed but the first name.
    for (const part of [customer.text, customer.html]) expect(part).not.toContain("Chantier Dubois");
    expect(customer.messageId).not.toBe(staff.messageId);
    // Its links come from PUBLIC_URL and lead somewhere real.
    const catalogue = customer.links.find((href) => href.endsWith("/categories"));
    expect(catalogue).toBe(`${BASE_URL}/categories`);
    const response = await page.goto(catalogue!);
    expect(response?.status()).toBe(200);
  });

  test("lines can be changed and removed, and the totals follow", async ({ page }) => {
    await prepare(page, CART);
    await page.goto("/quote");
    const grinder = page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("listitem").filter({ hasText: "Husqvarna PG 820" });
    await grinder.getByRole("radio", { name: "Jour" }).check();
    expect(plain(await grinder.textContent())).toContain("2 × 350,00 $ / jour");
    await grinder.getByRole("button", { name: "Augmenter la quantité" }).click();
    await expect.poll(async () => plain(await grinder.textContent())).toContain("3 × 350,00 $ / jour");
    await grinder.getByLabel("Quantité de Meuleuse planétaire Husqvarna PG 820").fill("");
    await grinder.getByLabel("Quantité de Meuleuse planétaire Husqvarna PG 820").blur();
    // Anything not a number falls back to 1 (spec 5).
    await expect(grinder.getByLabel("Quantité de Meuleuse planétaire Husqvarna PG 820")).toHaveValue("1");
    await page.getByRole("button", { name: "Retirer Autonivelant Mapei Ultraplan Easy, sac de 22,7 kg de la demande" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Article retiré" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("listitem").filter({ hasText: "Mapei" })).toHaveCount(0);
    // 350 + 95 = 445; TPS 22,25; TVQ 44,39 (44,38875); total 511,64.
    await expect.poll(async () => plain(await page.getByRole("region", { name: "Résumé" }).last().textContent())).toContain("511,64 $");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("quote-cart") ?? "[]"));
    expect(stored).toEqual([
      { id: 1, quantity: 1, period: "day", options: { transformerType: "transformer-industrial", diamondType: "diamond-medium" } },
      { id: 11, quantity: 1, period: "day" },
    ]);
  });

  test("validation: the spec's messages next to the fields and in the toast; what was typed stays", async ({ page }) => {
    await prepare(page, CART);
    await page.goto("/quote");
    await page.getByLabel("Prénom").fill("Jean");
    await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
    await page.getByRole("checkbox", { name: /conditions de location/ }).check();
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Erreur" }).first();
    await expect(toast).toContainText("Veuillez remplir tous les champs obligatoires.");
    await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toBeFocused();
    await expect(page.locator("#lastName-error")).toHaveText("Ce champ est obligatoire");
    await expect(page.locator("#deliveryAddress-error")).toHaveText("Ce champ est obligatoire");
    await expect(page.getByLabel("Prénom")).toHaveValue("Jean");

    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Tremblay");
    await page.getByLabel("Courriel").fill("jean@exemple");
    await page.getByLabel("Téléphone").fill("555-0142");
    await page.getByLabel("Code postal").first().fill("12345");
    await page.getByLabel("Date de début").fill(isoInDays(-2));
    await page.getByLabel("Date de fin").fill(isoInDays(-3));
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.locator("#email-error")).toHaveText("Adresse courriel invalide");
    await expect(page.locator("#phone-error")).toHaveText("Numéro de téléphone invalide");
    await expect(page.locator("#postalCode-error")).toHaveText("Code postal invalide (ex. : J5R 1V8)");
    await expect(page.locator("#startDate-error")).toHaveText("La date de début ne peut pas être dans le passé");
    await expect(page.locator("#endDate-error")).toHaveText("La date de fin ne peut pas précéder la date de début");
    await dismissToasts(page);
    await expectNoSeriousA11yViolationsInMain(page);
    await expectNoRawKeys(page);

    // A pickup at the counter needs no delivery site.
    await page.getByRole("radio", { name: /je passe chercher/ }).check();
    await expect(page.getByRole("region", { name: "Lieu de livraison" })).toHaveCount(0);
  });

  test("the submit button stays disabled with an empty cart, with the spec's message", async ({ page }) => {
    await prepare(page);
    await page.goto("/quote");
    await expect(page.getByText("Votre demande est vide")).toBeVisible();
    await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
    await page.getByRole("checkbox", { name: /conditions de location/ }).check();
    await expect(page.getByRole("button", { name: "Envoyer la demande" })).toBeDisabled();
    await expect(page.getByText("Veuillez ajouter au moins un article à votre demande.")).toBeVisible();
  });

  test("the honeypot refuses the request and nothing is sent", async ({ page }) => {
    await prepare(page, CART);
    await page.goto("/quote");
    const email = uniqueEmail("bot");
    await page.getByLabel("Prénom").fill("Bot");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Robot");
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Téléphone").fill("450-555-0100");
    await page.getByRole("radio", { name: /je passe chercher/ }).check();
    // What a naive bot does: fill every field, the invisible one too.
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "http://spam.example";
    });
    await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
    await page.getByRole("checkbox", { name: /conditions de location/ }).check();
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "filtre anti-pourriel" }).first()).toContainText("450-555-0142");
    // The cart is kept; no e-mail ever goes to that address.
    await expect(page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("listitem").filter({ hasText: "Husqvarna PG 820" })).toBeVisible();
    await outboxCaughtUp();
    expect((await allMails()).filter((m) => m.to.includes(email))).toEqual([]);
  });

  test("without JavaScript the page says the cart needs it and offers the phone and the contact form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/quote");
    await expect(page.getByRole("heading", { name: "Le panier de soumission nécessite JavaScript" })).toBeVisible();
    await expect(page.getByRole("link", { name: "450-555-0142" }).first()).toHaveAttribute("href", "tel:+14505550142");
    await expect(page.getByRole("link", { name: "Formulaire de contact" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Envoyer la demande" })).toBeHidden();
    await context.close();
  });
});

test.describe("English quote request", () => {
  test("the customer's confirmation comes in English, the staff summary in French", async ({ page }) => {
    await prepare(page, [{ id: 5, quantity: 1, period: "week" }]);
    await page.goto("/en/quote");
    const items = page.getByRole("region", { name: "Selected items" });
    await expect(items).toContainText("Honda EU7000iS");
    expect(plain(await items.textContent())).toContain("1 × $420.00 / week");
    const email = uniqueEmail("mary");
    await page.getByLabel("First name").fill("Mary");
    await page.getByLabel("Last name").fill("Smith");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("+1 438 555 0123");
    await page.getByRole("radio", { name: /pick up the equipment at the counter/ }).check();
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await page.getByRole("checkbox", { name: /rental terms/ }).check();
    await page.getByRole("button", { name: "Send the request" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Request sent!" });
    await expect(toast).toBeVisible();
    const reference = /S-\d{4}-\d{6}/.exec((await toast.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();

    const customer = await mailTo(email, reference!);
    expect(customer.subject).toBe(`Your quote request ${reference} – Location Rive-Sud`);
    for (const text of [
      "Hello Mary,",
      `Your reference: ${reference}`,
      "Honda EU7000iS",
      "1 × $420.00 / week = $420.00",
      "GST (5%): $21.00",
      "QST (9.975%): $41.90",
      "Estimated total: $482.90",
      "No, I will pick up the equipment at the counter",
      "NEXT STEPS",
    ]) {
      expect(customer.text).toContain(text);
    }
    expect(customer.links).toContain(`${BASE_URL}/en/categories`);
    const staff = await mailTo(STAFF, reference!);
    expect(staff.text).toContain("Aucune livraison : le client passe au comptoir.");
    expect(staff.text).toContain("(page en anglais)");
    expect(staff.text).toContain("Téléphone : 438-555-0123");
  });

  test("validation speaks English", async ({ page }) => {
    await prepare(page, [{ id: 5, quantity: 1, period: "day" }]);
    await page.goto("/en/quote");
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await page.getByRole("checkbox", { name: /rental terms/ }).check();
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error" }).first()).toContainText("Please fill in all required fields.");
    await expect(page.locator("#firstName-error")).toHaveText("This field is required");
    await expectNoRawKeys(page);
  });
});

// The page's HTML carries no catalogue; once hydrated, the page asks for its cart's products.
test("the cart's products are asked for once hydrated, in the page's language; a failed request can be retried", async ({ page }) => {
  await prepare(page, CART);
  // The document names no product: not the cart's, not the others'.
  const html = await (await page.request.get("/quote")).text();
  for (const name of ["Husqvarna PG 820", "Mapei", "HTC 650"]) expect(html, name).not.toContain(name);

  // The first request fails (a lost connection): the page says so and asks again on demand.
  let failNext = true;
  await page.route("**/quote/products?*", (route) => (failNext ? ((failNext = false), route.abort("internetdisconnected")) : route.continue()));
  await page.goto("/quote");
  const items = page.getByRole("region", { name: "Articles sélectionnés" });
  await expect(items.getByRole("alert")).toContainText("n'ont pas pu être affichés");
  await items.getByRole("button", { name: "Réessayer" }).click();
  // One heading per line, its product's name.
  await expect(items.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(items.getByRole("heading", { level: 3 }).first()).toHaveText("Meuleuse planétaire Husqvarna PG 820");
  await expect(items.getByRole("alert")).toHaveCount(0);

  // Switched to English, the same lines are named in English.
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/quote$/);
  const english = page.getByRole("region", { name: "Selected items" });
  await expect(english.getByRole("heading", { level: 3 }).first()).toHaveText("Husqvarna PG 820 planetary grinder");
  await expect(english.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expectNoRawKeys(page);
});

// The lines' code (and the rules that price them) comes with the cart's products, not with the page.
test("the cart lines' code comes once the cart has lines; if it cannot load, the page says so and asks again on demand", async ({ page }) => {
  await prepare(page, CART);
  let failNext = true;
  const asked: string[] = [];
  await page.route("**/assets/cart-lines-*.js", (route) => {
    asked.push(route.request().url());
    return failNext ? ((failNext = false), route.abort("internetdisconnected")) : route.continue();
  });
  await page.goto("/quote");
  const items = page.getByRole("region", { name: "Articles sélectionnés" });
  await expect(items.getByRole("alert")).toContainText("n'ont pas pu être affichés");
  await items.getByRole("button", { name: "Réessayer" }).click();
  await expect(items.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(items.getByRole("alert")).toHaveCount(0);
  // Priced once there: the summary's total is no longer zero.
  await expect(page.getByRole("region", { name: "Résumé" }).first().locator("dd").last()).not.toHaveText(/^0,00/);
  expect(asked.length).toBe(2);
});

test("an empty cart's page never asks for the lines' code", async ({ page }) => {
  await prepare(page);
  const asked: string[] = [];
  await page.route("**/assets/cart-lines-*.js", (route) => (asked.push(route.request().url()), route.continue()));
  await page.goto("/quote");
  await expect(page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("link", { name: "Parcourir les produits" })).toBeVisible();
  // Typing the project's details asks for nothing either (a postal code does: its delivery estimate).
  await page.getByLabel("Prénom").fill("Luc");
  await expect(page.getByLabel("Prénom")).toHaveValue("Luc");
  expect(asked).toEqual([]);
});

// The answer to a plain post is not in the page's first load; a page that answers one
// waits for its code to hydrate, and must hydrate to the same thing the server sent.
test("the answer to a form the browser posted itself (before the page was ready) hydrates, and the page then works", async ({ page }) => {
  await prepare(page, CART);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 400/.test(message.text())) errors.push(message.text());
  });
  await page.goto("/quote");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // The browser sends a form on its own, as it does when the page's code is not running yet.
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/quote");
  await page.evaluate(() => {
    document.documentElement.dataset.previous = "true";
    const form = Object.assign(document.createElement("form"), { method: "post", action: "/quote" });
    form.append(Object.assign(document.createElement("input"), { type: "hidden", name: "firstName", value: "Luc" }));
    document.body.append(form);
    HTMLFormElement.prototype.submit.call(form);
  });
  expect((await answered).status()).toBe(400);
  await expect(page.locator("html:not([data-previous])[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("alert").filter({ hasText: "Erreur" }).first()).toBeVisible();
  // Hydrated, the page goes on: the cart's lines come as on any visit.
  await expect(page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("heading", { level: 3 })).toHaveCount(3);
  expect(errors).toEqual([]);
});

test("from a product page through the add-to-quote button", async ({ page }) => {
  await prepare(page);
  await page.goto("/product/1");
  const add = page.getByRole("button", { name: /Ajouter à la soumission/ }).first();
  await expect(add).toBeVisible();
  await add.click();
  // The product page sends the visitor to /quote after adding (spec 2).
  await page.waitForURL(/\/quote$/);
  await expect(page.getByRole("region", { name: "Articles sélectionnés" }).getByRole("listitem").filter({ hasText: "Husqvarna PG 820" })).toBeVisible();
  const email = uniqueEmail("produit");
  await page.getByLabel("Prénom").fill("Luc");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Gagnon");
  await page.getByLabel("Courriel").fill(email);
  await page.getByLabel("Téléphone").fill("450 555 0177");
  await page.getByRole("radio", { name: /je passe chercher/ }).check();
  await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await page.getByRole("checkbox", { name: /conditions de location/ }).check();
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Demande envoyée!" });
  const reference = /S-\d{4}-\d{6}/.exec((await toast.textContent()) ?? "")?.[0];
  expect(reference).toBeTruthy();
  expect((await mailTo(email, reference!)).text).toContain("Meuleuse planétaire Husqvarna PG 820");
  expect((await mailTo(STAFF, reference!)).text).toContain("Meuleuse planétaire Husqvarna PG 820");
});

test("the rate limit answers 429 with a translated message, per client IP", async () => {
  // Another loopback address as the client: only that "visitor" reaches the limit.
  const localAddress = `127.0.0.${20 + Math.floor(Math.random() * 200)}`;
  const answers = [];
  for (let i = 0; i < 11; i++) answers.push(await postForm(`${BASE_URL}/quote`, { firstName: "x" }, { localAddress }));
  expect(answers.slice(0, 10).every((a) => a.status === 400)).toBe(true);
  expect(answers[10]?.status).toBe(429);
  expect(plain(answers[10]!.body)).toMatch(/Trop d(&#x27;|')envois depuis votre connexion\. Veuillez réessayer dans \d+ minutes? ou appelez-nous au 450-555-0142\./);
  const english = await postForm(`${BASE_URL}/en/quote`, { firstName: "x" }, { localAddress });
  expect(english.status).toBe(429);
  expect(english.body).toContain("Too many submissions from your connection.");
});

test("a quantity over 999 sent to the server is refused by naming the limit and offering the phone", async () => {
  // Another client address than the rate-limit test's 127.0.0.x, so neither eats the other's budget.
  const localAddress = `127.0.1.${1 + Math.floor(Math.random() * 250)}`;
  // The shared request, picked up at the counter, undated, with one line over the limit.
  const fields = quoteFormFields({ ...QUOTE_REQUEST, deliveryNeeded: "pickup", startDate: undefined, endDate: undefined, items: [{ id: "2", quantity: "1000", period: "day" }] });
  const french = await postForm(`${BASE_URL}/quote`, fields, { localAddress });
  // The page's alert, not the whole HTML (which has the phone number in its header anyway).
  const alertOf = (body: string) => plain(/role="alert"[^>]*>(.*?)<\/div>/s.exec(body)?.[1]?.replace(/<[^>]+>/g, " ") ?? "");
  expect(french.status).toBe(400);
  expect(alertOf(french.body)).toMatch(/limitée à 999.*450-555-0142/);
  const english = await postForm(`${BASE_URL}/en/quote`, fields, { localAddress });
  expect(english.status).toBe(400);
  expect(alertOf(english.body)).toMatch(/limited to 999.*450-555-0142/);
});

// After an error then a success, only the success shows: tests/e2e/keyboard.spec.ts (it sends a
// request; every POST counts toward the per-IP rate limit the whole run shares).
test.describe("one clear result at a time", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    test(`toasts never cover the header's controls (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await prepare(page, CART);
      await page.goto("/quote");
      await page.getByRole("button", { name: "Retirer Autonivelant Mapei Ultraplan Easy, sac de 22,7 kg de la demande" }).click();
      const toast = page.getByRole("listitem").filter({ has: page.getByRole("status").filter({ hasText: "Article retiré" }) });
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const header = page.getByRole("banner");
      const controls = header.getByRole("link").or(header.getByRole("button")).filter({ visible: true });
      expect(await controls.count()).toBeGreaterThan(0);
      for (const control of await controls.all()) {
        const other = await control.boundingBox();
        if (!other) continue;
        const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
        expect(overlaps, `the toast covers "${(await control.innerText()).trim() || (await control.getAttribute("aria-label"))}"`).toBe(false);
      }
    });
  }
});

// The cart is read from the browser after hydration: until then the page shows a box the size of
// the empty cart, so a first visit (an empty cart) sees nothing move (Lighthouse measured CLS 0.10).
for (const width of [390, 1366]) {
  test(`an empty cart's page does not move while it loads, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const describe = (source: Source) => {
        const node = source.node;
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"` : "(gone)";
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map(describe) });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/quote", "/en/quote"]) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // The empty cart's message, shown once the browser has read the (empty) cart.
      await expect(page.getByRole("link", { name: path === "/quote" ? "Parcourir les produits" : "Browse products" })).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `${path}: layout shifts ${JSON.stringify(shifts, null, 1)}`,
      ).toBe(0);
    }
  });
}
