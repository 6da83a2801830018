/**
 * The quote form (spec 3 "Quote form", 5 "Quote"; decisions.md "Quotes and
 * contact"): one schema for the browser and the server action. The cart lines
 * travel as ordinary form fields (items[0].id, items[0].quantity,
 * items[0].period, items[0].transformerType...), so the action is the same
 * with or without client-side validation; prices are never read from the form.
 * A line may carry its own dates (items[0].startDate, items[0].endDate), when
 * the tool is needed for part of the project.
 */
import { z } from "zod";
import { OPTION_FIELDS, type CartOptions } from "../cart.ts";
import { normaliseQuantity, PERIODS, type Period } from "../pricing.ts";
import { MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from "../quote/limits.ts";
import { isIsoDate } from "./dates.ts";
import { hasErrors, summaryOf, type FieldErrors, type Validated } from "./errors.ts";
import { issuesToFieldErrors, mergeFieldErrors } from "./check-form.ts";
import { DELIVERY_CHOICES, FIELD_MAX, QUOTE_FIELDS, type QuoteField } from "./form-shapes.ts";
import { rentalDateErrors, type RentalDateRules } from "./rental-date-errors.ts";
import { acceptance, emailSchema, formString, multiLine, optionalLine, optionalPostalCodeSchema, phoneSchema, requiredLine, submissionKeySchema } from "./fields.ts";

export { cartLineFields, DELIVERY_CHOICES, needsDelivery, QUOTE_FIELDS, type DeliveryChoice, type QuoteField } from "./form-shapes.ts";
export { rentalDateErrors, type RentalDateRules } from "./rental-date-errors.ts";

/** Required in the spec: first name, last name, e-mail, phone (+ delivery site when delivering). */
export const QUOTE_REQUIRED_FIELDS: readonly QuoteField[] = ["firstName", "lastName", "email", "phone"];
export const DELIVERY_SITE_REQUIRED_FIELDS: readonly QuoteField[] = ["deliveryAddress", "deliveryCity", "deliveryPostalCode"];

const optionId = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(
    z
      .string()
      .max(64)
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  );

const lineDate = z
  .string()
  .max(10)
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const quoteLineSchema = z.object({
  id: z.coerce.number().int().positive().max(1_000_000),
  // Non-numeric falls back to 1 (spec 5); the upper bound guards the arithmetic.
  quantity: z.preprocess((value) => normaliseQuantity(value), z.number().int().min(1).max(MAX_LINE_QUANTITY)),
  period: z.enum(PERIODS as readonly [Period, ...Period[]]),
  transformerType: optionId,
  sweeperType: optionId,
  diamondType: optionId,
  // Checked with the rental's rules by quoteDateErrors, where each problem gets its own message.
  startDate: lineDate.optional(),
  endDate: lineDate.optional(),
});
export type QuoteLineInput = z.output<typeof quoteLineSchema>;

const optionalDate = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim())
  .refine((value) => value === "" || isIsoDate(value), { message: "quote.errors.invalidDate" })
  .transform((value) => (value === "" ? undefined : value));

export const quoteFormSchema = z.object({
  firstName: requiredLine(FIELD_MAX.name),
  lastName: requiredLine(FIELD_MAX.name),
  company: optionalLine(FIELD_MAX.company),
  email: emailSchema,
  phone: phoneSchema,
  address: optionalLine(FIELD_MAX.address),
  city: optionalLine(FIELD_MAX.city),
  postalCode: optionalPostalCodeSchema,
  startDate: optionalDate,
  endDate: optionalDate,
  deliveryNeeded: z.enum(DELIVERY_CHOICES, { message: "validation.pleaseSelect" }),
  deliveryLocationName: optionalLine(FIELD_MAX.locationName),
  deliveryAddress: optionalLine(FIELD_MAX.address),
  deliveryCity: optionalLine(FIELD_MAX.city),
  deliveryPostalCode: optionalPostalCodeSchema,
  comments: multiLine(FIELD_MAX.comments, false),
  privacyAccepted: acceptance("quote.errors.privacyRequired"),
  rentalPolicyAccepted: acceptance("quote.errors.rentalPolicyRequired"),
  items: z.array(quoteLineSchema).min(1, { message: "quote.errors.noItems" }).max(MAX_QUOTE_LINES, { message: "quote.errors.tooManyItems" }),
  submissionKey: submissionKeySchema,
});

export type QuoteForm = z.output<typeof quoteFormSchema>;
/** What the form sends, field by field, before validation. */
export type QuoteFormInput = Record<string, unknown> & { items: Record<string, string | undefined>[] };

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Rules across fields, checked on the raw input so that they show together
 * with every other problem: the delivery site is required when delivering
 * (decisions.md); the project's dates, and each line's own dates, follow the
 * rental's rules (a line's problems are also summed up on "items").
 */
export function quoteCrossFieldErrors(input: Record<string, unknown>, rules: RentalDateRules): FieldErrors {
  const errors: FieldErrors = {};
  if (input.deliveryNeeded !== "pickup") {
    for (const field of DELIVERY_SITE_REQUIRED_FIELDS) {
      if (blank(input[field])) errors[field] = { key: "validation.required" };
    }
  }
  Object.assign(errors, rentalDateErrors(trimmed(input.startDate), trimmed(input.endDate), rules, { start: "startDate", end: "endDate" }));
  const lines = Array.isArray(input.items) ? (input.items as Record<string, unknown>[]) : [];
  lines.slice(0, MAX_QUOTE_LINES).forEach((line, index) => {
    if (typeof line !== "object" || line === null) return;
    const found = rentalDateErrors(trimmed(line.startDate), trimmed(line.endDate), rules, { start: `items[${index}].startDate`, end: `items[${index}].endDate` });
    if (hasErrors(found)) {
      Object.assign(errors, found);
      errors.items ??= { key: "quote.errors.lineDates" };
    }
  });
  return errors;
}

/** The whole check, as the browser runs it on submit and the action runs it again. */
export function validateQuoteForm(input: QuoteFormInput, rules: RentalDateRules): Validated<QuoteForm> {
  const parsed = quoteFormSchema.safeParse(input);
  const errors = mergeFieldErrors(parsed.success ? {} : issuesToFieldErrors(parsed.error.issues), quoteCrossFieldErrors(input, rules));
  if (!parsed.success || hasErrors(errors)) return { ok: false, errors, summary: summaryOf(errors, QUOTE_FIELDS) };
  return { ok: true, value: parsed.data };
}

const ITEM_FIELD = /^items\[(\d+)\]\.(\w+)$/;
const LINE_FIELDS = new Set(["id", "quantity", "period", "startDate", "endDate", ...OPTION_FIELDS]);

/**
 * Reads a posted quote form. Unknown fields (a price the browser might send,
 * items[0].pricePerPeriod...) are dropped here: prices come from the catalogue.
 * More lines than allowed are kept so the schema can refuse them.
 */
export function quoteInputFromFormData(formData: FormData): QuoteFormInput {
  const input: QuoteFormInput = { items: [] };
  for (const field of QUOTE_FIELDS) {
    if (field !== "items") input[field] = formString(formData, field);
  }
  input.submissionKey = formString(formData, "submissionKey");
  const lines = new Map<number, Record<string, string | undefined>>();
  for (const [name, value] of formData.entries()) {
    const match = ITEM_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const field = match[2]!;
    if (!LINE_FIELDS.has(field) || index > MAX_QUOTE_LINES * 2) continue;
    const line = lines.get(index) ?? {};
    line[field] = value;
    lines.set(index, line);
  }
  input.items = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  return input;
}

/** A validated line's options, in the cart's shape. */
export function lineOptions(line: QuoteLineInput): CartOptions {
  const options: CartOptions = {};
  for (const field of OPTION_FIELDS) {
    const value = line[field];
    if (value) options[field] = value;
  }
  return options;
}
