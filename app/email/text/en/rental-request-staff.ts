import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalRequestStaff } from "../fr/rental-request-staff.ts";

/** English texts of the staff notice of a customer's request about a rental under way: same keys as ../fr/rental-request-staff.ts. */
export const enRentalRequestStaff: Catalogue<typeof frRentalRequestStaff> = {
  pickup: {
    mailSubject: "Pickup requested {reference} – {client}",
    title: "The customer asks for a pickup",
    date: "Day wanted",
    next: "Plan the pickup, then mark it as scheduled on the request's page: the customer gets the confirmation by email.",
  },
  extend: {
    mailSubject: "Extension requested {reference} – {client}",
    title: "The customer asks for an extension",
    date: "New end date",
    availability: "Availability",
    available: "The units are free until that date (checked when asked; nothing is reserved until you confirm).",
    price: "Price by the rule",
    added: "{amount} more than the accepted quote, before taxes (weeks and days at the best rate)",
    next: "Confirm or decline the extension on the request's page: availability is checked again and the customer gets your answer by email.",
  },
  received: "Requested on {when} (quote in {pageLang}).",
  currentEnd: "Current end",
  units: "Units rented",
  unit: "{product} ({tag})",
  note: "Customer's note",
  replyHint: "Replying to this email writes directly to the customer.",
};
