import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteStaff } from "../fr/quote-staff.ts";

/** English texts of the staff summary of a quote request: same keys as ../fr/quote-staff.ts. */
export const enQuoteStaff: Catalogue<typeof frQuoteStaff> = {
  mailSubject: "New quote request {reference} – {client}",
  title: "New quote request",
  received: "Received {when} (page in {pageLang}).",
  client: "Client",
  name: "Name",
  company: "Company",
  email: "Email",
  phone: "Phone",
  address: "Address",
  site: "Delivery site",
  siteName: "Site name",
  siteAddress: "Address",
  siteCity: "City",
  sitePostalCode: "Postal code",
  noSite: "No delivery: the client comes to the counter.",
  dates: "Project dates",
  start: "Start",
  end: "End",
  notGiven: "not given",
  delivery: "Delivery",
  deliveryEstimate: "Estimate: {trips, plural, one {# trip} other {# trips}} of {km} km by road from the depot, {fee} before taxes.",
  deliveryUnknown: "Postal code unknown or too far for an estimate: fee to set in the quote.",
  items: "Items",
  comments: "Comments",
  optionsNote: "Options are not included in the amounts; taxes are computed separately (GST, QST), as on the invoice.",
  replyHint: "Replying to this email writes to the client directly.",
};
