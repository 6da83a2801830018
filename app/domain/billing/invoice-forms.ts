/**
 * The invoice screen's forms as staff fill them (app/routes/admin-invoice.tsx): a line added to a
 * draft, the damage waiver, a payment, the deposit applied or given back, a payment refunded, a
 * credit note. Each check reads the posted fields and answers the value in integer cents, or one
 * translated error per field. Amounts are what staff type; whether they fit the balance or the
 * deposit held is the ledger's rule (./ledger.ts), checked under the rental's lock.
 */
import { parseDollars } from "../catalogue/product-form.ts";
import type { FieldErrors } from "../validation/errors.ts";
import { hasControlCharacter, hasLineBreak } from "../validation/fields.ts";
import { COUNTER_PAYMENT_METHODS, MAX_ENTRY_CENTS, type CounterPaymentMethod } from "./ledger.ts";

/** What the screen's forms post, one intent each. */
export const INVOICE_INTENTS = ["new-draft", "add-line", "remove-line", "waiver", "discard", "issue", "payment", "apply-deposit", "refund-deposit", "refund-payment", "credit-note"] as const;
export type InvoiceIntent = (typeof INVOICE_INTENTS)[number];

export const INVOICE_TEXT_MAX = { label: 120, reference: 60, reason: 500 } as const;

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
type Read = (name: string) => string;

const done = <T>(errors: FieldErrors, value: () => T): Checked<T> => (Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value() });

/** One line of text, trimmed, within `max`; undefined when it breaks a rule. */
function line(value: string, max: number): string | undefined {
  const text = value.trim();
  return text.length <= max && !hasLineBreak(text) && !hasControlCharacter(text) ? text : undefined;
}

/** Cents of a positive amount in dollars ("120,50", "1 200 $"), at most MAX_ENTRY_CENTS; undefined otherwise. */
function positiveCents(value: string): number | undefined {
  const dollars = parseDollars(value);
  const cents = dollars === undefined ? undefined : Math.round(dollars * 100);
  return cents !== undefined && cents >= 1 && cents <= MAX_ENTRY_CENTS ? cents : undefined;
}

function amountField(read: Read, errors: FieldErrors, name = "amount"): number {
  const cents = positiveCents(read(name));
  if (cents === undefined) errors[name] = { key: read(name).trim() === "" ? "validation.required" : "adminUnits.invoice.errors.amount" };
  return cents ?? 0;
}

function reasonField(read: Read, errors: FieldErrors): string {
  const reason = read("reason").trim();
  if (reason.length < 2 || reason.length > INVOICE_TEXT_MAX.reason || hasControlCharacter(reason, { multiLine: true }))
    errors.reason = { key: reason === "" ? "validation.required" : "adminUnits.invoice.errors.reason" };
  return reason;
}

function methodField(read: Read, errors: FieldErrors): CounterPaymentMethod {
  const method = COUNTER_PAYMENT_METHODS.find((known) => known === read("method"));
  if (!method) errors.method = { key: "validation.pleaseSelect" };
  return method ?? "cash";
}

/** A reference, required for a card at the terminal (its authorization number) and a cheque (its number). */
function referenceField(read: Read, errors: FieldErrors, method: CounterPaymentMethod, required: boolean): string | null {
  const reference = line(read("reference"), INVOICE_TEXT_MAX.reference);
  if (reference === undefined) errors.reference = { key: "adminUnits.invoice.errors.reference" };
  else if (reference === "" && required && (method === "card-terminal" || method === "cheque")) errors.reference = { key: "adminUnits.invoice.errors.referenceRequired" };
  return reference || null;
}

export type DraftLineValue = { label: string; quantity: number; unitCents: number };

/** A line staff add to a draft: what it is, how many (up to 2 decimals: hours), the price of one. */
export function checkDraftLine(read: Read): Checked<DraftLineValue> {
  const errors: FieldErrors = {};
  const label = line(read("label"), INVOICE_TEXT_MAX.label);
  if (!label || label.length < 2) errors.label = { key: label === "" ? "validation.required" : "adminUnits.invoice.errors.label" };
  const quantityText = read("quantity").trim().replace(",", ".");
  const quantity = quantityText === "" ? 1 : /^\d{1,4}(\.\d{1,2})?$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity > 0)) errors.quantity = { key: "adminUnits.invoice.errors.quantity" };
  const unitCents = amountField(read, errors, "unitPrice");
  if (!errors.quantity && !errors.unitPrice && Math.round(quantity * unitCents) > MAX_ENTRY_CENTS) errors.unitPrice = { key: "adminUnits.invoice.errors.amount" };
  return done(errors, () => ({ label: label!, quantity, unitCents }));
}

export type WaiverValue = { percent: number; note: string | null };

/** The damage waiver: a percentage from 0 to 100 (up to 2 decimals), and a note (why it is declined or changed). */
export function checkWaiver(read: Read): Checked<WaiverValue> {
  const errors: FieldErrors = {};
  const text = read("waiverPercent").trim().replace(",", ".").replace(/\s*%$/, "");
  const percent = text === "" ? 0 : /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  if (!(percent >= 0 && percent <= 100)) errors.waiverPercent = { key: "adminUnits.invoice.errors.waiverPercent" };
  const note = read("waiverNote").trim();
  if (note.length > INVOICE_TEXT_MAX.reason || hasControlCharacter(note, { multiLine: true })) errors.waiverNote = { key: "adminUnits.invoice.errors.reason" };
  return done(errors, () => ({ percent, note: note || null }));
}

export type PaymentValue = { amountCents: number; method: CounterPaymentMethod; reference: string | null };

export function checkPayment(read: Read): Checked<PaymentValue> {
  const errors: FieldErrors = {};
  const amountCents = amountField(read, errors);
  const method = methodField(read, errors);
  const reference = referenceField(read, errors, method, true);
  return done(errors, () => ({ amountCents, method, reference }));
}

export function checkDepositApplied(read: Read): Checked<{ amountCents: number }> {
  const errors: FieldErrors = {};
  const amountCents = amountField(read, errors);
  return done(errors, () => ({ amountCents }));
}

export type DepositRefundValue = { amountCents: number; method: CounterPaymentMethod; reference: string | null; reason: string };

/** The deposit given back, in full or in part: how (the card's authorization released, cash…), and why. */
export function checkDepositRefund(read: Read): Checked<DepositRefundValue> {
  const errors: FieldErrors = {};
  const amountCents = amountField(read, errors);
  const method = methodField(read, errors);
  const reference = referenceField(read, errors, method, false);
  const reason = reasonField(read, errors);
  return done(errors, () => ({ amountCents, method, reference, reason }));
}

export type PaymentRefundValue = { amountCents: number; reason: string };

export function checkPaymentRefund(read: Read): Checked<PaymentRefundValue> {
  const errors: FieldErrors = {};
  const amountCents = amountField(read, errors);
  const reason = reasonField(read, errors);
  return done(errors, () => ({ amountCents, reason }));
}

export type CreditNoteValue = { scope: { kind: "full" } | { kind: "partial"; subtotalCents: number }; reason: string };

/** A credit note: the whole of what is left of the invoice, or an amount before taxes; always with its reason. */
export function checkCreditNote(read: Read): Checked<CreditNoteValue> {
  const errors: FieldErrors = {};
  const full = read("scope") === "full";
  if (!full && read("scope") !== "partial") errors.scope = { key: "validation.pleaseSelect" };
  const subtotalCents = full ? 0 : amountField(read, errors);
  const reason = reasonField(read, errors);
  return done(errors, () => ({ scope: full ? { kind: "full" as const } : { kind: "partial" as const, subtotalCents }, reason }));
}
