/**
 * To the customer the day after their rental's end date when units are still out: the date
 * passed, the units not back, the extra days billed under the rental policy, and the phone to
 * arrange the return.
 */
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { button, escapeHtml, labelValue, paragraph, requestEmail, siteUrl, type EmailContent, type EmailContext } from "../layout.ts";
import { enRentalOverdueMail } from "../text/en/rental-overdue.ts";
import { frRentalOverdueMail } from "../text/fr/rental-overdue.ts";
import { leadWithUnits, type RentalNoticeFacts } from "./rental-end-reminder.ts";

const TEXT: Record<Lang, Catalogue<typeof frRentalOverdueMail>> = { fr: frRentalOverdueMail, en: enRentalOverdueMail };

export function rentalOverdueEmail(facts: RentalNoticeFacts, ctx: EmailContext): EmailContent {
  const { lang, reference } = facts;
  const t = TEXT[lang];
  const policyUrl = siteUrl(ctx, "/rental-policy", lang);
  const call = formatMessage(lang, t.call, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts.customer.firstName ?? facts.customer.name,
    reference,
    lead: leadWithUnits(facts, formatMessage(lang, t.lead, { date: formatLongDate(lang, facts.endDate) })),
    rest: {
      html: [paragraph(`${escapeHtml(t.billing)} <a href="${escapeHtml(policyUrl)}">${escapeHtml(t.policy)}</a>`), paragraph(`<strong>${escapeHtml(call)}</strong>`), button(facts.linkUrl, t.button)],
      text: ["", t.billing, labelValue(lang, t.policy, policyUrl), "", call, "", labelValue(lang, t.button, facts.linkUrl)],
    },
  });
  return { subject: formatMessage(lang, t.mailSubject, { reference, business: ctx.business.name }), text, html };
}
