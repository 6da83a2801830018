/**
 * A rented line's price for its duration (decisions.md second round): the cheapest
 * combination of whole weeks and days covering the rental (whole days, start and end
 * included). 9 days of a 350 $/day, 1 225 $/week grinder = 1 week + 2 days = 1 925 $, cheaper
 * than 2 weeks (2 450 $) or 9 days (3 150 $). A product offering only a daily price is priced
 * by the day; one with the weekly fallback uses 4.5 × the day price as its week
 * (../pricing.ts). Integer cents; property-tested.
 */
import { offersWeek, pricePerPeriod, toCents, type PricedProduct } from "../pricing.ts";

/** Cents of one day and of one week (null: daily only). */
export type RentalRates = { dayCents: number; weekCents: number | null };

/** The weeks and days chosen, and what one unit costs for them. */
export type DurationPrice = { weeks: number; days: number; totalCents: number };

/** The rates of a rented product; null for an item for sale (never multiplied). */
export function rentalRates(product: PricedProduct): RentalRates | null {
  if (product.soldAtFixedPrice) return null;
  return {
    dayCents: toCents(product.priceDay),
    weekCents: offersWeek(product) ? toCents(pricePerPeriod(product, "week")) : null,
  };
}

/**
 * The cheapest covering of `rentalDays` (≥ 1) by weeks and days. Any number of weeks from 0 to
 * the one that covers everything alone is tried, so the answer is never dearer than another
 * covering, never dearer than all days, and never cheaper for a longer rental (a covering of
 * n + 1 days also covers n). On a tie, more weeks (the shorter breakdown) wins.
 */
export function durationPrice(rates: RentalRates, rentalDays: number): DurationPrice {
  const n = Math.max(1, Math.floor(rentalDays));
  if (rates.weekCents === null) return { weeks: 0, days: n, totalCents: n * rates.dayCents };
  let best: DurationPrice = { weeks: 0, days: n, totalCents: n * rates.dayCents };
  for (let weeks = 1; weeks <= Math.ceil(n / 7); weeks++) {
    const days = Math.max(0, n - 7 * weeks);
    const totalCents = weeks * rates.weekCents + days * rates.dayCents;
    if (totalCents <= best.totalCents) best = { weeks, days, totalCents };
  }
  return best;
}
