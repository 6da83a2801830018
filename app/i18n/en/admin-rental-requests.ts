import type { Catalogue } from "../types.ts";
import type { frAdminRentalRequests } from "../fr/admin-rental-requests.ts";

/** English messages under "adminQuotes.rentalRequests.*": same keys as ../fr/admin-rental-requests.ts. */
export const enAdminRentalRequests: Catalogue<typeof frAdminRentalRequests> = {
  title: "Customer's requests",
  kinds: {
    pickup: "Pickup requested on {date}",
    extend: "Extension requested to {date}",
  },
  receivedOn: "Received on {date}",
  currentEnd: "Current end: {date}",
  added: "By the price rule: {amount} more than the accepted quote, before taxes",
  note: "Customer's note: {note}",
  confirm: "Confirm the extension",
  decline: "Decline",
  scheduled: "Mark as scheduled",
  done: {
    confirmed: "Extension confirmed: the customer gets the confirmation by email",
    declined: "Extension declined: the customer is told by email",
    scheduled: "Pickup marked as scheduled: the customer is told by email",
  },
  errors: {
    gone: "This customer request does not exist.",
    answered: "This customer request has already been answered.",
    invalid: "The day asked is past or no longer after the rental's end: decline the request, or extend to another date.",
  },
};
