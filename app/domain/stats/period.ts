/**
 * The period of the statistics page: two Quebec calendar days, both included,
 * read from the page's GET form (?from=YYYY-MM-DD&to=YYYY-MM-DD). By default the last
 * 12 weeks: the current week (Monday to today) and the 11 whole weeks before it, so every
 * bar of the weekly chart but the last is a full week. Weeks start on Monday (ISO 8601,
 * and the business's own week: it opens Monday to Saturday).
 */
import { z } from "zod";
import type { FieldErrors } from "../validation/errors.ts";
import { checkForm } from "../validation/check-form.ts";
import { isIsoDate } from "../validation/dates.ts";

export const DEFAULT_PERIOD_WEEKS = 12;
/** A longer period would still be correct, but no longer fast to read or to draw. */
export const MAX_PERIOD_YEARS = 3;
const MAX_PERIOD_DAYS = MAX_PERIOD_YEARS * 366;

/** Quebec calendar days, YYYY-MM-DD, both included. */
export type StatsPeriod = { from: string; to: string };

const DAY_MS = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return isoOf(utcDay(day) + days * DAY_MS);
}

/** Days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(utcDay(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the day's month, `months` months later (negative: earlier). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(utcDay(day));
  return isoOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The Mondays of the weeks the period touches, in order. */
export function periodWeeks(period: StatsPeriod): string[] {
  const weeks: string[] = [];
  for (let week = weekStart(period.from); week <= period.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** The months (YYYY-MM) the period touches, in order. */
export function periodMonths(period: StatsPeriod): string[] {
  const months: string[] = [];
  for (let month = monthStart(period.from); month <= period.to; month = monthStart(month, 1)) months.push(month.slice(0, 7));
  return months;
}

export function defaultStatsPeriod(today: string): StatsPeriod {
  return { from: addDays(weekStart(today), -7 * (DEFAULT_PERIOD_WEEKS - 1)), to: today };
}

export type StatsPreset = { id: "weeks" | "months" | "year"; period: StatsPeriod };

/** The shortcuts beside the form: the last 12 weeks, the last 12 months, since January 1. */
export function statsPresets(today: string): StatsPreset[] {
  return [
    { id: "weeks", period: defaultStatsPeriod(today) },
    { id: "months", period: { from: monthStart(today, -11), to: today } },
    { id: "year", period: { from: `${today.slice(0, 4)}-01-01`, to: today } },
  ];
}

const day = z.string().refine(isIsoDate, { message: "adminStats.errors.invalidDate" });

/** The period form's one schema; an empty field has already taken its default value. */
export const statsPeriodSchema = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: "adminStats.errors.fromAfterTo", path: ["to"] })
  .refine((p) => daysBetween(p.from, p.to) < MAX_PERIOD_DAYS, { message: "adminStats.errors.tooLong", path: ["to"] });

export type ParsedPeriod = { ok: true; period: StatsPeriod } | { ok: false; values: StatsPeriod; errors: FieldErrors };

/** The period asked in the page's query; an empty or missing field takes the default's value. */
export function parseStatsPeriod(params: URLSearchParams, today: string): ParsedPeriod {
  const fallback = defaultStatsPeriod(today);
  const read = (name: keyof StatsPeriod) => (params.get(name) ?? "").trim().slice(0, 40) || fallback[name];
  const values = { from: read("from"), to: read("to") };
  const checked = checkForm(statsPeriodSchema, values, { order: ["from", "to"] });
  return checked.ok ? { ok: true, period: checked.value } : { ok: false, values, errors: checked.errors };
}
