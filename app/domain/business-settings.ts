/**
 * The business settings staff edit in /admin/settings: what they are, how
 * they map to the business identity the site shows, and which of them differ from the
 * environment's defaults. Pure: no zod (the form's rules are in
 * ./validation/business-settings-form.ts), no database, no clock.
 *
 * Stored values hold only what differs from the defaults (app/db/business-settings.server.ts):
 * a setting left at its default keeps following the environment, and saving the defaults
 * back leaves nothing stored.
 */
import type { Business, DayOfWeek, OpeningHoursSpec, SettingsDefaults } from "../config/business.ts";
import { DEFAULT_TURNAROUND_DAYS } from "./constants.ts";

export const WEEK_DAYS: readonly DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** One day's hours, 24-hour "HH:MM", opens before closes. */
export type DayHours = { opens: string; closes: string };
/** The week: each day's hours, or null when closed. */
export type WeeklyHours = Record<DayOfWeek, DayHours | null>;

export type BusinessSettings = {
  name: string;
  legalName: string;
  /** Display form, "450-555-0142". */
  phone: string;
  /** The public address (footer, contact page, replies to customers). */
  email: string;
  /** Where the quote and contact forms' staff notices go; never shown on the site. */
  staffNotifyEmail: string;
  streetAddress: string;
  town: string;
  /** "J5R 1V8" */
  postalCode: string;
  latitude: number;
  longitude: number;
  hours: WeeklyHours;
  /** The emergency line's label in both languages; null: no emergency line. */
  emergencyLine: { fr: string; en: string } | null;
  serviceArea: string[];
  /** "123456789 RT 0001" */
  gstNumber: string | null;
  /** "1234567890 TQ 0001" */
  qstNumber: string | null;
  /** Days a returned unit stays unavailable after a rental, 0 to SETTINGS_MAX.turnaroundDays; not from the environment. */
  turnaroundDays: number;
};

export type SettingKey = keyof BusinessSettings;

export const SETTING_KEYS: readonly SettingKey[] = [
  "name",
  "legalName",
  "phone",
  "email",
  "staffNotifyEmail",
  "streetAddress",
  "town",
  "postalCode",
  "latitude",
  "longitude",
  "hours",
  "emergencyLine",
  "serviceArea",
  "gstNumber",
  "qstNumber",
  "turnaroundDays",
];

/** The form's fields, in display order (the first in error gets the focus; the summary follows it). */
export const dayFields = (day: DayOfWeek) => {
  const id = day.toLowerCase();
  return { closed: `${id}Closed`, opens: `${id}Opens`, closes: `${id}Closes` } as const;
};

/** The settings in the order of SETTING_KEYS, each as its form fields (the hours: three per day; the emergency line: one per language). */
export const SETTINGS_FORM_FIELDS: readonly string[] = SETTING_KEYS.flatMap((key): string[] => {
  if (key === "hours") return WEEK_DAYS.flatMap((day) => Object.values(dayFields(day)));
  if (key === "emergencyLine") return ["emergencyLineFr", "emergencyLineEn"];
  return [key];
});

/** Length limits (characters, after trimming). */
export const SETTINGS_MAX = {
  name: 120,
  legalName: 160,
  streetAddress: 200,
  town: 100,
  emergencyLine: 120,
  serviceAreaPlace: 60,
  serviceAreaPlaces: 20,
  taxNumber: 30,
  /** Days a returned unit stays unavailable. */
  turnaroundDays: 14,
  coordinate: 20,
} as const;

/** "Monday to Friday 7:00-17:00, Saturday 8:00-12:00" as one entry per day. */
export function weeklyHoursOf(specs: readonly OpeningHoursSpec[]): WeeklyHours {
  const week = Object.fromEntries(WEEK_DAYS.map((day) => [day, null])) as WeeklyHours;
  for (const spec of specs) for (const day of spec.days) week[day] = { opens: spec.opens, closes: spec.closes };
  return week;
}

/**
 * The week as the site prints it: days with the same hours in one group, groups in the order
 * of their first day ("Monday to Friday", then "Saturday"); closed days in none.
 */
export function openingHoursOf(hours: WeeklyHours): OpeningHoursSpec[] {
  const groups: { days: DayOfWeek[]; opens: string; closes: string }[] = [];
  for (const day of WEEK_DAYS) {
    const today = hours[day];
    if (!today) continue;
    const group = groups.find((g) => g.opens === today.opens && g.closes === today.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], opens: today.opens, closes: today.closes });
  }
  return groups;
}

/** The settings as the defaults give them (before the form's normalisation). */
export function settingsOf(defaults: SettingsDefaults): BusinessSettings {
  const b = defaults.business;
  return {
    name: b.name,
    legalName: b.legalName,
    phone: b.phone,
    email: b.email,
    staffNotifyEmail: defaults.staffNotifyEmail,
    streetAddress: b.streetAddress,
    town: b.town,
    postalCode: b.postalCode,
    latitude: b.geo.latitude,
    longitude: b.geo.longitude,
    hours: weeklyHoursOf(b.openingHours),
    emergencyLine: b.emergencyLine,
    serviceArea: [...b.serviceArea],
    gstNumber: b.gstNumber,
    qstNumber: b.qstNumber,
    turnaroundDays: DEFAULT_TURNAROUND_DAYS,
  };
}

/** The business identity the site shows with these settings (what settings do not cover stays as in `base`). */
export function businessOf(base: Business, settings: BusinessSettings): Business {
  return {
    ...base,
    name: settings.name,
    legalName: settings.legalName,
    phone: settings.phone,
    email: settings.email,
    streetAddress: settings.streetAddress,
    town: settings.town,
    postalCode: settings.postalCode,
    geo: { latitude: settings.latitude, longitude: settings.longitude },
    openingHours: openingHoursOf(settings.hours),
    emergencyLine: settings.emergencyLine,
    serviceArea: settings.serviceArea,
    gstNumber: settings.gstNumber,
    qstNumber: settings.qstNumber,
  };
}

/** Equal as JSON values (the settings hold only strings, numbers, null, arrays and plain objects). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** What differs from the defaults: the values to store. */
export function changedSettings(settings: BusinessSettings, defaults: BusinessSettings): Partial<BusinessSettings> {
  const changed: Partial<Record<SettingKey, unknown>> = {};
  for (const key of SETTING_KEYS) if (!sameValue(settings[key], defaults[key])) changed[key] = settings[key];
  return changed as Partial<BusinessSettings>;
}

/** The form's values (strings, as the inputs hold them) for these settings. */
export function settingsFormValues(settings: BusinessSettings): Record<string, string> {
  const values: Record<string, string> = {
    name: settings.name,
    legalName: settings.legalName,
    phone: settings.phone,
    email: settings.email,
    staffNotifyEmail: settings.staffNotifyEmail,
    streetAddress: settings.streetAddress,
    town: settings.town,
    postalCode: settings.postalCode,
    latitude: String(settings.latitude),
    longitude: String(settings.longitude),
    emergencyLineFr: settings.emergencyLine?.fr ?? "",
    emergencyLineEn: settings.emergencyLine?.en ?? "",
    serviceArea: settings.serviceArea.join("\n"),
    gstNumber: settings.gstNumber ?? "",
    qstNumber: settings.qstNumber ?? "",
    turnaroundDays: String(settings.turnaroundDays),
  };
  for (const day of WEEK_DAYS) {
    const fields = dayFields(day);
    const hours = settings.hours[day];
    values[fields.opens] = hours?.opens ?? "";
    values[fields.closes] = hours?.closes ?? "";
    if (!hours) values[fields.closed] = "on";
  }
  return values;
}
