import type { DayOfWeek, OpeningHoursSpec } from "../config/business.ts";
import { LOCALE, type Lang } from "./index.ts";

/** Prices with Intl for the page's locale: "1 234,50 $" in French, "$1,234.50" in English. */
export function formatMoney(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }).format(amount);
}

/** Whole-dollar prices where cents would be noise ("650 $", "$650"); cents appear only when present. */
export function formatPrice(lang: Lang, amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALE[lang], {
    style: "currency",
    currency: "CAD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(value);
}

/** Day, month name and year: "22 novembre 2026" / "November 22, 2026". */
export function formatLongDate(lang: Lang, isoDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(LOCALE[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "America/Toronto" }).format(date);
}

const DAY_INDEX: Record<DayOfWeek, number> = {
  Monday: 0, Tuesday: 1, Wednesday: 2, Thursday: 3, Friday: 4, Saturday: 5, Sunday: 6,
};

function dayName(lang: Lang, day: DayOfWeek): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + DAY_INDEX[day], 12));
  const name = new Intl.DateTimeFormat(LOCALE[lang], { weekday: "long", timeZone: "UTC" }).format(date);
  return name.charAt(0).toLocaleUpperCase(LOCALE[lang]) + name.slice(1);
}

function clock(lang: Lang, hhmm: string): string {
  const [h = "0", m = "00"] = hhmm.split(":");
  if (lang === "fr") return m === "00" ? `${Number(h)} h` : `${Number(h)} h ${m}`;
  const hour = Number(h);
  const suffix = hour < 12 ? "a.m." : "p.m.";
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return m === "00" ? `${h12} ${suffix}` : `${h12}:${m} ${suffix}`;
}

/** "Lundi au vendredi : 7 h à 17 h" / "Monday to Friday: 7 a.m. to 5 p.m." */
export function formatOpeningHours(lang: Lang, spec: OpeningHoursSpec): string {
  const first = spec.days[0];
  const last = spec.days[spec.days.length - 1];
  if (!first || !last) return "";
  const days =
    spec.days.length === 1
      ? dayName(lang, first)
      : lang === "fr"
        ? `${dayName(lang, first)} au ${dayName(lang, last).toLocaleLowerCase("fr-CA")}`
        : `${dayName(lang, first)} to ${dayName(lang, last)}`;
  const range = lang === "fr" ? `${clock(lang, spec.opens)} à ${clock(lang, spec.closes)}` : `${clock(lang, spec.opens)} to ${clock(lang, spec.closes)}`;
  return lang === "fr" ? `${days} : ${range}` : `${days}: ${range}`;
}
