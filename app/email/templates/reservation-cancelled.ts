/**
 * The e-mails of a cancelled reservation: to the customer in their language, with
 * the fee the policy sets for when they cancelled (percentage of the accepted total, taxes
 * included) or the reason staff waived it; and the staff notice (French) with the same facts.
 */
import { CANCELLATION_FREE_HOURS, CANCELLATION_PARTIAL_HOURS } from "../../domain/constants.ts";
import type { CancellationFee } from "../../domain/rental/cancellation-fee.ts";
import { formatMoney, formatPercent } from "../../i18n/format.ts";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteMailFacts } from "../facts.ts";
import { button, COMMON_TEXT, escapeHtml, facts, finePrint, labelValue, paragraph, requestEmail, textFacts, type EmailContent, type EmailContext } from "../layout.ts";
import { enReservationCancelled } from "../text/en/reservation-cancelled.ts";
import { frReservationCancelled } from "../text/fr/reservation-cancelled.ts";
import { customerLabel, lifecycleStaffEmail } from "./quote-staff-notice.ts";
import { LIFECYCLE_TEXT, quoteDateRows } from "./quote-summary.ts";

const TEXT: Record<Lang, Catalogue<typeof frReservationCancelled>> = { fr: frReservationCancelled, en: enReservationCancelled };

export type ReservationCancelledFacts = QuoteMailFacts & { fee: CancellationFee; feeWaived: string | null; at: Date; byStaff: boolean };

function bandText(lang: Lang, fee: CancellationFee): string {
  return formatMessage(lang, TEXT[lang].band[fee.band], { freeHours: CANCELLATION_FREE_HOURS, partialHours: CANCELLATION_PARTIAL_HOURS });
}

const percentText = (lang: Lang, fee: CancellationFee) => formatPercent(lang, fee.percent / 100);

/** What the customer owes, in one sentence: nothing, the fee, or the waiver and its reason. */
function feeSentence(lang: Lang, facts_: ReservationCancelledFacts): string {
  const t = TEXT[lang].customer;
  if (facts_.feeWaived) return formatMessage(lang, t.waived, { reason: facts_.feeWaived });
  if (facts_.fee.feeCents === 0) return formatMessage(lang, t.free, { band: bandText(lang, facts_.fee) });
  return formatMessage(lang, t.fee, {
    band: bandText(lang, facts_.fee),
    percent: percentText(lang, facts_.fee),
    total: formatMoney(lang, facts_.document.totals.total),
    amount: formatMoney(lang, facts_.fee.feeCents / 100),
  });
}

export function reservationCancelledCustomerEmail(facts_: ReservationCancelledFacts, ctx: EmailContext): EmailContent {
  const { lang, reference, document } = facts_;
  const t = TEXT[lang].customer;
  const lead = formatMessage(lang, facts_.byStaff ? t.leadStaff : t.leadCustomer, { when: formatDateTime(lang, facts_.at, "long") });
  const fee = feeSentence(lang, facts_);
  const dates = quoteDateRows(lang, document);
  const question = formatMessage(lang, COMMON_TEXT[lang].question, { phone: ctx.business.phone });
  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: facts_.customer.firstName ?? facts_.customer.name,
    reference,
    lead: { html: [paragraph(escapeHtml(lead)), paragraph(`<strong>${escapeHtml(fee)}</strong>`)], text: [lead, "", fee] },
    rest: {
      html: [facts(dates), button(facts_.linkUrl, t.button), paragraph(escapeHtml(question)), finePrint(LIFECYCLE_TEXT[lang].privateLink)],
      text: ["", textFacts(lang, dates), "", labelValue(lang, t.button, facts_.linkUrl), "", question],
    },
  });
  return { subject: formatMessage(lang, t.mailSubject, { reference, business: ctx.business.name }), text, html };
}

export function reservationCancelledStaffEmail(facts_: ReservationCancelledFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang].staff;
  const shared = LIFECYCLE_TEXT[lang];
  const amount = formatMoney(lang, facts_.fee.feeCents / 100);
  const charged = facts_.feeWaived || facts_.fee.feeCents === 0 ? t.none : formatMessage(lang, t.feeValue, { percent: percentText(lang, facts_.fee), amount });
  const waived = facts_.feeWaived ? formatMessage(lang, t.waivedValue, { amount, reason: facts_.feeWaived }) : null;
  return lifecycleStaffEmail(lang, ctx, facts_, {
    title: t.title,
    subject: formatMessage(lang, t.mailSubject, { reference: facts_.reference, client: customerLabel(facts_), fee: facts_.feeWaived ? t.waived : charged }),
    received: t.received,
    at: facts_.at,
    replyHint: t.replyHint,
    rows: [
      [shared.labels.by, facts_.byStaff ? shared.team : shared.customerOnline],
      [t.band, bandText(lang, facts_.fee)],
      [t.fee, charged],
      [t.waived, waived],
      ...quoteDateRows(lang, facts_.document),
    ],
  });
}
