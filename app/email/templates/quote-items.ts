/** The items and totals of a quote, as both quote e-mails show them ('Qté × price per day/week'). */
import { TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import { findOption } from "../../domain/catalogue/options.ts";
import type { PricedLine, PricedQuote } from "../../domain/quote/priced-quote.ts";
import { translate, type Lang } from "../../i18n/index.ts";
import { formatPercent } from "../../i18n/format.ts";
import { colon, itemsTable, money, type ItemRow } from "../layout.ts";

const PERIOD: Record<Lang, Record<PricedLine["period"], string>> = {
  fr: { day: "/ jour", week: "/ semaine", fixed: "(prix fixe)" },
  en: { day: "/ day", week: "/ week", fixed: "(fixed price)" },
};

export function optionLabels(lang: Lang, line: PricedLine): string[] {
  return Object.values(line.options).map((id) => findOption(id)?.label[lang] ?? id);
}

/** "2 × 650,00 $ / jour" */
export function lineDetail(lang: Lang, line: PricedLine): string {
  return `${line.quantity} × ${money(lang, line.unitPrice)} ${PERIOD[lang][line.period]}`;
}

export function totalsRows(lang: Lang, quote: PricedQuote): [string, string, boolean?][] {
  return [
    [translate(lang, "quote.summary.subtotal"), money(lang, quote.totals.subtotal)],
    [translate(lang, "quote.summary.tps", { rate: formatPercent(lang, TPS_RATE) }), money(lang, quote.totals.tps)],
    [translate(lang, "quote.summary.tvq", { rate: formatPercent(lang, TVQ_RATE) }), money(lang, quote.totals.tvq)],
    [translate(lang, "quote.summary.total"), money(lang, quote.totals.total), true],
  ];
}

export function itemsHtml(lang: Lang, quote: PricedQuote): string {
  const rows: ItemRow[] = quote.lines.map((line) => ({
    name: line.productName[lang],
    options: optionLabels(lang, line).map((label) => `+ ${label}`),
    detail: lineDetail(lang, line),
    total: money(lang, line.lineTotal),
  }));
  return itemsTable(rows, totalsRows(lang, quote));
}

export function itemsText(lang: Lang, quote: PricedQuote): string {
  const lines = quote.lines.map((line, i) => {
    const options = optionLabels(lang, line).map((label) => `\n   + ${label}`).join("");
    return `${i + 1}. ${line.productName[lang]}\n   ${lineDetail(lang, line)} = ${money(lang, line.lineTotal)}${options}`;
  });
  const totals = totalsRows(lang, quote).map(([label, value]) => `${label}${colon(lang)}${value}`);
  return [...lines, "", ...totals].join("\n");
}
