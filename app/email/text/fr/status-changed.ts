/**
 * French texts of the e-mail sent when staff change a request's status (the
 * reference: ../en/status-changed.ts has the same keys). One subject per type
 * of request, so that the participle agrees: a request is feminine
 * ("complétée"), a message masculine ("complété").
 */
export const frStatusChanged = {
  mailSubject: {
    quote: {
      new: "Votre demande de soumission {reference} est en attente de traitement – {business}",
      in_progress: "Votre demande de soumission {reference} est en cours de traitement – {business}",
      quoted: "Votre soumission {reference} est prête – {business}",
      accepted: "Votre réservation {reference} est confirmée – {business}",
      completed: "Votre demande de soumission {reference} est complétée – {business}",
      declined: "Votre soumission {reference} est refusée – {business}",
      cancelled: "Votre réservation {reference} est annulée – {business}",
      expired: "Votre soumission {reference} est expirée – {business}",
    },
    contact: {
      new: "Votre message {reference} est en attente de traitement – {business}",
      in_progress: "Votre message {reference} est en cours de traitement – {business}",
      completed: "Votre message {reference} est complété – {business}",
    },
  },
  title: {
    new: "Demande en attente",
    in_progress: "Demande en cours de traitement",
    quoted: "Soumission envoyée",
    accepted: "Réservation confirmée",
    completed: "Demande complétée",
    declined: "Soumission refusée",
    cancelled: "Réservation annulée",
    expired: "Soumission expirée",
  },
  lead: {
    quote: {
      new: "Votre demande de soumission est de nouveau en attente de traitement. Notre équipe la reprendra sous peu.",
      in_progress: "Notre équipe a pris en charge votre demande de soumission et la traite en ce moment. Nous vous contacterons sous peu.",
      quoted: "Votre soumission vous a été envoyée par courriel, avec un lien pour l'accepter en ligne.",
      accepted: "Votre soumission est acceptée : l'équipement est réservé pour vos dates.",
      completed: "Le traitement de votre demande de soumission est terminé. Merci de votre confiance!",
      declined: "Votre soumission est marquée comme refusée. Appelez-nous si vos besoins changent.",
      cancelled: "Votre réservation est annulée : l'équipement n'est plus réservé pour vos dates.",
      expired: "Votre soumission est expirée sans réponse. Appelez-nous pour en obtenir une nouvelle.",
    },
    contact: {
      new: "Votre message est de nouveau en attente de traitement. Notre équipe le reprendra sous peu.",
      in_progress: "Notre équipe a pris en charge votre message et le traite en ce moment. Nous vous répondrons sous peu.",
      completed: "Le traitement de votre message est terminé. Merci de nous avoir écrit!",
    },
  },
  updatedOn: "Mise à jour le {date}.",
} as const;
