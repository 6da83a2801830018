/** French messages under "adminStats.*" (the reference; ../en/admin-stats.ts must have the same keys). */
export const frAdminStats = {
  lead: "Demandes, délais de réponse, produits demandés et valeur des soumissions.",
} as const;
