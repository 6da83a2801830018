/** The items and totals of a quote, as both quote e-mails show them ('Qté × price per day/week'). */
import { TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import { findOption } from "../../domain/catalogue/options.ts";
import type { PricedLine, PricedQuote } from "../../domain/quote/priced-quote.ts";
import { formatMessage, translate, type Lang } from "../../i18n/index.ts";
import { formatMoney, formatPercent } from "../../i18n/format.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { itemsTable, labelValue, type ItemRow } from "../layout.ts";
import { enQuoteItems } from "../text/en/quote-items.ts";
import { frQuoteItems } from "../text/fr/quote-items.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteItems>> = { fr: frQuoteItems, en: enQuoteItems };

function optionLabels(lang: Lang, line: PricedLine): string[] {
  return Object.values(line.options).map((id) => findOption(id)?.label[lang] ?? id);
}

/** "2 × 650,00 $ / jour" */
function lineDetail(lang: Lang, line: PricedLine): string {
  const t = TEXT[lang];
  return formatMessage(lang, t.lineDetail, { quantity: line.quantity, price: formatMoney(lang, line.unitPrice), period: t.period[line.period] });
}

function totalsRows(lang: Lang, quote: PricedQuote): [string, string, boolean?][] {
  return [
    [translate(lang, "quote.summary.subtotal"), formatMoney(lang, quote.totals.subtotal)],
    [translate(lang, "quote.summary.tps", { rate: formatPercent(lang, TPS_RATE) }), formatMoney(lang, quote.totals.tps)],
    [translate(lang, "quote.summary.tvq", { rate: formatPercent(lang, TVQ_RATE) }), formatMoney(lang, quote.totals.tvq)],
    [translate(lang, "quote.summary.total"), formatMoney(lang, quote.totals.total), true],
  ];
}

export function itemsHtml(lang: Lang, quote: PricedQuote): string {
  const rows: ItemRow[] = quote.lines.map((line) => ({
    name: line.productName[lang],
    options: optionLabels(lang, line).map((label) => `+ ${label}`),
    detail: lineDetail(lang, line),
    total: formatMoney(lang, line.lineTotal),
  }));
  return itemsTable(rows, totalsRows(lang, quote));
}

export function itemsText(lang: Lang, quote: PricedQuote): string {
  const lines = quote.lines.map((line, i) => {
    const options = optionLabels(lang, line).map((label) => `\n   + ${label}`).join("");
    return `${i + 1}. ${line.productName[lang]}\n   ${lineDetail(lang, line)} = ${formatMoney(lang, line.lineTotal)}${options}`;
  });
  const totals = totalsRows(lang, quote).map(([label, value]) => labelValue(lang, label, value));
  return [...lines, "", ...totals].join("\n");
}
