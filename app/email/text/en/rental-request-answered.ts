import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalRequestAnswered } from "../fr/rental-request-answered.ts";

/** English texts of the e-mail that answers a customer's request about their rental: same keys as ../fr/rental-request-answered.ts. */
export const enRentalRequestAnswered: Catalogue<typeof frRentalRequestAnswered> = {
  extendConfirmed: {
    mailSubject: "Rental extended to {date}: {reference} – {business}",
    title: "Your rental is extended",
    lead: "Good news: our team confirmed the extension. Your rental now ends on {date}.",
    next: "The added days are billed at our rates, at the best price in weeks and days.",
  },
  extendDeclined: {
    mailSubject: "Extension not confirmed: {reference} – {business}",
    title: "Extension not confirmed",
    lead: "We cannot extend your rental to {date} as asked. It still ends on {end}.",
    next: "Call us at {phone}: we will look for another solution with you.",
  },
  pickupScheduled: {
    mailSubject: "Pickup scheduled on {date}: {reference} – {business}",
    title: "Your pickup is scheduled",
    lead: "Our team will come for the equipment on {date}. Please have it ready, clean and easy to reach.",
    next: "Need another day? Call us at {phone}.",
  },
  button: "See your rental",
};
