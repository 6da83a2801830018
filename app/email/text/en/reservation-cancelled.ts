import type { Catalogue } from "../../../i18n/types.ts";
import type { frReservationCancelled } from "../fr/reservation-cancelled.ts";

/** English texts of the e-mails of a cancelled reservation: same keys as ../fr/reservation-cancelled.ts. */
export const enReservationCancelled: Catalogue<typeof frReservationCancelled> = {
  band: {
    free: "more than {freeHours} hours before the equipment handover",
    "24-48": "{partialHours} to {freeHours} hours before the equipment handover",
    "under-24": "less than {partialHours} hours before the equipment handover",
    "no-show": "after the handover time, without pickup",
  },
  customer: {
    mailSubject: "Reservation cancelled: {reference} – {business}",
    title: "Your reservation is cancelled",
    leadCustomer: "Your reservation was cancelled on {when}, as you asked. The equipment is no longer reserved in your name.",
    leadStaff: "Our team cancelled your reservation on {when}. The equipment is no longer reserved in your name.",
    free: "Cancelled {band}: no fee.",
    fee: "Cancelled {band}: under our cancellation policy, the fee is {percent} of the total of {total} (taxes included), that is {amount}.",
    waived: "No cancellation fee applies: {reason}",
    button: "View the quote",
  },
  staff: {
    mailSubject: "Reservation cancelled {reference} – {client} – {fee}",
    title: "Reservation cancelled: units released",
    received: "Cancelled on {when} (quote in {pageLang}).",
    band: "Notice",
    fee: "Cancellation fee",
    feeValue: "{percent} of the total, that is {amount}",
    none: "no fee",
    waived: "Fee waived by the team",
    waivedValue: "{amount} waived: {reason}",
    replyHint: "Replying to this email writes directly to the customer.",
  },
};
