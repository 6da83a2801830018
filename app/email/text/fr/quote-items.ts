/**
 * French texts of the items of a quote as both quote e-mails list them (the
 * reference: ../en/quote-items.ts has the same keys).
 */
export const frQuoteItems = {
  /** "2 × 650,00 $ / jour" */
  lineDetail: "{quantity} × {price} {period}",
  period: { day: "/ jour", week: "/ semaine", fixed: "(prix fixe)" },
} as const;
