/**
 * To the customer when staff change the status of their request, in
 * the language of the page the request came from. Says what the new status
 * means for them in a sentence rather than with a bare label: the customer's
 * labels ('En cours' for both new and in progress, spec 4) would not tell a
 * request set back to "new" from one being handled.
 */
import type { SubmissionType } from "../../domain/quote/reference.ts";
import type { CONTACT_STATUSES, RequestStatus } from "../../domain/request-status.ts";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { COMMON_TEXT, escapeHtml, note, paragraph, requestEmail, type EmailContent, type EmailContext } from "../layout.ts";
import { enStatusChanged } from "../text/en/status-changed.ts";
import { frStatusChanged } from "../text/fr/status-changed.ts";

export type StatusChangedFacts = {
  reference: string;
  type: SubmissionType;
  lang: Lang;
  /** How to greet the customer (a quote's first name, or the contact message's name). */
  greetingName: string;
  to: RequestStatus;
  changedAt: Date;
};

type ContactStatus = (typeof CONTACT_STATUSES)[number];

const TEXT: Record<Lang, Catalogue<typeof frStatusChanged>> = { fr: frStatusChanged, en: enStatusChanged };

export function statusChangedEmail(facts: StatusChangedFacts, ctx: EmailContext): EmailContent {
  const { lang, reference } = facts;
  const t = TEXT[lang];
  // A contact message only ever has its three statuses (a database check holds it).
  const lead = facts.type === "contact" ? t.lead.contact[facts.to as ContactStatus] : t.lead.quote[facts.to];
  const when = formatMessage(lang, t.updatedOn, { date: formatDateTime(lang, facts.changedAt, "long") });
  const question = formatMessage(lang, COMMON_TEXT[lang].question, { phone: ctx.business.phone });
  const subjectTemplate = facts.type === "contact" ? t.mailSubject.contact[facts.to as ContactStatus] : t.mailSubject.quote[facts.to];
  const subject = formatMessage(lang, subjectTemplate, { reference, business: ctx.business.name });

  // The address was typed on a form and never proven: requestEmail cuts the name like in the acknowledgements.
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title[facts.to],
    name: facts.greetingName,
    reference,
    lead: { html: [paragraph(escapeHtml(lead))], text: [lead] },
    rest: { html: [note(when), paragraph(escapeHtml(question))], text: [when, "", question] },
  });

  return { subject, text, html };
}
