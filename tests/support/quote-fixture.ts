/**
 * The quote request the tests send, written once: the form's unit test, the
 * submission pipeline's and the dashboard's integration tests, and the
 * browser tests all start from it and change only what they test.
 *
 * Jean Tremblay of Béton Tremblay inc., delivered to the Dubois site, asks for
 * a Husqvarna PG 820 × 2 per week (industrial transformer, medium diamonds),
 * 10 bags of Mapei Ultraplan (fixed price) and a Husqvarna S 36 vacuum × 1 per week.
 * The dates suit a "today" of 2026-11-22 in Quebec (the integration tests' clock).
 */
import { defaultBusiness } from "../../app/config/business.ts";
import { weeklyHoursOf } from "../../app/domain/business-settings.ts";
import type { QuoteFormInput, RentalDateRules } from "../../app/domain/validation/quote-form.ts";

/**
 * The clock and opening hours the request's dates are checked against: Sunday
 * 2026-11-22 at 10:00 in Quebec, the default hours (Monday to Friday 7:00-17:00, Saturday
 * 8:00-12:00). The earliest start is then Tuesday the 24th.
 */
export const QUOTE_NOW = new Date("2026-11-22T15:00:00Z");
export const QUOTE_DATE_RULES: RentalDateRules = { now: QUOTE_NOW, hours: weeklyHoursOf(defaultBusiness.openingHours) };

/** The customer's own fields, as typed in the form. */
export const QUOTE_CUSTOMER = {
  firstName: "Jean",
  lastName: "Tremblay",
  company: "Béton Tremblay inc.",
  email: "jean@example.com",
  phone: "(514) 123-4567",
  address: "12, rue Principale",
  city: "Longueuil",
  postalCode: "j4k1a1",
} as const;

/** The delivery site. */
export const QUOTE_DELIVERY = {
  deliveryNeeded: "delivery",
  deliveryLocationName: "Chantier Dubois",
  deliveryAddress: "300, rue Saint-Charles",
  deliveryCity: "Longueuil",
  deliveryPostalCode: "J4H 1C9",
} as const;

/** The whole request, field by field, its cart lines as the form reads them back. */
export const QUOTE_REQUEST = {
  ...QUOTE_CUSTOMER,
  startDate: "2026-11-25",
  endDate: "2026-12-02",
  ...QUOTE_DELIVERY,
  comments: "Dalle de 2000 pi²",
  privacyAccepted: "on",
  rentalPolicyAccepted: "on",
  items: [
    { id: "1", quantity: "2", period: "week", transformerType: "transformer-industrial", diamondType: "diamond-medium" },
    { id: "8", quantity: "10", period: "fixed" },
    { id: "4", quantity: "1", period: "week" },
  ],
} satisfies QuoteFormInput;

/**
 * A request as the browser posts it: one field a name, the cart lines as
 * `items[0].id`, `items[0].quantity`… Fields left undefined are not sent.
 */
export function quoteFormFields(request: QuoteFormInput = QUOTE_REQUEST): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) if (typeof value === "string") fields[name] = value;
  request.items.forEach((line, index) => {
    for (const [name, value] of Object.entries(line)) if (value !== undefined) fields[`items[${index}].${name}`] = value;
  });
  return fields;
}

/** Posted fields as FormData; a field set to undefined is left out (a box not ticked, a field removed). */
export function quoteFormData(fields: Record<string, string | undefined> = quoteFormFields()): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  return data;
}
