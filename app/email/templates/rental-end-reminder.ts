/**
 * To the customer the working day before their rental's end date: the date, the units still out
 * with their tags, how to bring them back (the counter during opening hours, or a pickup asked
 * from the private link) and the phone to extend.
 */
import { formatAddress } from "../../config/business.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { openingHoursSentence } from "../../i18n/format-hours.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { bulletList, button, escapeHtml, heading, labelValue, paragraph, requestEmail, textHeading, type EmailContent, type EmailContext, type EmailParts } from "../layout.ts";
import { enRentalEndReminderMail } from "../text/en/rental-end-reminder.ts";
import { frRentalEndReminderMail } from "../text/fr/rental-end-reminder.ts";

const TEXT: Record<Lang, Catalogue<typeof frRentalEndReminderMail>> = { fr: frRentalEndReminderMail, en: enRentalEndReminderMail };

/** What the reminder and the overdue notice are rendered from: the rental's end date and the units not back. */
export type RentalNoticeFacts = QuoteMailFacts & { endDate: string; units: readonly { product: string; tag: string }[] };

/** The lead sentence, then the units out as a list (shared with ./rental-overdue.ts). */
export function leadWithUnits(facts: RentalNoticeFacts, lead: string): EmailParts {
  const units = facts.units.map((unit) => formatMessage(facts.lang, TEXT[facts.lang].unit, unit));
  return { html: [paragraph(escapeHtml(lead)), bulletList(units)], text: [lead, ...units.map((unit) => `- ${unit}`)] };
}

export function rentalEndReminderEmail(facts: RentalNoticeFacts, ctx: EmailContext): EmailContent {
  const { lang, reference } = facts;
  const t = TEXT[lang];
  const date = formatLongDate(lang, facts.endDate);
  const counter = formatMessage(lang, t.counter, { address: formatAddress(ctx.business), hours: openingHoursSentence(lang, ctx.business) });
  const question = formatMessage(lang, t.question, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts.customer.firstName ?? facts.customer.name,
    reference,
    lead: leadWithUnits(facts, formatMessage(lang, t.lead, { date })),
    rest: {
      html: [heading(t.howToReturn), paragraph(escapeHtml(counter)), paragraph(escapeHtml(t.pickup)), button(facts.linkUrl, t.button), paragraph(escapeHtml(question))],
      text: [textHeading(t.howToReturn), counter, "", t.pickup, labelValue(lang, t.button, facts.linkUrl), "", question],
    },
  });
  return { subject: formatMessage(lang, t.mailSubject, { date, reference, business: ctx.business.name }), text, html };
}
