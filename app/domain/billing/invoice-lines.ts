/**
 * What an invoice bills, line by line, in integer cents: the accepted quote's lines, options and
 * delivery, the return's charges, the optional damage waiver, the discount; then TPS and TVQ each
 * rounded to the cent, as the quote rounds them (../rental/quote-document.ts), so that a rental
 * returned without charges is invoiced exactly what the customer accepted. And what a credit note
 * may take back of an invoice. Pure: the data layer (app/db/invoice-drafts.server.ts) freezes the
 * lines in the invoice's row when it is issued.
 */
import type { Localized } from "../catalogue/types.ts";
import { TPS_RATE, TVQ_RATE } from "../constants.ts";
import { toCents } from "../pricing.ts";
import type { QuoteDocument } from "../rental/quote-document.ts";
import type { ReturnChargeKind } from "../rental/return-form.ts";

export const INVOICE_LINE_KINDS = ["rental", "sale", "extra", "delivery", "charge", "waiver", "custom", "discount", "credit"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export type InvoiceLine = {
  /** Its name in the draft (staff remove a line by it): "l1", "l2"… */
  id: string;
  kind: InvoiceLineKind;
  /** A product's or option's name, or staff's words for a line they add; null: the kind names it (delivery, discount…). */
  label: Localized | null;
  /** A return charge's reason (extra days, cleaning…). */
  chargeKind: ReturnChargeKind | null;
  /** A rented line's first and last day. */
  startDate: string | null;
  endDate: string | null;
  /** Said under the line: the unit's tag and the reason of a charge, a credit note's reason. */
  note: string | null;
  quantity: number;
  /** The price of one; null when the total is not a price times the quantity (extra days priced as weeks and days). */
  unitCents: number | null;
  /** Negative only for the discount. */
  totalCents: number;
};

/** The customer as an invoice names them, frozen when it is issued. */
export type InvoiceCustomer = { name: string; company: string | null; email: string; phone: string | null; address: string | null };

export type InvoiceTotals = { subtotalCents: number; tpsCents: number; tvqCents: number; totalCents: number };

/** A return charge as the return screen recorded it (app/db/returns.server.ts). */
export type ChargeForInvoice = { tag: string | null; kind: ReturnChargeKind; quantity: number; amountCents: number; note: string | null };

/** Subtotal (never below 0, as the quote's), TPS and TVQ each rounded to the cent, then added. */
export function taxedTotals(subtotalCents: number): InvoiceTotals {
  const subtotal = Math.max(0, subtotalCents);
  const tpsCents = Math.round(subtotal * TPS_RATE);
  const tvqCents = Math.round(subtotal * TVQ_RATE);
  return { subtotalCents: subtotal, tpsCents, tvqCents, totalCents: subtotal + tpsCents + tvqCents };
}

export function invoiceTotals(lines: readonly Pick<InvoiceLine, "totalCents">[]): InvoiceTotals {
  return taxedTotals(lines.reduce((sum, line) => sum + line.totalCents, 0));
}

const base = { label: null, chargeKind: null, startDate: null, endDate: null, note: null } as const;

/** The next free line id of a draft. */
export function nextLineId(lines: readonly Pick<InvoiceLine, "id">[]): string {
  const taken = lines.map((line) => Number(line.id.slice(1))).filter(Number.isInteger);
  return `l${Math.max(0, ...taken) + 1}`;
}

/**
 * A final invoice's lines: the accepted quote's rented and sold lines, options, delivery, then
 * the return's charges and the quote's discount last (as the quote shows it, off the whole).
 */
export function rentalInvoiceLines(document: Pick<QuoteDocument, "lines" | "extras" | "deliveryFee" | "discount">, charges: readonly ChargeForInvoice[]): InvoiceLine[] {
  const lines: Omit<InvoiceLine, "id">[] = [
    ...document.lines.map((line) => ({
      ...base,
      kind: line.startDate ? ("rental" as const) : ("sale" as const),
      label: line.name,
      startDate: line.startDate,
      endDate: line.endDate,
      note: line.priceReason,
      quantity: line.quantity,
      unitCents: toCents(line.unitTotal),
      totalCents: toCents(line.lineTotal),
    })),
    ...document.extras.map((extra) => ({ ...base, kind: "extra" as const, label: extra.label, quantity: extra.quantity, unitCents: toCents(extra.unitPrice), totalCents: toCents(extra.lineTotal) })),
    ...(document.deliveryFee > 0 ? [{ ...base, kind: "delivery" as const, quantity: 1, unitCents: toCents(document.deliveryFee), totalCents: toCents(document.deliveryFee) }] : []),
    ...charges.map((charge) => {
      const unit = charge.amountCents / charge.quantity;
      return {
        ...base,
        kind: "charge" as const,
        chargeKind: charge.kind,
        note: [charge.tag, charge.note].filter(Boolean).join(" · ") || null,
        quantity: charge.quantity,
        unitCents: charge.kind !== "extra-days" && Number.isInteger(unit) ? unit : null,
        totalCents: charge.amountCents,
      };
    }),
    ...(document.discount > 0 ? [{ ...base, kind: "discount" as const, quantity: 1, unitCents: -toCents(document.discount), totalCents: -toCents(document.discount) }] : []),
  ];
  return lines.map((line, i) => ({ ...line, id: `l${i + 1}` }));
}

/** A waiver percentage in hundredths of a percent (12,5 % → 1250): integer arithmetic from here. */
export function waiverBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** What the damage waiver covers: the rented lines and the extra days past the end (rental time at the same rates). */
export function waiverBaseCents(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => (line.kind === "rental" || (line.kind === "charge" && line.chargeKind === "extra-days") ? sum + line.totalCents : sum), 0);
}

/** The lines with the damage waiver at `percent` of what it covers (none at 0), placed before the discount. */
export function withWaiver(lines: readonly InvoiceLine[], percent: number): InvoiceLine[] {
  const kept = lines.filter((line) => line.kind !== "waiver");
  const cents = Math.round((waiverBaseCents(kept) * waiverBasisPoints(percent)) / 10_000);
  if (cents <= 0) return kept;
  const waiver: InvoiceLine = { ...base, id: lines.find((line) => line.kind === "waiver")?.id ?? nextLineId(kept), kind: "waiver", quantity: 1, unitCents: cents, totalCents: cents };
  const discountAt = kept.findIndex((line) => line.kind === "discount");
  return discountAt === -1 ? [...kept, waiver] : [...kept.slice(0, discountAt), waiver, ...kept.slice(discountAt)];
}

export type CreditScope = { kind: "full" } | { kind: "partial"; subtotalCents: number };

/**
 * What a credit note takes back of an invoice, given the credit notes already issued for it. In
 * full: exactly what is left of each amount (its taxes are not computed again, so that the
 * invoice and its credit notes net to zero to the cent). In part: an amount before taxes, taxed
 * as an invoice is; refused when it, or one of its taxes, is more than what is left.
 */
export function creditNoteTotals(invoice: InvoiceTotals, earlier: readonly InvoiceTotals[], scope: CreditScope): InvoiceTotals | "nothing-left" | "over-invoice" {
  const left = (key: keyof InvoiceTotals) => invoice[key] - earlier.reduce((sum, credit) => sum + credit[key], 0);
  const remaining: InvoiceTotals = { subtotalCents: left("subtotalCents"), tpsCents: left("tpsCents"), tvqCents: left("tvqCents"), totalCents: left("totalCents") };
  if (remaining.totalCents <= 0) return "nothing-left";
  if (scope.kind === "full") return remaining;
  const asked = taxedTotals(scope.subtotalCents);
  if (asked.subtotalCents <= 0) return "over-invoice";
  return asked.subtotalCents > remaining.subtotalCents || asked.tpsCents > remaining.tpsCents || asked.tvqCents > remaining.tvqCents ? "over-invoice" : asked;
}
