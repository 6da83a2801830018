import type { Catalogue } from "../../../i18n/types.ts";
import type { frDateChange } from "../fr/date-change.ts";

/** English texts of the staff notice of a date-change request: same keys as ../fr/date-change.ts. */
export const enDateChange: Catalogue<typeof frDateChange> = {
  mailSubject: "Date change requested {reference} – {client}",
  title: "The customer asks for other dates",
  received: "Requested on {when} (quote in {pageLang}).",
  cost: "Fee",
  free: "Free: requested more than {hours} hours before the equipment handover.",
  late: "Requested less than {hours} hours before the handover: cancellation fees may apply; call the customer.",
  message: "Customer's message",
  next: "To agree, prepare and send a new version of the quote with the new dates (availability is checked when it is sent).",
  replyHint: "Replying to this email writes directly to the customer.",
};
