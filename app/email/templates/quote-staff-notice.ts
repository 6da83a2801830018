/**
 * The frame of the staff notices of the quote lifecycle (accepted, declined, cancelled, date
 * change): the staff notice's top and bottom (./staff-notice.ts: title, when, reference,
 * dashboard link, reply hint), who the customer is, the message's own facts and sections, and
 * the quote's summary. Staff e-mails keep everything the customer typed (decisions.md).
 */
import { formatAddress } from "../../config/business.ts";
import type { Lang } from "../../i18n/index.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { facts, heading, htmlDocument, textFacts, textHeading, type EmailContent, type EmailContext, type EmailParts } from "../layout.ts";
import { staffNoticeParts } from "./staff-notice.ts";
import { LIFECYCLE_TEXT, quoteSummaryHtml, quoteSummaryText } from "./quote-summary.ts";

export type LifecycleStaffNotice = {
  title: string;
  subject: string;
  /** "Acceptée le {when} (soumission en {pageLang})." */
  received: string;
  at: Date;
  replyHint: string;
  /** The message's own label/value facts, after the customer's. */
  rows: readonly (readonly [string, string | null | undefined])[];
  /** What follows the facts (a reason, a message), before the summary. */
  sections?: EmailParts;
};

/** "Jean Tremblay (Béton Tremblay inc.)" */
export function customerLabel(facts_: QuoteMailFacts): string {
  return facts_.customer.company ? `${facts_.customer.name} (${facts_.customer.company})` : facts_.customer.name;
}

export function lifecycleStaffEmail(lang: Lang, ctx: EmailContext, facts_: QuoteMailFacts, notice: LifecycleStaffNotice): EmailContent {
  const l = LIFECYCLE_TEXT[lang].labels;
  const parts = staffNoticeParts(lang, ctx, { title: notice.title, reference: facts_.reference, createdAt: notice.at, pageLang: facts_.lang, received: notice.received, replyHint: notice.replyHint });
  const rows = [[l.client, facts_.customer.name], [l.company, facts_.customer.company], [l.email, facts_.customer.email], [l.version, String(facts_.document.version)], ...notice.rows] as const;
  const quote = LIFECYCLE_TEXT[lang].quote;
  const html = htmlDocument(lang, ctx, {
    title: notice.title,
    preheader: `${facts_.reference} – ${customerLabel(facts_)}`,
    body: [...parts.htmlTop, facts(rows), ...(notice.sections?.html ?? []), heading(quote), quoteSummaryHtml(lang, facts_.document), ...parts.htmlBottom].join("\n"),
  });
  const text = [
    ...parts.textTop,
    "",
    textFacts(lang, rows),
    ...(notice.sections?.text ?? []),
    textHeading(quote),
    quoteSummaryText(lang, facts_.document),
    ...parts.textBottom,
    "",
    `${ctx.business.name} · ${formatAddress(ctx.business)}`,
  ].join("\n");
  return { subject: notice.subject, text, html };
}
