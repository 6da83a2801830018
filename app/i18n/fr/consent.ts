/** French messages under "consent.*" (the reference; ../en/consent.ts must have the same keys). */
export const frConsent = {
  placeholder: "consent",
} as const;
