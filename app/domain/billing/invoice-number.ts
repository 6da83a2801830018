/**
 * Invoice and credit note numbers (decisions.md, third round): `F-2026-000123` and
 * `NC-2026-000001`, one gapless run per series and year (app/db/invoice-numbers.server.ts hands
 * them out). The year is the business's (Quebec time) on the day of issue.
 */
export const INVOICE_KINDS = ["invoice", "credit-note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_SERIES = { invoice: "F", "credit-note": "NC" } as const satisfies Record<InvoiceKind, string>;
export type InvoiceSeries = (typeof INVOICE_SERIES)[InvoiceKind];

/** An invoice's or credit note's number as printed (six digits at least; the 1 000 000th of a year gets seven). */
export const INVOICE_NUMBER_PATTERN = /^(F|NC)-\d{4}-\d{6,}$/;

export function invoiceNumber(series: InvoiceSeries, year: number, n: number): string {
  return `${series}-${year}-${String(n).padStart(6, "0")}`;
}
