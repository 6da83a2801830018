/**
 * Re-pricing a quote from the catalogue (decisions.md: the server never trusts
 * prices from the browser). Each line's product, period and options are
 * checked against the catalogue; a rented line with dates (its own, else the
 * project's) costs its duration's cheapest weeks and days, one without dates
 * the catalogue's price for its period (./line-price.ts); the delivery
 * estimate is one more taxed amount; totals are the Quebec invoice's.
 */
import { findProduct, isSoldItem } from "../catalogue/catalogue.ts";
import { findOption, optionsFor } from "../catalogue/options.ts";
import { smallestImageSrc } from "../catalogue/photos.ts";
import type { Catalogue, Localized, OptionKind, Product } from "../catalogue/types.ts";
import type { CartOptions, DateRange } from "../cart.ts";
import { allowedPeriods, type Period, type PricedProduct, type QuoteTotals } from "../pricing.ts";
import type { DeliveryEstimate } from "../rental/delivery-estimate.ts";
import { lineOptions, type QuoteLineInput } from "../validation/quote-form.ts";
import { linePrice, lineRange, requestTotals, type LinePrice } from "./line-price.ts";

export type PricedLine = {
  productId: number;
  productName: Localized;
  image: string;
  quantity: number;
  period: Period;
  /** How the line is priced: sold (never multiplied), per period (no dates: an estimate) or for its dates. */
  pricing: LinePrice["kind"];
  /** A dated line's first and last day, both included; null otherwise. */
  startDate: string | null;
  endDate: string | null;
  /** A dated line's cheapest combination (1 week + 2 days); null otherwise. */
  weeks: number | null;
  days: number | null;
  /** A dated line's rates (week null: daily only); null otherwise. */
  dayPrice: number | null;
  weekPrice: number | null;
  /** Dollars per period, from the catalogue; for a dated line, one unit for the whole duration. */
  unitPrice: number;
  /** quantity × unitPrice, exact to the cent. */
  lineTotal: number;
  /** Option ids by field (transformerType...). Options are never priced. */
  options: CartOptions;
};

/** The lines, the delivery estimate (none, unknown, or an amount included in the totals) and the totals. */
export type PricedQuote = { lines: PricedLine[]; delivery: DeliveryEstimate; totals: QuoteTotals };

export type PricingOptions = {
  /** The request's dates: the default of every rented line without its own. */
  projectDates?: DateRange | null;
  /** The delivery estimate computed on the server (app/rental/delivery.server.ts); none by default. */
  delivery?: DeliveryEstimate;
};

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
export function priceQuote(catalogue: Catalogue, lines: readonly QuoteLineInput[], pricing: PricingOptions = {}): PricingResult {
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const product = findProduct(catalogue, line.id);
    if (!product) return { ok: false, line: index, reason: "unknown-product" };
    const rules = pricedProduct(catalogue, product);
    if (!allowedPeriods(rules).includes(line.period)) return { ok: false, line: index, reason: "period" };
    const options = lineOptions(line);
    if (!optionsAllowed(product, options)) return { ok: false, line: index, reason: "option" };
    const price = linePrice(rules, line.quantity, line.period, lineRange({ start: line.startDate, end: line.endDate }, pricing.projectDates));
    const dated = price.kind === "dated" ? price : null;
    priced.push({
      productId: product.id,
      productName: product.name,
      // The line's thumbnail: a photo's narrowest rendition (its files are kept while a line names them).
      image: smallestImageSrc(product.image),
      quantity: line.quantity,
      period: line.period,
      pricing: price.kind,
      startDate: dated?.range.start ?? null,
      endDate: dated?.range.end ?? null,
      weeks: dated?.weeks ?? null,
      days: dated?.days ?? null,
      dayPrice: dated?.dayPrice ?? null,
      weekPrice: dated?.weekPrice ?? null,
      unitPrice: price.unitPrice,
      lineTotal: price.lineTotal,
      options,
    });
  }
  const delivery = pricing.delivery ?? { kind: "none" };
  return { ok: true, quote: { lines: priced, delivery, totals: requestTotals(priced, delivery) } };
}
