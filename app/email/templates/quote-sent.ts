/**
 * To the customer when staff send a priced quote, in the customer's language: the summary of
 * the lines and the total, the handover, the validity, the button to the private link, and the
 * PDF attached (app/email/quote-emails.server.ts attaches it). Everything here was typed by
 * staff or computed; of the customer's own words only the first name (cut) appears.
 */
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import {
  button,
  COMMON_TEXT,
  escapeHtml,
  facts,
  finePrint,
  heading,
  htmlParagraphs,
  labelValue,
  note,
  paragraph,
  requestEmail,
  textFacts,
  textHeading,
  type EmailContent,
  type EmailContext,
} from "../layout.ts";
import { enQuoteSent } from "../text/en/quote-sent.ts";
import { frQuoteSent } from "../text/fr/quote-sent.ts";
import { LIFECYCLE_TEXT, quoteDateRows, quoteSummaryHtml, quoteSummaryText } from "./quote-summary.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteSent>> = { fr: frQuoteSent, en: enQuoteSent };

export function quoteSentEmail(facts_: QuoteMailFacts, ctx: EmailContext, pdfFileName: string): EmailContent {
  const { lang, reference, document } = facts_;
  const t = TEXT[lang];
  const shared = LIFECYCLE_TEXT[lang];
  const business = ctx.business.name;
  const lead = [t.lead, ...(document.version > 1 ? [formatMessage(lang, t.newVersion, { version: document.version })] : [])];
  const accept = formatMessage(lang, t.accept, { date: formatLongDate(lang, document.validUntil) });
  const dates = quoteDateRows(lang, document, { validity: true, total: false, deposit: true });
  const attached = formatMessage(lang, t.attached, { file: pdfFileName });
  const question = formatMessage(lang, COMMON_TEXT[lang].question, { phone: ctx.business.phone });

  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts_.customer.firstName ?? facts_.customer.name,
    reference,
    lead: { html: lead.map((p) => paragraph(escapeHtml(p))), text: lead },
    rest: {
      html: [
        heading(shared.yourQuote),
        quoteSummaryHtml(lang, document),
        facts(dates),
        ...(document.note ? [heading(t.note), paragraph(htmlParagraphs(document.note))] : []),
        paragraph(escapeHtml(accept)),
        button(facts_.linkUrl, t.button),
        note(attached),
        paragraph(escapeHtml(question)),
        finePrint(shared.privateLink),
      ],
      text: [
        textHeading(shared.yourQuote),
        quoteSummaryText(lang, document),
        "",
        textFacts(lang, dates),
        ...(document.note ? [textHeading(t.note), document.note] : []),
        "",
        accept,
        labelValue(lang, t.button, facts_.linkUrl),
        "",
        attached,
        question,
        "",
        shared.privateLink,
      ],
    },
  });
  const subject = document.version > 1 ? formatMessage(lang, t.mailSubjectVersion, { reference, version: document.version, business }) : formatMessage(lang, t.mailSubject, { reference, business });
  return { subject, text, html };
}
