/** French messages under "quote.*" (the reference; ../en/quote.ts must have the same keys). */
export const frQuote = {
  placeholder: "quote",
} as const;
