import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedCatalogue } from "../../tests/support/catalogue-fixture.ts";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { QUOTE_DATE_RULES, quoteFormData, quoteFormFields } from "../../tests/support/quote-fixture.ts";
import { defaultBusiness } from "../config/business.ts";
import { getRequestDetail } from "../db/admin-requests.server.ts";
import { catalogueProducts } from "../db/catalogue-schema.ts";
import type { Db } from "../db/client.server.ts";
import { emailsOfSubmission } from "../db/outbox.server.ts";
import { emailOutbox, submissionItems, submissions } from "../db/schema.ts";
import { findSubmissionByReference, saveQuoteRequest } from "../db/submissions.server.ts";
import { MAX_LINE_QUANTITY } from "../domain/quote/limits.ts";
import { priceQuote } from "../domain/quote/priced-quote.ts";
import { validateQuoteForm, quoteInputFromFormData } from "../domain/validation/quote-form.ts";
import { translate } from "../i18n/index.ts";
import { submitContactMessage } from "./contact.server.ts";
import { submitQuoteRequest, type SubmitInput } from "./quote.server.ts";

const settings = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "staff@location-rive-sud.example",
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
};
/** Intl writes French amounts with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
// 10:00 in Quebec on 2026-11-22.
const NOW = new Date("2026-11-22T15:00:00Z");

/** The shared request, some fields changed (or, set to undefined, left out). */
function quoteForm(changes: Record<string, string | undefined> = {}): FormData {
  return quoteFormData({ ...quoteFormFields(), ...changes });
}

function input(db: Db, formData: FormData, extra: Partial<SubmitInput> = {}): SubmitInput {
  return { db, formData, lang: "fr", settings, clientIp: "203.0.113.7", requestId: "req1", now: NOW, ...extra };
}

async function counts(db: Db) {
  const [s] = await db.select({ n: count() }).from(submissions);
  const [i] = await db.select({ n: count() }).from(submissionItems);
  const [o] = await db.select({ n: count() }).from(emailOutbox);
  return { submissions: Number(s?.n), items: Number(i?.n), outbox: Number(o?.n) };
}

describeEachDatabase("quote requests", (current) => {
  it("are priced from the catalogue in the database as it is at the request, and an old request never changes", async () => {
    const { db } = current();
    expect((await submitQuoteRequest(input(db, quoteForm({ submissionKey: "before" })))).status).toBe(200);
    await db
      .update(catalogueProducts)
      .set({ priceWeek: 1300, name: { fr: "Meuleuse renommée", en: "Renamed grinder" } })
      .where(eq(catalogueProducts.id, 1));
    expect((await submitQuoteRequest(input(db, quoteForm({ submissionKey: "after" })))).status).toBe(200);

    // The request's 8 days (2026-11-25 to 12-02) cost 1 week + 1 day: 1 225 + 350, then 1 300 + 350.
    const line = async (reference: string, lang: "fr" | "en") => (await getRequestDetail(db, reference, lang))!.items[0]!;
    expect(await line("S-2026-000002", "en")).toMatchObject({ productId: 1, name: "Renamed grinder", unitPrice: 1650, lineTotal: 3300 });
    expect(await line("S-2026-000001", "en")).toMatchObject({ productId: 1, name: "Husqvarna PG 820 planetary grinder", unitPrice: 1575, lineTotal: 3150 });
    expect(await line("S-2026-000001", "fr")).toMatchObject({ name: "Meuleuse planétaire Husqvarna PG 820", unitPrice: 1575 });

    // An archived product is no longer offered; the requests that have it keep their line.
    await db.update(catalogueProducts).set({ archivedAt: NOW }).where(eq(catalogueProducts.id, 4));
    const refused = await submitQuoteRequest(input(db, quoteForm({ submissionKey: "archived" })));
    expect(refused).toMatchObject({ status: 400, body: { ok: false, reason: "items" } });
    expect((await getRequestDetail(db, "S-2026-000001", "en"))!.items[2]).toMatchObject({ productId: 4, unitPrice: 652.5 });
  });

  it("store the request, its lines and both e-mails together, priced by the server", async () => {
    const { db } = current();
    const answer = await submitQuoteRequest(input(db, quoteForm()));
    expect(answer).toEqual({ status: 200, body: { ok: true, reference: "S-2026-000001" } });

    const stored = await findSubmissionByReference(db, "S-2026-000001");
    expect(stored).toMatchObject({
      type: "quote",
      status: "new",
      lang: "fr",
      userId: null,
      name: "Jean Tremblay",
      email: "jean@example.com",
      phone: "+15141234567",
      postalCode: "J4K 1A1",
      deliveryChoice: "delivery",
      deliveryNeeded: true,
      deliveryAddress: "300, rue Saint-Charles",
      startDate: "2026-11-25",
      endDate: "2026-12-02",
      message: "Dalle de 2000 pi²",
      // 8 days = 1 week + 1 day: 2 × (1 225 + 350) + 10 × 45 (sold: never multiplied) + (507,50 + 145)
      // = 4 252,50; delivery to J4H (about 19 km by road from La Prairie) 2 trips × 150 = 300;
      // subtotal 4 552,50; TPS 227,63 (227,625); TVQ 454,11 (454,111875).
      deliveryEstimate: 300,
      subtotal: 4552.5,
      tps: 227.63,
      tvq: 454.11,
      totalAmount: 5234.24,
    });
    expect(stored?.items.map((i) => [i.productId, i.quantity, i.period, i.unitPrice, i.lineTotal, i.startDate, i.endDate, i.weeks, i.days, i.transformerType])).toEqual([
      [1, 2, "week", 1575, 3150, "2026-11-25", "2026-12-02", 1, 1, "transformer-industrial"],
      [8, 10, "fixed", 45, 450, null, null, null, null, null],
      [4, 1, "week", 652.5, 652.5, "2026-11-25", "2026-12-02", 1, 1, null],
    ]);

    const emails = await emailsOfSubmission(db, stored!.id);
    expect(emails.map((e) => [e.kind, e.lang, e.toAddress, e.status])).toEqual([
      ["quote-customer", "fr", "jean@example.com", "pending"],
      ["quote-staff", "fr", "staff@location-rive-sud.example", "pending"],
    ]);
    const staff = emails.find((e) => e.kind === "quote-staff")!;
    expect(staff.subject).toBe("Nouvelle demande de soumission S-2026-000001 – Jean Tremblay (Béton Tremblay inc.)");
    expect(staff.replyToAddress).toBe("jean@example.com");
    for (const text of [
      "Chantier Dubois",
      "25 novembre 2026",
      "Oui, livraison et récupération",
      "Meuleuse planétaire Husqvarna PG 820",
      "2 × 1 575,00 $ (1 sem. + 1 j, du 25 novembre au 2 décembre) = 3 150,00 $",
      "Tarifs : 350,00 $ / jour · 1 225,00 $ / semaine",
      "+ Transformateur 600 V industriel",
      "10 × 45,00 $ (prix fixe) = 450,00 $",
      "Livraison (estimation, confirmée dans la soumission) : 300,00 $",
      "TPS (5 %) : 227,63 $",
      "TVQ (9,975 %) : 454,11 $",
      "Total estimé : 5 234,24 $",
      "514-123-4567",
    ]) {
      expect(plain(staff.textBody)).toContain(text);
    }
    expect(staff.messageId).toMatch(/^<[0-9a-f-]{36}@location-rive-sud\.example>$/);
  });

  it("refuse dates the rental policy does not allow, on the project or on a line, naming each problem and storing nothing", async () => {
    const { db } = current();
    // Sunday 10:00: Monday 7:00 is less than 24 h away.
    const tooSoon = await submitQuoteRequest(input(db, quoteForm({ startDate: "2026-11-23", endDate: "2026-11-30" })));
    expect(tooSoon).toMatchObject({ status: 400, body: { ok: false, reason: "validation", fieldErrors: { startDate: { key: "quote.errors.startTooSoon", n: 24 } } } });
    const tooLong = await submitQuoteRequest(input(db, quoteForm({ endDate: "2027-03-01" })));
    expect(tooLong).toMatchObject({ status: 400, body: { fieldErrors: { endDate: { key: "quote.errors.rentalTooLong", n: 90 } } } });
    const line = await submitQuoteRequest(input(db, quoteForm({ "items[2].startDate": "2026-11-29", "items[2].endDate": "2026-11-30" })));
    expect(line).toMatchObject({ status: 400, body: { fieldErrors: { items: { key: "quote.errors.lineDates" }, "items[2].startDate": { key: "quote.errors.startClosedDay" } } } });
    expect(await counts(db)).toEqual({ submissions: 0, items: 0, outbox: 0 });
  });

  it("price a line for its own dates, and keep the old estimate per period without dates", async () => {
    const { db } = current();
    const answer = await submitQuoteRequest(
      input(db, quoteForm({ startDate: undefined, endDate: undefined, "items[2].startDate": "2026-11-26", "items[2].endDate": "2026-11-27", deliveryPostalCode: "V6B 1A1" })),
    );
    const stored = await findSubmissionByReference(db, answer.body.ok ? answer.body.reference : "");
    expect(stored?.items.map((i) => [i.productId, i.period, i.unitPrice, i.lineTotal, i.startDate, i.weeks, i.days])).toEqual([
      [1, "week", 1225, 2450, null, null, null],
      [8, "fixed", 45, 450, null, null, null],
      // The vacuum for its own 2 days: 2 × 145.
      [4, "week", 290, 290, "2026-11-26", 0, 2],
    ]);
    // Vancouver: too far for an estimate. No amount, confirmed in the quote.
    expect(stored).toMatchObject({ deliveryEstimate: null, subtotal: 3190 });
    const staff = (await emailsOfSubmission(db, stored!.id)).find((e) => e.kind === "quote-staff")!;
    expect(plain(staff.textBody)).toContain("Livraison : confirmé dans la soumission");
    expect(plain(staff.textBody)).toContain("Code postal inconnu ou trop loin pour une estimation");
  });

  it("store nothing when the form is invalid", async () => {
    const { db } = current();
    const answer = await submitQuoteRequest(input(db, quoteForm({ email: "", privacyAccepted: undefined })));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, reason: "validation", message: { key: "validation.requiredFields" } });
    expect(!answer.body.ok && answer.body.fieldErrors).toMatchObject({ email: { key: "validation.required" }, privacyAccepted: { key: "quote.errors.privacyRequired" } });
    expect(await counts(db)).toEqual({ submissions: 0, items: 0, outbox: 0 });
  });

  it("ignore every price the browser sends", async () => {
    const { db } = current();
    const form = quoteForm({ "items[0].pricePerPeriod": "0.01", "items[0].unitPrice": "0.01", "items[0].lineTotal": "0.02", subtotal: "1", total: "1", totalAmount: "1" });
    const answer = await submitQuoteRequest(input(db, form));
    expect(answer.body.ok).toBe(true);
    const stored = await findSubmissionByReference(db, answer.body.ok ? answer.body.reference : "");
    expect(stored?.items[0]).toMatchObject({ unitPrice: 1575, lineTotal: 3150 });
    expect(stored?.totalAmount).toBe(5234.24);
  });

  it("refuse a line the catalogue does not offer, storing nothing", async () => {
    const { db } = current();
    const answer = await submitQuoteRequest(input(db, quoteForm({ "items[1].id": "9999" })));
    expect(answer).toMatchObject({ status: 400, body: { ok: false, reason: "items", message: { key: "quote.errors.invalidItems" } } });
    expect(await counts(db)).toEqual({ submissions: 0, items: 0, outbox: 0 });
  });

  it("refuse a quantity over the per-line limit by naming the limit and offering the phone, in both languages", async () => {
    const { db } = current();
    const answer = await submitQuoteRequest(input(db, quoteForm({ "items[1].quantity": String(MAX_LINE_QUANTITY + 1) })));
    const vars = { n: MAX_LINE_QUANTITY, phone: defaultBusiness.phone };
    expect(answer).toMatchObject({
      status: 400,
      body: { ok: false, reason: "validation", message: { key: "quote.errors.quantityTooHigh", vars }, fieldErrors: { items: { key: "quote.errors.quantityTooHigh", n: MAX_LINE_QUANTITY } } },
    });
    expect(await counts(db)).toEqual({ submissions: 0, items: 0, outbox: 0 });
    // Not the "no longer offered" message: the item is fine, the quantity is not.
    for (const lang of ["fr", "en"] as const) {
      const text = plain(translate(lang, "quote.errors.quantityTooHigh", vars));
      expect(text).toContain("999");
      expect(text).toContain(defaultBusiness.phone);
      expect(text).not.toBe(translate(lang, "quote.errors.invalidItems"));
    }
  });

  it("roll everything back when an e-mail cannot be queued (one transaction)", async () => {
    const { db } = current();
    const validated = validateQuoteForm(quoteInputFromFormData(quoteForm()), QUOTE_DATE_RULES);
    if (!validated.ok) throw new Error("fixture invalid");
    const priced = priceQuote(seedCatalogue, validated.value.items);
    if (!priced.ok) throw new Error("fixture not priced");
    const broken = saveQuoteRequest(db, validated.value, priced.quote, {
      lang: "fr",
      messageIdDomain: "example.com",
      // The outbox row violates NOT NULL: the insert fails after the request and its lines were written.
      emails: () => [{ kind: "quote-staff", lang: "fr", to: { address: null as unknown as string }, subject: "x", text: "x", html: "x" }],
    });
    await expect(broken).rejects.toThrow();
    expect(await counts(db)).toEqual({ submissions: 0, items: 0, outbox: 0 });
  });

  it("answer a re-sent form with the request already stored (double click, refresh, retry)", async () => {
    const { db } = current();
    const key = "0f6c1a52-8a1e-4d5b-9f0e-1b2c3d4e5f60";
    const first = await submitQuoteRequest(input(db, quoteForm({ submissionKey: key })));
    const again = await Promise.all([submitQuoteRequest(input(db, quoteForm({ submissionKey: key }))), submitQuoteRequest(input(db, quoteForm({ submissionKey: key })))]);
    expect(again.map((a) => a.body)).toEqual([first.body, first.body]);
    expect(await counts(db)).toEqual({ submissions: 1, items: 3, outbox: 2 });
    // The same key with another person's e-mail is refused, never answered with their reference.
    const stranger = await submitQuoteRequest(input(db, quoteForm({ submissionKey: key, email: "other@example.com" })));
    expect(stranger.body.ok).toBe(false);
  });

  it("give unique, consecutive references to concurrent requests", async () => {
    const { db } = current();
    const answers = await Promise.all(
      // One address each: acknowledgements to one unproven address are capped at 3 a day.
      Array.from({ length: 12 }, (_, i) => submitQuoteRequest(input(db, quoteForm({ email: `client${i}@example.com` }), { clientIp: `198.51.100.${i}` }))),
    );
    const references = answers.map((a) => (a.body.ok ? a.body.reference : "failed")).sort();
    expect(references).toEqual(Array.from({ length: 12 }, (_, i) => `S-2026-${String(i + 1).padStart(6, "0")}`));
    expect(await counts(db)).toEqual({ submissions: 12, items: 36, outbox: 24 });
  });

  it("write the customer's confirmation in the page's language, the staff summary in French", async () => {
    const { db } = current();
    const answer = await submitQuoteRequest(input(db, quoteForm({ deliveryNeeded: "pickup", deliveryAddress: "", deliveryCity: "", deliveryPostalCode: "" }), { lang: "en" }));
    const stored = await findSubmissionByReference(db, answer.body.ok ? answer.body.reference : "");
    expect(stored).toMatchObject({ lang: "en", deliveryChoice: "pickup", deliveryNeeded: false, deliveryAddress: null });
    const emails = await emailsOfSubmission(db, stored!.id);
    const customer = emails.find((e) => e.kind === "quote-customer")!;
    expect(customer.lang).toBe("en");
    expect(customer.subject).toBe(`Your quote request ${stored!.reference} – Location Rive-Sud`);
    expect(plain(customer.textBody)).toContain("Husqvarna PG 820 planetary grinder");
    // Picked up at the counter: no delivery amount; GST on 4 252,50 = 212,625 → 212,63.
    expect(plain(customer.textBody)).toContain("2 × $1,575.00 (1 wk + 1 d, from November 25 to December 2) = $3,150.00");
    expect(plain(customer.textBody)).toContain("GST (5%): $212.63");
    expect(plain(customer.textBody)).not.toContain("Delivery (");
    expect(plain(customer.textBody)).toContain("No, I will pick up the equipment at the counter");
    expect(emails.find((e) => e.kind === "quote-staff")?.textBody).toContain("Aucune livraison : le client passe au comptoir.");
  });

  it("refuse the honeypot and the eleventh request from one IP in a window", async () => {
    const { db } = current();
    const trapped = await submitQuoteRequest(input(db, quoteForm({ website: "http://spam.example" })));
    expect(trapped).toMatchObject({ status: 400, body: { ok: false, reason: "honeypot", message: { key: "quote.errors.honeypot", vars: { phone: "450-555-0142" } } } });
    expect((await counts(db)).submissions).toBe(0);

    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await submitQuoteRequest(input(db, quoteForm({ email: "" }), { clientIp: "192.0.2.50" })));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const limited = await submitQuoteRequest(input(db, quoteForm(), { clientIp: "192.0.2.50" }));
    expect(limited).toMatchObject({ status: 429, body: { ok: false, reason: "rate-limited", message: { key: "quote.errors.rateLimited", vars: { minutes: 15, phone: "450-555-0142" } } } });
    // Another visitor is not affected.
    expect((await submitQuoteRequest(input(db, quoteForm(), { clientIp: "192.0.2.51" }))).status).toBe(200);
  });
});

describeEachDatabase("contact messages", (current) => {
  function contactForm(fields: Record<string, string>): FormData {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: "Marie Roy",
      email: "marie@example.com",
      phone: "450 555 0199",
      subject: "delivery",
      message: "Livrez-vous à Laval?\nMerci",
      privacyAccepted: "on",
      ...fields,
    })) {
      data.set(k, v);
    }
    return data;
  }

  it("store the message with both e-mails and a C- reference", async () => {
    const { db } = current();
    const answer = await submitContactMessage(input(db, contactForm({}), { lang: "en" }));
    expect(answer).toEqual({ status: 200, body: { ok: true, reference: "C-2026-000001" } });
    const stored = await findSubmissionByReference(db, "C-2026-000001");
    expect(stored).toMatchObject({ type: "contact", lang: "en", name: "Marie Roy", phone: "+14505550199", subject: "delivery", message: "Livrez-vous à Laval?\nMerci", totalAmount: null, items: [] });
    const emails = await emailsOfSubmission(db, stored!.id);
    expect(emails.map((e) => [e.kind, e.lang, e.toAddress])).toEqual([
      ["contact-customer", "en", "marie@example.com"],
      ["contact-staff", "fr", "staff@location-rive-sud.example"],
    ]);
    expect(emails[1]?.subject).toBe("Nouveau message C-2026-000001 – Livraison et cueillette – Marie Roy");
    expect(emails[0]?.subject).toBe("We received your message C-2026-000001 – Location Rive-Sud");
  });

  it("store nothing when invalid, and escape what was typed in the HTML", async () => {
    const { db } = current();
    const invalid = await submitContactMessage(input(db, contactForm({ message: "", privacyAccepted: "" })));
    expect(invalid.status).toBe(400);
    expect(await counts(db)).toEqual({ submissions: 0, items: 0, outbox: 0 });

    const answer = await submitContactMessage(input(db, contactForm({ name: "<script>alert(1)</script>", message: "<b>gras</b> & co" })));
    const stored = await findSubmissionByReference(db, answer.body.ok ? answer.body.reference : "");
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.submissionId, stored!.id)).limit(1);
    expect(row?.htmlBody).not.toContain("<script>");
    expect(row?.htmlBody).toContain("&lt;b&gt;gras&lt;/b&gt; &amp; co");
  });
});
