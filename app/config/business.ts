/**
 * The business identity's DEFAULTS: the company's name, phone, e-mail, address,
 * hours, emergency line and service area (decisions.md, "Business identity").
 * Fictional on purpose. Environment variables override some of them at start-up
 * (env.server.ts), and staff edit all of them in the back office (/admin/settings,
 * stored in the database): the identity every page, e-mail and the structured
 * data use is app/db/business-settings.server.ts's, which reaches the browser
 * through the root loader (useBusiness).
 */

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export type OpeningHoursSpec = {
  days: readonly DayOfWeek[];
  /** 24-hour "HH:MM" */
  opens: string;
  closes: string;
};

export type Business = {
  name: string;
  legalName: string;
  /** Display form, e.g. 450-555-0142 */
  phone: string;
  email: string;
  streetAddress: string;
  town: string;
  province: string;
  postalCode: string;
  country: string;
  geo: { latitude: number; longitude: number };
  /** Groups of days with the same hours, in week order; a day in no group is closed. */
  openingHours: readonly OpeningHoursSpec[];
  /**
   * The emergency line, which answers around the clock (decisions.md): its label in both
   * languages ("Ligne d'urgence 24 h/24, 7 j/7"); null when the business has none.
   */
  emergencyLine: { fr: string; en: string } | null;
  priceRange: string;
  serviceArea: readonly string[];
  socialLinks: readonly string[];
  /** Tax registration numbers, printed on quotes: TPS/GST "123456789 RT 0001", TVQ/QST "1234567890 TQ 0001". */
  gstNumber: string | null;
  qstNumber: string | null;
  /** Inventory claim shown on the home page (spec: "more than 5000 tools"). */
  inventoryClaim: number;
};

/** What the environment gives the settings as defaults (app/config/env.server.ts). */
export type SettingsDefaults = {
  business: Business;
  /** Where the quote and contact forms' staff notices go (STAFF_NOTIFY_EMAIL). */
  staffNotifyEmail: string;
};

export const defaultBusiness: Business = {
  name: "Location Rive-Sud",
  legalName: "Location Rive-Sud inc.",
  phone: "450-555-0142",
  email: "support@location-rive-sud.example",
  streetAddress: "1200, boulevard Taschereau",
  town: "La Prairie",
  province: "QC",
  postalCode: "J5R 1V8",
  country: "CA",
  geo: { latitude: 45.4167, longitude: -73.4999 },
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
    { days: ["Saturday"], opens: "08:00", closes: "12:00" },
  ],
  emergencyLine: { fr: "Ligne d'urgence 24 h/24, 7 j/7", en: "Emergency line 24/7" },
  priceRange: "$$",
  serviceArea: ["Rive-Sud", "Montréal", "Laval", "Montérégie"],
  socialLinks: [],
  gstNumber: null,
  qstNumber: null,
  inventoryClaim: 5000,
};

/** `tel:` URI from the display phone: digits only, North American prefix. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

/** One-line postal address as printed in footers and e-mails. */
export function formatAddress(b: Business): string {
  return `${b.streetAddress}, ${b.town} (Québec) ${b.postalCode}`;
}

/** Link that opens the address in a maps site (no embed, no third-party script). */
export function mapsHref(b: Business): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatAddress(b))}`;
}
