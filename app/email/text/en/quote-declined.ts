import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteDeclined } from "../fr/quote-declined.ts";

/** English texts of the staff notice of a declined quote: same keys as ../fr/quote-declined.ts. */
export const enQuoteDeclined: Catalogue<typeof frQuoteDeclined> = {
  mailSubject: "Quote declined {reference} (version {version}) – {client}",
  title: "Quote declined by the customer",
  received: "Declined on {when} (quote in {pageLang}).",
  reason: "Reason given by the customer",
  noReason: "The customer gave no reason.",
  replyHint: "Replying to this email writes directly to the customer.",
};
