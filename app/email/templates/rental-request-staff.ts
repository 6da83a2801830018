/**
 * To staff (French) when a customer asks, from the private link, for a pickup (a date, a note)
 * or an extension (a new end date, found free when asked, with what it adds by the price rule):
 * the units out, the current end, the customer's note as typed, and what to do on the request's
 * page. Staff e-mails keep everything the customer typed (decisions.md).
 */
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMoney } from "../../i18n/format.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { heading, htmlParagraphs, note, paragraph, textHeading, type EmailContent, type EmailContext } from "../layout.ts";
import { enRentalRequestStaff } from "../text/en/rental-request-staff.ts";
import { frRentalRequestStaff } from "../text/fr/rental-request-staff.ts";
import { customerLabel, lifecycleStaffEmail } from "./quote-staff-notice.ts";

const TEXT: Record<Lang, Catalogue<typeof frRentalRequestStaff>> = { fr: frRentalRequestStaff, en: enRentalRequestStaff };

export type RentalRequestFacts = QuoteMailFacts & {
  kind: "pickup" | "extend";
  /** The day asked: the pickup's, or the new end. */
  date: string;
  note: string | null;
  endDate: string;
  /** In the staff's language. */
  units: readonly { product: string; tag: string }[];
  /** Extension: what it adds by the price rule, before taxes (null: not priced). */
  addedCents: number | null;
  at: Date;
};

export function rentalRequestStaffEmail(facts_: RentalRequestFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang];
  const own = facts_.kind === "pickup" ? t.pickup : t.extend;
  const units = facts_.units.map((unit) => formatMessage(lang, t.unit, unit)).join(", ");
  const extension =
    facts_.kind === "extend"
      ? ([
          [t.extend.availability, t.extend.available],
          [t.extend.price, facts_.addedCents === null ? null : formatMessage(lang, t.extend.added, { amount: formatMoney(lang, facts_.addedCents / 100) })],
        ] as const)
      : [];
  const noteParts = facts_.note ? { html: [heading(t.note), paragraph(htmlParagraphs(facts_.note))], text: [textHeading(t.note), facts_.note, ""] } : { html: [], text: [] };
  return lifecycleStaffEmail(lang, ctx, facts_, {
    title: own.title,
    subject: formatMessage(lang, own.mailSubject, { reference: facts_.reference, client: customerLabel(facts_) }),
    received: t.received,
    at: facts_.at,
    replyHint: t.replyHint,
    rows: [[own.date, formatLongDate(lang, facts_.date)], [t.currentEnd, formatLongDate(lang, facts_.endDate)], [t.units, units], ...extension],
    sections: { html: [...noteParts.html, note(own.next)], text: [...noteParts.text, own.next, ""] },
  });
}
