import { businessDateTime } from "../domain/business-clock.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import { perLang } from "./format.ts";
import { formatNumber, LOCALE, translate, type Lang } from "./index.ts";

/**
 * Dates, times and durations, in each language (format.ts has money, numbers and the opening
 * hours, which every page's header and footer use). Apart so that every page's first load does
 * not carry the date formats only the rental, account and back-office pages use.
 */
const dateTimeFormats = {
  medium: perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE })),
  long: perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE })),
};

/**
 * A moment, in Quebec time. "medium" for the dashboard's lists: "14 mai 2026, 10 h 32" /
 * "May 14, 2026, 10:32 a.m."; "long" for e-mails: "22 novembre 2026 à 10 h 15" /
 * "November 22, 2026 at 10:15 a.m.".
 */
export function formatDateTime(lang: Lang, date: Date | string, style: keyof typeof dateTimeFormats = "medium"): string {
  return dateTimeFormats[style](lang).format(new Date(date));
}

/** A duration in whole minutes: "45 min", "2 h", "5 h 15 min" (the same symbols in both languages). */
export function formatDuration(lang: Lang, minutes: number): string {
  const total = Math.round(minutes);
  const [hours, rest] = [Math.floor(total / 60), total % 60];
  if (hours === 0) return `${rest}\u00a0min`;
  const h = `${formatNumber(lang, hours)}\u00a0h`;
  return rest === 0 ? h : `${h} ${rest}\u00a0min`;
}

const shortDateFormat = perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { day: "numeric", month: "short", timeZone: "UTC" }));
const monthFormats = {
  short: perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { month: "short", year: "numeric", timeZone: "UTC" })),
  long: perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { month: "long", year: "numeric", timeZone: "UTC" })),
};

/** A calendar day without its year (YYYY-MM-DD): "31 août" / "Aug 31". */
export function formatShortDate(lang: Lang, isoDate: string): string {
  return shortDateFormat(lang).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A month (YYYY-MM): "nov. 2026" / "Nov 2026" (short), "novembre 2026" / "November 2026" (long). */
export function formatMonth(lang: Lang, isoMonth: string, style: keyof typeof monthFormats = "long"): string {
  return monthFormats[style](lang).format(new Date(`${isoMonth}-15T12:00:00Z`));
}

/** Day, month name and year: "22 novembre 2026" / "November 22, 2026". */
export function formatLongDate(lang: Lang, isoDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  return longDateFormat(lang).format(date);
}

const longDateFormat = perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { day: "numeric", month: "long", year: "numeric", timeZone: BUSINESS_TIME_ZONE }));

const dayMonthFormat = perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { day: "numeric", month: "long", timeZone: "UTC" }));

/**
 * A return date as customers read it: "3 décembre" / "December 3", with the year only when it
 * is not this year in Quebec ("3 janvier 2028"). `isoDate` is a calendar day (YYYY-MM-DD).
 */
export function formatReturnDate(lang: Lang, isoDate: string, now: Date = new Date()): string {
  if (isoDate.slice(0, 4) !== thisYearInQuebec(now)) return formatLongDate(lang, isoDate);
  return dayMonthFormat(lang).format(new Date(`${isoDate}T12:00:00Z`));
}

/* ------------------------------------------------------------ rental dates */

const monthNameFormat = perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { month: "long", timeZone: "UTC" }));

type CalendarDay = { year: string; month: string; day: string };

function calendarDay(lang: Lang, isoDate: string): CalendarDay {
  const day = Number(isoDate.slice(8, 10));
  return {
    year: isoDate.slice(0, 4),
    month: monthNameFormat(lang).format(new Date(`${isoDate}T12:00:00Z`)),
    // French writes the first of the month as an ordinal (OQLF): "1er décembre".
    day: lang === "fr" && day === 1 ? "1er" : String(day),
  };
}

function thisYearInQuebec(now: Date): string {
  return businessDateTime(now).date.slice(0, 4);
}

/** A calendar day inside a sentence: "1er décembre" / "December 1", with the year when it is not this year in Quebec. */
export function formatRentalDay(lang: Lang, isoDate: string, now: Date = new Date()): string {
  const d = calendarDay(lang, isoDate);
  const year = d.year === thisYearInQuebec(now) ? "" : d.year;
  if (lang === "fr") return year ? `${d.day} ${d.month} ${year}` : `${d.day} ${d.month}`;
  return year ? `${d.month} ${d.day}, ${year}` : `${d.month} ${d.day}`;
}

/**
 * A rental's dates inside a sentence (YYYY-MM-DD, both included), with their preposition:
 * "du 4 au 12 décembre", "du 28 novembre au 5 décembre", "le 4 décembre" / "from December 4
 * to 12", "from November 28 to December 5", "on December 4". The year shows when the range
 * is not within this year in Quebec: "du 28 décembre 2026 au 4 janvier 2027".
 */
export function formatDateRange(lang: Lang, start: string, end: string, now: Date = new Date()): string {
  const [a, b] = [calendarDay(lang, start), calendarDay(lang, end)];
  const withYear = a.year !== b.year || a.year !== thisYearInQuebec(now);
  if (start === end) return lang === "fr" ? `le ${formatRentalDay(lang, start, now)}` : `on ${formatRentalDay(lang, start, now)}`;
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  if (lang === "fr") {
    const last = withYear ? `${b.day} ${b.month} ${b.year}` : `${b.day} ${b.month}`;
    if (sameMonth) return `du ${a.day} au ${last}`;
    const first = withYear && a.year !== b.year ? `${a.day} ${a.month} ${a.year}` : `${a.day} ${a.month}`;
    return `du ${first} au ${last}`;
  }
  if (sameMonth) return withYear ? `from ${a.month} ${a.day} to ${b.day}, ${b.year}` : `from ${a.month} ${a.day} to ${b.day}`;
  if (!withYear) return `from ${a.month} ${a.day} to ${b.month} ${b.day}`;
  const first = a.year !== b.year ? `${a.month} ${a.day}, ${a.year}` : `${a.month} ${a.day}`;
  return `from ${first} to ${b.month} ${b.day}, ${b.year}`;
}

/** The weeks and days a rental is priced for: "1 sem. + 2 j" / "1 wk + 2 d". */
export function formatRentalBreakdown(lang: Lang, weeks: number, days: number): string {
  const parts = [weeks > 0 ? translate(lang, "rental.breakdown.weeks", { count: weeks }) : null, days > 0 || weeks === 0 ? translate(lang, "rental.breakdown.days", { count: days }) : null];
  return parts.filter(Boolean).join(" + ");
}
