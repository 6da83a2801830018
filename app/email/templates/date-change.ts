/**
 * To staff (French) when the customer asks for other dates through the private link: whether
 * it is free (more than 24 h before the handover, the cancellation policy), the customer's
 * message as typed, and what to do next (send a new version).
 */
import { DATE_CHANGE_FREE_HOURS } from "../../domain/constants.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { heading, htmlParagraphs, note, paragraph, textHeading, type EmailContent, type EmailContext } from "../layout.ts";
import { enDateChange } from "../text/en/date-change.ts";
import { frDateChange } from "../text/fr/date-change.ts";
import { customerLabel, lifecycleStaffEmail } from "./quote-staff-notice.ts";
import { quoteDateRows } from "./quote-summary.ts";

const TEXT: Record<Lang, Catalogue<typeof frDateChange>> = { fr: frDateChange, en: enDateChange };

export type DateChangeFacts = QuoteMailFacts & { message: string; free: boolean; at: Date };

export function dateChangeStaffEmail(facts_: DateChangeFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang];
  const cost = formatMessage(lang, facts_.free ? t.free : t.late, { hours: DATE_CHANGE_FREE_HOURS });
  return lifecycleStaffEmail(lang, ctx, facts_, {
    title: t.title,
    subject: formatMessage(lang, t.mailSubject, { reference: facts_.reference, client: customerLabel(facts_) }),
    received: t.received,
    at: facts_.at,
    replyHint: t.replyHint,
    rows: [[t.cost, cost], ...quoteDateRows(lang, facts_.document)],
    sections: {
      html: [heading(t.message), paragraph(htmlParagraphs(facts_.message)), note(t.next)],
      text: [textHeading(t.message), facts_.message, "", t.next],
    },
  });
}
