/**
 * The customer's two requests about a rental under way, posted from the private link's "Votre
 * location" (app/components/quote-link/rental-request-forms.tsx): a pickup (a date, a note) and
 * an extension (a new end date, a note). The shape is checked here; whether the date falls in
 * what the rental allows is the data layer's to say, under the request's lock
 * (app/db/rental-requests.server.ts), and comes back on the same field.
 */
import { z } from "zod";
import { RENTAL_REQUEST_NOTE_MAX } from "../rental/rental-requests.ts";
import { isIsoDate } from "./dates.ts";
import { multiLine } from "./fields.ts";

export const RENTAL_ASK_INTENTS = ["ask-pickup", "ask-extension"] as const;
export type RentalAskIntent = (typeof RENTAL_ASK_INTENTS)[number];

export function isRentalAskIntent(value: unknown): value is RentalAskIntent {
  return typeof value === "string" && (RENTAL_ASK_INTENTS as readonly string[]).includes(value);
}

/** A calendar day as <input type="date"> sends it; `missing` says which one is wanted. */
function dayField(missing: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value !== "", { message: missing })
    .refine((value) => value === "" || isIsoDate(value), { message: "quoteLink.rental.errors.invalidDate" });
}

export const pickupRequestSchema = z.object({
  date: dayField("quoteLink.rental.errors.pickupDateRequired"),
  note: multiLine(RENTAL_REQUEST_NOTE_MAX, false),
});
export const PICKUP_FIELDS = ["date", "note"] as const;

export const extensionRequestSchema = z.object({
  newEnd: dayField("quoteLink.rental.errors.newEndRequired"),
  note: multiLine(RENTAL_REQUEST_NOTE_MAX, false),
});
export const EXTENSION_FIELDS = ["newEnd", "note"] as const;
