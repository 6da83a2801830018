/**
 * The items and totals of a quote, as both quote e-mails show them: a line without dates
 * as 'Qté × price per day/week' (an estimate per period), a line priced for its dates
 * with its weeks and days, its dates and its rates, then the delivery estimate
 * (taxed, confirmed in the quote) and the totals.
 */
import { TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import { findOption } from "../../domain/catalogue/options.ts";
import type { PricedLine, PricedQuote } from "../../domain/quote/priced-quote.ts";
import { formatMessage, translate, type Lang } from "../../i18n/index.ts";
import { formatMoney, formatPercent } from "../../i18n/format.ts";
import { formatDateRange, formatRentalBreakdown } from "../../i18n/format-dates.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { itemsTable, labelValue, type ItemRow } from "../layout.ts";
import { enQuoteItems } from "../text/en/quote-items.ts";
import { frQuoteItems } from "../text/fr/quote-items.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteItems>> = { fr: frQuoteItems, en: enQuoteItems };

function optionLabels(lang: Lang, line: PricedLine): string[] {
  return Object.values(line.options).map((id) => findOption(id)?.label[lang] ?? id);
}

/** "2 × 650,00 $ / jour", or for dates "2 × 1 925,00 $ (1 sem. + 2 j, du 4 au 12 décembre)". */
function lineDetail(lang: Lang, line: PricedLine, now: Date): string {
  const t = TEXT[lang];
  const price = formatMoney(lang, line.unitPrice);
  if (line.pricing === "dated" && line.startDate && line.endDate) {
    const breakdown = formatRentalBreakdown(lang, line.weeks ?? 0, line.days ?? 0);
    return formatMessage(lang, t.lineDated, { quantity: line.quantity, price, breakdown, range: formatDateRange(lang, line.startDate, line.endDate, now) });
  }
  return formatMessage(lang, t.lineDetail, { quantity: line.quantity, price, period: t.period[line.period] });
}

/** The rates a dated line was priced with: "Tarifs : 350,00 $ / jour · 1 225,00 $ / semaine". */
function rates(lang: Lang, line: PricedLine): string[] {
  if (line.pricing !== "dated" || line.dayPrice === null) return [];
  const t = TEXT[lang];
  const day = formatMoney(lang, line.dayPrice);
  return [line.weekPrice === null ? formatMessage(lang, t.dayRate, { day }) : formatMessage(lang, t.rates, { day, week: formatMoney(lang, line.weekPrice) })];
}

function totalsRows(lang: Lang, quote: PricedQuote): [string, string, boolean?][] {
  const t = TEXT[lang];
  const delivery: [string, string][] =
    quote.delivery.kind === "estimate" ? [[t.deliveryEstimate, formatMoney(lang, quote.delivery.feeCents / 100)]] : quote.delivery.kind === "unknown" ? [[t.delivery, t.deliveryUnknown]] : [];
  return [
    ...delivery,
    [translate(lang, "quote.summary.subtotal"), formatMoney(lang, quote.totals.subtotal)],
    [translate(lang, "quote.summary.tps", { rate: formatPercent(lang, TPS_RATE) }), formatMoney(lang, quote.totals.tps)],
    [translate(lang, "quote.summary.tvq", { rate: formatPercent(lang, TVQ_RATE) }), formatMoney(lang, quote.totals.tvq)],
    [translate(lang, "quote.summary.total"), formatMoney(lang, quote.totals.total), true],
  ];
}

/** `now`: the request's time, so that a range shows its year only when it is not this year's. */
export function itemsHtml(lang: Lang, quote: PricedQuote, now: Date = new Date()): string {
  const rows: ItemRow[] = quote.lines.map((line) => ({
    name: line.productName[lang],
    options: [...rates(lang, line), ...optionLabels(lang, line).map((label) => `+ ${label}`)],
    detail: lineDetail(lang, line, now),
    total: formatMoney(lang, line.lineTotal),
  }));
  return itemsTable(rows, totalsRows(lang, quote));
}

export function itemsText(lang: Lang, quote: PricedQuote, now: Date = new Date()): string {
  const lines = quote.lines.map((line, i) => {
    const extra = [...rates(lang, line), ...optionLabels(lang, line).map((label) => `+ ${label}`)].map((text) => `\n   ${text}`).join("");
    return `${i + 1}. ${line.productName[lang]}\n   ${lineDetail(lang, line, now)} = ${formatMoney(lang, line.lineTotal)}${extra}`;
  });
  const totals = totalsRows(lang, quote).map(([label, value]) => labelValue(lang, label, value));
  return [...lines, "", ...totals].join("\n");
}
