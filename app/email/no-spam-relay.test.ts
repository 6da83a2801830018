/**
 * No spam relay: the e-mails that go to an address
 * nobody has proven yet carry no text the visitor typed beyond the name, cut
 * to 50 characters; anyone could otherwise make the business's domain deliver
 * their text to a victim. Staff e-mails keep everything.
 *
 * Each e-mail is rendered with hostile input (a 5,000-character message with
 * links, a delivery site and comments written by a spammer, a 200-character
 * name), then searched for every 16-character stretch of what was typed, in
 * the subject, the plain text and the HTML (raw and with its entities read
 * back), in both languages.
 */
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../tests/support/catalogue-fixture.ts";
import { QUOTE_DATE_RULES, QUOTE_REQUEST, quoteFormData, quoteFormFields } from "../../tests/support/quote-fixture.ts";
import { confirmationMail, resetPasswordMail } from "../auth/auth-mail.server.ts";
import { defaultBusiness } from "../config/business.ts";
import { priceQuote } from "../domain/quote/priced-quote.ts";
import { validateContactForm } from "../domain/validation/contact-form.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { quoteInputFromFormData, validateQuoteForm } from "../domain/validation/quote-form.ts";
import { LANGS } from "../i18n/index.ts";
import type { ContactEmailFacts, QuoteEmailFacts } from "./facts.ts";
import { escapeHtml, UNPROVEN_NAME_MAX, type EmailContent } from "./layout.ts";
import { contactMessageEmails, quoteRequestEmails } from "./messages.server.ts";
import { statusChangedEmail } from "./templates/status-changed.ts";

const settings = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "staff@location-rive-sud.example",
};
const ctx = { business: settings.business, publicUrl: settings.publicUrl };
const createdAt = new Date("2026-11-22T15:00:00Z");

const SPAM = 'Cheap watches at https://spam.example/win?id=42 <a href="https://spam.example/go">claim your prize</a> & more!\n';
/** The longest message the form takes, full of links. */
const LONG_MESSAGE = SPAM.repeat(60).slice(0, 5000);
/** 200 characters: a plausible name for 50, then an advertisement. */
const LONG_NAME = ("Zoé-Marguerite Tremblay-Lachance de la Montagne-Verte " + "Visit https://spam.example/name for a prize ".repeat(5)).slice(0, 200);
const NAME_SHOWN = LONG_NAME.slice(0, UNPROVEN_NAME_MAX).trimEnd();

const SPAM_SITE = {
  company: "Spam Inc. https://spam.example/company",
  address: "1 Phishing Road, https://spam.example/address",
  city: "Spamtown-by-the-Sea",
  deliveryLocationName: "Site https://spam.example/site win an iPhone",
  deliveryAddress: "Call 1-900-555-0000 now, https://spam.example/delivery",
  deliveryCity: "Spamville-sur-Mer",
  comments: LONG_MESSAGE.slice(0, 2000),
} as const;

/** Every stretch of 16 characters of a typed text (the whole text when shorter). */
function stretches(typed: string, length = 16): Set<string> {
  if (typed.length <= length) return new Set([typed]);
  const found = new Set<string>();
  for (let i = 0; i + length <= typed.length; i++) found.add(typed.slice(i, i + length));
  return found;
}

/** The stretches of a typed name that go past what may be shown. */
function nameTail(name: string): Set<string> {
  const allowed = stretches(name.slice(0, UNPROVEN_NAME_MAX));
  return new Set([...stretches(name)].filter((part) => !allowed.has(part)));
}

/** The HTML as a reader sees it: the tags dropped, line breaks and entities read back. */
function readBack(html: string): string {
  return html
    .replace(/<br>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The typed stretches found in an e-mail, with the part they were found in.
 * The HTML is searched as a reader sees it, and as written, for the stretch
 * escaped (as it would be in an attribute).
 */
function echoed(mail: EmailContent, forbidden: Iterable<string>): string[] {
  const found: string[] = [];
  for (const part of forbidden) {
    if (mail.subject.includes(part)) found.push(`subject: ${JSON.stringify(part)}`);
    if (mail.text.includes(part)) found.push(`text: ${JSON.stringify(part)}`);
    if (readBack(mail.html).includes(part)) found.push(`html: ${JSON.stringify(part)}`);
    if (mail.html.includes(escapeHtml(part))) found.push(`html source: ${JSON.stringify(part)}`);
  }
  return found;
}

function contactFacts(lang: "fr" | "en"): ContactEmailFacts {
  const validated = validateContactForm({ name: "Marie Roy", email: "victim@example.com", phone: "450 555 0199", subject: "rental", message: LONG_MESSAGE, privacyAccepted: "on" });
  if (!validated.ok) throw new Error("the hostile contact form should pass validation");
  // The form refuses a name this long; the e-mail must not count on it.
  return { reference: "C-2026-000001", createdAt, lang, form: { ...validated.value, name: LONG_NAME } };
}

function quoteFacts(lang: "fr" | "en"): QuoteEmailFacts {
  const fields = { ...quoteFormFields(QUOTE_REQUEST), ...SPAM_SITE, email: "victim@example.com" };
  const validated = validateQuoteForm(quoteInputFromFormData(quoteFormData(fields)), QUOTE_DATE_RULES);
  if (!validated.ok) throw new Error(`the hostile quote form should pass validation: ${JSON.stringify(validated)}`);
  const priced = priceQuote(seedCatalogue, validated.value.items);
  if (!priced.ok) throw new Error("the fixture's cart should be priced");
  return { reference: "S-2026-000001", createdAt, lang, form: { ...validated.value, firstName: LONG_NAME, lastName: LONG_NAME }, quote: priced.quote };
}

/** Everything the quote form lets a visitor type, as the e-mails would show it. */
function quoteTyped(facts: QuoteEmailFacts): string[] {
  const { form } = facts;
  return [
    form.company,
    form.address,
    form.city,
    form.postalCode,
    form.deliveryLocationName,
    form.deliveryAddress,
    form.deliveryCity,
    form.deliveryPostalCode,
    form.comments,
    formatPhone(form.phone),
  ].filter((value): value is string => typeof value === "string" && value !== "");
}

const forbiddenIn = (...typed: string[]) => new Set([...nameTail(LONG_NAME), ...typed.flatMap((text) => [...stretches(text)])]);

describe.each(LANGS)("e-mails to an address not yet proven (%s)", (lang) => {
  it("the contact acknowledgement repeats neither the message nor the phone, and cuts the name", () => {
    const facts = contactFacts(lang);
    const customer = contactMessageEmails(facts, settings).find((mail) => mail.kind === "contact-customer")!;
    expect(echoed(customer, forbiddenIn(facts.form.message, formatPhone(facts.form.phone!)))).toEqual([]);
    expect(customer.text).toContain(`${lang === "fr" ? "Bonjour" : "Hello"} ${NAME_SHOWN},`);
    expect(customer.to).toEqual({ address: "victim@example.com", name: NAME_SHOWN });
    // The subject was picked from the list, in our words: it stays.
    expect(customer.text).toContain(lang === "fr" ? "Sujet : Location d'équipement" : "Subject: Equipment rental");
  });

  it("the quote acknowledgement repeats no delivery site, address, phone or comment, and cuts the name", () => {
    const facts = quoteFacts(lang);
    const customer = quoteRequestEmails(facts, settings).find((mail) => mail.kind === "quote-customer")!;
    expect(echoed(customer, forbiddenIn(...quoteTyped(facts)))).toEqual([]);
    expect(customer.text).toContain(`${lang === "fr" ? "Bonjour" : "Hello"} ${NAME_SHOWN},`);
    expect(customer.to.name).toBe(NAME_SHOWN);
    // The reference, the catalogue's items and the next steps are enough.
    expect(customer.text).toContain("S-2026-000001");
    expect(customer.text).toContain(facts.quote.lines[0]!.productName[lang]);
  });

  it("the sign-up confirmation and the password reset greet with the name cut", () => {
    const link = { lang, name: LONG_NAME, email: "victim@example.com", url: "https://location-rive-sud.example/confirm-email?token=t" };
    for (const mail of [confirmationMail(link, ctx), resetPasswordMail(link, ctx)]) {
      expect(echoed(mail, nameTail(LONG_NAME)), mail.kind).toEqual([]);
      expect(mail.text).toContain(`${lang === "fr" ? "Bonjour" : "Hello"} ${NAME_SHOWN},`);
      expect(mail.toName).toBe(NAME_SHOWN);
    }
  });

  it("the status change greets with the name cut", () => {
    for (const type of ["quote", "contact"] as const) {
      const mail = statusChangedEmail({ reference: "S-2026-000001", type, lang, greetingName: LONG_NAME, to: "in_progress", changedAt: createdAt }, ctx);
      expect(echoed(mail, nameTail(LONG_NAME)), type).toEqual([]);
      expect(mail.text).toContain(`${lang === "fr" ? "Bonjour" : "Hello"} ${NAME_SHOWN},`);
    }
  });
});

describe("staff e-mails keep everything the visitor typed", () => {
  it("the contact notice has the whole name, phone and message", () => {
    const facts = contactFacts("en");
    const staff = contactMessageEmails(facts, settings).find((mail) => mail.kind === "contact-staff")!;
    const typed = [...stretches(LONG_NAME), ...stretches(facts.form.message), formatPhone(facts.form.phone!)];
    for (const part of ["text", "html read back"] as const) {
      const content = part === "text" ? staff.text : readBack(staff.html);
      expect(
        typed.filter((stretch) => !content.includes(stretch)),
        part,
      ).toEqual([]);
    }
    expect(staff.replyTo).toEqual({ address: "victim@example.com", name: LONG_NAME });
    // The search that finds nothing in the acknowledgement finds the message here.
    expect(echoed(staff, forbiddenIn(facts.form.message)).length).toBeGreaterThan(0);
  });

  it("the quote summary has the whole names, the client's address, the delivery site and the comments", () => {
    const facts = quoteFacts("en");
    const staff = quoteRequestEmails(facts, settings).find((mail) => mail.kind === "quote-staff")!;
    const typed = [...stretches(LONG_NAME), ...quoteTyped(facts).flatMap((text) => [...stretches(text)])];
    for (const part of ["text", "html read back"] as const) {
      const content = part === "text" ? staff.text : readBack(staff.html);
      expect(
        typed.filter((stretch) => !content.includes(stretch)),
        part,
      ).toEqual([]);
    }
    expect(staff.replyTo?.name).toBe(`${LONG_NAME} ${LONG_NAME}`);
    expect(echoed(staff, forbiddenIn(...quoteTyped(facts))).length).toBeGreaterThan(0);
  });
});
