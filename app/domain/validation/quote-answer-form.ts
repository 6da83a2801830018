/**
 * What the customer may post on a quote's private link (/quotes/{token}), one schema
 * per form: accept (typed full name and the conditions box), decline (an optional reason), a
 * date-change request (what they would like). Cancelling posts no field but its intent: the
 * fee is always computed again by the server, never read from the page.
 */
import { z } from "zod";
import { acceptance, hasControlCharacter, hasLineBreak, multiLine } from "./fields.ts";

/**
 * The link's secret as the server makes it: 32 random bytes in base64url, 43 characters
 * (app/db/schema.ts, `quote_token`). Anything else is answered "not found" before the database
 * is asked.
 */
const QUOTE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isQuoteToken(value: unknown): value is string {
  return typeof value === "string" && QUOTE_TOKEN.test(value);
}

export const QUOTE_ANSWER_INTENTS = ["accept", "decline", "cancel", "confirm-cancel", "date-change"] as const;
export type QuoteAnswerIntent = (typeof QUOTE_ANSWER_INTENTS)[number];

export function isQuoteAnswerIntent(value: unknown): value is QuoteAnswerIntent {
  return typeof value === "string" && (QUOTE_ANSWER_INTENTS as readonly string[]).includes(value);
}

/** The data layer's limits (app/db/quote-answers.server.ts, ANSWER_LIMITS): the form says them first. */
export const FULL_NAME_MAX = 120;
export const DECLINE_REASON_MAX = 1000;
export const ANSWER_TEXT_MAX = 2000;

/** The version the page showed (a hidden field): the server refuses a superseded one. */
const versionField = z.coerce.number().int().min(1).max(100_000);

/** The typed full name that stands for a signature: one line, at least two letters. */
const fullNameField = z
  .string({ message: "quoteLink.errors.fullNameRequired" })
  .trim()
  .min(2, { message: "quoteLink.errors.fullNameRequired" })
  .max(FULL_NAME_MAX, { message: "validation.maxChars" })
  .refine((value) => !hasLineBreak(value), { message: "quote.errors.lineBreak" })
  .refine((value) => !hasControlCharacter(value), { message: "validation.controlCharacters" });

export const acceptQuoteSchema = z.object({
  version: versionField,
  fullName: fullNameField,
  conditionsAccepted: acceptance("quoteLink.errors.conditionsRequired"),
});
export const ACCEPT_FIELDS = ["fullName", "conditionsAccepted"] as const;

export const declineQuoteSchema = z.object({
  version: versionField,
  reason: multiLine(DECLINE_REASON_MAX, false),
});
export const DECLINE_FIELDS = ["reason"] as const;

export const dateChangeSchema = z.object({
  message: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, { message: "quoteLink.errors.messageRequired" }).max(ANSWER_TEXT_MAX, { message: "validation.maxChars" }))
    .refine((value) => !hasControlCharacter(value, { multiLine: true }), { message: "validation.controlCharacters" }),
});
export const DATE_CHANGE_FIELDS = ["message"] as const;
