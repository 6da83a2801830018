/**
 * Re-pricing a quote from the catalogue (decisions.md: the server never trusts
 * prices from the browser). Each line's product, period and options are
 * checked against the catalogue; the unit price is the catalogue's price for
 * the period; totals are the Quebec invoice's (./../pricing.ts quoteTotals).
 */
import { findProduct, isSoldItem } from "../catalogue/catalogue.ts";
import { findOption, optionsFor } from "../catalogue/options.ts";
import { smallestImageSrc } from "../catalogue/photos.ts";
import type { Catalogue, Localized, OptionKind, Product } from "../catalogue/types.ts";
import type { CartOptions } from "../cart.ts";
import { allowedPeriods, fromCents, lineTotalCents, pricePerPeriod, quoteTotals, type Period, type PricedProduct, type QuoteTotals } from "../pricing.ts";
import { lineOptions, type QuoteLineInput } from "../validation/quote-form.ts";

export type PricedLine = {
  productId: number;
  productName: Localized;
  image: string;
  quantity: number;
  period: Period;
  /** Dollars per period, from the catalogue. */
  unitPrice: number;
  /** quantity × unitPrice, exact to the cent. */
  lineTotal: number;
  /** Option ids by field (transformerType...). Options are never priced. */
  options: CartOptions;
};

export type PricedQuote = { lines: PricedLine[]; totals: QuoteTotals };

export type PricingResult = { ok: true; quote: PricedQuote } | { ok: false; line: number; reason: "unknown-product" | "period" | "option" };

const OPTION_KIND: Record<keyof CartOptions, OptionKind> = {
  transformerType: "transformer",
  sweeperType: "sweeper",
  diamondType: "diamond",
};

export function pricedProduct(catalogue: Catalogue, product: Product): PricedProduct {
  return { priceDay: product.priceDay, priceWeek: product.priceWeek, soldAtFixedPrice: isSoldItem(catalogue, product) };
}

function optionsAllowed(product: Product, options: CartOptions): boolean {
  const kinds = optionsFor(product.categoryPath);
  return (Object.entries(options) as [keyof CartOptions, string][]).every(([field, id]) => {
    const option = findOption(id);
    return option !== undefined && option.kind === OPTION_KIND[field] && kinds.includes(option.kind);
  });
}

/** Prices the lines from `catalogue`: the one the server read for this request, never the browser's figures. */
export function priceQuote(catalogue: Catalogue, lines: readonly QuoteLineInput[]): PricingResult {
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const product = findProduct(catalogue, line.id);
    if (!product) return { ok: false, line: index, reason: "unknown-product" };
    const rules = pricedProduct(catalogue, product);
    if (!allowedPeriods(rules).includes(line.period)) return { ok: false, line: index, reason: "period" };
    const options = lineOptions(line);
    if (!optionsAllowed(product, options)) return { ok: false, line: index, reason: "option" };
    const unitPrice = pricePerPeriod(rules, line.period);
    priced.push({
      productId: product.id,
      productName: product.name,
      // The line's thumbnail: a photo's narrowest rendition (its files are kept while a line names them).
      image: smallestImageSrc(product.image),
      quantity: line.quantity,
      period: line.period,
      unitPrice,
      lineTotal: fromCents(lineTotalCents(line.quantity, unitPrice)),
      options,
    });
  }
  return { ok: true, quote: { lines: priced, totals: quoteTotals(priced.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice }))) } };
}
