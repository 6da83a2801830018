/**
 * French texts of the e-mails sent when a quote is accepted: the customer's confirmation and
 * the staff notice (the reference: ../en/quote-accepted.ts has the same keys).
 */
export const frQuoteAccepted = {
  customer: {
    mailSubject: "Réservation confirmée : {reference} – {business}",
    title: "Votre réservation est confirmée",
    leadOnline: "Merci! Vous avez accepté la version {version} de notre soumission le {when}, au nom de {name}. L'équipement est réservé pour vos dates.",
    leadByPhone:
      "Nous avons enregistré l'acceptation que vous nous avez donnée par téléphone le {when}, au nom de {name}, pour la version {version} de notre soumission. L'équipement est réservé pour vos dates.",
    reservation: "Votre réservation",
    calendar: "Ajoutez la remise et le retour de l'équipement à votre calendrier : le fichier {file} est joint.",
    conditions: "Si vos plans changent",
    button: "Voir ma réservation",
    linkNote: "Ce lien vous permet aussi de demander un changement de dates ou d'annuler la réservation.",
  },
  staff: {
    mailSubject: "Soumission acceptée {reference} (version {version}) – {client}",
    title: "Soumission acceptée : équipement réservé",
    /** A quote is feminine: "Acceptée". */
    received: "Acceptée le {when} (soumission en {pageLang}).",
    acceptedName: "Nom tapé à l'acceptation",
    calendar: "Le fichier {file} (remise et retour) est joint.",
    replyHint: "Répondre à ce courriel écrit directement au client.",
  },
} as const;
