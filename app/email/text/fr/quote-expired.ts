/** French texts of the e-mail of a quote expired unanswered (the reference: ../en/quote-expired.ts has the same keys). */
export const frQuoteExpired = {
  mailSubject: "Votre soumission {reference} est expirée – {business}",
  title: "Votre soumission est expirée",
  lead: "Votre soumission n'a pas été acceptée à temps : elle est expirée et l'équipement n'a pas été réservé.",
  again: "Vos besoins tiennent toujours? Appelez-nous au {phone} ou répondez à ce courriel : nous vous enverrons une nouvelle soumission selon la disponibilité de l'équipement.",
  button: "Consulter la soumission",
} as const;
