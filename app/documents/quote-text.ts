/**
 * A sent quote (QuoteDocument) in words, in the customer's language: each line with its dates,
 * the breakdown of its duration ("1 sem. + 2 j" / "1 wk + 2 d"), its rates and the staff's
 * reason for a changed price; the amounts; the handover; the conditions in short. The PDF
 * (./quote-pdf.server.ts) prints these and the quote e-mails (app/email/templates/quote-*.ts)
 * summarise them, so both say the same thing in the same words. Pure.
 */
import { businessDateTime, businessInstant } from "../domain/business-clock.ts";
import {
  CANCELLATION_FEE_24_48,
  CANCELLATION_FEE_NO_SHOW,
  CANCELLATION_FEE_UNDER_24,
  CANCELLATION_FREE_HOURS,
  CANCELLATION_PARTIAL_HOURS,
  DATE_CHANGE_FREE_HOURS,
  NOTICE_HOURS,
  TPS_RATE,
  TVQ_RATE,
} from "../domain/constants.ts";
import { rentalDayCount } from "../domain/rental/rental-dates.ts";
import type { QuoteDocument, QuoteDocumentLine } from "../domain/rental/quote-document.ts";
import { formatMoney, formatNumber, formatPercent } from "../i18n/format.ts";
import { formatClockTime } from "../i18n/format-hours.ts";
import { formatLongDate, formatRentalBreakdown } from "../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";
import { enQuoteDocument } from "./text/en/quote-document.ts";
import { frQuoteDocument } from "./text/fr/quote-document.ts";

export const QUOTE_DOCUMENT_TEXT: Record<Lang, Catalogue<typeof frQuoteDocument>> = { fr: frQuoteDocument, en: enQuoteDocument };

/** One row of the quote's table: a rented or sold line, or an option priced by staff. */
export type QuoteRowText = {
  name: string;
  quantity: string;
  unitPrice: string;
  total: string;
  /** Smaller lines under the name: dates, duration, rates, the reason of a changed price. */
  details: string[];
};

export type AmountRowText = { label: string; value: string; strong?: boolean };

/**
 * The handover instant. The data layer stores it as a timestamp and writes it as an ISO instant;
 * a date and time without an offset ("2026-12-07T07:00") is read as Quebec time, never as the
 * server's.
 */
export function handoverInstant(document: Pick<QuoteDocument, "handoverAt">): Date {
  const value = document.handoverAt;
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return new Date(value);
  const [date = "", time = "00:00"] = value.split(/[T ]/);
  return businessInstant(date, time.slice(0, 5));
}

/** The last day of the rental (the latest end of its rented lines); null when nothing is rented. */
export function rentalEndDate(document: Pick<QuoteDocument, "lines">): string | null {
  const ends = document.lines.map((line) => line.endDate).filter((date): date is string => date !== null);
  return ends.length === 0 ? null : ends.reduce((a, b) => (a > b ? a : b));
}

/** "7 décembre 2026 à 7 h" / "December 7, 2026 at 7 a.m.", Quebec time. */
export function formatHandover(lang: Lang, instant: Date): string {
  const { date, time } = businessDateTime(instant);
  return formatMessage(lang, QUOTE_DOCUMENT_TEXT[lang].dateAtTime, { date: formatLongDate(lang, date), time: formatClockTime(lang, time) });
}

/** "Du 7 décembre 2026 au 15 décembre 2026 (9 jours)" / "From December 7, 2026 to December 15, 2026 (9 days)". */
export function rentalPeriod(lang: Lang, start: string, end: string): string {
  const t = QUOTE_DOCUMENT_TEXT[lang];
  if (start === end) return formatMessage(lang, t.oneDay, { date: formatLongDate(lang, start) });
  return formatMessage(lang, t.period, { start: formatLongDate(lang, start), end: formatLongDate(lang, end), days: rentalDayCount(start, end) });
}

function lineDetails(lang: Lang, line: QuoteDocumentLine): string[] {
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const details: string[] = [];
  if (line.startDate && line.endDate) {
    details.push(rentalPeriod(lang, line.startDate, line.endDate));
    details.push(formatMessage(lang, t.durationPrice, { breakdown: formatRentalBreakdown(lang, line.weeks, line.days) }));
    const rates = [line.dayPrice !== null ? formatMessage(lang, t.dayRate, { price: formatMoney(lang, line.dayPrice) }) : null];
    // A week price equal to the day price means "daily only" (decisions.md, second round).
    if (line.weekPrice !== null && line.weekPrice !== line.dayPrice) rates.push(formatMessage(lang, t.weekRate, { price: formatMoney(lang, line.weekPrice) }));
    const shown = rates.filter((rate): rate is string => rate !== null);
    if (shown.length > 0) details.push(shown.join(" · "));
  } else {
    details.push(t.sold);
  }
  if (line.priceReason) details.push(formatMessage(lang, t.priceReason, { reason: line.priceReason }));
  return details;
}

/** The rented and sold lines, then the options and services, as rows. */
export function quoteRows(lang: Lang, document: QuoteDocument): { lines: QuoteRowText[]; extras: QuoteRowText[] } {
  const lines = document.lines.map((line) => ({
    name: line.name[lang],
    quantity: formatNumber(lang, line.quantity),
    unitPrice: formatMoney(lang, line.unitTotal),
    total: formatMoney(lang, line.lineTotal),
    details: lineDetails(lang, line),
  }));
  const extras = document.extras.map((extra) => ({
    name: extra.label[lang],
    quantity: formatNumber(lang, extra.quantity),
    unitPrice: formatMoney(lang, extra.unitPrice),
    total: formatMoney(lang, extra.lineTotal),
    details: [],
  }));
  return { lines, extras };
}

/** Delivery (when any), discount (when any), subtotal, TPS, TVQ and the total. */
export function amountRows(lang: Lang, document: QuoteDocument): AmountRowText[] {
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const rows: AmountRowText[] = [];
  if (document.deliveryFee > 0) rows.push({ label: t.delivery, value: formatMoney(lang, document.deliveryFee) });
  if (document.discount > 0) rows.push({ label: t.discount, value: formatMoney(lang, -document.discount) });
  rows.push(
    { label: t.subtotal, value: formatMoney(lang, document.totals.subtotal) },
    { label: formatMessage(lang, t.tps, { rate: formatPercent(lang, TPS_RATE) }), value: formatMoney(lang, document.totals.tps) },
    { label: formatMessage(lang, t.tvq, { rate: formatPercent(lang, TVQ_RATE) }), value: formatMoney(lang, document.totals.tvq) },
    { label: t.total, value: formatMoney(lang, document.totals.total), strong: true },
  );
  return rows;
}

/** The rental and cancellation conditions in short, with the policy's numbers (app/domain/constants.ts). */
export function conditionsInShort(lang: Lang): string[] {
  const vars = {
    noticeHours: NOTICE_HOURS,
    freeHours: CANCELLATION_FREE_HOURS,
    partialHours: CANCELLATION_PARTIAL_HOURS,
    lateFee: formatPercent(lang, CANCELLATION_FEE_24_48),
    lastMinuteFee: formatPercent(lang, CANCELLATION_FEE_UNDER_24),
    noShowFee: formatPercent(lang, CANCELLATION_FEE_NO_SHOW),
    dateChangeHours: DATE_CHANGE_FREE_HOURS,
  };
  return QUOTE_DOCUMENT_TEXT[lang].conditions.map((condition) => formatMessage(lang, condition, vars));
}

/** "soumission-S-2026-000123-v2.pdf" / "quote-S-2026-000123-v2.pdf" */
export function quotePdfFileName(lang: Lang, reference: string, version: number): string {
  return formatMessage(lang, QUOTE_DOCUMENT_TEXT[lang].fileName, { reference, version });
}
