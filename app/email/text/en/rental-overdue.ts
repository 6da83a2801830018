/** English texts of the notice sent when a rental is overdue (same keys as ../fr/rental-overdue.ts). */
import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalOverdueMail } from "../fr/rental-overdue.ts";

export const enRentalOverdueMail: Catalogue<typeof frRentalOverdueMail> = {
  mailSubject: "Overdue rental: {reference} – {business}",
  title: "Your rental is overdue",
  lead: "Your rental ended on {date}, and this equipment has not come back yet:",
  billing: "Under our rental policy, a late return that was not agreed may be billed for the extra days.",
  policy: "Rental policy",
  call: "Please call us as soon as possible at {phone} to arrange the return, a pickup or an extension.",
  button: "See your rental",
};
