/**
 * What the account forms need to render, without their rules: length limits,
 * reading a form. Kept apart from the zod schemas
 * (account-schemas.ts), so pages render the forms without loading zod; the
 * browser loads the schemas when a form is first used
 * (app/components/account/account-rules.ts).
 */
import { FIELD_MAX } from "../domain/validation/form-shapes.ts";

/** decisions.md: minimum 8 (the observed site had 6); 128 keeps hashing bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Field lengths shared with the quote and contact forms. */
export const PROFILE_MAX = {
  name: FIELD_MAX.name,
  company: FIELD_MAX.company,
  address: FIELD_MAX.address,
  city: FIELD_MAX.city,
  postalCode: FIELD_MAX.postalCode,
  phone: FIELD_MAX.phoneInput,
  email: FIELD_MAX.email,
} as const;

/** A FormData as the schemas expect it (string fields only). */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}
