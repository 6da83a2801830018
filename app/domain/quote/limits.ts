/**
 * Limits of the quote and contact forms (decisions.md: length limits on every
 * field). Their per-IP rate limits are in app/platform/rate-limit-rules.ts. Business constants proper (tax,
 * weekly factor) stay in ../constants.ts.
 */

/** Lines in one quote request; a cart longer than this is a bot or a mistake. */
export const MAX_QUOTE_LINES = 50;
/** Units of one line (a big job can take 200 bags of self-leveller). */
export const MAX_LINE_QUANTITY = 999;

/** Name of the honeypot field: invisible to people and assistive technology, filled by naive bots. */
export const HONEYPOT_FIELD = "website";
