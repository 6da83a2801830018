/**
 * Validation results as every form needs them (quote, contact, the account
 * forms, the profile): one message key per field (the first problem), and the
 * one-line summary the spec's toast shows. The schemas' checks that make them are in
 * ./check-form.ts (with zod, which the pages load only with a form's rules).
 */
import type { MessageKey } from "../../i18n/index.ts";

/** A field's problem: a translation key, and {n} for the length messages. */
export type FieldError = { key: MessageKey; n?: number };
export type FieldErrors = Partial<Record<string, FieldError>>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; summary: FieldError };

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The toast's text (spec 5 and 8), in the spec's order: missing required fields
 * first ('Veuillez remplir tous les champs obligatoires.', or the form's own
 * wording of it), then the acceptances, then the empty cart, then whatever
 * else is wrong.
 */
export function summaryOf(errors: FieldErrors, fieldOrder: readonly string[], requiredSummary: MessageKey = "validation.requiredFields"): FieldError {
  const ordered = [...fieldOrder, ...Object.keys(errors).filter((f) => !fieldOrder.includes(f))].map((field) => errors[field]).filter((e): e is FieldError => e !== undefined);
  if (ordered.some((e) => e.key === "validation.required")) return { key: requiredSummary };
  for (const special of ["quote.errors.privacyRequired", "quote.errors.rentalPolicyRequired", "quote.errors.noItems"] as const) {
    if (ordered.some((e) => e.key === special)) return { key: special };
  }
  return ordered[0] ?? { key: "validation.requiredFields" };
}
