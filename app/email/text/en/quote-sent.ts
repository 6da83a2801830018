import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteSent } from "../fr/quote-sent.ts";

/** English texts of the e-mail that sends a priced quote: same keys as ../fr/quote-sent.ts. */
export const enQuoteSent: Catalogue<typeof frQuoteSent> = {
  mailSubject: "Your quote {reference} – {business}",
  mailSubjectVersion: "Your quote {reference}, version {version} – {business}",
  title: "Your quote is ready",
  lead: "Here is our quote for your rental. You will also find it as a PDF attached to this email.",
  newVersion: "This version {version} replaces the previous ones: it is the one you can accept.",
  accept: "To reserve the equipment, open the quote, type your full name and accept the rental conditions, no later than {date}. Nothing is reserved until you accept.",
  button: "View and accept the quote",
  note: "Note from our team",
  attached: "The quote is attached as a PDF: {file}.",
};
