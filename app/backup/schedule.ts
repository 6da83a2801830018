/**
 * When the running server backs up the embedded database (BACKUP_EVERY). Three forms, small on
 * purpose: `off`, `daily@HH:MM` (Quebec wall-clock time, the business's clocks, also on the days
 * they change) and `every:Nh` (every N hours from the server's start, 1 to 168).
 */
import { businessDateTime, businessInstant, MS_PER_DAY } from "../domain/business-clock.ts";

export type BackupSchedule = { kind: "off" } | { kind: "daily"; time: string } | { kind: "every"; hours: number };

export const BACKUP_SCHEDULE_HINT = "must be off, daily@HH:MM (Quebec time, e.g. daily@03:00) or every:Nh (N from 1 to 168, e.g. every:6h)";

/** The schedule a BACKUP_EVERY value says, or undefined when it says none of the three forms. */
export function parseBackupSchedule(value: string): BackupSchedule | undefined {
  const text = value.trim().toLowerCase();
  if (text === "off") return { kind: "off" };
  const daily = /^daily@([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (daily) return { kind: "daily", time: `${daily[1]}:${daily[2]}` };
  const every = /^every:(\d{1,3})h$/.exec(text);
  const hours = Number(every?.[1]);
  if (every && hours >= 1 && hours <= 168) return { kind: "every", hours };
  return undefined;
}

/** The next backup strictly after `now`, or null when backups are off. */
export function nextBackupAt(schedule: BackupSchedule, now: Date): Date | null {
  if (schedule.kind === "off") return null;
  if (schedule.kind === "every") return new Date(now.getTime() + schedule.hours * 3_600_000);
  const today = businessDateTime(now).date;
  const todays = businessInstant(today, schedule.time);
  if (todays.getTime() > now.getTime()) return todays;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
  return businessInstant(tomorrow, schedule.time);
}
