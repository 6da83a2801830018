/**
 * To the customer when their quote expired unanswered (the background job): nothing was
 * reserved, how to get a new one, and the link, which now shows the quote read-only.
 */
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { button, escapeHtml, labelValue, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enQuoteExpired } from "../text/en/quote-expired.ts";
import { frQuoteExpired } from "../text/fr/quote-expired.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteExpired>> = { fr: frQuoteExpired, en: enQuoteExpired };

export function quoteExpiredCustomerEmail(facts_: QuoteMailFacts, ctx: EmailContext): EmailContent {
  const { lang, reference } = facts_;
  const t = TEXT[lang];
  // No date: a quote expires at the end of its validity or on its start date, whichever came first.
  const lead = t.lead;
  const again = formatMessage(lang, t.again, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts_.customer.firstName ?? facts_.customer.name,
    reference,
    lead: { html: [paragraph(escapeHtml(lead))], text: [lead] },
    rest: { html: [paragraph(escapeHtml(again)), button(facts_.linkUrl, t.button)], text: ["", again, "", labelValue(lang, t.button, facts_.linkUrl)] },
  });
  return { subject: formatMessage(lang, t.mailSubject, { reference, business: ctx.business.name }), text, html };
}
