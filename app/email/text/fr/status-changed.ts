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
      completed: "Votre demande de soumission {reference} est complétée – {business}",
    },
    contact: {
      new: "Votre message {reference} est en attente de traitement – {business}",
      in_progress: "Votre message {reference} est en cours de traitement – {business}",
      completed: "Votre message {reference} est complété – {business}",
    },
  },
  title: { new: "Demande en attente", in_progress: "Demande en cours de traitement", completed: "Demande complétée" },
  lead: {
    quote: {
      new: "Votre demande de soumission est de nouveau en attente de traitement. Notre équipe la reprendra sous peu.",
      in_progress: "Notre équipe a pris en charge votre demande de soumission et la traite en ce moment. Nous vous contacterons sous peu.",
      completed: "Le traitement de votre demande de soumission est terminé. Merci de votre confiance!",
    },
    contact: {
      new: "Votre message est de nouveau en attente de traitement. Notre équipe le reprendra sous peu.",
      in_progress: "Notre équipe a pris en charge votre message et le traite en ce moment. Nous vous répondrons sous peu.",
      completed: "Le traitement de votre message est terminé. Merci de nous avoir écrit!",
    },
  },
  updatedOn: "Mise à jour le {date}.",
} as const;
