import type { Catalogue } from "../../../i18n/types.ts";
import type { frContactStaff } from "../fr/contact-staff.ts";

/** English texts of the staff notice of a contact message: same keys as ../fr/contact-staff.ts. */
export const enContactStaff: Catalogue<typeof frContactStaff> = {
  mailSubject: "New message {reference} – {subject} – {name}",
  title: "New message from the contact form",
  received: "Received {when} (page in {pageLang}).",
  sender: "Sender",
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  noSubject: "Not given",
  message: "Message",
  replyHint: "Replying to this email writes to the sender directly.",
};
