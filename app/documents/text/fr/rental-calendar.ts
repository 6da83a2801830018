/**
 * French texts of the calendar file (.ics) sent with a confirmed reservation (the reference:
 * ../en/rental-calendar.ts has the same keys). Filled by ../../rental-ics.ts.
 */
export const frRentalCalendar = {
  fileName: "location-{reference}.ics",
  calendarName: "Location {reference} – {business}",
  handoverTitle: "Remise de l'équipement – {reference} – {business}",
  returnTitle: "Retour de l'équipement – {reference} – {business}",
  reference: "Référence : {reference}",
  equipment: "Équipement :",
  /** "2 × Meuleuse planétaire Husqvarna PG 820" */
  line: "{quantity} × {name}",
  returnNote: "Dernier jour de la location : rapportez l'équipement au comptoir pendant nos heures d'ouverture ou tenez-le prêt pour la cueillette.",
  question: "Une question? {phone}",
} as const;
