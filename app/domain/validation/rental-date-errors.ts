/**
 * A rental's dates checked with the rental policy (../rental/rental-dates.ts), each
 * problem as a translated message on the field that can fix it. Used by the quote form's
 * schema (./quote-form.ts) and by the product page's dates, in the browser and on the server;
 * free of zod so the product page can check as the customer types.
 */
import type { WeeklyHours } from "../business-settings.ts";
import { MAX_ONLINE_RENTAL_DAYS, NOTICE_HOURS } from "../constants.ts";
import { checkRentalDates } from "../rental/rental-dates.ts";
import { compareIsoDates, isIsoDate, todayInBusinessZone } from "./dates.ts";
import type { FieldErrors } from "./errors.ts";

/**
 * What the dates are checked against: the moment of the request and the opening hours of the
 * business settings (the earliest start is 24 h later, on an opening day). The browser passes
 * the moment its page was made by the server, which checks again with its own clock.
 */
export type RentalDateRules = { now: Date; hours: WeeklyHours };

/**
 * A rental's dates, checked with the rental policy's rules (../rental/rental-dates.ts), each
 * problem on the field that can fix it: a start in the past, too soon or on a closed day on
 * the start; an end before the start, a rental too long or a missing date on the other.
 */
export function rentalDateErrors(start: string, end: string, rules: RentalDateRules, fields: { start: string; end: string }): FieldErrors {
  const errors: FieldErrors = {};
  const startValid = start !== "" && isIsoDate(start);
  const endValid = end !== "" && isIsoDate(end);
  if (start && !startValid) errors[fields.start] = { key: "quote.errors.invalidDate" };
  if (end && !endValid) errors[fields.end] = { key: "quote.errors.invalidDate" };
  if (!start && end) errors[fields.start] = { key: "quote.errors.startDateMissing" };
  if (start && !end) errors[fields.end] = { key: "quote.errors.endDateMissing" };
  if (startValid) {
    // The start's own rules: the same check on a one-day rental from it.
    const own = checkRentalDates({ start, end: start, ...rules });
    if (!own.ok && own.problem === "too-soon") {
      const past = compareIsoDates(start, todayInBusinessZone(rules.now)) < 0;
      errors[fields.start] = past ? { key: "quote.errors.startInPast" } : { key: "quote.errors.startTooSoon", n: NOTICE_HOURS };
    } else if (!own.ok && own.problem === "closed-day") {
      errors[fields.start] = { key: "quote.errors.startClosedDay" };
    }
  }
  if (startValid && endValid) {
    const range = checkRentalDates({ start, end, ...rules });
    if (!range.ok && range.problem === "order") errors[fields.end] = { key: "quote.errors.endBeforeStart" };
    if (!range.ok && range.problem === "too-long") errors[fields.end] = { key: "quote.errors.rentalTooLong", n: MAX_ONLINE_RENTAL_DAYS };
  }
  return errors;
}
