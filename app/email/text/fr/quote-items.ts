/**
 * French texts of the items of a quote as both quote e-mails list them (the
 * reference: ../en/quote-items.ts has the same keys).
 */
export const frQuoteItems = {
  /** "2 × 650,00 $ / jour": a line without dates, an estimate per period. */
  lineDetail: "{quantity} × {price} {period}",
  period: { day: "/ jour", week: "/ semaine", fixed: "(prix fixe)" },
  /** "2 × 1 925,00 $ (1 sem. + 2 j, du 4 au 12 décembre)": a line priced for its dates. */
  lineDated: "{quantity} × {price} ({breakdown}, {range})",
  rates: "Tarifs : {day} / jour · {week} / semaine",
  dayRate: "Tarif : {day} / jour",
  /** The delivery estimate's row in the totals. */
  deliveryEstimate: "Livraison (estimation, confirmée dans la soumission)",
  delivery: "Livraison",
  deliveryUnknown: "confirmé dans la soumission",
} as const;
