/** English texts of the e-mail that brings the signed rental contract (same keys as ../fr/rental-contract.ts). */
import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalContractMail } from "../fr/rental-contract.ts";

export const enRentalContractMail: Catalogue<typeof frRentalContractMail> = {
  mailSubject: "Your rental contract {number} – {business}",
  title: "Your rental contract",
  lead: "Thank you! Here is the rental contract you signed at the counter on {date}, attached (PDF).",
  end: "End of the rental: {date}. Bring the equipment back to the counter during our opening hours or have it ready for pickup.",
  question: "A question, or need to extend? Call us at {phone} or reply to this e-mail.",
  button: "See your rental",
};
