/**
 * Limits of the quote and contact forms (decisions.md: length limits on every
 * field, a per-IP rate limit on both forms). Business constants proper (tax,
 * weekly factor) stay in ../constants.ts.
 */

/** Lines in one quote request; a cart longer than this is a bot or a mistake. */
export const MAX_QUOTE_LINES = 50;
/** Units of one line (a big job can take 200 bags of self-leveller). */
export const MAX_LINE_QUANTITY = 999;

/**
 * Submissions per client IP and window, for each form. Every POST counts (also
 * rejected ones), so a bot cannot probe the validation for free; a contractor
 * sending a few requests in a row stays far below it.
 */
export const QUOTE_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

/** Name of the honeypot field: invisible to people and assistive technology, filled by naive bots. */
export const HONEYPOT_FIELD = "website";
