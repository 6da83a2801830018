/**
 * What a customer may ask of a rental under way (decisions.md, third round): a pickup (a date
 * and a note) or an extension (a new end date, checked against availability, confirmed by
 * staff). The dates each may take, and what the longer rental costs by the rule every rented
 * line follows: the cheapest weeks and days for its whole duration. Pure: the data layer
 * (app/db/rental-requests.server.ts) decides with these under the request's lock.
 */
import { MAX_ONLINE_RENTAL_DAYS } from "../constants.ts";
import { toCents } from "../pricing.ts";
import { durationPrice } from "./duration-pricing.ts";
import type { QuoteDocument } from "./quote-document.ts";
import { addDays, rentalDayCount } from "./rental-dates.ts";

export const RENTAL_REQUEST_KINDS = ["pickup", "extend"] as const;
export type RentalRequestKind = (typeof RENTAL_REQUEST_KINDS)[number];

export const RENTAL_REQUEST_STATUSES = ["open", "confirmed", "declined"] as const;
export type RentalRequestStatus = (typeof RENTAL_REQUEST_STATUSES)[number];

/** The note a customer may add to a request (characters, trimmed). */
export const RENTAL_REQUEST_NOTE_MAX = 500;

/**
 * A pickup may be asked for any day from today until a week past the end date (or past today,
 * for a rental already late): staff plan the truck, and days past the end are billed at the
 * return as any late day.
 */
export const PICKUP_DAYS_AFTER_END = 7;

/** The first and last day a request may name, both included. */
export type DateWindow = { first: string; last: string };

export function pickupWindow(today: string, endDate: string): DateWindow {
  return { first: today, last: addDays(endDate > today ? endDate : today, PICKUP_DAYS_AFTER_END) };
}

/**
 * A new end date: after the current end and not before today (the days already past are
 * billed at the return), and at most the online limit of a rental beyond the current end;
 * longer, by phone.
 */
export function extensionWindow(today: string, endDate: string): DateWindow {
  const first = addDays(endDate, 1) > today ? addDays(endDate, 1) : today;
  return { first, last: addDays(endDate, MAX_ONLINE_RENTAL_DAYS) };
}

export function isWithin(date: string, window: DateWindow): boolean {
  return window.first <= date && date <= window.last;
}

/**
 * What the rental extended to `newEnd` costs beyond the accepted quote, before taxes, in cents:
 * for each rented line that ends last (the ones an extension moves), its units times the price
 * of its longer duration less the price of the agreed one, both by the cheapest weeks and days
 * at the quote's rates. Null when no line can be priced (an item for sale, no dates).
 */
export function extensionAddedCents(document: Pick<QuoteDocument, "lines">, newEnd: string): number | null {
  const rented = document.lines.filter((line) => line.startDate && line.endDate && line.dayPrice !== null);
  const lastEnd = rented.reduce((max, line) => (line.endDate! > max ? line.endDate! : max), "");
  const moving = rented.filter((line) => line.endDate === lastEnd && lastEnd < newEnd);
  if (moving.length === 0) return null;
  return moving.reduce((sum, line) => {
    // A week price equal to the day price means daily only (the quote document's convention).
    const rates = { dayCents: toCents(line.dayPrice!), weekCents: line.weekPrice !== null && line.weekPrice !== line.dayPrice ? toCents(line.weekPrice) : null };
    const longer = durationPrice(rates, rentalDayCount(line.startDate!, newEnd)).totalCents;
    const agreed = durationPrice(rates, rentalDayCount(line.startDate!, line.endDate!)).totalCents;
    return sum + line.quantity * (longer - agreed);
  }, 0);
}
