/** French messages under "adminSettings.*" (the reference; ../en/admin-settings.ts must have the same keys). */
export const frAdminSettings = {
  lead: "Identité de l'entreprise, heures d'ouverture, zone desservie et numéros de taxes.",
} as const;
