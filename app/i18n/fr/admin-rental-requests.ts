/**
 * French messages under "adminQuotes.rentalRequests.*" (the reference; ../en/admin-rental-requests.ts
 * has the same keys): the customer's requests about a rental under way, in the request's detail,
 * and what staff answer.
 */
export const frAdminRentalRequests = {
  title: "Demandes du client",
  kinds: {
    pickup: "Cueillette demandée le {date}",
    extend: "Prolongation demandée jusqu'au {date}",
  },
  receivedOn: "Reçue le {date}",
  currentEnd: "Fin actuelle : {date}",
  added: "Selon la règle de prix : {amount} de plus que la soumission acceptée, avant taxes",
  note: "Note du client : {note}",
  confirm: "Confirmer la prolongation",
  decline: "Refuser",
  scheduled: "Noter comme planifiée",
  done: {
    confirmed: "Prolongation confirmée : le client reçoit la confirmation par courriel",
    declined: "Prolongation refusée : le client en est avisé par courriel",
    scheduled: "Cueillette notée comme planifiée : le client en est avisé par courriel",
  },
  errors: {
    gone: "Cette demande du client n'existe pas.",
    answered: "Cette demande du client a déjà reçu une réponse.",
    invalid: "La date demandée est passée ou n'est plus après la fin de la location : refusez la demande, ou prolongez à une autre date.",
  },
} as const;
