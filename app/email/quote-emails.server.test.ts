import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { parseIcs } from "../../tests/support/ics.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { QUOTE_BUSINESS, QUOTE_REFERENCE, quoteDocument } from "../../tests/support/quote-document-fixture.ts";
import type { OutboxMessageInput } from "../db/outbox.server.ts";
import { cancellationFee } from "../domain/rental/cancellation-fee.ts";
import type { Lang } from "../i18n/index.ts";
import type { QuoteMailFacts } from "./facts.ts";
import nodemailer from "nodemailer";
import { mailAttachments } from "./transport.server.ts";
import { dateChangeRequestedEmails, quoteAcceptedEmails, quoteDeclinedEmails, quoteExpiredEmails, quoteSentEmails, reservationCancelledEmails } from "./quote-emails.server.ts";

const settings = { business: QUOTE_BUSINESS, publicUrl: "https://location-rive-sud.example", staffNotifyEmail: "equipe@location-rive-sud.example" };
const LINK = { fr: "https://location-rive-sud.example/quotes/tok_abc123", en: "https://location-rive-sud.example/en/quotes/tok_abc123" };

const facts = (lang: Lang, over: Partial<QuoteMailFacts> = {}): QuoteMailFacts => ({
  reference: QUOTE_REFERENCE,
  lang,
  customer: { name: "Jean Tremblay", firstName: "Jean", email: "jean@example.com", company: "Béton Tremblay inc." },
  document: quoteDocument(),
  linkUrl: LINK[lang],
  ...over,
});

const acceptedAt = new Date("2026-11-25T14:03:00Z"); // 09:03 in Quebec
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
/** The text of an e-mail as read (no-break spaces as spaces), and its HTML with entities read back. */
const read = (m: OutboxMessageInput) => ({
  subject: nbsp(m.subject),
  text: nbsp(m.text),
  html: nbsp(
    m.html
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  ),
});

/** Nothing left unfilled or untranslated, in the subject, the text and the HTML. */
function expectFinished(message: OutboxMessageInput) {
  for (const part of [message.subject, message.text, message.html]) {
    expect(part).not.toMatch(/\{\w+(\}|,)/);
    expect(part).not.toMatch(/undefined|\bNaN\b|\[object|\b(quote|email|labels|customer|staff)\.[a-z]+(\.[a-z]|\b)/);
  }
  expect(message.subject.length).toBeGreaterThan(10);
}

async function allMessages(lang: Lang): Promise<OutboxMessageInput[]> {
  const f = facts(lang);
  const fee = cancellationFee({ totalCents: Math.round(f.document.totals.total * 100), handoverAt: new Date(f.document.handoverAt), now: new Date("2026-12-06T01:00:00Z") });
  return [
    ...(await quoteSentEmails(f, settings)),
    ...(await quoteAcceptedEmails({ ...f, acceptedName: "Jean Tremblay", acceptedAt, byStaff: false }, settings)),
    ...quoteDeclinedEmails({ ...f, reason: "Trop cher pour nous.", at: acceptedAt }, settings),
    ...reservationCancelledEmails({ ...f, fee, feeWaived: null, at: acceptedAt, byStaff: false }, settings),
    ...dateChangeRequestedEmails({ ...f, message: "Pouvez-vous décaler au 14 décembre?", free: true, at: acceptedAt }, settings),
    ...quoteExpiredEmails(f, settings),
  ];
}

describe.each(["fr", "en"] as const)("the quote lifecycle's e-mails (%s)", (lang) => {
  it("are all finished: every placeholder filled, no raw key, the reference everywhere", async () => {
    const messages = await allMessages(lang);
    expect(messages.map((m) => m.kind)).toEqual([
      "quote-sent",
      "quote-accepted-customer",
      "quote-accepted-staff",
      "quote-declined-staff",
      "reservation-cancelled-customer",
      "reservation-cancelled-staff",
      "date-change-staff",
      "quote-expired-customer",
    ]);
    for (const message of messages) {
      expectFinished(message);
      expect(message.subject, message.kind).toContain(QUOTE_REFERENCE);
      expect(message.text, message.kind).toContain(QUOTE_REFERENCE);
      const staff = message.kind.endsWith("-staff");
      // Staff read French at the settings' address, replying to the customer; the customer reads their language.
      expect(message.lang, message.kind).toBe(staff ? "fr" : lang);
      expect(message.to.address, message.kind).toBe(staff ? settings.staffNotifyEmail : "jean@example.com");
      expect(message.replyTo?.address, message.kind).toBe(staff ? "jean@example.com" : QUOTE_BUSINESS.email);
      expect(message.html, message.kind).toContain(`<html lang="${message.lang === "fr" ? "fr-CA" : "en-CA"}">`);
    }
  });

  it("sends the quote with its summary, validity, private link and the PDF, whose text has the total", async () => {
    const [sent] = await quoteSentEmails(facts(lang), settings);
    const { subject, text, html } = read(sent!);
    const en = lang === "en";
    expect(subject).toBe(en ? "Your quote S-2026-000123, version 2 – Location Rive-Sud" : "Votre soumission S-2026-000123, version 2 – Location Rive-Sud");
    for (const fact of en
      ? [
          "Hello Jean,",
          "Husqvarna PG 820 planetary grinder",
          "Charged as: 1 wk + 2 d",
          "2 × $1,925.00 = $3,850.00",
          "Total: $6,362.72",
          "no later than December 1, 2026",
          "Equipment handover: December 7, 2026 at 7 a.m.",
          "$500.00 (not charged online)",
          "This version 2 replaces the previous ones",
        ]
      : [
          "Bonjour Jean,",
          "Meuleuse planétaire Husqvarna PG 820",
          "Durée facturée : 1 sem. + 2 j",
          "2 × 1 925,00 $ = 3 850,00 $",
          "Total : 6 362,72 $",
          "au plus tard le 1 décembre 2026",
          "Remise de l'équipement : 7 décembre 2026 à 7 h",
          "500,00 $ (non facturé en ligne)",
          "Prévoir une prise 600 V sur le chantier.",
        ]) {
      expect(text).toContain(fact);
    }
    expect(html).toContain(`href="${LINK[lang]}"`);
    expect(text).toContain(LINK[lang]);
    const [pdf] = sent!.attachments ?? [];
    expect(pdf?.filename).toBe(en ? "quote-S-2026-000123-v2.pdf" : "soumission-S-2026-000123-v2.pdf");
    expect(pdf?.contentType).toBe("application/pdf");
    const printed = (await pdfText(Buffer.from(pdf!.contentBase64, "base64"))).text.replace(/\s+/g, " ");
    expect(printed).toContain(en ? "Total $6,362.72" : "Total 6 362,72 $");
    expect(printed).toContain(en ? "Husqvarna PG 820 planetary grinder" : "Meuleuse planétaire Husqvarna PG 820");
    expect(text).toContain(pdf!.filename);
  });

  it("confirms an acceptance to both sides, each with a calendar file of the handover and the return", async () => {
    const [customer, staff] = await quoteAcceptedEmails({ ...facts(lang), acceptedName: "Jean Tremblay", acceptedAt, byStaff: false }, settings);
    const c = read(customer!);
    expect(c.subject).toBe(lang === "en" ? "Reservation confirmed: S-2026-000123 – Location Rive-Sud" : "Réservation confirmée : S-2026-000123 – Location Rive-Sud");
    expect(c.text).toContain(
      lang === "en"
        ? "You accepted version 2 of our quote on November 25, 2026 at 9:03 a.m., in the name of Jean Tremblay."
        : "Vous avez accepté la version 2 de notre soumission le 25 novembre 2026 à 09 h 03, au nom de Jean Tremblay.",
    );
    expect(c.text).toContain(lang === "en" ? "End of the rental: December 15, 2026" : "Fin de la location : 15 décembre 2026");
    expect(c.text).toContain(lang === "en" ? "24 to 48 hours before, 25% of the total" : "de 24 à 48 h avant, 25 % du total");
    const s = read(staff!);
    expect(s.subject).toBe("Soumission acceptée S-2026-000123 (version 2) – Jean Tremblay (Béton Tremblay inc.)");
    for (const fact of [
      "Acceptée le 25 novembre 2026 à 09 h 03",
      `soumission en ${lang === "en" ? "anglais" : "français"}`,
      "Nom tapé à l'acceptation : Jean Tremblay",
      "Par : Le client, en ligne",
      "Version : 2",
      "Total, taxes incluses : 6 362,72 $",
    ]) {
      expect(s.text).toContain(fact);
    }
    for (const [message, calendarLang] of [
      [customer!, lang],
      [staff!, "fr"],
    ] as const) {
      const [ics] = message.attachments ?? [];
      expect(ics?.filename).toBe(calendarLang === "en" ? "rental-S-2026-000123.ics" : "location-S-2026-000123.ics");
      expect(ics?.contentType).toBe("text/calendar");
      const calendar = parseIcs(Buffer.from(ics!.contentBase64, "base64").toString("utf8"));
      expect(calendar.events.map((e) => e.DTSTART?.value)).toEqual(["20261207T120000Z", "20261215"]);
      expect(calendar.events[0]?.SUMMARY?.value).toContain(calendarLang === "en" ? "Equipment handover" : "Remise de l'équipement");
      expect(calendar.events[0]?.DTSTAMP?.value).toBe("20261125T140300Z");
    }
  });

  it("says when staff recorded an acceptance given by phone", async () => {
    const [customer, staff] = await quoteAcceptedEmails({ ...facts(lang), acceptedName: "Jean Tremblay", acceptedAt, byStaff: true }, settings);
    expect(read(customer!).text).toContain(lang === "en" ? "We recorded the acceptance you gave us by phone" : "Nous avons enregistré l'acceptation que vous nous avez donnée par téléphone");
    expect(read(staff!).text).toContain("Par : Notre équipe, pour le client (par téléphone)");
  });

  it("tells both sides the cancellation fee: its band, percent and amount on the total taxes included", async () => {
    const f = facts(lang);
    // 30 h before the handover of Monday 7 December at 7:00: 25 %.
    const fee = cancellationFee({ totalCents: 636_272, handoverAt: new Date(f.document.handoverAt), now: new Date("2026-12-06T06:00:00Z") });
    expect(fee).toEqual({ band: "24-48", percent: 25, feeCents: 159_068 });
    const [customer, staff] = reservationCancelledEmails({ ...f, fee, feeWaived: null, at: acceptedAt, byStaff: false }, settings);
    expect(read(customer!).text).toContain(
      lang === "en"
        ? "Cancelled 24 to 48 hours before the equipment handover: under our cancellation policy, the fee is 25% of the total of $6,362.72 (taxes included), that is $1,590.68."
        : "Annulation de 24 à 48 h avant la remise de l'équipement : selon notre politique d'annulation, les frais sont de 25 % du total de 6 362,72 $ (taxes incluses), soit 1 590,68 $.",
    );
    const s = read(staff!);
    expect(s.subject).toBe("Réservation annulée S-2026-000123 – Jean Tremblay (Béton Tremblay inc.) – 25 % du total, soit 1 590,68 $");
    expect(s.text).toContain("Frais d'annulation : 25 % du total, soit 1 590,68 $");
    expect(s.text).toContain("Délai : de 24 à 48 h avant la remise de l'équipement");
  });

  it("tells a free cancellation and a waived fee with its reason", async () => {
    const f = facts(lang);
    const free = cancellationFee({ totalCents: 636_272, handoverAt: new Date(f.document.handoverAt), now: new Date("2026-12-01T12:00:00Z") });
    const [freeMail] = reservationCancelledEmails({ ...f, fee: free, feeWaived: null, at: acceptedAt, byStaff: false }, settings);
    expect(read(freeMail!).text).toContain(
      lang === "en" ? "Cancelled more than 48 hours before the equipment handover: no fee." : "Annulation plus de 48 h avant la remise de l'équipement : aucuns frais.",
    );
    const late = cancellationFee({ totalCents: 636_272, handoverAt: new Date(f.document.handoverAt), now: new Date("2026-12-07T13:00:00Z") });
    const [customer, staff] = reservationCancelledEmails({ ...f, fee: late, feeWaived: "Tempête de verglas : routes fermées", at: acceptedAt, byStaff: true }, settings);
    const c = read(customer!);
    expect(c.text).toContain(lang === "en" ? "No cancellation fee applies: Tempête de verglas : routes fermées" : "Aucuns frais d'annulation ne s'appliquent : Tempête de verglas : routes fermées");
    expect(c.text).toContain(lang === "en" ? "Our team cancelled your reservation" : "Notre équipe a annulé votre réservation");
    expect(c.text).not.toMatch(/100\s?%/);
    const s = read(staff!);
    expect(s.subject).toContain("Frais annulés par l'équipe");
    expect(s.text).toContain("Frais annulés par l'équipe : 6 362,72 $ annulés : Tempête de verglas : routes fermées");
    expect(s.text).toContain("Délai : après l'heure de remise, sans prise en charge");
  });

  it("gives staff a declined quote's reason and a date-change request's message, whole", async () => {
    const reason = "Nous avons trouvé moins cher ailleurs, merci quand même. ".repeat(6).trim();
    const [declined] = quoteDeclinedEmails({ ...facts(lang), reason, at: acceptedAt }, settings);
    expect(read(declined!).text).toContain(reason);
    expect(read(declined!).subject).toBe("Soumission refusée S-2026-000123 (version 2) – Jean Tremblay (Béton Tremblay inc.)");
    const [silent] = quoteDeclinedEmails({ ...facts(lang), reason: null, at: acceptedAt }, settings);
    expect(read(silent!).text).toContain("Le client n'a pas donné de raison.");
    const [free] = dateChangeRequestedEmails({ ...facts(lang), message: "Décaler au 14 décembre\nmême durée", free: true, at: acceptedAt }, settings);
    expect(read(free!).text).toContain("Décaler au 14 décembre\nmême durée");
    expect(read(free!).text).toContain("Sans frais : demandé plus de 24 h avant la remise de l'équipement.");
    expect(read(free!).html).toContain("Décaler au 14 décembre<br>même durée");
    const [late] = dateChangeRequestedEmails({ ...facts(lang), message: "<b>demain?</b>", free: false, at: acceptedAt }, settings);
    expect(late!.html).toContain("&lt;b&gt;demain?&lt;/b&gt;");
    expect(read(late!).text).toContain("Demandé moins de 24 h avant la remise");
  });

  it("tells the customer their quote expired, with the link to read it", () => {
    const [expired] = quoteExpiredEmails(facts(lang), settings);
    const { subject, text } = read(expired!);
    expect(subject).toBe(lang === "en" ? "Your quote S-2026-000123 has expired – Location Rive-Sud" : "Votre soumission S-2026-000123 est expirée – Location Rive-Sud");
    expect(text).toContain(LINK[lang]);
    expect(text).toContain(QUOTE_BUSINESS.phone);
  });
});

describe("a name typed by a stranger", () => {
  const LONG_NAME = ("Zoé-Marguerite Tremblay-Lachance de la Montagne-Verte " + "Visit https://spam.example/name ".repeat(5)).slice(0, 200);

  it("is cut to 50 characters in the customer's To: header, greeting and acceptance, and kept whole for staff", async () => {
    const f = facts("fr", { customer: { name: LONG_NAME, firstName: LONG_NAME, email: "victime@example.com", company: null } });
    const [customer, staff] = await quoteAcceptedEmails({ ...f, acceptedName: LONG_NAME, acceptedAt, byStaff: false }, settings);
    expect(customer!.to.name).toBe(LONG_NAME.slice(0, 50).trimEnd());
    for (const part of [customer!.subject, customer!.text, customer!.html]) expect(part).not.toContain("spam.example");
    expect(staff!.text).toContain(LONG_NAME);
    expect(staff!.replyTo).toEqual({ address: "victime@example.com", name: LONG_NAME });
    const [sent] = await quoteSentEmails(f, settings);
    expect(sent!.to.name).toBe(LONG_NAME.slice(0, 50).trimEnd());
  });
});

describe("an e-mail with attachments as nodemailer builds it", () => {
  it("carries the PDF and the .ics under their names, decodable by a mail reader", async () => {
    const [sent] = await quoteSentEmails(facts("fr"), settings);
    const [accepted] = await quoteAcceptedEmails({ ...facts("fr"), acceptedName: "Jean Tremblay", acceptedAt, byStaff: false }, settings);
    // Built by nodemailer's stream transport (no network): what an SMTP server would receive.
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    for (const message of [sent!, accepted!]) {
      const info = (await stream.sendMail({
        from: "x@example.com",
        to: message.to.address,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: mailAttachments(message.attachments ?? null),
      })) as { message: Buffer };
      const parsed = await simpleParser(info.message);
      expect(parsed.attachments.map((a) => a.filename)).toEqual(message.attachments!.map((a) => a.filename));
      expect(parsed.attachments[0]!.content.equals(Buffer.from(message.attachments![0]!.contentBase64, "base64"))).toBe(true);
    }
  });
});
