import type { Catalogue } from "../../../i18n/types.ts";
import type { frStatusChanged } from "../fr/status-changed.ts";

/** English texts of the e-mail sent when staff change a request's status: same keys as ../fr/status-changed.ts. */
export const enStatusChanged: Catalogue<typeof frStatusChanged> = {
  mailSubject: {
    quote: {
      new: "Your quote request {reference} is waiting to be handled – {business}",
      in_progress: "Your quote request {reference} is being handled – {business}",
      quoted: "Your quote {reference} is ready – {business}",
      accepted: "Your reservation {reference} is confirmed – {business}",
      completed: "Your quote request {reference} is completed – {business}",
      declined: "Your quote {reference} is declined – {business}",
      cancelled: "Your reservation {reference} is cancelled – {business}",
      expired: "Your quote {reference} has expired – {business}",
    },
    contact: {
      new: "Your message {reference} is waiting to be handled – {business}",
      in_progress: "Your message {reference} is being handled – {business}",
      completed: "Your message {reference} is completed – {business}",
    },
  },
  title: {
    new: "Request waiting",
    in_progress: "Request being handled",
    quoted: "Quote sent",
    accepted: "Reservation confirmed",
    completed: "Request completed",
    declined: "Quote declined",
    cancelled: "Reservation cancelled",
    expired: "Quote expired",
  },
  lead: {
    quote: {
      new: "Your quote request is waiting to be handled again. Our team will pick it up shortly.",
      in_progress: "Our team has taken charge of your quote request and is handling it now. We will contact you shortly.",
      quoted: "Your quote was sent to you by e-mail, with a link to accept it online.",
      accepted: "Your quote is accepted: the equipment is reserved for your dates.",
      completed: "We have finished handling your quote request. Thank you for your trust!",
      declined: "Your quote is marked as declined. Call us if your needs change.",
      cancelled: "Your reservation is cancelled: the equipment is no longer reserved for your dates.",
      expired: "Your quote expired without an answer. Call us for a new one.",
    },
    contact: {
      new: "Your message is waiting to be handled again. Our team will pick it up shortly.",
      in_progress: "Our team has taken charge of your message and is handling it now. We will answer you shortly.",
      completed: "We have finished handling your message. Thank you for writing to us!",
    },
  },
  updatedOn: "Updated on {date}.",
};
