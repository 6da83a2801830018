/** English texts of the e-mail that brings an invoice (same keys as ../fr/invoice-issued.ts). */
import type { Catalogue } from "../../../i18n/types.ts";
import type { frInvoiceIssuedMail } from "../fr/invoice-issued.ts";

export const enInvoiceIssuedMail: Catalogue<typeof frInvoiceIssuedMail> = {
  mailSubject: "Your invoice {number} – {business}",
  title: "Your invoice",
  lead: "Thank you for renting with us! Here is invoice {number} for your rental, attached (PDF).",
  amount: "Total: {total}, due by {date}.",
  howToPay: "Pay at the counter (card, Interac, cash, cheque) or by bank transfer quoting number {number}. The security deposit is applied to the invoice or refunded to you.",
  question: "A question about this invoice? Call us at {phone} or reply to this e-mail.",
};
