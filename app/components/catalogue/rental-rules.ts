/**
 * The product page's rules for its dates: the dates' errors, checked as the server
 * checks them, the price for the dates, and the block that shows them (./dated-details.tsx). A chunk of its own (first-load JavaScript):
 * a visitor who never types a date never loads it. The server works out the same facts for the
 * dates in the URL (routes/product.tsx), which the page shows until this chunk has arrived.
 */
import type { DateRange } from "../../domain/cart.ts";
import { weeklyHoursOf } from "../../domain/business-settings.ts";
import type { OpeningHoursSpec } from "../../config/business.ts";
import type { DatedFacts } from "../../domain/quote/estimate-query.ts";
import { completeRange, linePrice } from "../../domain/quote/line-price.ts";
import type { PricedProduct } from "../../domain/pricing.ts";
import { hasErrors } from "../../domain/validation/errors.ts";
import { rentalDateErrors } from "../../domain/validation/rental-date-errors.ts";

export type { DatedFacts };
// The price and availability block (add-to-quote.tsx renders it lazily): the same chunk, so what the rules find shows at once.
export { default as DatedDetails } from "./dated-details.tsx";

/** The facts of `dates` (the price of `quantity` units), checked against the moment the page was made and the opening hours. */
export function datedFacts(dates: DateRange, checkedAt: number, openingHours: readonly OpeningHoursSpec[], rates: PricedProduct, quantity: number): DatedFacts {
  const errors = rentalDateErrors(dates.start ?? "", dates.end ?? "", { now: new Date(checkedAt), hours: weeklyHoursOf(openingHours) }, { start: "start", end: "end" });
  const range = hasErrors(errors) ? null : completeRange(dates);
  const price = range ? linePrice(rates, quantity, "day", range) : null;
  return { errors, range, dated: price?.kind === "dated" ? price : null };
}
