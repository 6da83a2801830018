/** French texts of the staff notice of a date-change request (the reference: ../en/date-change.ts has the same keys). */
export const frDateChange = {
  mailSubject: "Changement de dates demandé {reference} – {client}",
  title: "Le client demande un changement de dates",
  received: "Demandé le {when} (soumission en {pageLang}).",
  cost: "Frais",
  free: "Sans frais : demandé plus de {hours} h avant la remise de l'équipement.",
  late: "Demandé moins de {hours} h avant la remise : des frais d'annulation peuvent s'appliquer; appelez le client.",
  message: "Message du client",
  next: "Pour accepter, préparez et envoyez une nouvelle version de la soumission avec les nouvelles dates (la disponibilité est vérifiée à l'envoi).",
  replyHint: "Répondre à ce courriel écrit directement au client.",
} as const;
