/**
 * Calendar dates of a project (YYYY-MM-DD, as <input type="date"> sends them).
 * "Start date not in the past" is judged in the business's time zone
 * (decisions.md): at 22:00 in Quebec on the 21st, "today" is the 21st, even
 * though it is already the 22nd in UTC.
 */
import { BUSINESS_TIME_ZONE } from "../constants.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// en-CA formats dates as YYYY-MM-DD. Made once: building a formatter costs ~40 µs, and the
// catalogue asks for today's date on every request (app/db/catalogue.server.ts).
const businessDate = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar date in Quebec at `now`, as YYYY-MM-DD. */
export function todayInBusinessZone(now: Date = new Date()): string {
  return businessDate.format(now);
}

/** The year in Quebec at `now` (the year of a request's reference). */
export function yearInBusinessZone(now: Date = new Date()): number {
  return Number(todayInBusinessZone(now).slice(0, 4));
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30), within a sane range. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD strings compare in calendar order. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
