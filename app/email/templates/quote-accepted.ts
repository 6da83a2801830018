/**
 * The e-mails of an accepted quote: the customer's confirmation, in their language,
 * with the handover, the return and the conditions if their plans change; and the staff notice
 * (French) with who accepted, which version and when. Each carries the reservation's .ics
 * (attached by app/email/quote-emails.server.ts). The name typed when accepting reaches the
 * customer's address cut, as any name on an unproven address; staff get it whole.
 */
import { conditionsInShort } from "../../documents/quote-text.ts";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import {
  bulletList,
  button,
  COMMON_TEXT,
  escapeHtml,
  facts,
  finePrint,
  heading,
  labelValue,
  nameForUnprovenAddress,
  note,
  paragraph,
  requestEmail,
  textFacts,
  textHeading,
  type EmailContent,
  type EmailContext,
} from "../layout.ts";
import { enQuoteAccepted } from "../text/en/quote-accepted.ts";
import { frQuoteAccepted } from "../text/fr/quote-accepted.ts";
import { customerLabel, lifecycleStaffEmail } from "./quote-staff-notice.ts";
import { LIFECYCLE_TEXT, quoteDateRows, quoteSummaryHtml, quoteSummaryText } from "./quote-summary.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteAccepted>> = { fr: frQuoteAccepted, en: enQuoteAccepted };

export type QuoteAcceptedFacts = QuoteMailFacts & { acceptedName: string; acceptedAt: Date; byStaff: boolean };

export function quoteAcceptedCustomerEmail(facts_: QuoteAcceptedFacts, ctx: EmailContext, icsFileName: string): EmailContent {
  const { lang, reference, document } = facts_;
  const t = TEXT[lang].customer;
  const lead = formatMessage(lang, facts_.byStaff ? t.leadByPhone : t.leadOnline, {
    version: document.version,
    when: formatDateTime(lang, facts_.acceptedAt, "long"),
    name: nameForUnprovenAddress(facts_.acceptedName),
  });
  const dates = quoteDateRows(lang, document, { deposit: true });
  const calendar = formatMessage(lang, t.calendar, { file: icsFileName });
  const conditions = conditionsInShort(lang);
  const question = formatMessage(lang, COMMON_TEXT[lang].question, { phone: ctx.business.phone });

  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts_.customer.firstName ?? facts_.customer.name,
    reference,
    lead: { html: [paragraph(escapeHtml(lead))], text: [lead] },
    rest: {
      html: [
        heading(t.reservation),
        facts(dates),
        paragraph(escapeHtml(calendar)),
        quoteSummaryHtml(lang, document),
        heading(t.conditions),
        bulletList(conditions),
        button(facts_.linkUrl, t.button),
        note(t.linkNote),
        paragraph(escapeHtml(question)),
        finePrint(LIFECYCLE_TEXT[lang].privateLink),
      ],
      text: [
        textHeading(t.reservation),
        textFacts(lang, dates),
        "",
        calendar,
        "",
        quoteSummaryText(lang, document),
        textHeading(t.conditions),
        conditions.map((c) => `- ${c}`).join("\n"),
        "",
        labelValue(lang, t.button, facts_.linkUrl),
        t.linkNote,
        "",
        question,
        "",
        LIFECYCLE_TEXT[lang].privateLink,
      ],
    },
  });
  return { subject: formatMessage(lang, t.mailSubject, { reference, business: ctx.business.name }), text, html };
}

export function quoteAcceptedStaffEmail(facts_: QuoteAcceptedFacts, ctx: EmailContext, icsFileName: string, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang].staff;
  const shared = LIFECYCLE_TEXT[lang];
  const calendar = formatMessage(lang, t.calendar, { file: icsFileName });
  return lifecycleStaffEmail(lang, ctx, facts_, {
    title: t.title,
    subject: formatMessage(lang, t.mailSubject, { reference: facts_.reference, version: facts_.document.version, client: customerLabel(facts_) }),
    received: t.received,
    at: facts_.acceptedAt,
    replyHint: t.replyHint,
    rows: [[t.acceptedName, facts_.acceptedName], [shared.labels.by, facts_.byStaff ? shared.staffByPhone : shared.customerOnline], ...quoteDateRows(lang, facts_.document, { deposit: true })],
    sections: { html: [note(calendar)], text: ["", calendar] },
  });
}
