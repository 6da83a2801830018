import { describe, expect, it } from "vitest";
import { QUOTE_DATE_RULES, QUOTE_REQUEST, quoteFormData, quoteFormFields } from "../../../tests/support/quote-fixture.ts";
import { summaryOf } from "./errors.ts";
import { cartLineFields, QUOTE_FIELDS, quoteInputFromFormData, validateQuoteForm, type QuoteFormInput } from "./quote-form.ts";
import { contactInputFromFormData, validateContactForm } from "./contact-form.ts";

// Sunday 2026-11-22, 10:00 in Quebec; open Monday to Friday 7:00-17:00 and Saturday 8:00-12:00.
// The earliest start is Tuesday the 24th (Monday 7:00 is less than 24 h away).
const TODAY = QUOTE_DATE_RULES;

/** The shared request with one line (a standard transformer) and comments on two lines (as a browser sends them). */
function validInput(overrides: Record<string, unknown> = {}): QuoteFormInput {
  return {
    ...QUOTE_REQUEST,
    comments: "Dalle de 2000 pi²\r\nAccès par la ruelle",
    items: [{ id: "1", quantity: "2", period: "week", transformerType: "transformer-standard" }],
    ...overrides,
  };
}

function toFormData(input: QuoteFormInput): FormData {
  return quoteFormData(quoteFormFields(input));
}

describe("quote form", () => {
  it("accepts a complete request and normalises what it stores", () => {
    const result = validateQuoteForm(validInput(), TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ phone: "+15141234567", postalCode: "J4K 1A1", deliveryPostalCode: "J4H 1C9", comments: "Dalle de 2000 pi²\nAccès par la ruelle" });
    expect(result.value.items).toEqual([{ id: 1, quantity: 2, period: "week", transformerType: "transformer-standard", sweeperType: undefined, diamondType: undefined }]);
  });

  it("names each missing required field and sums them up with the spec's message", () => {
    const result = validateQuoteForm(validInput({ firstName: " ", lastName: "", email: "", phone: "" }), TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const field of ["firstName", "lastName", "email", "phone"]) expect(result.errors[field]?.key).toBe("validation.required");
    expect(summaryOf(result.errors, QUOTE_FIELDS).key).toBe("validation.requiredFields");
  });

  it("requires both acceptances and at least one item, with the spec's messages in the spec's order", () => {
    const noPrivacy = validateQuoteForm(validInput({ privacyAccepted: undefined, rentalPolicyAccepted: undefined }), TODAY);
    expect(!noPrivacy.ok && noPrivacy.errors.privacyAccepted?.key).toBe("quote.errors.privacyRequired");
    expect(!noPrivacy.ok && summaryOf(noPrivacy.errors, QUOTE_FIELDS).key).toBe("quote.errors.privacyRequired");
    const noRental = validateQuoteForm(validInput({ rentalPolicyAccepted: undefined }), TODAY);
    expect(!noRental.ok && summaryOf(noRental.errors, QUOTE_FIELDS).key).toBe("quote.errors.rentalPolicyRequired");
    const empty = validateQuoteForm(validInput({ items: [] }), TODAY);
    expect(!empty.ok && summaryOf(empty.errors, QUOTE_FIELDS).key).toBe("quote.errors.noItems");
  });

  it("requires the delivery site when delivering, not for a pickup at the counter", () => {
    const site = { deliveryAddress: "", deliveryCity: "", deliveryPostalCode: "" };
    const delivering = validateQuoteForm(validInput(site), TODAY);
    expect(!delivering.ok && [delivering.errors.deliveryAddress?.key, delivering.errors.deliveryCity?.key, delivering.errors.deliveryPostalCode?.key]).toEqual([
      "validation.required",
      "validation.required",
      "validation.required",
    ]);
    expect(validateQuoteForm(validInput({ ...site, deliveryNeeded: "pickup" }), TODAY).ok).toBe(true);
    expect(validateQuoteForm(validInput({ ...site, deliveryNeeded: "delivery-only" }), TODAY).ok).toBe(false);
  });

  it("refuses a start in the past (Quebec's today) and an end before the start; dates are optional", () => {
    const past = validateQuoteForm(validInput({ startDate: "2026-11-21", endDate: "2026-11-20" }), TODAY);
    expect(!past.ok && [past.errors.startDate?.key, past.errors.endDate?.key]).toEqual(["quote.errors.startInPast", "quote.errors.endBeforeStart"]);
    const backwards = validateQuoteForm(validInput({ startDate: "2026-11-25", endDate: "2026-11-24" }), TODAY);
    expect(!backwards.ok && backwards.errors.endDate?.key).toBe("quote.errors.endBeforeStart");
    expect(validateQuoteForm(validInput({ startDate: "2026-11-24", endDate: "2026-11-24" }), TODAY).ok).toBe(true);
    expect(validateQuoteForm(validInput({ startDate: "", endDate: "" }), TODAY).ok).toBe(true);
    const nonsense = validateQuoteForm(validInput({ startDate: "2026-02-30", endDate: "2026-03-02" }), TODAY);
    expect(!nonsense.ok && nonsense.errors.startDate?.key).toBe("quote.errors.invalidDate");
  });

  it("checks the dates with the rental policy: 24 h notice on an opening day, both dates, at most 90 days", () => {
    const errorsOf = (startDate: string, endDate: string) => {
      const result = validateQuoteForm(validInput({ startDate, endDate }), TODAY);
      return result.ok ? {} : { start: result.errors.startDate, end: result.errors.endDate };
    };
    // Today and tomorrow (Monday 7:00 is 21 h away) are too soon; the notice is named.
    expect(errorsOf("2026-11-22", "2026-11-26").start).toEqual({ key: "quote.errors.startTooSoon", n: 24 });
    expect(errorsOf("2026-11-23", "2026-11-26").start).toEqual({ key: "quote.errors.startTooSoon", n: 24 });
    // Sunday: closed.
    expect(errorsOf("2026-11-29", "2026-12-02").start).toEqual({ key: "quote.errors.startClosedDay" });
    // 90 days is the most online: 2026-11-24 to 2027-02-21 is 90 days, one more is refused.
    expect(errorsOf("2026-11-24", "2027-02-21")).toEqual({ start: undefined, end: undefined });
    expect(errorsOf("2026-11-24", "2027-02-22").end).toEqual({ key: "quote.errors.rentalTooLong", n: 90 });
    // One date alone cannot price anything.
    expect(errorsOf("2026-11-25", "").end).toEqual({ key: "quote.errors.endDateMissing" });
    expect(errorsOf("", "2026-11-25").start).toEqual({ key: "quote.errors.startDateMissing" });
  });

  it("checks a line's own dates with the same rules, on the line, and sums them up on the items", () => {
    const items = [
      { id: "1", quantity: "2", period: "week", startDate: "2026-11-26", endDate: "2026-11-28" },
      { id: "5", quantity: "1", period: "day", startDate: "2026-11-29", endDate: "2026-11-27" },
      { id: "8", quantity: "1", period: "fixed" },
    ];
    const result = validateQuoteForm(validInput({ items }), TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["items[0].startDate"]).toBeUndefined();
    expect(result.errors["items[1].startDate"]).toEqual({ key: "quote.errors.startClosedDay" });
    expect(result.errors["items[1].endDate"]).toEqual({ key: "quote.errors.endBeforeStart" });
    expect(result.errors.items).toEqual({ key: "quote.errors.lineDates" });
    const fine = validateQuoteForm(validInput({ items: [items[0]!, items[2]!] }), TODAY);
    expect(fine.ok && fine.value.items.map((line) => [line.startDate, line.endDate])).toEqual([
      ["2026-11-26", "2026-11-28"],
      [undefined, undefined],
    ]);
  });

  it("bounds every field and refuses line breaks in one-line fields", () => {
    const result = validateQuoteForm(validInput({ company: "x".repeat(121), lastName: "Tremblay\nBcc: a@b.c", postalCode: "J4K 1A1 X", comments: "y".repeat(2001) }), TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.company).toEqual({ key: "validation.maxChars", n: 120 });
    expect(result.errors.lastName?.key).toBe("quote.errors.lineBreak");
    expect(result.errors.postalCode).toEqual({ key: "validation.maxChars", n: 7 });
    expect(result.errors.comments).toEqual({ key: "validation.maxChars", n: 2000 });
  });

  it("reads the cart lines from ordinary form fields and drops any price the browser sends", () => {
    const data = toFormData(validInput());
    data.set("items[0].pricePerPeriod", "0.01");
    data.set("items[0].total", "0.01");
    data.set("total", "0.01");
    data.set("items[1].id", "8");
    data.set("items[1].quantity", "abc");
    data.set("items[1].period", "fixed");
    const input = quoteInputFromFormData(data);
    expect(input.items).toEqual([
      { id: "1", quantity: "2", period: "week", transformerType: "transformer-standard" },
      { id: "8", quantity: "abc", period: "fixed" },
    ]);
    expect(input).not.toHaveProperty("total");
    const result = validateQuoteForm(input, TODAY);
    // A non-numeric quantity falls back to 1 (spec 5).
    expect(result.ok && result.value.items[1]?.quantity).toBe(1);
  });

  it("posts a cart as the fields the server reads back, a line's own dates too", () => {
    const fields = cartLineFields([
      { id: 9, quantity: 3, period: "day", options: { diamondType: "diamond-fine" } },
      { id: 1, quantity: 1, period: "day", startDate: "2026-12-04", endDate: "2026-12-12" },
    ]);
    const data = new FormData();
    for (const field of fields) data.set(field.name, field.value);
    expect(quoteInputFromFormData(data).items).toEqual([
      { id: "9", quantity: "3", period: "day", diamondType: "diamond-fine" },
      { id: "1", quantity: "1", period: "day", startDate: "2026-12-04", endDate: "2026-12-12" },
    ]);
  });

  it("refuses a malformed line", () => {
    const result = validateQuoteForm(validInput({ items: [{ id: "1", quantity: "2", period: "month" }] }), TODAY);
    expect(!result.ok && result.errors.items?.key).toBe("quote.errors.invalidItems");
  });
});

describe("contact form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return contactInputFromFormData(data);
  };

  it("requires name, e-mail, message and the privacy acceptance; phone and subject are optional", () => {
    const result = validateContactForm(form({}));
    expect(!result.ok && Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.key]))).toEqual({
      name: "validation.required",
      email: "validation.required",
      message: "validation.required",
      privacyAccepted: "quote.errors.privacyRequired",
    });
    const ok = validateContactForm(form({ name: "Marie Roy", email: "marie@example.com", message: "Bonjour", privacyAccepted: "on" }));
    expect(ok.ok && ok.value).toMatchObject({ name: "Marie Roy", phone: undefined, subject: undefined, message: "Bonjour" });
  });

  it("checks the optional phone and the subject list", () => {
    const result = validateContactForm(form({ name: "M", email: "m@example.com", message: "x", privacyAccepted: "on", phone: "123", subject: "spam" }));
    expect(!result.ok && [result.errors.phone?.key, result.errors.subject?.key]).toEqual(["validation.invalidPhone", "validation.pleaseSelect"]);
    const fine = validateContactForm(form({ name: "M", email: "m@example.com", message: "x", privacyAccepted: "on", phone: "450.555.0199", subject: "billing" }));
    expect(fine.ok && [fine.value.phone, fine.value.subject]).toEqual(["+14505550199", "billing"]);
  });
});
