/**
 * A rental's dates (decisions.md second round): calendar dates in the business time
 * zone, whole days with start and end included, at most MAX_ONLINE_RENTAL_DAYS online. The
 * earliest start honours the rental policy's 24 h notice: it is the first opening day whose
 * opening time (the equipment's handover) is at least 24 hours after the request.
 */
import type { DayOfWeek } from "../../config/business.ts";
import type { WeeklyHours } from "../business-settings.ts";
import { businessInstant, MS_PER_DAY } from "../business-clock.ts";
import { MAX_ONLINE_RENTAL_DAYS, NOTICE_HOURS } from "../constants.ts";
import { isIsoDate, todayInBusinessZone } from "../validation/dates.ts";

const WEEK_FROM_SUNDAY: readonly DayOfWeek[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The date `n` days after `date` (YYYY-MM-DD; n may be negative). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from start to end, both included (1 for a one-day rental; ≤ 0 when end is before start). */
export function rentalDayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

export function dayOfWeek(date: string): DayOfWeek {
  return WEEK_FROM_SUNDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** The day's hours, or null when the business is closed that day. */
export function hoursOn(date: string, hours: WeeklyHours): { opens: string; closes: string } | null {
  return hours[dayOfWeek(date)] ?? null;
}

/** The first date a rental may start when asked at `now`; null when the week has no opening day. */
export function earliestStartDate(now: Date, hours: WeeklyHours): string | null {
  const notBefore = now.getTime() + NOTICE_HOURS * 3_600_000;
  let date = todayInBusinessZone(now);
  for (let i = 0; i < 14; i++, date = addDays(date, 1)) {
    const day = hoursOn(date, hours);
    if (day && businessInstant(date, day.opens).getTime() >= notBefore) return date;
  }
  return null;
}

export type RentalDatesProblem = "invalid" | "order" | "too-soon" | "closed-day" | "too-long";
export type RentalDatesCheck = { ok: true; days: number } | { ok: false; problem: RentalDatesProblem };

/**
 * Whether a customer may ask for these dates online at `now`: real dates, end not before start,
 * start not before the earliest start and on an opening day, at most MAX_ONLINE_RENTAL_DAYS.
 */
export function checkRentalDates(input: { start: string; end: string; now: Date; hours: WeeklyHours }): RentalDatesCheck {
  const { start, end } = input;
  if (!isIsoDate(start) || !isIsoDate(end)) return { ok: false, problem: "invalid" };
  const days = rentalDayCount(start, end);
  if (days < 1) return { ok: false, problem: "order" };
  const earliest = earliestStartDate(input.now, input.hours);
  if (earliest === null || start < earliest) return { ok: false, problem: "too-soon" };
  if (!hoursOn(start, input.hours)) return { ok: false, problem: "closed-day" };
  if (days > MAX_ONLINE_RENTAL_DAYS) return { ok: false, problem: "too-long" };
  return { ok: true, days };
}
