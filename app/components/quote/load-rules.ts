/**
 * The forms' zod schemas, loaded by the browser the first time a form is used
 * (about 25 KB gzip of zod stay off the pages' first load; decisions 0006).
 * The server imports the same modules directly.
 */
import type * as ContactRules from "../../domain/validation/contact-form.ts";
import type * as QuoteRules from "../../domain/validation/quote-form.ts";

let quoteRules: Promise<typeof QuoteRules> | undefined;
let contactRules: Promise<typeof ContactRules> | undefined;

export function loadQuoteRules() {
  quoteRules ??= import("../../domain/validation/quote-form.ts").catch((error: unknown) => {
    quoteRules = undefined; // try again next time (a deploy may have replaced the chunk)
    throw error;
  });
  return quoteRules;
}

export function loadContactRules() {
  contactRules ??= import("../../domain/validation/contact-form.ts").catch((error: unknown) => {
    contactRules = undefined;
    throw error;
  });
  return contactRules;
}
