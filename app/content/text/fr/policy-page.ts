/**
 * French texts shared by the four policy pages (the reference; ../en/policy-page.ts has
 * the same keys). Each policy's own texts are in its module beside this one.
 */
export const frPolicyPage = {
  /** Before the date of the last update: "Dernière mise à jour : 15 juillet 2025". */
  updatedLabel: "Dernière mise à jour :",
} as const;
