/** French texts of the staff notice of a declined quote (the reference: ../en/quote-declined.ts has the same keys). */
export const frQuoteDeclined = {
  mailSubject: "Soumission refusée {reference} (version {version}) – {client}",
  title: "Soumission refusée par le client",
  received: "Refusée le {when} (soumission en {pageLang}).",
  reason: "Raison donnée par le client",
  noReason: "Le client n'a pas donné de raison.",
  replyHint: "Répondre à ce courriel écrit directement au client.",
} as const;
