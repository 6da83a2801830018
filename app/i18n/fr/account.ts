/** French messages under "accountArea.*" (the reference; ../en/account.ts must have the same keys). */
export const frAccount = {
  placeholder: "account",
} as const;
