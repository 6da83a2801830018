/** French messages under "admin.*" (the reference; ../en/admin.ts must have the same keys). */
export const frAdmin = {
  placeholder: "admin",
} as const;
