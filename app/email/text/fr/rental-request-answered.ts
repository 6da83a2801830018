/** French texts of the e-mail that answers a customer's request about their rental (the reference: ../en/rental-request-answered.ts has the same keys). */
export const frRentalRequestAnswered = {
  extendConfirmed: {
    mailSubject: "Location prolongée jusqu'au {date} : {reference} – {business}",
    title: "Votre location est prolongée",
    lead: "Bonne nouvelle : notre équipe a confirmé la prolongation. Votre location se termine maintenant le {date}.",
    next: "Les jours ajoutés sont facturés selon nos tarifs, au meilleur prix en semaines et en jours.",
  },
  extendDeclined: {
    mailSubject: "Prolongation non confirmée : {reference} – {business}",
    title: "Prolongation non confirmée",
    lead: "Nous ne pouvons pas prolonger votre location jusqu'au {date} comme demandé. Elle se termine toujours le {end}.",
    next: "Appelez-nous au {phone} : nous chercherons une autre solution avec vous.",
  },
  pickupScheduled: {
    mailSubject: "Cueillette planifiée le {date} : {reference} – {business}",
    title: "Votre cueillette est planifiée",
    lead: "Notre équipe passera chercher l'équipement le {date}. Tenez-le prêt, propre et accessible.",
    next: "Besoin de changer la date? Appelez-nous au {phone}.",
  },
  button: "Consulter votre location",
} as const;
