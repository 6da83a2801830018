/** To the customer after the handover: the signed rental contract (attached), the rental's end, the link. */
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { button, escapeHtml, labelValue, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enRentalContractMail } from "../text/en/rental-contract.ts";
import { frRentalContractMail } from "../text/fr/rental-contract.ts";

const TEXT: Record<Lang, Catalogue<typeof frRentalContractMail>> = { fr: frRentalContractMail, en: enRentalContractMail };

export function rentalContractCustomerEmail(facts: QuoteMailFacts & { number: string; signedAt: Date; endDate: string | null }, ctx: EmailContext): EmailContent {
  const { lang, reference } = facts;
  const t = TEXT[lang];
  const lead = formatMessage(lang, t.lead, { date: formatDateTime(lang, facts.signedAt) });
  const end = facts.endDate ? formatMessage(lang, t.end, { date: formatLongDate(lang, facts.endDate) }) : "";
  const question = formatMessage(lang, t.question, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts.customer.firstName ?? facts.customer.name,
    reference,
    lead: { html: [paragraph(escapeHtml(lead))], text: [lead] },
    rest: {
      html: [...(end ? [paragraph(escapeHtml(end))] : []), paragraph(escapeHtml(question)), button(facts.linkUrl, t.button)],
      text: ["", ...(end ? [end, ""] : []), question, "", labelValue(lang, t.button, facts.linkUrl)],
    },
  });
  return { subject: formatMessage(lang, t.mailSubject, { number: facts.number, business: ctx.business.name }), text, html };
}
