/**
 * French texts of the acknowledgement of a quote request (the reference:
 * ../en/quote-customer.ts has the same keys). The next steps and the notes on
 * options and delivery are the quote page's (quote.nextSteps, quote.summary).
 */
export const frQuoteCustomer = {
  mailSubject: "Votre demande de soumission {reference} – {business}",
  title: "Demande de soumission reçue",
  thanks: "Merci! Nous avons bien reçu votre demande de soumission. Voici ce que vous nous avez demandé.",
  items: "Vos articles",
  estimate: "Ces montants sont une estimation : la soumission les confirme.",
  details: "Votre projet",
  start: "Début",
  end: "Fin",
  delivery: "Livraison",
  browse: "Voir le catalogue",
  ignore: "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel.",
} as const;
