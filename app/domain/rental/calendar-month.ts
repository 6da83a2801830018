/**
 * The staff calendar of a product: one month at a time, weeks from Monday (the
 * Quebec calendar's usual first day), and the maintenance block form's rules. Pure: "today" is
 * passed in.
 */
import type { FieldError, FieldErrors } from "../validation/errors.ts";
import { hasControlCharacter, hasLineBreak } from "../validation/fields.ts";
import { isIsoDate } from "../validation/dates.ts";
import { addDays, rentalDayCount } from "./rental-dates.ts";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month asked in the URL (YYYY-MM), or the one of `today` when missing or not a month. */
export function calendarMonth(asked: string | null, today: string): string {
  return asked && MONTH.test(asked) && isIsoDate(`${asked}-01`) ? asked : today.slice(0, 7);
}

/** First and last day of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = shiftMonth(month, 1);
  return { from, to: addDays(`${next}-01`, -1) };
}

/** The month `n` months after `month` (n may be negative). */
export function shiftMonth(month: string, n: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month's days in weeks from Monday to Sunday; null fills the days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  // getUTCDay: Sunday 0 … Saturday 6; Monday first.
  const lead = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/* ------------------------------------------------------------ maintenance blocks */

export const BLOCK_FIELDS = ["units", "start", "end", "reason"] as const;
export type BlockField = (typeof BLOCK_FIELDS)[number];
export const BLOCK_REASON_MAX = 200;
/** A block longer than this is a product out of service: its "unavailable until" date says it better. */
export const MAX_BLOCK_DAYS = 366;

export type UnitBlockInput = { units: number; start: string; end: string; reason: string };

/** A block as staff typed it: units of the fleet, real dates in order, a reason. */
export function checkUnitBlock(values: Record<BlockField, string>, fleet: number): { ok: true; value: UnitBlockInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: BlockField, error: FieldError) => {
    errors[field] ??= error;
  };
  const unitsText = values.units.trim();
  const units = /^\d{1,4}$/.test(unitsText) ? Number(unitsText) : Number.NaN;
  if (unitsText === "") fail("units", { key: "validation.required" });
  else if (!(units >= 1 && units <= fleet)) fail("units", { key: "adminQuotes.errors.blockUnits", n: fleet });
  const start = values.start.trim();
  const end = values.end.trim();
  if (start === "") fail("start", { key: "validation.required" });
  else if (!isIsoDate(start)) fail("start", { key: "adminQuotes.errors.date" });
  if (end === "") fail("end", { key: "validation.required" });
  else if (!isIsoDate(end)) fail("end", { key: "adminQuotes.errors.date" });
  else if (isIsoDate(start)) {
    const days = rentalDayCount(start, end);
    if (days < 1) fail("end", { key: "adminQuotes.errors.endBeforeStart" });
    else if (days > MAX_BLOCK_DAYS) fail("end", { key: "adminQuotes.errors.tooLong", n: MAX_BLOCK_DAYS });
  }
  const reason = values.reason.trim();
  if (reason === "") fail("reason", { key: "validation.required" });
  else if (reason.length > BLOCK_REASON_MAX) fail("reason", { key: "validation.maxChars", n: BLOCK_REASON_MAX });
  else if (hasLineBreak(reason) || hasControlCharacter(reason)) fail("reason", { key: "validation.controlCharacters" });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { units, start, end, reason } };
}
