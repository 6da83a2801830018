/** French messages under "catalogue.*" (the reference; ../en/catalogue.ts must have the same keys). */
export const frCatalogue = {
  placeholder: "catalogue",
} as const;
