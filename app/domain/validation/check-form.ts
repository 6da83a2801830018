/**
 * `checkForm` is the one way a form's values are checked, by the browser for instant feedback
 * (with the form's rules, loaded on first use) and by the action: the parsed value, or one
 * message key per field (./errors.ts) and the summary. Apart from ./errors.ts so the pages'
 * first load, which shows errors, does not carry what makes them.
 */
import type { z } from "zod";
import type { MessageKey } from "../../i18n/index.ts";
import { summaryOf, type FieldError, type FieldErrors, type Validated } from "./errors.ts";

/** Our schemas only produce translation keys; anything else (a library default) must never reach the page. */
function messageKeyOf(message: string): MessageKey {
  return (/^(validation|accountArea|quote|quoteLink|admin[A-Za-z]*)\./.test(message) ? message : "validation.required") as MessageKey;
}

/** First issue per top-level field; any problem inside a quote line is reported on "items". */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const inLine = field === "items" && issue.path.length > 1;
    // Too many units is not "no longer offered": the visitor is told the limit (and, by the page, the phone).
    const tooMany = inLine && issue.path[2] === "quantity" && issue.code === "too_big";
    const key: MessageKey = tooMany ? "quote.errors.quantityTooHigh" : inLine ? "quote.errors.invalidItems" : messageKeyOf(issue.message);
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

export type FormCheckOptions = {
  /** The form's fields in display order (the summary follows it); by default the schema's order. */
  order?: readonly string[];
  /** The summary when something required is missing (sign-in says it its own way). */
  requiredSummary?: MessageKey;
};

/**
 * Checks a form's values with its schema: the parsed value, or the errors
 * beside their fields and the summary for the toast and the form's alert.
 */
export function checkForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>, options: FormCheckOptions = {}): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = issuesToFieldErrors(parsed.error.issues);
  return { ok: false, errors, summary: summaryOf(errors, options.order ?? [], options.requiredSummary) };
}
