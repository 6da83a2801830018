/**
 * A priced quote as staff send it: the shape stored in `quote_versions`
 * (app/db/rental-schema.ts), shown on the private link, printed in the PDF and e-mailed.
 * Money in dollars with cents (numeric(12,2) in the database), computed in integer cents.
 */
import type { Localized } from "../catalogue/types.ts";
import { TPS_RATE, TVQ_RATE } from "../constants.ts";

/** A rented or sold line of the quote. */
export type QuoteDocumentLine = {
  productId: number;
  /** The product's name in both languages when the version was prepared. */
  name: Localized;
  quantity: number;
  /** Rented: first and last day, both included (YYYY-MM-DD, business time zone). Sold: null. */
  startDate: string | null;
  endDate: string | null;
  /** Whole weeks and days of the duration's cheapest combination (sold: 0 and 0). */
  weeks: number;
  days: number;
  /** Day price and week price used (a week price equal to the day price = daily only; null for sold items). */
  dayPrice: number | null;
  weekPrice: number | null;
  /** Price of one unit for the whole duration (sold: the unit's price). */
  unitTotal: number;
  /** quantity × unitTotal. */
  lineTotal: number;
  /** Staff changed the catalogue's price: why (shown to the customer). */
  priceReason: string | null;
};

/** The kinds of options and services staff price in a quote. */
export const QUOTE_EXTRA_KINDS = ["diamond", "transformer", "sweeper", "operator", "other"] as const;
export type QuoteExtraKind = (typeof QUOTE_EXTRA_KINDS)[number];

/** An option or service priced by staff: diamond discs (each), transformer and vacuum (by period), pump operator (by hour). */
export type QuoteDocumentExtra = {
  kind: QuoteExtraKind;
  label: Localized;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
};

export type QuoteDocumentTotals = {
  /** Lines + extras + delivery − discount, before taxes. */
  subtotal: number;
  tps: number;
  tvq: number;
  total: number;
};

/** Everything a sent version says; the customer accepts exactly this. */
export type QuoteDocument = {
  version: number;
  lines: QuoteDocumentLine[];
  extras: QuoteDocumentExtra[];
  /** Delivery and pickup trips as quoted (0 for pickup at the counter). */
  deliveryFee: number;
  discount: number;
  /** Shown, never charged online. */
  deposit: number;
  totals: QuoteDocumentTotals;
  /** When the customer gets the equipment (default 07:00 on the first start date). */
  handoverAt: string;
  /** Last day the quote may be accepted (YYYY-MM-DD). */
  validUntil: string;
  /** Staff's note to the customer. */
  note: string | null;
  sentAt: string | null;
};

/**
 * The totals of a quote as a Quebec invoice shows them: lines + extras + delivery − discount
 * (never below 0) before taxes; TPS and TVQ each rounded to the cent (../pricing.ts).
 */
export function quoteDocumentTotals(input: { lines: readonly { lineTotal: number }[]; extras: readonly { lineTotal: number }[]; deliveryFee: number; discount: number }): QuoteDocumentTotals {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const gross = [...input.lines, ...input.extras].reduce((sum, line) => sum + cents(line.lineTotal), 0) + cents(input.deliveryFee);
  const subtotalCents = Math.max(0, gross - cents(input.discount));
  const tpsCents = Math.round(subtotalCents * TPS_RATE);
  const tvqCents = Math.round(subtotalCents * TVQ_RATE);
  return { subtotal: subtotalCents / 100, tps: tpsCents / 100, tvq: tvqCents / 100, total: (subtotalCents + tpsCents + tvqCents) / 100 };
}
