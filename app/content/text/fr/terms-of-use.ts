/**
 * French texts of the /terms page (the reference; ../en/terms-of-use.ts has the same keys).
 * Sections are shown in the order written here. Business facts and numbers are
 * placeholders, filled by ../../policies/terms.ts.
 */
export const frTermsOfUse = {
  title: "Conditions d'utilisation",
  description: "Conditions d'utilisation du site de {name} : soumissions, prix et taxes, comptes clients, responsabilité et droit applicable.",
  intro: "Ce site est exploité par {legalName}, {address}. En l'utilisant, vous acceptez les conditions qui suivent. Veuillez les lire attentivement.",
  sections: {
    useOfSite: {
      heading: "Utilisation du site",
      paragraphs: [
        "Le site vous permet de consulter notre catalogue, de préparer une demande de soumission, de nous écrire et de gérer votre compte client. Vous vous engagez à l'utiliser de façon légale et à fournir des renseignements exacts.",
      ],
      bullets: [
        "Il est interdit de perturber le site, d'en contourner les mesures de sécurité ou d'y envoyer des demandes automatisées.",
        "Les descriptions, photos et illustrations sont fournies à titre indicatif; les caractéristiques exactes de l'équipement sont confirmées dans la soumission.",
      ],
    },
    quotes: {
      heading: "Soumissions",
      paragraphs: [
        "Une demande de soumission envoyée par le site n'est pas un contrat de location ni une réservation. Elle devient un engagement seulement lorsque nous la confirmons par écrit, avec la disponibilité de l'équipement, les dates, les frais de transport et le montant final.",
        "Toute réservation ou modification doit être faite avec un préavis d'au moins {noticeHours, plural, one {# heure} other {# heures}}.",
      ],
    },
    pricesAndTaxes: {
      heading: "Prix et taxes",
      paragraphs: [
        "Les prix affichés sont en dollars canadiens, avant taxes. La TPS ({tpsRate}) et la TVQ ({tvqRate}) s'ajoutent au sous-total, chacune calculée séparément comme sur une facture.",
        "Les options (par exemple un opérateur ou des disques supplémentaires) et les frais de transport ne sont pas inclus dans le total affiché en ligne : ils sont précisés dans la soumission et le montant final figure sur la facture. Nous pouvons corriger une erreur de prix manifeste avant la confirmation.",
      ],
    },
    customerAccounts: {
      heading: "Comptes clients",
      paragraphs: [
        "Pour créer un compte, vous devez confirmer votre adresse courriel. Vous êtes responsable de la confidentialité de votre mot de passe et des activités faites avec votre compte; avisez-nous sans délai de toute utilisation non autorisée.",
        "Nous pouvons suspendre un compte utilisé de façon frauduleuse ou contraire à ces conditions.",
      ],
    },
    equipmentRental: {
      heading: "Location de l'équipement",
      paragraphs: ["Toute location est aussi régie par notre politique de location et notre politique d'annulation, qui font partie de ces conditions."],
    },
    liability: {
      heading: "Responsabilité",
      paragraphs: [
        "Nous mettons tout en œuvre pour que l'information du site soit exacte et à jour, sans pouvoir garantir qu'elle soit exempte d'erreurs ou que le site soit disponible en tout temps.",
        "Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects découlant de l'utilisation du site. Rien dans ces conditions ne limite les droits que la Loi sur la protection du consommateur accorde aux consommateurs.",
      ],
    },
    intellectualProperty: {
      heading: "Propriété intellectuelle",
      paragraphs: [
        "Les textes, illustrations, logos et la présentation du site appartiennent à {legalName} ou à ses partenaires. Les marques des fabricants citées appartiennent à leurs propriétaires respectifs.",
      ],
    },
    governingLaw: {
      heading: "Droit applicable",
      paragraphs: ["Ces conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s'y appliquent. Tout litige relève des tribunaux compétents du Québec."],
    },
    changesAndQuestions: {
      heading: "Modifications et questions",
      paragraphs: ["Nous pouvons modifier ces conditions; la date de dernière mise à jour figure en haut de la page. Pour toute question, écrivez-nous à {email} ou appelez-nous au {phone}."],
    },
  },
} as const;
