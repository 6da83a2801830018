/**
 * A sent quote summarised in an e-mail: its lines (dates, duration, rates, a changed price's
 * reason), options, delivery, discount, taxes and total, in the words of the PDF
 * (app/documents/quote-text.ts), and the facts around it (handover, end, validity, deposit).
 */
import { amountRows, formatHandover, handoverInstant, QUOTE_DOCUMENT_TEXT, quoteRows, rentalEndDate } from "../../documents/quote-text.ts";
import type { QuoteDocument } from "../../domain/rental/quote-document.ts";
import { formatMoney } from "../../i18n/format.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { itemsTable, labelValue, type ItemRow } from "../layout.ts";
import { enQuoteLifecycle } from "../text/en/quote-lifecycle.ts";
import { frQuoteLifecycle } from "../text/fr/quote-lifecycle.ts";

export const LIFECYCLE_TEXT: Record<Lang, Catalogue<typeof frQuoteLifecycle>> = { fr: frQuoteLifecycle, en: enQuoteLifecycle };

function rows(lang: Lang, document: QuoteDocument): ItemRow[] {
  const { lines, extras } = quoteRows(lang, document);
  const times = QUOTE_DOCUMENT_TEXT[lang].quantityTimesPrice;
  return [...lines, ...extras].map((row) => ({
    name: row.name,
    options: row.details,
    detail: formatMessage(lang, times, { quantity: row.quantity, price: row.unitPrice }),
    total: row.total,
  }));
}

export function quoteSummaryHtml(lang: Lang, document: QuoteDocument): string {
  return itemsTable(
    rows(lang, document),
    amountRows(lang, document).map((row) => [row.label, row.value, row.strong] as const),
  );
}

export function quoteSummaryText(lang: Lang, document: QuoteDocument): string {
  const lines = rows(lang, document).map((row, i) => [`${i + 1}. ${row.name}`, ...row.options.map((o) => `   ${o}`), `   ${row.detail} = ${row.total}`].join("\n"));
  const amounts = amountRows(lang, document).map((row) => labelValue(lang, row.label, row.value));
  return [...lines, "", ...amounts].join("\n");
}

/**
 * Handover and end of the rental, then as asked: the validity (a quote still open), the total
 * (left out where the summary's table just showed it) and the deposit: label/value rows.
 */
export function quoteDateRows(lang: Lang, document: QuoteDocument, options: { validity?: boolean; total?: boolean; deposit?: boolean } = {}): [string, string | null][] {
  const l = LIFECYCLE_TEXT[lang].labels;
  const end = rentalEndDate(document);
  return [
    [l.handover, formatHandover(lang, handoverInstant(document))],
    [l.rentalEnd, end ? formatLongDate(lang, end) : null],
    [l.validUntil, options.validity ? formatLongDate(lang, document.validUntil) : null],
    [l.total, options.total === false ? null : formatMoney(lang, document.totals.total)],
    [l.deposit, options.deposit && document.deposit > 0 ? formatMessage(lang, LIFECYCLE_TEXT[lang].depositValue, { amount: formatMoney(lang, document.deposit) }) : null],
  ];
}
