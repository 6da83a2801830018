/** English texts of the e-mail that brings a credit note (same keys as ../fr/credit-note-issued.ts). */
import type { Catalogue } from "../../../i18n/types.ts";
import type { frCreditNoteIssuedMail } from "../fr/credit-note-issued.ts";

export const enCreditNoteIssuedMail: Catalogue<typeof frCreditNoteIssuedMail> = {
  mailSubject: "Credit note {number} – {business}",
  title: "Your credit note",
  lead: "Here is credit note {number}, attached (PDF): it corrects invoice {invoice} by {total}, taxes included.",
  question: "A question? Call us at {phone} or reply to this e-mail.",
};
