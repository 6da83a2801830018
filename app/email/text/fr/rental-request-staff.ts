/** French texts of the staff notice of a customer's request about a rental under way (the reference: ../en/rental-request-staff.ts has the same keys). */
export const frRentalRequestStaff = {
  pickup: {
    mailSubject: "Cueillette demandée {reference} – {client}",
    title: "Le client demande une cueillette",
    date: "Date souhaitée",
    next: "Planifiez la cueillette, puis notez-la comme planifiée dans la fiche de la demande : le client reçoit la confirmation par courriel.",
  },
  extend: {
    mailSubject: "Prolongation demandée {reference} – {client}",
    title: "Le client demande une prolongation",
    date: "Nouvelle date de fin",
    availability: "Disponibilité",
    available: "Les unités sont libres jusqu'à cette date (vérifié à la demande; rien n'est réservé avant votre confirmation).",
    price: "Prix selon la règle",
    added: "{amount} de plus que la soumission acceptée, avant taxes (semaines et jours au meilleur tarif)",
    next: "Confirmez la prolongation ou refusez-la dans la fiche de la demande : la disponibilité est vérifiée de nouveau et le client reçoit votre réponse par courriel.",
  },
  received: "Demandée le {when} (soumission en {pageLang}).",
  currentEnd: "Fin actuelle",
  units: "Unités louées",
  unit: "{product} ({tag})",
  note: "Note du client",
  replyHint: "Répondre à ce courriel écrit directement au client.",
} as const;
