/**
 * French texts the e-mails of the quote lifecycle share (sent, accepted, declined, cancelled,
 * date change, expired), to the customer and to staff (the reference: ../en/quote-lifecycle.ts
 * has the same keys). The lines and amounts are the quote document's words
 * (app/documents/text/fr/quote-document.ts).
 */
export const frQuoteLifecycle = {
  labels: {
    client: "Client",
    company: "Entreprise",
    email: "Courriel",
    version: "Version",
    handover: "Remise de l'équipement",
    rentalEnd: "Fin de la location",
    validUntil: "Valide jusqu'au",
    total: "Total, taxes incluses",
    deposit: "Dépôt de garantie",
    when: "Quand",
    by: "Par",
  },
  /** "500,00 $ (non facturé en ligne)" */
  depositValue: "{amount} (non facturé en ligne)",
  yourQuote: "Votre soumission",
  quote: "Soumission",
  viewQuote: "Voir la soumission",
  privateLink: "Ce lien est personnel : quiconque le possède peut répondre à la soumission. Ne le transférez pas.",
  /** Staff notices: the customer's language, as "(soumission en {pageLang})" reads it. */
  customerOnline: "Le client, en ligne",
  team: "Notre équipe",
  staffByPhone: "Notre équipe, pour le client (par téléphone)",
} as const;
