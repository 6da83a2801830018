/**
 * The quote staff prepare: what they type, the checks it must pass, and its price as
 * the server computes it. Pure: the products' rates are passed in (app/db/quote-drafts.server.ts
 * reads them), the day is passed in. A rented line costs, per unit, the cheapest combination of
 * weeks and days for its dates (../rental/duration-pricing.ts) unless staff set another price
 * with a reason; an item for sale costs its price, never multiplied by days. Totals are the
 * Quebec invoice's (../rental/quote-document.ts).
 *
 * Errors are problem codes by field path ("lines.0.endDate": "order"), not texts: the staff
 * page words them (DRAFT_PROBLEMS).
 */
import type { Localized } from "../catalogue/types.ts";
import { businessInstant } from "../business-clock.ts";
import { toCents } from "../pricing.ts";
import { durationPrice, rentalRates } from "../rental/duration-pricing.ts";
import { QUOTE_EXTRA_KINDS, quoteDocumentTotals, type QuoteDocument, type QuoteDocumentExtra, type QuoteDocumentLine, type QuoteExtraKind } from "../rental/quote-document.ts";
import { rentalDayCount } from "../rental/rental-dates.ts";
import { hasControlCharacter } from "../validation/fields.ts";
import { isIsoDate } from "../validation/dates.ts";

/** What a staff member types in the quote editor for one line (the server prices it). */
export type QuoteLineInput = {
  productId: number;
  quantity: number;
  /** Rented lines: both required. Sold: null. */
  startDate: string | null;
  endDate: string | null;
  /** Price of ONE unit for the whole duration, when staff change the catalogue's; needs priceReason. */
  unitTotalOverride: number | null;
  priceReason: string | null;
};

export type QuoteExtraInput = { kind: QuoteExtraKind; label: { fr: string; en: string }; quantity: number; unitPrice: number };

export type QuoteDraftInput = {
  lines: QuoteLineInput[];
  extras: QuoteExtraInput[];
  deliveryFee: number;
  discount: number;
  deposit: number;
  /** Quebec date and time of the handover. */
  handoverDate: string;
  handoverTime: string;
  validUntil: string;
  note: string | null;
};

/** The problems a draft's field may have (the staff page words each one). */
export const DRAFT_PROBLEMS = [
  /** Missing (a rented line's dates, a line at least, a price reason…). */
  "required",
  /** No such product in the catalogue. */
  "product",
  /** A quantity outside 1-999 or not whole. */
  "quantity",
  /** Not a real date (YYYY-MM-DD). */
  "date",
  /** An end before its start. */
  "order",
  /** A rental longer than MAX_QUOTE_RENTAL_DAYS, or too many lines or extras. */
  "too-long",
  /** A changed price without its reason. */
  "reason",
  /** An amount below 0, with more than 2 decimals, or too large. */
  "money",
  /** Not a time of day (HH:MM). */
  "time",
  /** An extra's name missing in one language. */
  "label",
  /** Not one of the extras' kinds. */
  "kind",
  /** A text too long, or with an invisible character. */
  "text",
  /** A validity date already past. */
  "past",
  /** A discount larger than what it is taken from. */
  "discount",
] as const;
export type DraftProblem = (typeof DRAFT_PROBLEMS)[number];
/** Problems by field path: "lines.0.quantity", "extras.1.unitPrice", "deliveryFee"… */
export type DraftErrors = Partial<Record<string, DraftProblem>>;

/** The catalogue's facts about a product that price a line. */
export type DraftProduct = { id: number; name: Localized; priceDay: number | null; priceWeek: number | null; salePrice: number | null };

/** Limits of the editor: staff may quote longer rentals than the 90 days asked online. */
export const QUOTE_DRAFT_LIMITS = { lines: 100, extras: 30, quantity: 999, rentalDays: 366, money: 9_999_999.99, label: 120, reason: 300, note: 2000 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A sum of money staff typed: finite, 0 or more, at most 2 decimals, not absurd. */
export function isMoney(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= QUOTE_DRAFT_LIMITS.money && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const isQuantity = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= QUOTE_DRAFT_LIMITS.quantity;

function badText(value: string, max: number, multiLine = false): boolean {
  return value.length > max || hasControlCharacter(value, { multiLine });
}

const isSold = (product: DraftProduct) => product.salePrice !== null;

/** One line priced: a rented one for its dates (or the price staff set), a sold one at its price. */
export function priceQuoteLine(line: QuoteLineInput, product: DraftProduct): QuoteDocumentLine {
  const reason = line.priceReason?.trim() || null;
  const override = line.unitTotalOverride;
  if (isSold(product)) {
    const unitCents = toCents(override ?? product.salePrice ?? 0);
    return {
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      startDate: null,
      endDate: null,
      weeks: 0,
      days: 0,
      dayPrice: null,
      weekPrice: null,
      unitTotal: unitCents / 100,
      lineTotal: (line.quantity * unitCents) / 100,
      priceReason: override === null ? null : reason,
    };
  }
  const priceDay = product.priceDay ?? 0;
  const rates = rentalRates({ priceDay, priceWeek: product.priceWeek, soldAtFixedPrice: false })!;
  const days = line.startDate && line.endDate ? rentalDayCount(line.startDate, line.endDate) : 1;
  const duration = durationPrice(rates, days);
  const unitCents = override === null ? duration.totalCents : toCents(override);
  return {
    productId: product.id,
    name: product.name,
    quantity: line.quantity,
    startDate: line.startDate,
    endDate: line.endDate,
    weeks: duration.weeks,
    days: duration.days,
    dayPrice: priceDay,
    // The document's convention: a week price equal to the day price means daily only.
    weekPrice: rates.weekCents === null ? priceDay : rates.weekCents / 100,
    unitTotal: unitCents / 100,
    lineTotal: (line.quantity * unitCents) / 100,
    priceReason: override === null ? null : reason,
  };
}

/** The document a checked draft gives (version and sending time are the caller's). */
export function priceQuoteDraft(draft: QuoteDraftInput, products: ReadonlyMap<number, DraftProduct>, version: number): QuoteDocument {
  const lines = draft.lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product ? [priceQuoteLine(line, product)] : [];
  });
  const extras: QuoteDocumentExtra[] = draft.extras.map((extra) => ({
    kind: extra.kind,
    label: { fr: extra.label.fr.trim(), en: extra.label.en.trim() },
    quantity: extra.quantity,
    unitPrice: extra.unitPrice,
    lineTotal: (extra.quantity * toCents(extra.unitPrice)) / 100,
  }));
  const handover = isIsoDate(draft.handoverDate) && TIME.test(draft.handoverTime) ? businessInstant(draft.handoverDate, draft.handoverTime).toISOString() : "";
  return {
    version,
    lines,
    extras,
    deliveryFee: draft.deliveryFee,
    discount: draft.discount,
    deposit: draft.deposit,
    totals: quoteDocumentTotals({ lines, extras, deliveryFee: draft.deliveryFee, discount: draft.discount }),
    handoverAt: handover,
    validUntil: draft.validUntil,
    note: draft.note?.trim() || null,
    sentAt: null,
  };
}

function checkLine(line: QuoteLineInput, product: DraftProduct | undefined, at: string, errors: DraftErrors): void {
  if (!product) errors[`${at}.productId`] = "product";
  if (!isQuantity(line.quantity)) errors[`${at}.quantity`] = "quantity";
  if (product && !isSold(product)) {
    const start = line.startDate ?? "";
    const end = line.endDate ?? "";
    if (start === "") errors[`${at}.startDate`] = "required";
    else if (!isIsoDate(start)) errors[`${at}.startDate`] = "date";
    if (end === "") errors[`${at}.endDate`] = "required";
    else if (!isIsoDate(end)) errors[`${at}.endDate`] = "date";
    else if (isIsoDate(start) && end < start) errors[`${at}.endDate`] = "order";
    else if (isIsoDate(start) && rentalDayCount(start, end) > QUOTE_DRAFT_LIMITS.rentalDays) errors[`${at}.endDate`] = "too-long";
  }
  if (line.unitTotalOverride !== null) {
    if (!isMoney(line.unitTotalOverride)) errors[`${at}.unitTotalOverride`] = "money";
    const reason = line.priceReason?.trim() ?? "";
    if (reason === "") errors[`${at}.priceReason`] = "reason";
    else if (badText(reason, QUOTE_DRAFT_LIMITS.reason)) errors[`${at}.priceReason`] = "text";
  }
}

function checkExtra(extra: QuoteExtraInput, at: string, errors: DraftErrors): void {
  if (!(QUOTE_EXTRA_KINDS as readonly string[]).includes(extra.kind)) errors[`${at}.kind`] = "kind";
  const labels = [extra.label?.fr?.trim() ?? "", extra.label?.en?.trim() ?? ""];
  if (labels.some((label) => label === "")) errors[`${at}.label`] = "label";
  else if (labels.some((label) => badText(label, QUOTE_DRAFT_LIMITS.label))) errors[`${at}.label`] = "text";
  if (!isQuantity(extra.quantity)) errors[`${at}.quantity`] = "quantity";
  if (!isMoney(extra.unitPrice)) errors[`${at}.unitPrice`] = "money";
}

/**
 * Every problem of a draft at once, by field (empty: the draft may be saved). `today`: the
 * business date (a validity date before it is refused).
 */
export function checkQuoteDraft(draft: QuoteDraftInput, products: ReadonlyMap<number, DraftProduct>, today: string): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.lines.length === 0) errors.lines = "required";
  else if (draft.lines.length > QUOTE_DRAFT_LIMITS.lines) errors.lines = "too-long";
  if (draft.extras.length > QUOTE_DRAFT_LIMITS.extras) errors.extras = "too-long";
  draft.lines.slice(0, QUOTE_DRAFT_LIMITS.lines).forEach((line, i) => checkLine(line, products.get(line.productId), `lines.${i}`, errors));
  draft.extras.slice(0, QUOTE_DRAFT_LIMITS.extras).forEach((extra, i) => checkExtra(extra, `extras.${i}`, errors));
  for (const field of ["deliveryFee", "discount", "deposit"] as const) if (!isMoney(draft[field])) errors[field] = "money";
  if (!isIsoDate(draft.handoverDate)) errors.handoverDate = "date";
  if (!TIME.test(draft.handoverTime)) errors.handoverTime = "time";
  if (!isIsoDate(draft.validUntil)) errors.validUntil = "date";
  else if (draft.validUntil < today) errors.validUntil = "past";
  if (draft.note !== null && badText(draft.note.trim(), QUOTE_DRAFT_LIMITS.note, true)) errors.note = "text";
  if (Object.keys(errors).length === 0) {
    // The discount comes off the lines, extras and delivery; a quote never totals below 0.
    const priced = priceQuoteDraft(draft, products, 0);
    const grossCents = [...priced.lines, ...priced.extras].reduce((sum, line) => sum + toCents(line.lineTotal), 0) + toCents(draft.deliveryFee);
    if (toCents(draft.discount) > grossCents) errors.discount = "discount";
  }
  return errors;
}
