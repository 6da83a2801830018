/**
 * The staff quote editor's form ("Staff price and send the quote"): its fields as the
 * browser posts them, read back into the draft the data layer stores (QuoteDraftInput, checked
 * by ../quote/quote-draft.ts), with one error per field. The same check runs for every intent
 * (preview, save, send), so a draft the server stores is always one this module accepts.
 *
 * Field names: `lines[0].quantity`, `extras[1].unitPrice`, `deliveryFee`… (an error is keyed by
 * its field's name). A line's unit price is the price of ONE unit for the whole duration: left
 * as shown (the catalogue's price for the line's dates) it follows the dates; changed, or kept
 * after a change, it overrides the catalogue and needs a reason. Amounts are typed the French or
 * the English way ("1 225,50", "1,225.50", "1225.5"). Pure: no database, no clock (today is
 * passed in).
 */
import { checkQuoteDraft, QUOTE_DRAFT_LIMITS, type DraftErrors, type DraftProblem, type DraftProduct, type QuoteDraftInput, type QuoteExtraInput, type QuoteLineInput } from "../quote/quote-draft.ts";
import type { FieldError, FieldErrors } from "../validation/errors.ts";
import type { QuoteExtraKind } from "./quote-document.ts";

/** One line of the form, as typed (strings). */
export type EditorLineValues = {
  productId: string;
  quantity: string;
  startDate: string;
  endDate: string;
  /** Price of one unit for the whole duration; empty = the catalogue's. */
  unitPrice: string;
  /** The unit price the field showed when the page was drawn. */
  shownPrice: string;
  /** "1" when that shown price was already an override. */
  overridden: string;
  priceReason: string;
};

/** One option or service: the label in the customer's language, and the preset's labels it started from. */
export type EditorExtraValues = { kind: string; label: string; presetFr: string; presetEn: string; quantity: string; unitPrice: string };

export type EditorValues = {
  lines: EditorLineValues[];
  extras: EditorExtraValues[];
  deliveryFee: string;
  discount: string;
  deposit: string;
  handoverDate: string;
  handoverTime: string;
  validUntil: string;
  note: string;
};

const LINE_FIELDS = ["productId", "quantity", "startDate", "endDate", "unitPrice", "shownPrice", "overridden", "priceReason"] as const;
const EXTRA_FIELDS = ["kind", "label", "presetFr", "presetEn", "quantity", "unitPrice"] as const;
const MAIN_FIELDS = ["deliveryFee", "discount", "deposit", "handoverDate", "handoverTime", "validUntil", "note"] as const;

/** The form's values; an indexed list stops at its first missing row (a forged index cannot make it grow). */
export function editorValuesFromForm(form: FormData): EditorValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const rows = <K extends string>(prefix: string, fields: readonly K[], key: K, max: number) => {
    const out: Record<K, string>[] = [];
    for (let i = 0; i < max && form.has(`${prefix}[${i}].${key}`); i++) {
      out.push(Object.fromEntries(fields.map((field) => [field, text(`${prefix}[${i}].${field}`)])) as Record<K, string>);
    }
    return out;
  };
  return {
    lines: rows("lines", LINE_FIELDS, "productId", QUOTE_DRAFT_LIMITS.lines),
    extras: rows("extras", EXTRA_FIELDS, "kind", QUOTE_DRAFT_LIMITS.extras),
    ...(Object.fromEntries(MAIN_FIELDS.map((field) => [field, text(field)])) as Record<(typeof MAIN_FIELDS)[number], string>),
  };
}

export const lineField = (index: number, field: (typeof LINE_FIELDS)[number]) => `lines[${index}].${field}`;
export const extraField = (index: number, field: (typeof EXTRA_FIELDS)[number]) => `extras[${index}].${field}`;

/* ------------------------------------------------------------ amounts */

/**
 * An amount as staff type it: "1 225,50", "1225.5", "1,225.50", "$1,225.50", "1 225 $". Undefined
 * when it is not one, null when empty.
 */
export function parseAmount(text: string): number | null | undefined {
  let value = text.replace(/[\s\u00a0\u202f$]/g, "");
  if (value === "") return null;
  // Both separators: the comma groups thousands (English); a comma alone is the French decimal.
  value = value.includes(",") && value.includes(".") ? value.replace(/,/g, "") : value.replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return undefined;
  const amount = Math.round(Number(value) * 100) / 100;
  return amount <= QUOTE_DRAFT_LIMITS.money ? amount : undefined;
}

/** An amount as the editor's fields show it: two decimals, the page's decimal mark, no grouping. */
export function amountText(lang: "fr" | "en", amount: number): string {
  const fixed = amount.toFixed(2);
  return lang === "fr" ? fixed.replace(".", ",") : fixed;
}

/* ------------------------------------------------------------ the check */

export type EditorCheckContext = {
  /** The pricing facts of the lines' products (app/db/quote-drafts.server.ts); a product not in it does not exist. */
  products: ReadonlyMap<number, DraftProduct>;
  /** The customer's language: a label typed in the editor is the document's. */
  lang: "fr" | "en";
  /** Today in Quebec (YYYY-MM-DD): the validity date may not be before it. */
  today: string;
};

export type EditorCheck = { ok: true; draft: QuoteDraftInput } | { ok: false; errors: FieldErrors; summary: FieldError };

function wholeNumber(text: string): number | undefined {
  const value = text.trim();
  return /^\d{1,4}$/.test(value) ? Number(value) : undefined;
}

/**
 * The typed values as a draft, and what could not even be read (an amount or a quantity that is
 * no number). What the draft then must be (dates in order, a reason for a changed price, a
 * validity to come…) is the data layer's one rule set (../quote/quote-draft.ts, checkQuoteDraft).
 */
function readEditorValues(values: EditorValues, context: EditorCheckContext): { draft: QuoteDraftInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = (field: string, text: string, required = false) => {
    const parsed = parseAmount(text);
    if (parsed === undefined) errors[field] = { key: "adminQuotes.errors.amount" };
    else if (parsed === null && required) errors[field] = { key: "validation.required" };
    return parsed ?? null;
  };
  const quantity = (field: string, text: string) => {
    const parsed = wholeNumber(text);
    if (parsed === undefined) errors[field] = { key: "adminQuotes.errors.quantity", n: QUOTE_DRAFT_LIMITS.quantity };
    return parsed ?? 1;
  };

  const lines: QuoteLineInput[] = values.lines.map((line, i) => {
    const productId = /^\d{1,9}$/.test(line.productId) ? Number(line.productId) : 0;
    const sold = context.products.get(productId)?.salePrice !== null;
    const typed = amount(lineField(i, "unitPrice"), line.unitPrice);
    // Empty: the catalogue's price. As shown and never overridden: still the catalogue's (it
    // follows the dates). Anything else is staff's price, which needs its reason.
    const override = typed === null ? null : typed !== parseAmount(line.shownPrice) || line.overridden === "1" ? typed : null;
    return {
      productId,
      quantity: quantity(lineField(i, "quantity"), line.quantity),
      startDate: sold ? null : line.startDate.trim() || null,
      endDate: sold ? null : line.endDate.trim() || null,
      unitTotalOverride: override,
      priceReason: override === null ? null : line.priceReason.trim(),
    };
  });

  const extras: QuoteExtraInput[] = values.extras.map((extra, i) => {
    const label = extra.label.trim();
    // A preset kept as it was keeps both languages; a label staff typed is the customer's, in both.
    const preset = (context.lang === "fr" ? extra.presetFr : extra.presetEn).trim();
    const both = preset !== "" && label === preset && extra.presetFr.trim() !== "" && extra.presetEn.trim() !== "";
    return {
      kind: extra.kind as QuoteExtraKind,
      label: both ? { fr: extra.presetFr.trim(), en: extra.presetEn.trim() } : { fr: label, en: label },
      quantity: quantity(extraField(i, "quantity"), extra.quantity),
      unitPrice: amount(extraField(i, "unitPrice"), extra.unitPrice, true) ?? 0,
    };
  });

  const note = values.note.replace(/\r\n?/g, "\n").trim();
  return {
    draft: {
      lines,
      extras,
      deliveryFee: amount("deliveryFee", values.deliveryFee) ?? 0,
      discount: amount("discount", values.discount) ?? 0,
      deposit: amount("deposit", values.deposit) ?? 0,
      handoverDate: values.handoverDate.trim(),
      handoverTime: values.handoverTime.trim(),
      validUntil: values.validUntil.trim(),
      note: note === "" ? null : note,
    },
    errors,
  };
}

/** How the editor words each problem of the data layer's check (../quote/quote-draft.ts). */
const PROBLEM_MESSAGES: Record<DraftProblem, FieldError> = {
  required: { key: "validation.required" },
  product: { key: "adminQuotes.errors.unknownProduct" },
  quantity: { key: "adminQuotes.errors.quantity", n: QUOTE_DRAFT_LIMITS.quantity },
  date: { key: "adminQuotes.errors.date" },
  order: { key: "adminQuotes.errors.endBeforeStart" },
  "too-long": { key: "adminQuotes.errors.tooLong", n: QUOTE_DRAFT_LIMITS.rentalDays },
  reason: { key: "adminQuotes.errors.reasonRequired" },
  money: { key: "adminQuotes.errors.amount" },
  time: { key: "adminQuotes.errors.time" },
  label: { key: "validation.required" },
  kind: { key: "adminQuotes.errors.extraKind" },
  text: { key: "adminQuotes.errors.text" },
  past: { key: "adminQuotes.errors.validityPast" },
  discount: { key: "adminQuotes.errors.discount" },
};

/** The field of the form each of the data layer's paths is about ("lines.0.unitTotalOverride" → "lines[0].unitPrice"). */
function formFieldOf(path: string): string {
  const row = /^(lines|extras)\.(\d+)\.(\w+)$/.exec(path);
  if (!row) return path;
  const [, list, index, field] = row as unknown as [string, "lines" | "extras", string, string];
  const named = list === "lines" ? ({ unitTotalOverride: "unitPrice", productId: "quantity" } as Record<string, string>)[field] : ({ kind: "label" } as Record<string, string>)[field];
  return `${list}[${index}].${named ?? field}`;
}

/** The data layer's problems as the editor's field errors (the lines' list itself: "no line"). */
export function draftFieldErrors(errors: DraftErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, problem] of Object.entries(errors)) {
    if (!problem) continue;
    const field = formFieldOf(path);
    out[field] ??= path === "lines" && problem === "required" ? { key: "adminQuotes.errors.noLines" } : PROBLEM_MESSAGES[problem];
  }
  return out;
}

/** The draft the form describes, or every field's problem (nothing is stored then). */
export function checkEditorValues(values: EditorValues, context: EditorCheckContext): EditorCheck {
  const read = readEditorValues(values, context);
  const errors = { ...draftFieldErrors(checkQuoteDraft(read.draft, context.products, context.today)), ...read.errors };
  if (Object.keys(errors).length === 0) return { ok: true, draft: read.draft };
  const required = Object.values(errors).some((error) => error?.key === "validation.required");
  return { ok: false, errors, summary: required ? { key: "validation.requiredFields" } : { key: "adminQuotes.errors.summary" } };
}

/* ------------------------------------------------------------ values from a draft */

/**
 * The form's values for a stored (or prefilled) draft: each line's field shows its override, or
 * the catalogue's price for its dates (`cataloguePrices`, by position).
 */
export function editorValuesFromDraft(draft: QuoteDraftInput, cataloguePrices: readonly number[], lang: "fr" | "en", customerLang: "fr" | "en"): EditorValues {
  return {
    lines: draft.lines.map((line, i) => {
      const price = amountText(lang, line.unitTotalOverride ?? cataloguePrices[i] ?? 0);
      return {
        productId: String(line.productId),
        quantity: String(line.quantity),
        startDate: line.startDate ?? "",
        endDate: line.endDate ?? "",
        unitPrice: price,
        shownPrice: price,
        overridden: line.unitTotalOverride !== null ? "1" : "",
        priceReason: line.priceReason ?? "",
      };
    }),
    extras: draft.extras.map((extra) => ({
      kind: extra.kind,
      label: extra.label[customerLang],
      presetFr: extra.label.fr,
      presetEn: extra.label.en,
      quantity: String(extra.quantity),
      unitPrice: amountText(lang, extra.unitPrice),
    })),
    deliveryFee: amountText(lang, draft.deliveryFee),
    discount: amountText(lang, draft.discount),
    deposit: amountText(lang, draft.deposit),
    handoverDate: draft.handoverDate,
    handoverTime: draft.handoverTime,
    validUntil: draft.validUntil,
    note: draft.note ?? "",
  };
}
