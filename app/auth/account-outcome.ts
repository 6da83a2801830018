/**
 * What the account actions answer (JSON-safe: no cookies, no internal
 * details). Shared by the server (account.server.ts) and the forms.
 */
import type { MessageKey } from "../i18n/index.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";

export const ACCOUNT_INTENTS = ["sign-in", "sign-up", "forgot-password", "resend-confirmation", "reset-password", "sign-out", "sign-out-everywhere"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** What the browser gets back (JSON-safe; no cookies, no internal details). */
export type AccountOutcome =
  | { intent: AccountIntent; ok: true; message?: MessageKey; email?: string }
  | {
      intent: AccountIntent;
      ok: false;
      formError: MessageKey;
      /** Completes "Erreur de connexion : {reason}" and friends. */
      reason?: MessageKey;
      retryAfterMinutes?: number;
      fieldErrors: FieldErrors;
      /** Sign-in refused before confirmation: offer to resend the link to this address. */
      unconfirmedEmail?: string;
    };
