/**
 * French texts of the /cancellation-policy page (the reference; ../en/cancellation-policy.ts has the same keys).
 * Sections are shown in the order written here. Business facts and numbers are
 * placeholders, filled by ../../policies/cancellation.ts.
 */
export const frCancellationPolicy = {
  title: "Politique d'annulation",
  description: "Frais d'annulation comptés à partir de l'heure de remise de l'équipement, changement de dates, remboursements et exceptions pour les locations chez {name}.",
  intro:
    "Vos plans changent? Cette politique explique comment annuler ou déplacer une réservation confirmée, c'est-à-dire une soumission que vous avez acceptée, et quels frais s'appliquent. Les délais sont comptés à partir de l'heure de remise de l'équipement inscrite dans la soumission acceptée (au comptoir ou à la livraison), à l'heure du Québec.",
  sections: {
    freeCancellation: {
      heading: "Annulation sans frais",
      paragraphs: ["Une annulation faite plus de {freeHours, plural, one {# heure} other {# heures}} avant l'heure de remise de l'équipement est gratuite."],
    },
    cancellationFees: {
      heading: "Frais d'annulation",
      paragraphs: ["Les frais sont un pourcentage du total de la version acceptée de la soumission, taxes incluses, selon le moment de l'annulation :"],
      bullets: [
        "Plus de {freeHours} h avant l'heure de remise : aucuns frais.",
        "Entre {partialHours} et {freeHours} h avant l'heure de remise : {lateFee} du total.",
        "Moins de {partialHours} h avant l'heure de remise : {lastMinuteFee} du total.",
        "Après l'heure de remise, sans prise en charge de l'équipement (absence) : {noShowFee} du total; la location est facturée en entier.",
      ],
      closing: ["Par exemple, une réservation de {exampleTotal} taxes incluses annulée {exampleHours} heures avant l'heure de remise entraîne des frais de {exampleFee}."],
    },
    howToCancel: {
      heading: "Comment annuler",
      paragraphs: [
        "Ouvrez le lien personnel de votre soumission, reçu par courriel, et choisissez « Annuler la réservation » : les frais qui s'appliquent à cet instant vous sont montrés avant que vous confirmiez, puis confirmés par courriel, et l'équipement est libéré. L'annulation en ligne est possible en tout temps.",
        "Vous pouvez aussi nous appeler au {phone} ou nous écrire à {email} en indiquant la référence de votre soumission. Nos heures d'ouverture sont {openingHours}; c'est l'heure de réception de votre appel ou de votre courriel qui compte.",
        "Comme le prévoient nos conditions d'utilisation et notre politique de location, un préavis d'au moins {noticeHours, plural, one {# heure} other {# heures}} est demandé pour toute modification.",
      ],
    },
    changingDates: {
      heading: "Changement de dates",
      paragraphs: [
        "Un changement de dates demandé plus de {dateChangeHours, plural, one {# heure} other {# heures}} avant l'heure de remise est gratuit. Demandez-le par le lien de votre soumission ou par téléphone : nous vous envoyons une nouvelle version de la soumission avec les nouvelles dates, selon la disponibilité de l'équipement, et vous l'acceptez comme la première.",
        "Une demande faite plus tard peut entraîner des frais selon les règles ci-dessus.",
      ],
    },
    refunds: {
      heading: "Remboursements",
      paragraphs: ["Aucun paiement n'est pris en ligne. Les sommes à rembourser sont versées dans un délai de {refundDays} jours ouvrables, par le mode de paiement utilisé à l'origine."],
    },
    exceptions: {
      heading: "Exceptions",
      paragraphs: [
        "Notre équipe renonce aux frais d'annulation, quel que soit le délai, dans les cas suivants; la raison est inscrite au dossier et vous est confirmée par courriel. Nous vous proposons aussi de déplacer la location.",
      ],
      bullets: ["Conditions météorologiques extrêmes empêchant les travaux ou le transport", "Panne de notre équipement", "Urgence médicale documentée", "Force majeure"],
    },
  },
} as const;
