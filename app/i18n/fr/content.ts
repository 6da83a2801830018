/** French messages under "content.*" (the reference; ../en/content.ts must have the same keys). */
export const frContent = {
  placeholder: "content",
} as const;
