/**
 * Short texts the quote screens of the back office share: a rental's dates, and a line's
 * availability as a sentence (the breakdown "1 sem. + 2 j" is app/i18n/format.ts formatRentalBreakdown).
 */
import type { ProductAvailability } from "../../../db/reservations.server.ts";
import { formatLongDate, formatShortDate } from "../../../i18n/format-dates.ts";
import type { I18n } from "../../../i18n/react.tsx";

export function datesText(i18n: Pick<I18n, "t" | "lang">, start: string | null, end: string | null): string {
  if (!start || !end) return "";
  return i18n.t("adminQuotes.dates", { start: formatShortDate(i18n.lang, start), end: formatLongDate(i18n.lang, end) });
}

export type AvailabilityNote = { tone: "ok" | "problem" | "neutral"; text: string; more: string[] };

/**
 * What the editor says of a line's availability: enough units free throughout (turnaround
 * included), or how many are, and from when the same rental would fit.
 */
export function availabilityNote(i18n: Pick<I18n, "t" | "lang">, availability: ProductAvailability | null, line: { quantity: number; rented: boolean; hasDates: boolean }): AvailabilityNote | null {
  const { t, lang } = i18n;
  if (!line.rented) return { tone: "neutral", text: t("adminQuotes.availability.sold"), more: [] };
  if (!line.hasDates) return { tone: "neutral", text: t("adminQuotes.availability.noDates"), more: [] };
  if (!availability || availability.fleet === null) return null;
  if (availability.freeThroughout >= line.quantity) {
    return { tone: "ok", text: t("adminQuotes.availability.free", { free: availability.freeThroughout, fleet: availability.fleet }), more: [] };
  }
  const more = [
    availability.unavailableUntil ? t("adminQuotes.availability.outUntil", { date: formatLongDate(lang, availability.unavailableUntil) }) : "",
    availability.firstFittingStart ? t("adminQuotes.availability.fitsFrom", { date: formatLongDate(lang, availability.firstFittingStart) }) : t("adminQuotes.availability.fitsNever"),
  ].filter(Boolean);
  return { tone: "problem", text: t("adminQuotes.availability.short", { free: availability.freeThroughout, fleet: availability.fleet, count: line.quantity }), more };
}
