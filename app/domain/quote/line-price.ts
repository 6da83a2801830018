/**
 * What one line of a quote request costs (decisions.md second round), the same
 * in the browser (the price shown as the customer types) and on the server (the price
 * stored): a rented line with dates costs quantity × the cheapest weeks-and-days price of
 * its duration (../rental/duration-pricing.ts); without dates, quantity × the price of its
 * period, an estimate per period as before; an item for sale is never multiplied by time.
 */
import type { DateRange } from "../cart.ts";
import { fromCents, lineTotalCents, pricePerPeriod, quoteTotals, type Period, type PricedProduct, type QuoteTotals } from "../pricing.ts";
import type { DeliveryEstimate } from "../rental/delivery-estimate.ts";
import { durationPrice, rentalRates } from "../rental/duration-pricing.ts";
import { rentalDayCount } from "../rental/rental-dates.ts";
import { isIsoDate } from "../validation/dates.ts";

/** A rental's first and last day, both known (YYYY-MM-DD, both included). */
export type RentalRange = { start: string; end: string };

export type LinePrice =
  /** Sold at a fixed price: quantity × the unit price, whatever the dates. */
  | { kind: "sold"; unitPrice: number; lineTotal: number }
  /** Rented without dates: quantity × the price of one period (an estimate). */
  | { kind: "period"; period: Exclude<Period, "fixed">; unitPrice: number; lineTotal: number }
  /** Rented for dates: `unitPrice` is one unit for the whole duration. */
  | {
      kind: "dated";
      range: RentalRange;
      rentalDays: number;
      weeks: number;
      days: number;
      dayPrice: number;
      /** null: the product is rented by the day only. */
      weekPrice: number | null;
      unitPrice: number;
      lineTotal: number;
    };

/** Both dates, real and in order; null while the range is incomplete or backwards. */
export function completeRange(dates: DateRange | null | undefined): RentalRange | null {
  if (!dates?.start || !dates.end || !isIsoDate(dates.start) || !isIsoDate(dates.end)) return null;
  return rentalDayCount(dates.start, dates.end) >= 1 ? { start: dates.start, end: dates.end } : null;
}

/** A line's dates: its own when it has any, else the project's (default). */
export function lineRange(own: DateRange | null | undefined, project: DateRange | null | undefined): RentalRange | null {
  return own?.start || own?.end ? completeRange(own) : completeRange(project);
}

export function linePrice(product: PricedProduct, quantity: number, period: Period, range: RentalRange | null): LinePrice {
  const rates = rentalRates(product);
  if (!rates) return { kind: "sold", unitPrice: product.priceDay, lineTotal: fromCents(lineTotalCents(quantity, product.priceDay)) };
  if (!range) {
    const rentedPeriod = period === "week" ? "week" : "day";
    const unitPrice = pricePerPeriod(product, rentedPeriod);
    return { kind: "period", period: rentedPeriod, unitPrice, lineTotal: fromCents(lineTotalCents(quantity, unitPrice)) };
  }
  const rentalDays = rentalDayCount(range.start, range.end);
  const duration = durationPrice(rates, rentalDays);
  const unitPrice = fromCents(duration.totalCents);
  return {
    kind: "dated",
    range,
    rentalDays,
    weeks: duration.weeks,
    days: duration.days,
    dayPrice: fromCents(rates.dayCents),
    weekPrice: rates.weekCents === null ? null : fromCents(rates.weekCents),
    unitPrice,
    lineTotal: fromCents(lineTotalCents(quantity, unitPrice)),
  };
}

/** The delivery estimate's amount as the summary adds it (dollars; 0 when there is none). */
export function deliveryAmount(estimate: DeliveryEstimate | null | undefined): number {
  return estimate?.kind === "estimate" ? fromCents(estimate.feeCents) : 0;
}

/**
 * The summary's totals: the lines, plus the delivery estimate as one more taxed line
 * (decisions.md second round: shown and taxed as an estimate), as a Quebec invoice rounds them.
 */
export function requestTotals(lines: readonly { lineTotal: number }[], delivery: DeliveryEstimate | null | undefined): QuoteTotals {
  const fee = deliveryAmount(delivery);
  return quoteTotals([...lines.map((l) => ({ quantity: 1, unitPrice: l.lineTotal })), ...(fee > 0 ? [{ quantity: 1, unitPrice: fee }] : [])]);
}
