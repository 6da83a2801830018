/**
 * Quebec wall-clock time (America/Toronto, decisions.md): turning an instant into the time the
 * business's clocks show, and back. Opening hours (statistics), a rental's handover time and
 * the cancellation windows counted from it all use these, also on the days the clocks change.
 */
import { BUSINESS_TIME_ZONE } from "./constants.ts";

export const MS_PER_DAY = 86_400_000;

// Made on first use: the charts import modules that import this one in the browser, which never counts.
let wallClock: Intl.DateTimeFormat | undefined;
function wallClockFormat(): Intl.DateTimeFormat {
  wallClock ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return wallClock;
}

/** The Quebec wall-clock time of an instant, read as if it were UTC (milliseconds). */
export function wallClockAsUtc(instant: number): number {
  const parts = Object.fromEntries(
    wallClockFormat()
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The instant at which Quebec clocks show `minutes` after midnight of the day `dayUtc` (a UTC midnight). */
export function quebecInstant(dayUtc: number, minutes: number): number {
  const wanted = dayUtc + minutes * 60_000;
  // Two rounds settle the offset, also on the days the clocks change.
  let instant = wanted - (wallClockAsUtc(wanted) - wanted);
  instant = wanted - (wallClockAsUtc(instant) - instant);
  return instant;
}

/** The instant of a Quebec date (YYYY-MM-DD) at a Quebec time ("HH:MM"). */
export function businessInstant(date: string, hhmm: string): Date {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Date(quebecInstant(Date.parse(`${date}T00:00:00Z`), h * 60 + m));
}

let lastMinute: { minute: number; date: string; time: string } | undefined;

/** The Quebec date (YYYY-MM-DD) and time ("HH:MM") of an instant. */
export function businessDateTime(instant: Date): { date: string; time: string } {
  // Worked out once a minute (time zones move clocks by whole minutes): every page served from the
  // render cache asks for today's date, thousands of times a second, and the time zone's
  // arithmetic showed in their profile.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastMinute?.minute !== minute) {
    const iso = new Date(wallClockAsUtc(minute * 60_000)).toISOString();
    lastMinute = { minute, date: iso.slice(0, 10), time: iso.slice(11, 16) };
  }
  return { date: lastMinute.date, time: lastMinute.time };
}
