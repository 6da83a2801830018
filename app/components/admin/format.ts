/** Dates of the dashboard, in the page's locale (decisions.md: "admin dates in the page's locale"), Quebec time. */
import { LOCALE, type Lang } from "../../i18n/index.ts";

const TIME_ZONE = "America/Toronto";

/** "14 mai 2026, 10 h 32" / "May 14, 2026, 10:32 a.m." */
export function adminDateTime(lang: Lang, date: Date | string): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(new Date(date));
}

/** A rate as a percentage: 0.09975 → "9,975 %" / "9.975%". */
export function adminPercent(lang: Lang, rate: number): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: "percent", maximumFractionDigits: 3 }).format(rate);
}
