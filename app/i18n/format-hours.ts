/**
 * Opening hours and days in words (the footer's and the contact page's lines, the policies' and
 * e-mails' sentences, the back office's day labels). Apart from ./format.ts, which every page
 * loads: the pages receive the hours already worded by the server (SiteInfo's `hours`).
 */
import type { Business, DayOfWeek, OpeningHoursSpec } from "../config/business.ts";
import { formatList, perLang } from "./format.ts";
import { LOCALE, type Lang } from "./index.ts";

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
