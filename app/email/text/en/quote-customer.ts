import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteCustomer } from "../fr/quote-customer.ts";

/** English texts of the acknowledgement of a quote request: same keys as ../fr/quote-customer.ts. */
export const enQuoteCustomer: Catalogue<typeof frQuoteCustomer> = {
  mailSubject: "Your quote request {reference} – {business}",
  title: "Quote request received",
  thanks: "Thank you! We have received your quote request. Here is what you asked for.",
  items: "Your items",
  estimate: "These amounts are an estimate: the quote confirms them.",
  details: "Your project",
  start: "Start",
  end: "End",
  delivery: "Delivery",
  browse: "Browse the catalogue",
  ignore: "Didn’t make this request? You can safely ignore this email.",
};
