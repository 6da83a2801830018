/**
 * Validation results as the page needs them: one message key per field (the
 * first problem), and the one-line summary the spec's toast shows.
 */
import type { z } from "zod";
import type { MessageKey } from "../../i18n/index.ts";

/** A field's problem: a translation key, and {n} for the length messages. */
export type FieldError = { key: MessageKey; n?: number };
export type FieldErrors = Partial<Record<string, FieldError>>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** First issue per top-level field; any problem inside a quote line is reported on "items". */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const inLine = field === "items" && issue.path.length > 1;
    // Too many units is not "no longer offered": the visitor is told the limit (and, by the page, the phone).
    const tooMany = inLine && issue.path[2] === "quantity" && issue.code === "too_big";
    const key = (tooMany ? "quote.errors.quantityTooHigh" : inLine ? "quote.errors.invalidItems" : issue.message) as MessageKey;
    const error: FieldError = { key };
    if (issue.code === "too_big" && typeof issue.maximum === "number") error.n = issue.maximum;
    if (issue.code === "too_small" && typeof issue.minimum === "number" && key !== "validation.required") error.n = issue.minimum;
    errors[field] = error;
  }
  return errors;
}

export function mergeFieldErrors(...sets: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const set of sets) {
    for (const [field, error] of Object.entries(set)) {
      if (error && !merged[field]) merged[field] = error;
    }
  }
  return merged;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The toast's text (spec 5 and 8), in the spec's order: missing required fields
 * first ('Veuillez remplir tous les champs obligatoires.'), then the
 * acceptances, then the empty cart, then whatever else is wrong.
 */
export function summaryOf(errors: FieldErrors, fieldOrder: readonly string[]): FieldError {
  const ordered = [...fieldOrder, ...Object.keys(errors).filter((f) => !fieldOrder.includes(f))]
    .map((field) => errors[field])
    .filter((e): e is FieldError => e !== undefined);
  if (ordered.some((e) => e.key === "validation.required")) return { key: "validation.requiredFields" };
  for (const special of ["quote.errors.privacyRequired", "quote.errors.rentalPolicyRequired", "quote.errors.noItems"] as const) {
    if (ordered.some((e) => e.key === special)) return { key: special };
  }
  return ordered[0] ?? { key: "validation.requiredFields" };
}
