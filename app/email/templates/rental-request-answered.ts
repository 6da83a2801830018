/**
 * To the customer, in their language, when staff answer what they asked of their rental: the
 * extension confirmed (the new end) or not (the end unchanged, the phone), or the pickup
 * scheduled (the day). Nothing they typed is repeated: the answer is the shop's.
 */
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { button, escapeHtml, labelValue, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enRentalRequestAnswered } from "../text/en/rental-request-answered.ts";
import { frRentalRequestAnswered } from "../text/fr/rental-request-answered.ts";

const TEXT: Record<Lang, Catalogue<typeof frRentalRequestAnswered>> = { fr: frRentalRequestAnswered, en: enRentalRequestAnswered };

export type RentalRequestAnswer = "extendConfirmed" | "extendDeclined" | "pickupScheduled";

/** `date`: the day asked (the new end, or the pickup's); `endDate`: the rental's end now. */
export function rentalRequestAnsweredEmail(facts: QuoteMailFacts & { answer: RentalRequestAnswer; date: string; endDate: string }, ctx: EmailContext): EmailContent {
  const { lang, reference } = facts;
  const t = TEXT[lang];
  const own = t[facts.answer];
  const vars = { date: formatLongDate(lang, facts.date), end: formatLongDate(lang, facts.endDate), phone: ctx.business.phone, reference, business: ctx.business.name };
  const lead = formatMessage(lang, own.lead, vars);
  const next = formatMessage(lang, own.next, vars);
  const { html, text } = requestEmail(lang, ctx, {
    title: own.title,
    name: facts.customer.firstName ?? facts.customer.name,
    reference,
    lead: { html: [paragraph(escapeHtml(lead))], text: [lead] },
    rest: {
      html: [paragraph(escapeHtml(next)), button(facts.linkUrl, t.button)],
      text: ["", next, "", labelValue(lang, t.button, facts.linkUrl)],
    },
  });
  return { subject: formatMessage(lang, own.mailSubject, vars), text, html };
}
