import type { Business, DayOfWeek, OpeningHoursSpec } from "../config/business.ts";
import { businessDateTime } from "../domain/business-clock.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import { formatNumber, LOCALE, translate, type Lang } from "./index.ts";

/**
 * Intl formatters are costly to build, and e-mails use the same few hundreds of times
 * (they are rendered inside the request's transaction): built once per language.
 */
export function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const cache = new Map<Lang, T>();
  return (lang) => {
    let value = cache.get(lang);
    if (value === undefined) {
      value = make(lang);
      cache.set(lang, value);
    }
    return value;
  };
}

const moneyFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }));

/** Prices with Intl for the page's locale: "1 234,50 $" in French, "$1,234.50" in English. */
export function formatMoney(lang: Lang, amount: number): string {
  return moneyFormat(lang).format(amount);
}

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

/** Whole-dollar prices where cents would be noise ("650 $", "$650"); cents appear only when present. */
const priceFormats = {
  whole: perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 0, maximumFractionDigits: 2 })),
  cents: perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 })),
};

export function formatPrice(lang: Lang, amount: number): string {
  return priceFormats[Number.isInteger(amount) ? "whole" : "cents"](lang).format(amount);
}

// One formatter for counts in messages and numbers on pages (index.ts cannot import this file).
export { formatNumber };

const percentFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "percent", maximumFractionDigits: 3 }));

/** A rate as a percentage: 0.09975 → "9,975 %" / "9.975%". */
export function formatPercent(lang: Lang, rate: number): string {
  return percentFormat(lang).format(rate);
}

const shareFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "percent", maximumFractionDigits: 0 }));

/** A share of a whole, to the percent: 6 of 11 → "55 %" / "55%". */
export function formatShare(lang: Lang, part: number, whole: number): string {
  return shareFormat(lang).format(whole > 0 ? part / whole : 0);
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

const listFormat = perLang((lang) => new Intl.ListFormat(LOCALE[lang], { style: "long", type: "conjunction" }));

/** "a, b et c" / "a, b and c". */
export function formatList(lang: Lang, items: readonly string[]): string {
  return listFormat(lang).format(items);
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

/** The weeks and days a rental is priced for: "1 sem. + 2 j" / "1 wk + 2 d" (issue 16). */
export function formatRentalBreakdown(lang: Lang, weeks: number, days: number): string {
  const parts = [
    weeks > 0 ? translate(lang, "rental.breakdown.weeks", { count: weeks }) : null,
    days > 0 || weeks === 0 ? translate(lang, "rental.breakdown.days", { count: days }) : null,
  ];
  return parts.filter(Boolean).join(" + ");
}

/* ------------------------------------------------------------ opening hours */

const WEEK: readonly DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const weekdayFormat = perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { weekday: "long", timeZone: "UTC" }));

/** "lundi" / "Monday": the name as it stands inside a sentence. */
function dayName(lang: Lang, day: DayOfWeek): string {
  // 2024-01-01 was a Monday.
  return weekdayFormat(lang).format(new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day), 12)));
}

function capitalize(lang: Lang, text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE[lang]) + text.slice(1);
}

/** "Lundi" / "Monday": the name on its own (a label, a heading). */
export function weekdayLabel(lang: Lang, day: DayOfWeek): string {
  return capitalize(lang, dayName(lang, day));
}

/** "7 h", "7 h 30", "midi" / "7 a.m.", "7:30 a.m.", "noon" (the Quebec and Canadian Press styles). */
export function formatClockTime(lang: Lang, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const minutes = String(m).padStart(2, "0");
  if (m === 0 && h === 12) return lang === "fr" ? "midi" : "noon";
  if (m === 0 && (h === 0 || h === 24)) return lang === "fr" ? "minuit" : "midnight";
  if (lang === "fr") return m === 0 ? `${h} h` : `${h} h ${minutes}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 || h === 24 ? "a.m." : "p.m.";
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${minutes} ${suffix}`;
}

/** Days in week order; three or more consecutive days make a range ("lundi au vendredi"), others a list. */
function dayGroup(lang: Lang, days: readonly DayOfWeek[]): { label: string; isRange: boolean } {
  const sorted = WEEK.filter((d) => days.includes(d));
  const names = sorted.map((d) => dayName(lang, d));
  const consecutive = sorted.every((d, i) => i === 0 || WEEK.indexOf(d) === WEEK.indexOf(sorted[i - 1]!) + 1);
  if (sorted.length >= 3 && consecutive) {
    const range = `${names[0]} ${lang === "fr" ? "au" : "to"} ${names[names.length - 1]}`;
    return { label: range, isRange: true };
  }
  return { label: formatList(lang, names), isRange: false };
}

function closedDays(business: Pick<Business, "openingHours">): DayOfWeek[] {
  const open = new Set(business.openingHours.flatMap((spec) => spec.days));
  return WEEK.filter((d) => !open.has(d));
}

/** "Lundi au vendredi : 7 h à 17 h" / "Monday to Friday: 7 a.m. to 5 p.m."; "Samedi : 8 h à midi" / "Saturday: 8 a.m. to noon". */
export function formatOpeningHours(lang: Lang, spec: OpeningHoursSpec): string {
  const days = capitalize(lang, dayGroup(lang, spec.days).label);
  const [from, to] = [formatClockTime(lang, spec.opens), formatClockTime(lang, spec.closes)];
  return lang === "fr" ? `${days} : ${from} à ${to}` : `${days}: ${from} to ${to}`;
}

/**
 * The opening hours as display lines (footer, contact page, content pages, e-mails): one per
 * group of days, the closed days last: ["Lundi au vendredi : 7 h à 17 h", "Samedi : 8 h à midi",
 * "Dimanche : fermé"] / [..., "Saturday: 8 a.m. to noon", "Sunday: closed"].
 */
export function openingHoursLines(lang: Lang, business: Pick<Business, "openingHours">): string[] {
  const lines = business.openingHours.map((spec) => formatOpeningHours(lang, spec));
  const closed = closedDays(business);
  if (closed.length > 0) {
    const days = capitalize(lang, dayGroup(lang, closed).label);
    lines.push(lang === "fr" ? `${days} : fermé` : `${days}: closed`);
  }
  return lines;
}

/**
 * The opening hours for running text: "du lundi au vendredi de 7 h à 17 h et le samedi de 8 h
 * à midi (fermé le dimanche)" / "Monday to Friday from 7 a.m. to 5 p.m. and Saturday from
 * 8 a.m. to noon (closed Sunday)".
 */
export function openingHoursSentence(lang: Lang, business: Pick<Business, "openingHours">): string {
  const parts = business.openingHours.map((spec) => {
    const { label, isRange } = dayGroup(lang, spec.days);
    const [from, to] = [formatClockTime(lang, spec.opens), formatClockTime(lang, spec.closes)];
    return lang === "fr" ? `${isRange ? "du" : "le"} ${label} de ${from} à ${to}` : `${label} from ${from} to ${to}`;
  });
  const closed = closedDays(business);
  if (closed.length === 0) return formatList(lang, parts);
  const { label, isRange } = dayGroup(lang, closed);
  return `${formatList(lang, parts)}${lang === "fr" ? ` (fermé ${isRange ? "du" : "le"} ${label})` : ` (closed ${label})`}`;
}
