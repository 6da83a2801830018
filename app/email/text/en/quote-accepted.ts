import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteAccepted } from "../fr/quote-accepted.ts";

/** English texts of the e-mails sent when a quote is accepted: same keys as ../fr/quote-accepted.ts. */
export const enQuoteAccepted: Catalogue<typeof frQuoteAccepted> = {
  customer: {
    mailSubject: "Reservation confirmed: {reference} – {business}",
    title: "Your reservation is confirmed",
    leadOnline: "Thank you! You accepted version {version} of our quote on {when}, in the name of {name}. The equipment is reserved for your dates.",
    leadByPhone: "We recorded the acceptance you gave us by phone on {when}, in the name of {name}, for version {version} of our quote. The equipment is reserved for your dates.",
    reservation: "Your reservation",
    calendar: "Add the handover and the return of the equipment to your calendar: the file {file} is attached.",
    conditions: "If your plans change",
    button: "View my reservation",
    linkNote: "This link also lets you request a date change or cancel the reservation.",
  },
  staff: {
    mailSubject: "Quote accepted {reference} (version {version}) – {client}",
    title: "Quote accepted: equipment reserved",
    received: "Accepted on {when} (quote in {pageLang}).",
    acceptedName: "Name typed when accepting",
    calendar: "The file {file} (handover and return) is attached.",
    replyHint: "Replying to this email writes directly to the customer.",
  },
};
