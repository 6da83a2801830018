/**
 * The account forms' zod schemas, loaded by the browser when a form is first
 * used (focus), so zod stays off the pages' first load (decisions 0006). Until
 * they have arrived a form simply goes to the server, which checks the same
 * schemas anyway.
 */
import type { ZodType } from "zod";
import type * as AccountRules from "../../auth/account-schemas.ts";
import { formValues } from "../../auth/account-limits.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { checkForm } from "../../domain/validation/check-form.ts";
import type { MessageKey } from "../../i18n/index.ts";

export type Rules = typeof AccountRules;

let pending: Promise<Rules> | undefined;
let loaded: Rules | undefined;

export function loadAccountRules(): Promise<Rules> {
  pending ??= import("../../auth/account-schemas.ts")
    .then((rules) => (loaded = rules))
    .catch((error: unknown) => {
      pending = undefined; // try again next time (a deploy may have replaced the chunk)
      throw error;
    });
  return pending;
}

/** Starts loading the rules; for onFocus handlers. */
export function warmAccountRules(): void {
  void loadAccountRules().catch(() => undefined);
}

export type BrowserCheck = { ok: true } | { ok: false; errors: FieldErrors; summary: { key: MessageKey; n?: number } };

/**
 * Checks a form in the browser with the rules if they are here; `{ ok: true }`
 * otherwise (the server will answer with the same messages).
 */
export function checkInBrowser(pick: (rules: Rules) => ZodType, form: HTMLFormElement, requiredMessage: MessageKey): BrowserCheck {
  if (!loaded) return { ok: true };
  const check = checkForm(pick(loaded), formValues(new FormData(form)), { requiredSummary: requiredMessage });
  return check.ok ? { ok: true } : check;
}
