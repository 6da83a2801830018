/**
 * The business identity: the ONE place where the company's name, phone, e-mail,
 * address, hours and service area are written (decisions.md, "Business identity").
 * Defaults are fictional on purpose; every value can be overridden by an
 * environment variable on the server (see env.server.ts), and the effective
 * identity reaches the browser through the root loader.
 */

export type DayOfWeek =
  | "Monday"
  | "Tuesday"
  | "Wednesday"
  | "Thursday"
  | "Friday"
  | "Saturday"
  | "Sunday";

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
  openingHours: readonly OpeningHoursSpec[];
  /** The emergency line answers around the clock (decisions.md). */
  emergencyLine247: boolean;
  priceRange: string;
  serviceArea: readonly string[];
  socialLinks: readonly string[];
  /** Inventory claim shown on the home page (spec: "more than 5000 tools"). */
  inventoryClaim: number;
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
  emergencyLine247: true,
  priceRange: "$$",
  serviceArea: ["Rive-Sud", "Montréal", "Laval", "Montérégie"],
  socialLinks: [],
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
