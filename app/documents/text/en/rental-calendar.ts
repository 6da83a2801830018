import type { Catalogue } from "../../../i18n/types.ts";
import type { frRentalCalendar } from "../fr/rental-calendar.ts";

/** English texts of the calendar file (.ics) of a confirmed reservation: same keys as ../fr/rental-calendar.ts. */
export const enRentalCalendar: Catalogue<typeof frRentalCalendar> = {
  fileName: "rental-{reference}.ics",
  calendarName: "Rental {reference} – {business}",
  handoverTitle: "Equipment handover – {reference} – {business}",
  returnTitle: "Equipment return – {reference} – {business}",
  reference: "Reference: {reference}",
  equipment: "Equipment:",
  line: "{quantity} × {name}",
  returnNote: "Last day of the rental: bring the equipment back to the counter during our opening hours, or have it ready for pickup.",
  question: "Questions? {phone}",
};
