/**
 * French texts of the e-mails of a cancelled reservation: the customer's and the staff notice
 * (the reference: ../en/reservation-cancelled.ts has the same keys).
 */
export const frReservationCancelled = {
  /** When the cancellation came, as the policy's bands say it. */
  band: {
    free: "plus de {freeHours} h avant la remise de l'équipement",
    "24-48": "de {partialHours} à {freeHours} h avant la remise de l'équipement",
    "under-24": "moins de {partialHours} h avant la remise de l'équipement",
    "no-show": "après l'heure de remise, sans prise en charge",
  },
  customer: {
    mailSubject: "Réservation annulée : {reference} – {business}",
    title: "Votre réservation est annulée",
    leadCustomer: "Votre réservation a été annulée le {when}, comme vous l'avez demandé. L'équipement n'est plus réservé à votre nom.",
    leadStaff: "Notre équipe a annulé votre réservation le {when}. L'équipement n'est plus réservé à votre nom.",
    free: "Annulation {band} : aucuns frais.",
    fee: "Annulation {band} : selon notre politique d'annulation, les frais sont de {percent} du total de {total} (taxes incluses), soit {amount}.",
    waived: "Aucuns frais d'annulation ne s'appliquent : {reason}",
    button: "Voir la soumission",
  },
  staff: {
    mailSubject: "Réservation annulée {reference} – {client} – {fee}",
    title: "Réservation annulée : unités libérées",
    received: "Annulée le {when} (soumission en {pageLang}).",
    band: "Délai",
    fee: "Frais d'annulation",
    feeValue: "{percent} du total, soit {amount}",
    none: "aucuns frais",
    waived: "Frais annulés par l'équipe",
    waivedValue: "{amount} annulés : {reason}",
    replyHint: "Répondre à ce courriel écrit directement au client.",
  },
} as const;
