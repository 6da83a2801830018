/**
 * Time counted in opening hours (statistics): the spec promises a reply "within
 * 2 hours during opening hours", so a request sent Saturday at 16:30 and answered Monday at
 * 07:45 waited 45 minutes, not 39 hours. Opening hours are Quebec wall-clock times
 * (app/config/business.ts), in America/Toronto.
 *
 * The week is cut into opening windows counted in minutes from Monday 00:00. The database
 * computes the same durations in SQL from the same windows (app/db/stats.server.ts); the
 * function here walks the days one by one, a different method, so tests can check one
 * against the other.
 */
import type { DayOfWeek, OpeningHoursSpec } from "../../config/business.ts";
import { quebecInstant, wallClockAsUtc } from "../business-clock.ts";
import { REPLY_WITHIN_HOURS } from "../constants.ts";

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

const WEEK: readonly DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** An opening window of the week: minutes from Monday 00:00, start included, end excluded. */
export type OpeningWindow = { start: number; end: number };

function minutesOfDay(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/**
 * The week's opening windows, sorted, overlapping or touching ones merged (two specs that
 * both open a Saturday must not count its hours twice). A spec closing at or before its
 * opening adds nothing.
 */
export function openingWindows(hours: readonly OpeningHoursSpec[]): OpeningWindow[] {
  const raw: OpeningWindow[] = [];
  for (const spec of hours) {
    const [opens, closes] = [minutesOfDay(spec.opens), Math.min(minutesOfDay(spec.closes), MINUTES_PER_DAY)];
    if (closes <= opens) continue;
    for (const day of spec.days) {
      const offset = WEEK.indexOf(day) * MINUTES_PER_DAY;
      raw.push({ start: offset + opens, end: offset + closes });
    }
  }
  raw.sort((a, b) => a.start - b.start);
  const merged: OpeningWindow[] = [];
  for (const window of raw) {
    const last = merged[merged.length - 1];
    if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  return merged;
}

export function weeklyOpeningMinutes(windows: readonly OpeningWindow[]): number {
  return windows.reduce((sum, w) => sum + (w.end - w.start), 0);
}

/**
 * Minutes of opening hours between two instants: the overlap of [start, end) with every
 * opening window of every Quebec day it touches. 0 when end is not after start.
 */
export function openingMinutesBetween(start: Date, end: Date, windows: readonly OpeningWindow[]): number {
  const [from, to] = [start.getTime(), end.getTime()];
  if (!(to > from)) return 0;
  const firstDay = Math.floor(wallClockAsUtc(from) / 86_400_000) * 86_400_000;
  const lastDay = Math.floor(wallClockAsUtc(to) / 86_400_000) * 86_400_000;
  let overlapMs = 0;
  for (let day = firstDay; day <= lastDay; day += 86_400_000) {
    // 1970-01-01 was a Thursday: Monday-based index of the day.
    const weekday = (Math.floor(day / 86_400_000) + 3) % 7;
    const dayStart = weekday * MINUTES_PER_DAY;
    for (const window of windows) {
      const opens = Math.max(window.start, dayStart);
      const closes = Math.min(window.end, dayStart + MINUTES_PER_DAY);
      if (closes <= opens) continue;
      const openAt = quebecInstant(day, opens - dayStart);
      const closeAt = quebecInstant(day, closes - dayStart);
      overlapMs += Math.max(0, Math.min(to, closeAt) - Math.max(from, openAt));
    }
  }
  return overlapMs / 60_000;
}

/* ------------------------------------------------------------ the reply promise */

/** The spec's promise: a reply within 2 opening hours (REPLY_WITHIN_HOURS). */
export const PROMISE_MINUTES = REPLY_WITHIN_HOURS * 60;

/**
 * Upper bounds (opening minutes) of the bars of the response-time chart: ≤ 30 min,
 * 30 min-1 h, 1-2 h (the promise kept), 2-4 h, 4-8 h, then more than 8 h.
 */
export const RESPONSE_TIME_LIMITS: readonly number[] = [30, 60, PROMISE_MINUTES, 240, 480];
