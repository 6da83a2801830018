import type { Business, DayOfWeek, OpeningHoursSpec } from "../config/business.ts";
import { formatNumber, LOCALE, type Lang } from "./index.ts";

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

const listFormat = perLang((lang) => new Intl.ListFormat(LOCALE[lang], { style: "long", type: "conjunction" }));

/** "a, b et c" / "a, b and c". */
export function formatList(lang: Lang, items: readonly string[]): string {
  return listFormat(lang).format(items);
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
