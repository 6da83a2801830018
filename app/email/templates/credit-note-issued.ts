/** To the customer when a credit note corrects their invoice: its PDF attached, what it corrects and by how much. */
import { formatMoney } from "../../i18n/format.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { escapeHtml, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enCreditNoteIssuedMail } from "../text/en/credit-note-issued.ts";
import { frCreditNoteIssuedMail } from "../text/fr/credit-note-issued.ts";
import type { InvoiceMailFacts } from "./invoice-issued.ts";

const TEXT: Record<Lang, Catalogue<typeof frCreditNoteIssuedMail>> = { fr: frCreditNoteIssuedMail, en: enCreditNoteIssuedMail };

export function creditNoteIssuedEmail(facts: InvoiceMailFacts & { corrects: string }, ctx: EmailContext): EmailContent {
  const { lang, number } = facts;
  const t = TEXT[lang];
  const lead = formatMessage(lang, t.lead, { number, invoice: facts.corrects, total: formatMoney(lang, facts.totalCents / 100) });
  const question = formatMessage(lang, t.question, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts.customer.firstName ?? facts.customer.name,
    reference: facts.reference,
    lead: { html: [paragraph(escapeHtml(lead))], text: [lead] },
    rest: { html: [paragraph(escapeHtml(question))], text: ["", question] },
  });
  return { subject: formatMessage(lang, t.mailSubject, { number, business: ctx.business.name }), text, html };
}
