import type { Catalogue } from "../../../i18n/types.ts";
import type { frContactCustomer } from "../fr/contact-customer.ts";

/** English texts of the acknowledgement of a contact message: same keys as ../fr/contact-customer.ts. */
export const enContactCustomer: Catalogue<typeof frContactCustomer> = {
  mailSubject: "We received your message {reference} – {business}",
  title: "Message received",
  thanks: "Thank you for writing to us. We have received your message and will answer during business hours:",
  subject: "Subject",
  urgent: "For an urgent request, call us at {phone} and mention your reference.",
  ignore: "Didn’t send us this message? You can safely ignore this email.",
};
