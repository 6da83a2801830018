/** To the customer when an invoice is issued: its PDF attached, the total and due date, how to pay. */
import { formatMoney } from "../../i18n/format.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { escapeHtml, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enInvoiceIssuedMail } from "../text/en/invoice-issued.ts";
import { frInvoiceIssuedMail } from "../text/fr/invoice-issued.ts";

/** What an invoice's or credit note's e-mail is rendered from. */
export type InvoiceMailFacts = {
  /** The rental's reference. */
  reference: string;
  lang: Lang;
  customer: { name: string; firstName: string | null; email: string };
  number: string;
  totalCents: number;
  dueDate: string;
  pdf: Uint8Array;
};

const TEXT: Record<Lang, Catalogue<typeof frInvoiceIssuedMail>> = { fr: frInvoiceIssuedMail, en: enInvoiceIssuedMail };

export function invoiceIssuedEmail(facts: InvoiceMailFacts, ctx: EmailContext): EmailContent {
  const { lang, number } = facts;
  const t = TEXT[lang];
  const lead = formatMessage(lang, t.lead, { number });
  const amount = formatMessage(lang, t.amount, { total: formatMoney(lang, facts.totalCents / 100), date: formatLongDate(lang, facts.dueDate) });
  const howToPay = formatMessage(lang, t.howToPay, { number });
  const question = formatMessage(lang, t.question, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts.customer.firstName ?? facts.customer.name,
    reference: facts.reference,
    lead: { html: [paragraph(escapeHtml(lead)), paragraph(`<strong>${escapeHtml(amount)}</strong>`)], text: [lead, amount] },
    rest: { html: [paragraph(escapeHtml(howToPay)), paragraph(escapeHtml(question))], text: ["", howToPay, "", question] },
  });
  return { subject: formatMessage(lang, t.mailSubject, { number, business: ctx.business.name }), text, html };
}
