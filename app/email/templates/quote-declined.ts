/** To staff (French) when the customer declines a quote: which version, when, and the reason they typed, if any. */
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { heading, htmlParagraphs, paragraph, textHeading, type EmailContent, type EmailContext } from "../layout.ts";
import { enQuoteDeclined } from "../text/en/quote-declined.ts";
import { frQuoteDeclined } from "../text/fr/quote-declined.ts";
import { customerLabel, lifecycleStaffEmail } from "./quote-staff-notice.ts";
import { quoteDateRows } from "./quote-summary.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteDeclined>> = { fr: frQuoteDeclined, en: enQuoteDeclined };

export type QuoteDeclinedFacts = QuoteMailFacts & { reason: string | null; at: Date };

export function quoteDeclinedStaffEmail(facts_: QuoteDeclinedFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang];
  const reason = facts_.reason?.trim() || t.noReason;
  return lifecycleStaffEmail(lang, ctx, facts_, {
    title: t.title,
    subject: formatMessage(lang, t.mailSubject, { reference: facts_.reference, version: facts_.document.version, client: customerLabel(facts_) }),
    received: t.received,
    at: facts_.at,
    replyHint: t.replyHint,
    rows: quoteDateRows(lang, facts_.document, { validity: true }),
    sections: { html: [heading(t.reason), paragraph(htmlParagraphs(reason))], text: [textHeading(t.reason), reason] },
  });
}
