/**
 * French texts shared by the content pages (the reference; ../en/common.ts has the same keys).
 * The texts of each page live in their own module beside this one.
 */
export const frCommon = {
  /** A range written "5-7" in the constants. */
  range: "{from} à {to}",
  /** How long the support line answers, inside a sentence. */
  supportWindow: {
    emergencyLine: "24 heures sur 24, 7 jours sur 7",
    openingHours: "pendant nos heures d'ouverture",
  },
  /**
   * Places of the service area, keyed by their name as written in the business
   * configuration; a place missing here is printed as written.
   */
  placeNames: {
    "Rive-Sud": "Rive-Sud",
    Montréal: "Montréal",
  },
} as const;
