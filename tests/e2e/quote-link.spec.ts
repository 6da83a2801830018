/**
 * The customer's private quote link, WITHOUT JavaScript ("the same accept, decline
 * and cancel with JavaScript disabled"), in French and in English: a request sent by a plain
 * form post, priced and sent by staff from the back office's quote screen, the link followed
 * from the customer's e-mail, then accepted, cancelled (the fee shown, then confirmed) or
 * declined with plain form posts. Also: what the link's answers carry (no index, no referrer,
 * no shared cache) and what a wrong link gets (the 404 page).
 */
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { BASE_URL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { QUOTE_REQUEST, quoteFormFields } from "../support/quote-fixture.ts";
import { clientAddress, newContext, ORIGIN, signInAsStaff, uniqueEmail } from "./accounts.ts";
import { waitForMails } from "./mail.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

test.use({ javaScriptEnabled: false });

type Lang = "fr" | "en";
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const LINK = /https?:\/\/[^\s"<>]+\/quotes\/[A-Za-z0-9_-]{43}/;

/** A Quebec date `n` days from now, moved to the next weekday (the shop is open Monday to Friday). */
function weekdayInDays(n: number): string {
  for (let extra = 0; ; extra++) {
    const date = new Date(Date.now() + (n + extra) * 86_400_000);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", weekday: "short" }).format(date);
    if (day !== "Sat" && day !== "Sun") return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
  }
}

/**
 * The rented product (one unit each) each test asks for: an accepted quote holds its unit, so two
 * tests running at once on the same product and dates would take it from each other.
 */
const PRODUCT_OF: Record<string, number> = { "link-accept-fr": 13, "link-accept-en": 14, "link-decline-fr": 15, "link-decline-en": 18, "link-headers": 20, "link-js": 21 };

/** A quote request as a browser without JavaScript posts it: one tool, picked up at the counter. */
async function requestQuote(lang: Lang, email: string, productId: number): Promise<string> {
  const start = weekdayInDays(6);
  const end = weekdayInDays(9);
  const fields = quoteFormFields({ ...QUOTE_REQUEST, email, deliveryNeeded: "pickup", startDate: start, endDate: end, items: [{ id: String(productId), quantity: "1", period: "day" }] });
  const answer = await postForm(`${BASE_URL}${lang === "en" ? "/en" : ""}/quote`, fields, { headers: ORIGIN, localAddress: clientAddress() });
  const reference = /S-\d{4}-\d{6}/.exec(answer.body)?.[0];
  expect(answer.status, "the request is accepted").toBe(200);
  expect(reference, "the request has a reference").toBeTruthy();
  return reference!;
}

/** Staff open the request's quote screen and send the draft prefilled from the request (sending saves it first). */
async function staffSendsQuote(browser: Browser, reference: string) {
  const staff = await newContext(browser, { javaScriptEnabled: true });
  try {
    await signInAsStaff(staff);
    const page = await staff.newPage();
    await page.goto(`/admin/requests/${reference}/quote`);
    await page.getByRole("button", { name: "Envoyer la soumission" }).click();
    await expect(page.getByText(/Soumission envoyée \(version 1\)/).first()).toBeVisible();
  } finally {
    await staff.close();
  }
}

/** The private link, as the customer finds it in the quote e-mail. */
async function linkFromMail(email: string, reference: string): Promise<string> {
  const [mail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(reference) && LINK.test(m.text));
  return LINK.exec(mail!.text)![0];
}

async function sentQuoteLink(browser: Browser, lang: Lang, who: string): Promise<{ link: string; reference: string; email: string }> {
  const email = uniqueEmail(who);
  const productId = PRODUCT_OF[who];
  expect(productId, `a product of its own for ${who}`).toBeDefined();
  const reference = await requestQuote(lang, email, productId!);
  await staffSendsQuote(browser, reference);
  return { link: await linkFromMail(email, reference), reference, email };
}

const WORDS = {
  fr: {
    title: (reference: string) => `Soumission ${reference}`,
    accept: "Accepter et réserver",
    fullName: "Votre nom complet",
    conditions: "J'accepte les conditions de location",
    missingName: "Tapez votre nom complet",
    accepted: "Votre réservation est confirmée",
    reserved: "Réservation confirmée",
    cancel: "Annuler la réservation",
    fee: /Frais d'annulation : \d+ % du total, soit [\d ]+,\d\d \$|Aucuns frais d'annulation/,
    confirm: "Confirmer l'annulation",
    cancelled: "Votre réservation est annulée",
    cancelledBanner: "Réservation annulée",
    decline: "Refuser la soumission",
    reason: "Raison du refus",
    declined: "Votre réponse a été transmise",
    declinedBanner: "Soumission refusée",
    pdf: "Télécharger le PDF",
  },
  en: {
    title: (reference: string) => `Quote ${reference}`,
    accept: "Accept and reserve",
    fullName: "Your full name",
    conditions: "I accept the rental conditions",
    missingName: "Type your full name",
    accepted: "Your reservation is confirmed",
    reserved: "Reservation confirmed",
    cancel: "Cancel the reservation",
    fee: /Cancellation fee: \d+% of the total, that is \$[\d,]+\.\d\d|No cancellation fee/,
    confirm: "Confirm the cancellation",
    cancelled: "Your reservation is cancelled",
    cancelledBanner: "Reservation cancelled",
    decline: "Decline the quote",
    reason: "Reason for declining",
    declined: "Your answer was passed on",
    declinedBanner: "Quote declined",
    pdf: "Download the PDF",
  },
} as const;

/** The link in the page's language (the e-mail's link is in the request's language already). */
const inLang = (link: string, lang: Lang) => (lang === "en" ? link.replace(/\/(en\/)?quotes\//, "/en/quotes/") : link.replace("/en/quotes/", "/quotes/"));

async function expectFocusedMessage(page: Page, text: string) {
  const message = page
    .getByRole("status")
    .filter({ hasText: text })
    .or(page.getByRole("alert").filter({ hasText: text }))
    .first();
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
}

for (const lang of ["fr", "en"] as const) {
  const words = WORDS[lang];

  test(`${lang}: accept, then cancel with the fee shown and confirmed, without JavaScript`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const { link, reference } = await sentQuoteLink(browser, lang, `link-accept-${lang}`);
    await page.goto(inLang(link, lang));
    await expect(page.getByRole("heading", { level: 1, name: words.title(reference) })).toBeVisible();
    await expectNoRawKeys(page);

    // Without the name: the error by the field, nothing accepted.
    await page.getByLabel(words.conditions).check();
    await page.getByRole("button", { name: words.accept }).click();
    await expect(page.getByText(words.missingName).first()).toBeVisible();
    await expect(page.getByRole("button", { name: words.accept })).toBeVisible();

    await page.getByLabel(words.fullName).fill("Jean Tremblay");
    await page.getByLabel(words.conditions).check();
    await page.getByRole("button", { name: words.accept }).click();
    await expectFocusedMessage(page, words.accepted);
    await expect(page.getByText(words.reserved).first()).toBeVisible();
    await expect(page.getByRole("button", { name: words.accept })).toHaveCount(0);

    // The PDF of the accepted quote.
    const pdf = await page.request.get(`${inLang(link, lang)}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    await page.getByRole("button", { name: words.cancel }).click();
    // The answer to the post first (read at once, the text could still be the page before it).
    await expect(page.getByRole("alert").filter({ hasText: words.confirm })).toBeFocused();
    expect(plain(await page.locator("main").textContent())).toMatch(words.fee);
    await page.getByRole("button", { name: words.confirm }).click();
    await expectFocusedMessage(page, words.cancelled);
    await expect(page.getByText(words.cancelledBanner).first()).toBeVisible();
    await expect(page.getByRole("button", { name: words.cancel })).toHaveCount(0);
  });

  test(`${lang}: decline with a reason, without JavaScript; the quote stays readable`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const { link } = await sentQuoteLink(browser, lang, `link-decline-${lang}`);
    await page.goto(inLang(link, lang));
    await page.getByLabel(words.reason).fill(lang === "fr" ? "Projet reporté" : "Project postponed");
    await page.getByRole("button", { name: words.decline }).click();
    await expectFocusedMessage(page, words.declined);
    await expect(page.getByText(words.declinedBanner).first()).toBeVisible();
    await expect(page.getByRole("button", { name: words.accept })).toHaveCount(0);
    await expect(page.getByRole("link", { name: words.pdf })).toBeVisible();
  });
}

test("the link's answers are never indexed, never cached by a shared cache, never sent to another site in a Referer; a wrong link is the 404 page", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { link } = await sentQuoteLink(browser, "fr", "link-headers");
  for (const url of [link, `${link}/pdf`, inLang(link, "en")]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], url).toContain("noindex");
    expect(response.headers()["referrer-policy"], url).toBe("same-origin");
  }
  await page.goto(link);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");

  for (const wrong of ["/quotes/abc", `/quotes/${"A".repeat(43)}`, `/en/quotes/${"A".repeat(42)}!`]) {
    const response = await page.goto(wrong);
    expect(response?.status(), wrong).toBe(404);
    expect(response?.headers()["cache-control"], wrong).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(wrong.startsWith("/en") ? "Page not found" : "Page non trouvée");
  }
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the same forms answer in place: the error, then the result, each taking the focus", async ({ browser, page }) => {
    test.setTimeout(120_000);
    const { link } = await sentQuoteLink(browser, "fr", "link-js");
    await page.goto(link);
    // axe and the outline read the page with a script: here, not in the tests without JavaScript.
    await expectNoSeriousA11yViolations(page);
    await expectHeadingOutline(page);
    await page.getByRole("button", { name: WORDS.fr.accept }).click();
    await expectFocusedMessage(page, WORDS.fr.missingName);
    await page.getByLabel(WORDS.fr.fullName).fill("Jean Tremblay");
    await page.getByLabel(WORDS.fr.conditions).check();
    await page.getByRole("button", { name: WORDS.fr.accept }).click();
    await expectFocusedMessage(page, WORDS.fr.accepted);
    await page.getByRole("button", { name: WORDS.fr.cancel }).click();
    await expect(page.getByRole("alert").filter({ hasText: WORDS.fr.confirm })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: WORDS.fr.confirm }).click();
    await expectFocusedMessage(page, WORDS.fr.cancelled);
  });
});
