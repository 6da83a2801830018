/**
 * The contact page: its details from the business configuration, and the
 * form — fully usable without JavaScript — down to the e-mails received by
 * the test run's SMTP server.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { allMails, mailTo, outboxCaughtUp } from "./mail.ts";
import { expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

const STAFF = "soumissions@location-rive-sud.example";

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function acceptCookieChoice(page: Page) {
  await page.context().addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
    localStorage.setItem("cookie-consent-date", String(Date.now()));
  });
}

test("the page shows the business's phone, e-mail, address, hours, a map link and a short FAQ", async ({ page }) => {
  await acceptCookieChoice(page);
  await page.goto("/contact");
  const details = page.getByRole("region", { name: "Nous joindre" });
  await expect(details.getByRole("link", { name: "450-555-0142" })).toHaveAttribute("href", "tel:+14505550142");
  await expect(details.getByRole("link", { name: "support@location-rive-sud.example" })).toHaveAttribute("href", "mailto:support@location-rive-sud.example");
  await expect(details).toContainText("1200, boulevard Taschereau, La Prairie (Québec) J5R 1V8");
  await expect(details).toContainText("Lundi au vendredi : 7 h à 17 h");
  await expect(details).toContainText("Samedi : 8 h à midi");
  const location = page.getByRole("region", { name: "Notre emplacement" });
  const map = location.getByRole("link", { name: /Voir sur la carte/ });
  await expect(map).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/search\?query=1200%2C%20boulevard%20Taschereau/);
  await expect(map).toHaveAttribute("target", "_blank");
  // No third-party frame or script on the page.
  await expect(page.locator("iframe")).toHaveCount(0);
  const faq = page.getByRole("region", { name: "Questions fréquentes" });
  await faq.getByText("Combien coûte la livraison?").click();
  await expect(faq.getByText(/150\s*\$\s+par trajet/)).toBeVisible();
  await expect(faq.getByRole("link", { name: "Toutes les questions" })).toHaveAttribute("href", "/faq");
});

test.describe("without JavaScript", () => {
  test("errors come back from the server next to the fields, keeping what was typed; then the success page and both e-mails", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const submit = page.getByRole("button", { name: "Envoyer le message" });
    // decisions.md: without JavaScript the button is enabled and the server checks the box.
    await expect(submit).toBeEnabled();
    await page.getByLabel("Nom complet").fill("Marie Roy");
    await page.getByLabel("Courriel").fill("marie@exemple");
    await page.getByLabel("Sujet").selectOption("delivery");
    await submit.click();

    await expect(page.getByRole("alert")).toContainText("Veuillez remplir tous les champs obligatoires.");
    await expect(page.locator("#email-error")).toHaveText("Adresse courriel invalide");
    await expect(page.locator("#message-error")).toHaveText("Ce champ est obligatoire");
    await expect(page.locator("#privacyAccepted-error")).toHaveText("Vous devez accepter la politique de confidentialité pour continuer.");
    await expect(page.getByLabel("Nom complet")).toHaveValue("Marie Roy");
    await expect(page.getByLabel("Sujet")).toHaveValue("delivery");

    const email = uniqueEmail("marie");
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Téléphone").fill("450.555.0199");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Livrez-vous une meuleuse à Laval samedi?\nMerci");
    await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
    const submissionKey = await page.locator('input[name="submissionKey"]').inputValue();
    await submit.click();

    await expect(page.getByRole("heading", { name: "Message envoyé avec succès!" })).toBeVisible();
    const reference = /C-\d{4}-\d{6}/.exec((await page.getByRole("status").textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();

    const staff = await mailTo(STAFF, reference!);
    expect(staff.subject).toBe(`Nouveau message ${reference} – Livraison et cueillette – Marie Roy`);
    expect(staff.replyTo).toEqual([email]);
    for (const text of ["Nom : Marie Roy", `Courriel : ${email}`, "Téléphone : 450-555-0199", "Sujet : Livraison et cueillette", "Livrez-vous une meuleuse à Laval samedi?\nMerci"]) {
      expect(staff.text).toContain(text);
    }
    const customer = await mailTo(email, reference!);
    expect(customer.subject).toBe(`Nous avons bien reçu votre message ${reference} – Location Rive-Sud`);
    expect(customer.text).toContain("Bonjour Marie Roy,");
    expect(customer.text).toContain(`Votre référence : ${reference}`);
    expect(customer.text).toContain("Lundi au vendredi : 7 h à 17 h");

    // The same form sent again by the same visitor (a refresh that re-posts, a double click)
    // stores nothing new: the browser sent it without a key, so the server made one from it.
    const again = await context.request.post(`${BASE_URL}/contact`, {
      form: {
        name: "Marie Roy",
        email,
        phone: "450.555.0199",
        subject: "delivery",
        message: "Livrez-vous une meuleuse à Laval samedi?\nMerci",
        privacyAccepted: "on",
        submissionKey,
      },
    });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(reference!);
    await outboxCaughtUp();
    expect((await allMails()).filter((m) => m.subject.includes(reference!))).toHaveLength(2);
    await context.close();
  });

  test("the honeypot is refused", async () => {
    const email = uniqueEmail("bot");
    const answer = await postForm(`${BASE_URL}/contact`, { name: "Bot", email, message: "Buy now", privacyAccepted: "on", website: "http://spam.example" }, { localAddress: "127.0.0.9" });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Votre envoi a été bloqué par notre filtre anti-pourriel. Appelez-nous au 450-555-0142.");
    await outboxCaughtUp();
    expect((await allMails()).filter((m) => m.to.includes(email) || m.text.includes(email))).toEqual([]);
  });
});

test.describe("with JavaScript", () => {
  test("French: submit disabled until the privacy box is ticked, toast with the reference, form reset", async ({ page }) => {
    await acceptCookieChoice(page);
    await page.goto("/contact");
    const email = uniqueEmail("paul");
    await page.getByLabel("Nom complet").fill("Paul Côté");
    await page.getByLabel("Courriel").fill(email);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Avez-vous une scarifieuse disponible la semaine prochaine?");
    const submit = page.getByRole("button", { name: "Envoyer le message" });
    await expect(submit).toBeDisabled();
    await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
    await submit.click();
    const toast = page.locator("ol[aria-live]").getByRole("status").filter({ hasText: "Message envoyé avec succès!" });
    await expect(toast).toBeVisible();
    const reference = /C-\d{4}-\d{6}/.exec((await toast.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /politique de confidentialité/ })).not.toBeChecked();
    const staff = await mailTo(STAFF, reference!);
    expect(staff.subject).toBe(`Nouveau message ${reference} – Non précisé – Paul Côté`);
    expect(staff.text).toContain("Avez-vous une scarifieuse disponible la semaine prochaine?");
    // The acknowledgement goes to an address nobody has proven: it never repeats the message.
    const customer = await mailTo(email, reference!);
    expect(customer.text).toContain("Bonjour Paul Côté,");
    expect(customer.text).not.toContain("scarifieuse");
    expect(customer.html).not.toContain("scarifieuse");
  });

  test("English: validation messages and the acknowledgement in English", async ({ page }) => {
    await acceptCookieChoice(page);
    await page.goto("/en/contact");
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await page.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error" }).first()).toContainText("Please fill in all required fields.");
    await expect(page.locator("#name-error")).toHaveText("This field is required");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expectNoRawKeys(page);
    const close = page.locator("ol[aria-live] button");
    while ((await close.count()) > 0) await close.first().click();
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail("anna");
    await page.getByLabel("Full name").fill("Anna Lee");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("12");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you rent concrete pumps with an operator?");
    await page.getByRole("button", { name: "Send the message" }).click();
    await expect(page.locator("#phone-error")).toHaveText("Invalid phone number");
    await page.getByLabel("Phone").fill("");
    await page.getByLabel("Subject").selectOption("concrete");
    await page.getByRole("button", { name: "Send the message" }).click();
    const toast = page.locator("ol[aria-live]").getByRole("status").filter({ hasText: "Message sent successfully!" });
    const reference = /C-\d{4}-\d{6}/.exec((await toast.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    const customer = await mailTo(email, reference!);
    expect(customer.subject).toBe(`We received your message ${reference} – Location Rive-Sud`);
    expect(customer.text).toContain("Hello Anna Lee,");
    expect(customer.text).toContain("Subject: Concrete services");
    expect(customer.text).toContain("Monday to Friday: 7 a.m. to 5 p.m.");
    expect((await mailTo(STAFF, reference!)).subject).toBe(`Nouveau message ${reference} – Services béton – Anna Lee`);
  });
});

test("the rate limit answers 429 with a translated message", async () => {
  const localAddress = `127.0.0.${20 + Math.floor(Math.random() * 200)}`;
  const statuses = [];
  for (let i = 0; i < 10; i++) statuses.push((await postForm(`${BASE_URL}/en/contact`, { name: "x" }, { localAddress })).status);
  expect(statuses.every((s) => s === 400)).toBe(true);
  const limited = await postForm(`${BASE_URL}/en/contact`, { name: "x" }, { localAddress });
  expect(limited.status).toBe(429);
  expect(limited.body).toMatch(/Too many submissions from your connection\. Please try again in \d+ minutes? or call us at 450-555-0142\./);
  const french = await postForm(`${BASE_URL}/contact`, { name: "x" }, { localAddress });
  expect(french.status).toBe(429);
  expect(french.body).toContain("Trop d&#x27;envois depuis votre connexion.");
});
