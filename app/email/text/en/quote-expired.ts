import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteExpired } from "../fr/quote-expired.ts";

/** English texts of the e-mail of a quote expired unanswered: same keys as ../fr/quote-expired.ts. */
export const enQuoteExpired: Catalogue<typeof frQuoteExpired> = {
  mailSubject: "Your quote {reference} has expired – {business}",
  title: "Your quote has expired",
  lead: "Your quote was not accepted in time: it has expired and the equipment was not reserved.",
  again: "Still need the equipment? Call us at {phone} or reply to this email: we will send you a new quote based on the equipment's availability.",
  button: "View the quote",
};
