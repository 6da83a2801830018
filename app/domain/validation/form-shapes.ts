/**
 * The shape of the quote and contact forms without their rules: field names,
 * choices, length limits, how cart lines become form fields. Kept apart from
 * the zod schemas so the pages can render the forms without loading zod; the
 * schemas (./quote-form.ts, ./contact-form.ts) load when a form is sent.
 */
import { OPTION_FIELDS, type CartLine } from "../cart.ts";

/** Length limits of every field (characters, after trimming). */
export const FIELD_MAX = {
  name: 80,
  fullName: 120,
  company: 120,
  email: 254,
  phoneInput: 25,
  address: 200,
  city: 100,
  postalCode: 7,
  locationName: 120,
  comments: 2000,
  message: 5000,
} as const;

/** 'yes' (we deliver and pick up), 'pickup' (the customer comes to the counter), 'delivery-only'. */
export const DELIVERY_CHOICES = ["delivery", "pickup", "delivery-only"] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** The spec's boolean delivery_needed, derived from the choice. */
export function needsDelivery(choice: DeliveryChoice): boolean {
  return choice !== "pickup";
}

/** Field order of the quote form, for focusing the first error and ordering the summary. */
export const QUOTE_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "address",
  "city",
  "postalCode",
  "startDate",
  "endDate",
  "deliveryNeeded",
  "deliveryLocationName",
  "deliveryAddress",
  "deliveryCity",
  "deliveryPostalCode",
  "comments",
  "privacyAccepted",
  "rentalPolicyAccepted",
  "items",
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

export const CONTACT_SUBJECTS = ["rental", "quote", "concrete", "support", "delivery", "billing", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message", "privacyAccepted"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The form fields of the cart lines, as the page posts them (never a price, never an availability). */
export function cartLineFields(lines: readonly CartLine[]): { name: string; value: string }[] {
  return lines.flatMap((line, index) => {
    const fields = [
      { name: `items[${index}].id`, value: String(line.id) },
      { name: `items[${index}].quantity`, value: String(line.quantity) },
      { name: `items[${index}].period`, value: line.period },
    ];
    for (const option of OPTION_FIELDS) {
      const value = line.options?.[option];
      if (value) fields.push({ name: `items[${index}].${option}`, value });
    }
    // A line's own dates; without them it follows the project's.
    if (line.startDate) fields.push({ name: `items[${index}].startDate`, value: line.startDate });
    if (line.endDate) fields.push({ name: `items[${index}].endDate`, value: line.endDate });
    return fields;
  });
}
