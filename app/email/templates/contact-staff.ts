/**
 * To STAFF_NOTIFY_EMAIL for each contact message (spec 7.9): name, e-mail,
 * phone, subject, message, and the reference. Replying writes to the sender.
 */
import { formatPhone } from "../../domain/validation/fields.ts";
import { formatMessage, translate, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { ContactEmailFacts } from "../facts.ts";
import { facts, heading, htmlDocument, htmlParagraphs, paragraph, textFacts, textHeading, type EmailContent, type EmailContext } from "../layout.ts";
import { enContactStaff } from "../text/en/contact-staff.ts";
import { frContactStaff } from "../text/fr/contact-staff.ts";
import { staffNoticeParts } from "./staff-notice.ts";

const TEXT: Record<Lang, Catalogue<typeof frContactStaff>> = { fr: frContactStaff, en: enContactStaff };

export function contactStaffEmail(facts_: ContactEmailFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang];
  const { form, reference } = facts_;
  const subjectLabel = form.subject ? translate(lang, `quote.contact.subjects.${form.subject}`) : t.noSubject;
  const rows = [
    [t.name, form.name],
    [t.email, form.email],
    [t.phone, form.phone ? formatPhone(form.phone) : undefined],
    [t.subject, subjectLabel],
  ] as const;
  const notice = staffNoticeParts(lang, ctx, { title: t.title, reference, createdAt: facts_.createdAt, pageLang: facts_.lang, received: t.received, replyHint: t.replyHint });

  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: `${reference} – ${subjectLabel}`,
    body: [...notice.htmlTop, heading(t.sender), facts(rows), heading(t.message), paragraph(htmlParagraphs(form.message)), ...notice.htmlBottom].join("\n"),
  });

  const text = [...notice.textTop, textHeading(t.sender), textFacts(lang, rows), textHeading(t.message), form.message, ...notice.textBottom].join("\n");

  return { subject: formatMessage(lang, t.mailSubject, { reference, subject: subjectLabel, name: form.name }), text, html };
}
