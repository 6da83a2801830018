/** English texts of an invoice and a credit note (same keys as ../fr/invoice-document.ts). */
import type { Catalogue } from "../../../i18n/types.ts";
import type { frInvoiceDocument } from "../fr/invoice-document.ts";

export const enInvoiceDocument: Catalogue<typeof frInvoiceDocument> = {
  titles: { invoice: "Invoice", "credit-note": "Credit note" },
  fileNames: { invoice: "invoice-{number}.pdf", "credit-note": "credit-note-{number}.pdf" },
  pdfTitle: "{title} {number} – {business}",
  number: "No. {number}",
  issuedOn: "Date: {date}",
  dueOn: "Due by {date}",
  rental: "Rental {reference}",
  corrects: "Corrects invoice {number}",
  billedTo: "Billed to",
  columns: { item: "Item", quantity: "Qty", unitPrice: "Unit price", total: "Total" },
  kinds: {
    sale: "Item for sale",
    delivery: "Delivery and pickup",
    waiver: "Damage waiver ({percent} of the rental)",
    discount: "Discount",
    credit: "Correction of invoice {number}",
  },
  charges: {
    "extra-days": "Extra days",
    cleaning: "Cleaning",
    fuel: "Fuel",
    damage: "Damage",
    consumables: "Diamond discs used",
    operator: "Pump operator (hours)",
  },
  subtotal: "Subtotal",
  tps: "GST ({rate})",
  tvq: "QST ({rate})",
  total: "Total",
  creditTotal: "Total credited",
  reason: "Reason: {reason}",
  waiverNote: "Damage waiver: {note}",
  howToPay: "Payable at the counter (card, Interac, cash, cheque) or by bank transfer quoting number {number}. The security deposit is applied to this invoice or refunded. Any question? {phone}.",
  creditNote: "This amount is taken off the balance of invoice {number}; what was already paid of it is refunded to you.",
  footer: "{number} · page {page} of {pages}",
};
