/**
 * The contact form (spec 3 "Contact form", 5 "Contact"): name, e-mail and
 * message required, phone optional, subject from the spec's list, privacy
 * acceptance required. One schema for the browser and the action.
 */
import { z } from "zod";
import type { Validated } from "./errors.ts";
import { checkForm } from "./check-form.ts";
import { CONTACT_FIELDS, CONTACT_SUBJECTS, FIELD_MAX, type ContactField } from "./form-shapes.ts";
import { acceptance, emailSchema, formString, multiLine, optionalPhoneSchema, requiredLine, submissionKeySchema } from "./fields.ts";

export { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactField, type ContactSubject } from "./form-shapes.ts";
export const CONTACT_REQUIRED_FIELDS: readonly ContactField[] = ["name", "email", "message"];

export const contactFormSchema = z.object({
  name: requiredLine(FIELD_MAX.fullName),
  email: emailSchema,
  phone: optionalPhoneSchema,
  // Not required by the spec: a message without a subject is filed under "other" by staff.
  subject: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(CONTACT_SUBJECTS, { message: "validation.pleaseSelect" }).optional()),
  message: multiLine(FIELD_MAX.message, true),
  privacyAccepted: acceptance("quote.errors.privacyRequired"),
  submissionKey: submissionKeySchema,
});

export type ContactForm = z.output<typeof contactFormSchema> & { message: string };

export function contactInputFromFormData(formData: FormData): Record<string, string | undefined> {
  const input: Record<string, string | undefined> = {};
  for (const field of CONTACT_FIELDS) input[field] = formString(formData, field);
  input.submissionKey = formString(formData, "submissionKey");
  return input;
}

export function validateContactForm(input: Record<string, unknown>): Validated<ContactForm> {
  const checked = checkForm(contactFormSchema, input, { order: CONTACT_FIELDS });
  if (!checked.ok) return checked;
  // multiLine(…, true) never yields undefined once it passed.
  return { ok: true, value: { ...checked.value, message: checked.value.message ?? "" } };
}
