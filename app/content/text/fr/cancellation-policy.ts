/**
 * French texts of the /cancellation-policy page (the reference; ../en/cancellation-policy.ts has the same keys).
 * Sections are shown in the order written here. Business facts and numbers are
 * placeholders, filled by ../../policies/cancellation.ts.
 */
export const frCancellationPolicy = {
  title: "Politique d'annulation",
  description: "Frais d'annulation, changement de dates, remboursements et exceptions pour les locations chez {name}.",
  intro: "Vos plans changent? Cette politique explique comment annuler ou déplacer une location confirmée et quels frais s'appliquent selon le moment où vous nous avisez. Les délais sont calculés par rapport à l'heure de livraison ou de prise en charge prévue.",
  sections: {
    freeCancellation: {
      heading: "Annulation sans frais",
      paragraphs: [
        "Une annulation faite plus de {freeHours, plural, one {# heure} other {# heures}} avant la livraison est gratuite.",
      ],
    },
    cancellationFees: {
      heading: "Frais d'annulation",
      paragraphs: ["Les frais sont calculés sur le total de la location confirmée :"],
      bullets: [
        "Plus de {freeHours} h avant la livraison : aucuns frais.",
        "Entre {partialHours} et {freeHours} h avant la livraison : {lateFee} du total.",
        "Moins de {partialHours} h avant la livraison : {lastMinuteFee} du total.",
        "Absence sans avis (personne au rendez-vous, aucune annulation reçue) : location facturée en entier.",
      ],
    },
    changingDates: {
      heading: "Changement de dates",
      paragraphs: [
        "Le changement de dates est gratuit s'il est demandé plus de {dateChangeHours, plural, one {# heure} other {# heures}} avant la livraison, selon la disponibilité de l'équipement. Une demande faite plus tard peut entraîner des frais selon les règles ci-dessus.",
      ],
    },
    howToCancel: {
      heading: "Comment annuler",
      paragraphs: [
        "Appelez-nous au {phone} ou écrivez-nous à {email} en indiquant la référence de votre soumission. Nos heures d'ouverture sont {openingHours}; c'est l'heure de réception de votre courriel ou de votre appel qui compte.",
        "Comme le prévoient nos conditions d'utilisation et notre politique de location, un préavis d'au moins {noticeHours, plural, one {# heure} other {# heures}} est demandé pour toute modification.",
      ],
    },
    refunds: {
      heading: "Remboursements",
      paragraphs: [
        "Les sommes à rembourser sont versées dans un délai de {refundDays} jours ouvrables, par le mode de paiement utilisé à l'origine.",
      ],
    },
    exceptions: {
      heading: "Exceptions",
      paragraphs: [
        "Aucuns frais d'annulation ne s'appliquent, quel que soit le délai, dans les cas suivants. Nous vous proposons alors de déplacer la location ou de l'annuler sans frais.",
      ],
      bullets: [
        "Conditions météorologiques extrêmes empêchant les travaux ou le transport",
        "Panne de notre équipement",
        "Urgence médicale documentée",
        "Force majeure",
      ],
    },
  },
} as const;
