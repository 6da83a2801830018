/**
 * The rules of the business settings (/admin/settings): the one zod schema of the form,
 * used by the browser for instant feedback and by the data layer for the real check, and
 * the check of values read back from the database (a hand-edited row must not break the
 * site). Messages are translation keys (./errors.ts).
 *
 * Formats: the project's field kit for names, e-mails, the phone (stored in the business's
 * display style, 450-555-0142) and the postal code (J5R 1V8); hours "HH:MM", 24-hour, a day
 * opens before it closes; latitude −90…90 and longitude −180…180 (a decimal comma is
 * accepted); tax numbers as Revenu Québec and the CRA print them, TPS/GST
 * "123456789 RT 0001" and TVQ/QST "1234567890 TQ 0001" (spaces and case free on input).
 */
import { z } from "zod";
import type { DayOfWeek } from "../../config/business.ts";
import { dayFields, SETTINGS_MAX, WEEK_DAYS, type BusinessSettings, type DayHours, type SettingKey, type WeeklyHours } from "../business-settings.ts";
import { emailSchema, formatPhone, hasControlCharacter, phoneSchema, postalCodeSchema, requiredLine, singleLine } from "./fields.ts";

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** "7:00" → "07:00"; undefined when not a time of day. */
export function normaliseTime(input: string): string | undefined {
  const match = TIME.exec(input.trim());
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : undefined;
}

const GST = /^(\d{9})RT(\d{4})$/;
const QST = /^(\d{10})TQ(\d{4})$/;

/** "123456789rt0001" → "123456789 RT 0001"; undefined when not a TPS/GST number. */
export function normaliseGstNumber(input: string): string | undefined {
  const match = GST.exec(input.replace(/[\s-]/g, "").toUpperCase());
  return match ? `${match[1]} RT ${match[2]}` : undefined;
}

/** "1234567890tq0001" → "1234567890 TQ 0001"; undefined when not a TVQ/QST number. */
export function normaliseQstNumber(input: string): string | undefined {
  const match = QST.exec(input.replace(/[\s-]/g, "").toUpperCase());
  return match ? `${match[1]} TQ ${match[2]}` : undefined;
}

/* ------------------------------------------------------------------ the form */

const displayPhone = phoneSchema.transform(formatPhone);

function coordinate(limit: number, message: string) {
  return z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(SETTINGS_MAX.coordinate, { message })
    .transform((value) => value.replace(",", "."))
    .refine((value) => /^[+-]?\d{1,3}(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit, { message })
    .transform(Number);
}

function taxNumber(normalise: (value: string) => string | undefined, message: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value === "" || (value.length <= SETTINGS_MAX.taxNumber && normalise(value) !== undefined), { message })
    .transform((value) => (value === "" ? null : (normalise(value) ?? null)));
}

/** Whole days, 0 to SETTINGS_MAX.turnaroundDays. */
const turnaroundField = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .regex(/^\d{1,4}$/, { message: "adminSettings.errors.turnaroundDays" })
  .transform(Number)
  .pipe(z.number().max(SETTINGS_MAX.turnaroundDays, { message: "adminSettings.errors.turnaroundTooLong" }));

/** The service area: one place a line, blank lines ignored, a place repeated kept once. */
const serviceAreaField = z
  .string()
  .optional()
  .transform((value) => {
    const places = (value ?? "")
      .split(/\r\n?|\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    return places.filter((place, i) => places.findIndex((p) => p.toLocaleLowerCase("fr") === place.toLocaleLowerCase("fr")) === i);
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(SETTINGS_MAX.serviceAreaPlace, { message: "adminSettings.errors.placeTooLong" })
          .refine((place) => !hasControlCharacter(place), { message: "validation.controlCharacters" }),
      )
      .min(1, { message: "validation.required" })
      .max(SETTINGS_MAX.serviceAreaPlaces, { message: "adminSettings.errors.tooManyPlaces" }),
  );

/** An HTML check box: "on" when ticked, absent when not. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const loose = z.string().optional();

const dayShape = Object.fromEntries(
  WEEK_DAYS.flatMap((day) => {
    const f = dayFields(day);
    return [
      [f.closed, checkbox],
      [f.opens, loose],
      [f.closes, loose],
    ];
  }),
) as Record<string, typeof checkbox | typeof loose>;

type DayCheck = { hours: DayHours | null; errors: [field: string, message: string][] };

/** A day of the form: closed, or both times, opening first. */
function checkDay(day: DayOfWeek, values: Record<string, unknown>): DayCheck {
  const f = dayFields(day);
  if (values[f.closed] === true) return { hours: null, errors: [] };
  const errors: [string, string][] = [];
  const time = (field: string) => {
    const raw = typeof values[field] === "string" ? (values[field] as string).trim() : "";
    if (raw === "") errors.push([field, "validation.required"]);
    else if (!normaliseTime(raw)) errors.push([field, "adminSettings.errors.time"]);
    return normaliseTime(raw);
  };
  const opens = time(f.opens);
  const closes = time(f.closes);
  if (opens && closes && closes <= opens) errors.push([f.closes, "adminSettings.errors.closesBeforeOpens"]);
  return { hours: opens && closes && errors.length === 0 ? { opens, closes } : null, errors };
}

function emergencyLineOf(values: Record<string, unknown>) {
  const fr = typeof values.emergencyLineFr === "string" ? values.emergencyLineFr : "";
  const en = typeof values.emergencyLineEn === "string" ? values.emergencyLineEn : "";
  return { fr, en };
}

/** The form: flat strings in, the settings out (what app/db/business-settings.server.ts stores). */
export const businessSettingsFormSchema = z
  .object({
    name: requiredLine(SETTINGS_MAX.name),
    legalName: requiredLine(SETTINGS_MAX.legalName),
    phone: displayPhone,
    email: emailSchema,
    staffNotifyEmail: emailSchema,
    streetAddress: requiredLine(SETTINGS_MAX.streetAddress),
    town: requiredLine(SETTINGS_MAX.town),
    postalCode: postalCodeSchema,
    latitude: coordinate(90, "adminSettings.errors.latitude"),
    longitude: coordinate(180, "adminSettings.errors.longitude"),
    ...dayShape,
    emergencyLineFr: singleLine(SETTINGS_MAX.emergencyLine),
    emergencyLineEn: singleLine(SETTINGS_MAX.emergencyLine),
    serviceArea: serviceAreaField,
    gstNumber: taxNumber(normaliseGstNumber, "adminSettings.errors.gstNumber"),
    qstNumber: taxNumber(normaliseQstNumber, "adminSettings.errors.qstNumber"),
    turnaroundDays: turnaroundField,
  })
  // The rules across fields run even when another field is wrong: every problem shows at once.
  .superRefine(
    (values, ctx) => {
      const record = values as Record<string, unknown>;
      for (const day of WEEK_DAYS) {
        for (const [field, message] of checkDay(day, record).errors) ctx.addIssue({ code: "custom", path: [field], message });
      }
      // An emergency line is named in both languages, or not at all.
      const line = emergencyLineOf(record);
      if (line.fr.trim() === "" && line.en.trim() !== "") ctx.addIssue({ code: "custom", path: ["emergencyLineFr"], message: "adminSettings.errors.emergencyBothLanguages" });
      if (line.en.trim() === "" && line.fr.trim() !== "") ctx.addIssue({ code: "custom", path: ["emergencyLineEn"], message: "adminSettings.errors.emergencyBothLanguages" });
    },
    { when: () => true },
  )
  .transform((values): BusinessSettings => {
    const record = values as Record<string, unknown>;
    const hours = Object.fromEntries(WEEK_DAYS.map((day) => [day, checkDay(day, record).hours])) as WeeklyHours;
    const line = emergencyLineOf(record);
    return {
      name: values.name,
      legalName: values.legalName,
      phone: values.phone,
      email: values.email,
      staffNotifyEmail: values.staffNotifyEmail,
      streetAddress: values.streetAddress,
      town: values.town,
      postalCode: values.postalCode,
      latitude: values.latitude,
      longitude: values.longitude,
      hours,
      emergencyLine: line.fr === "" ? null : { fr: line.fr, en: line.en },
      serviceArea: values.serviceArea,
      gstNumber: values.gstNumber,
      qstNumber: values.qstNumber,
      turnaroundDays: values.turnaroundDays,
    };
  });

/* ------------------------------------------------------- values read back */

const storedTime = z.string().refine((value) => normaliseTime(value) === value);
const storedDay = z
  .object({ opens: storedTime, closes: storedTime })
  .refine((hours) => hours.opens < hours.closes)
  .nullable();
const storedTaxNumber = (normalise: (value: string) => string | undefined) =>
  z
    .string()
    .refine((value) => normalise(value) === value)
    .nullable();

/** Each setting's rule for a value read from the database (the same rules, on the stored shapes). */
const storedSchemas: { [K in SettingKey]: z.ZodType<BusinessSettings[K]> } = {
  name: requiredLine(SETTINGS_MAX.name),
  legalName: requiredLine(SETTINGS_MAX.legalName),
  phone: displayPhone,
  email: emailSchema,
  staffNotifyEmail: emailSchema,
  streetAddress: requiredLine(SETTINGS_MAX.streetAddress),
  town: requiredLine(SETTINGS_MAX.town),
  postalCode: postalCodeSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  hours: z.object(Object.fromEntries(WEEK_DAYS.map((day) => [day, storedDay])) as Record<DayOfWeek, typeof storedDay>),
  emergencyLine: z.object({ fr: requiredLine(SETTINGS_MAX.emergencyLine), en: requiredLine(SETTINGS_MAX.emergencyLine) }).nullable(),
  serviceArea: z.array(requiredLine(SETTINGS_MAX.serviceAreaPlace)).min(1).max(SETTINGS_MAX.serviceAreaPlaces),
  gstNumber: storedTaxNumber(normaliseGstNumber),
  qstNumber: storedTaxNumber(normaliseQstNumber),
  turnaroundDays: z.number().int().min(0).max(SETTINGS_MAX.turnaroundDays),
};

/**
 * The settings stored in the database, each checked on its own: a value that breaks a rule
 * (edited by hand) is left out, and its default applies. `invalid` names them (for the log).
 */
export function readStoredSettings(raw: unknown): { values: Partial<BusinessSettings>; invalid: string[] } {
  const values: Partial<Record<SettingKey, unknown>> = {};
  const invalid: string[] = [];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { values: {}, invalid: raw === null ? [] : ["(values)"] };
  for (const [key, value] of Object.entries(raw)) {
    const schema = (storedSchemas as Record<string, z.ZodType | undefined>)[key];
    const parsed = schema?.safeParse(value);
    if (parsed?.success) values[key as SettingKey] = parsed.data;
    else invalid.push(key);
  }
  return { values: values as Partial<BusinessSettings>, invalid };
}

/** The defaults as the form would store them (the environment may write 514 555 0199 for 514-555-0199). */
export function normaliseSettings(settings: BusinessSettings): BusinessSettings {
  const normalised: Record<string, unknown> = { ...settings };
  for (const key of Object.keys(storedSchemas) as SettingKey[]) {
    const parsed = storedSchemas[key].safeParse(settings[key]);
    if (parsed.success) normalised[key] = parsed.data;
  }
  return normalised as BusinessSettings;
}
