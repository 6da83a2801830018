/**
 * When a rental's dates send an e-mail on their own (decisions.md, third round): the reminder
 * the working day before the end date (the last day before it on which the shop opens), and the
 * notice once it is overdue. app/db/rental-notices.server.ts sends each once.
 */
import type { WeeklyHours } from "../business-settings.ts";
import { addDays, hoursOn } from "./rental-dates.ts";

export const RENTAL_NOTICE_KINDS = ["end-reminder", "overdue"] as const;
export type RentalNoticeKind = (typeof RENTAL_NOTICE_KINDS)[number];

/** A week: the working day before an end date is at most this far back. */
export const DAYS_IN_WEEK = 7;

/** The last day before `endDate` on which the shop is open; the day before when it opens on no day of the week. */
export function reminderDay(endDate: string, hours: WeeklyHours): string {
  for (let back = 1; back <= DAYS_IN_WEEK; back++) {
    const day = addDays(endDate, -back);
    if (hoursOn(day, hours)) return day;
  }
  return addDays(endDate, -1);
}

/**
 * The notice a rental with units out is due on `today`: the reminder from its working day
 * before up to the end date included, the overdue notice from the day after. Whether it was
 * already sent is the table's business.
 */
export function dueNotice(endDate: string, today: string, hours: WeeklyHours): RentalNoticeKind | null {
  if (today > endDate) return "overdue";
  return today >= reminderDay(endDate, hours) ? "end-reminder" : null;
}
