/**
 * Acknowledgement to the person who wrote through the contact form, in the
 * language of the page: the reference, the subject chosen from the list, when
 * we answer. It goes to an address nobody has proven, so it never repeats the
 * message (the form must not relay a stranger's text to a victim;
 * ../layout.ts UNPROVEN_NAME_MAX). Staff get the message (./contact-staff.ts).
 */
import { formatMessage, translate, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { ContactEmailFacts } from "../facts.ts";
import { escapeHtml, finePrint, hoursAndEmergencyLines, labelValue, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enContactCustomer } from "../text/en/contact-customer.ts";
import { frContactCustomer } from "../text/fr/contact-customer.ts";

const TEXT: Record<Lang, Catalogue<typeof frContactCustomer>> = { fr: frContactCustomer, en: enContactCustomer };

export function contactCustomerEmail(facts_: ContactEmailFacts, ctx: EmailContext): EmailContent {
  const lang: Lang = facts_.lang;
  const t = TEXT[lang];
  const { form, reference } = facts_;
  const hours = hoursAndEmergencyLines(lang, ctx.business);
  // The subject is a choice from a fixed list, in our words: safe to repeat.
  const subjectLine = form.subject ? labelValue(lang, t.subject, translate(lang, `quote.contact.subjects.${form.subject}`)) : undefined;
  const urgent = formatMessage(lang, t.urgent, { phone: ctx.business.phone });

  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: form.name,
    reference,
    lead: {
      html: [paragraph(escapeHtml(t.thanks)), paragraph(hours.map(escapeHtml).join("<br>"))],
      text: [t.thanks, ...hours],
    },
    rest: {
      html: [subjectLine ? paragraph(escapeHtml(subjectLine)) : "", paragraph(escapeHtml(urgent)), finePrint(t.ignore)],
      text: [...(subjectLine ? [subjectLine] : []), "", urgent, "", t.ignore],
    },
  });

  return { subject: formatMessage(lang, t.mailSubject, { reference, business: ctx.business.name }), text, html };
}
