/**
 * The e-mails of invoices, rendered and addressed for the outbox (stored in the issuing
 * transaction): the customer gets each invoice and credit note in their language, its PDF
 * attached, replies going to the business. Templates: ./templates/invoice-issued.ts,
 * ./templates/credit-note-issued.ts.
 */
import { invoiceFileName } from "../documents/invoice-text.ts";
import type { OutboxMessageInput } from "../db/outbox.server.ts";
import { nameForUnprovenAddress } from "./layout.ts";
import type { MailSettings } from "./messages.server.ts";
import { creditNoteIssuedEmail } from "./templates/credit-note-issued.ts";
import { invoiceIssuedEmail, type InvoiceMailFacts } from "./templates/invoice-issued.ts";

export type { InvoiceMailFacts };

function toCustomer(facts: InvoiceMailFacts, settings: MailSettings) {
  return {
    lang: facts.lang,
    to: { address: facts.customer.email, name: nameForUnprovenAddress(facts.customer.name) },
    replyTo: { address: settings.business.email, name: settings.business.name },
  };
}

function pdfAttachment(facts: InvoiceMailFacts, kind: "invoice" | "credit-note") {
  return { filename: invoiceFileName(facts.lang, kind, facts.number), contentType: "application/pdf", contentBase64: Buffer.from(facts.pdf).toString("base64") };
}

export function invoiceIssuedEmails(facts: InvoiceMailFacts, settings: MailSettings): OutboxMessageInput[] {
  const ctx = { business: settings.business, publicUrl: settings.publicUrl };
  return [{ kind: "invoice-issued", ...toCustomer(facts, settings), ...invoiceIssuedEmail(facts, ctx), attachments: [pdfAttachment(facts, "invoice")] }];
}

export function creditNoteIssuedEmails(facts: InvoiceMailFacts & { corrects: string }, settings: MailSettings): OutboxMessageInput[] {
  const ctx = { business: settings.business, publicUrl: settings.publicUrl };
  return [{ kind: "credit-note-issued", ...toCustomer(facts, settings), ...creditNoteIssuedEmail(facts, ctx), attachments: [pdfAttachment(facts, "credit-note")] }];
}
