/** Dates of the dashboard, in the page's locale (decisions.md: "admin dates in the page's locale"), Quebec time. */
import { BUSINESS_TIME_ZONE } from "../../domain/constants.ts";
import { LOCALE, type Lang } from "../../i18n/index.ts";

/** "14 mai 2026, 10 h 32" / "May 14, 2026, 10:32 a.m." */
export function adminDateTime(lang: Lang, date: Date | string): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE }).format(new Date(date));
}
