/**
 * An invoice's or credit note's lines in words, in a language: what each line is (a product, an
 * option, a return charge by its reason, the damage waiver with its percentage…), the details
 * under it (the rental's dates, the unit and the reason of a charge), its quantity and amounts.
 * The PDF (./invoice-pdf.server.ts) prints these, and the staff screen shows a draft in the same
 * words, so what staff check is what the customer reads. Pure.
 */
import type { InvoiceLine } from "../domain/billing/invoice-lines.ts";
import type { InvoiceKind } from "../domain/billing/invoice-number.ts";
import { formatMoney, formatNumber, formatPercent } from "../i18n/format.ts";
import { formatMessage, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";
import { rentalPeriod } from "./quote-text.ts";
import { enInvoiceDocument } from "./text/en/invoice-document.ts";
import { frInvoiceDocument } from "./text/fr/invoice-document.ts";

export const INVOICE_DOCUMENT_TEXT: Record<Lang, Catalogue<typeof frInvoiceDocument>> = { fr: frInvoiceDocument, en: enInvoiceDocument };

export type InvoiceRowText = { name: string; details: string[]; quantity: string; unitPrice: string; total: string };

const money = (lang: Lang, cents: number) => formatMoney(lang, cents / 100);

/** A line's name: its own label, or what its kind calls it. */
export function invoiceLineName(lang: Lang, line: InvoiceLine, context: { waiverPercent: number; corrects: string | null }): string {
  const t = INVOICE_DOCUMENT_TEXT[lang];
  if (line.label) return line.label[lang] || line.label.fr;
  switch (line.kind) {
    case "charge":
      return line.chargeKind ? t.charges[line.chargeKind] : "";
    case "waiver":
      return formatMessage(lang, t.kinds.waiver, { percent: formatPercent(lang, context.waiverPercent / 100) });
    case "credit":
      return formatMessage(lang, t.kinds.credit, { number: context.corrects ?? "" });
    case "delivery":
    case "discount":
    case "sale":
      return t.kinds[line.kind];
    default:
      return "";
  }
}

export function invoiceRow(lang: Lang, line: InvoiceLine, context: { waiverPercent: number; corrects: string | null }): InvoiceRowText {
  const details: string[] = [];
  if (line.startDate && line.endDate) details.push(rentalPeriod(lang, line.startDate, line.endDate));
  if (line.kind === "sale" && line.label) details.push(INVOICE_DOCUMENT_TEXT[lang].kinds.sale);
  if (line.note) details.push(line.note);
  return {
    name: invoiceLineName(lang, line, context),
    details,
    quantity: formatNumber(lang, line.quantity),
    unitPrice: line.unitCents === null ? "" : money(lang, line.unitCents),
    total: money(lang, line.totalCents),
  };
}

/** "facture-F-2026-000123.pdf" / "credit-note-NC-2026-000001.pdf" */
export function invoiceFileName(lang: Lang, kind: InvoiceKind, number: string): string {
  return formatMessage(lang, INVOICE_DOCUMENT_TEXT[lang].fileNames[kind], { number });
}
