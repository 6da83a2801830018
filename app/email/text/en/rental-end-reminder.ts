/** English texts of the reminder sent the working day before a rental's end date (same keys as ../fr/rental-end-reminder.ts). */
import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalEndReminderMail } from "../fr/rental-end-reminder.ts";

export const enRentalEndReminderMail: Catalogue<typeof frRentalEndReminderMail> = {
  mailSubject: "Your rental ends on {date}: {reference} – {business}",
  title: "Your rental ends soon",
  lead: "A quick reminder: your rental ends on {date}. The equipment still out in your name:",
  unit: "{product}, unit {tag}",
  howToReturn: "Bringing the equipment back",
  counter: "Bring it to our counter at {address} during our opening hours: {hours}.",
  pickup: "Would you rather we come and get it? Ask for a pickup from your private link.",
  question: "A question, or need to extend? Call us at {phone} or reply to this email.",
  button: "See your rental",
};
