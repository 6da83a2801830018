/**
 * French texts of the /rental-policy page (the reference; ../en/rental-policy.ts has the same keys).
 * Sections are shown in the order written here. Business facts and numbers are
 * placeholders, filled by ../../policies/rental.ts.
 */
export const frRentalPolicy = {
  title: "Politique de location",
  description:
    "Dates et prix d'une location, préavis, soumission et acceptation en ligne, disponibilité, livraison, documents exigés, dépôt, responsabilités, bris, nettoyage et retour de l'équipement loué chez {name}.",
  intro: "Cette politique s'applique à toute location d'équipement auprès de {legalName} et complète la soumission que vous acceptez et le contrat signé à la remise de l'équipement.",
  sections: {
    rentalDates: {
      heading: "Dates et prix d'une location",
      paragraphs: [
        "Une location se compte en jours entiers, le premier et le dernier jour inclus : du lundi au mercredi, c'est 3 jours. Sur notre site, une location dure au plus {maxDays} jours; pour une location plus longue, appelez-nous au {phone}.",
        "Le prix de chaque article loué est celui de la combinaison la moins chère de semaines (sept jours consécutifs) et de jours qui couvre toute la durée. Par exemple, 9 jours d'une machine à {exampleDay} par jour et {exampleWeek} par semaine coûtent 1 semaine + 2 jours, soit {exampleTotal}, moins que 2 semaines ou 9 jours. Un article sans prix à la semaine se loue à {fallbackFactor} fois son prix par jour pour une semaine; un article qui a le même prix par jour et par semaine se loue à la journée. Les articles vendus ne varient pas selon la durée.",
        "Un retour en retard non convenu peut entraîner la facturation des jours supplémentaires.",
      ],
    },
    bookingAndNotice: {
      heading: "Préavis, soumission et acceptation",
      paragraphs: [
        "Une location commence au plus tôt {noticeHours, plural, one {# heure} other {# heures}} après la demande, un jour d'ouverture; nous sommes ouverts {openingHours}. Toute prolongation ou modification demande aussi un préavis d'au moins {noticeHours, plural, one {# heure} other {# heures}}.",
        "Nous vous envoyons une soumission par courriel, avec un lien personnel et son PDF. Elle peut être acceptée jusqu'à la date de validité qu'elle indique ({validityDays} jours après l'envoi, sauf mention contraire), et dans tous les cas avant le premier jour de location; sinon, elle expire.",
        "Pour réserver, vous acceptez la soumission en ligne : vous tapez votre nom complet et cochez « J'accepte les conditions de location ». Nous enregistrons la version acceptée, l'heure, votre adresse IP et votre navigateur. Une acceptation donnée par téléphone est enregistrée par notre équipe de la même façon.",
        "Rien n'est réservé avant votre acceptation : l'équipement est réservé à cet instant, s'il est toujours disponible. Si la dernière unité a été réservée entre-temps, nous vous le disons et vous proposons d'autres dates. Pour annuler ou changer de dates, consultez notre politique d'annulation.",
      ],
    },
    availability: {
      heading: "Disponibilité et remise en état",
      paragraphs: [
        "Une unité réservée l'est du premier au dernier jour de la location, puis pendant {turnaroundDays, plural, one {# jour} other {# jours}} de remise en état (inspection, nettoyage, entretien) avant la location suivante. Les disponibilités affichées sur notre site en tiennent compte, ainsi que l'entretien prévu de nos machines.",
      ],
    },
    pickupAndDelivery: {
      heading: "Remise, livraison et cueillette",
      paragraphs: [
        "Vous prenez l'équipement à notre comptoir ({address}) pendant nos heures d'ouverture, ou nous le livrons sur votre chantier. L'heure de remise de l'équipement figure dans la soumission : {handoverTime} le premier jour de location, sauf entente contraire.",
      ],
      bullets: [
        "Chaque trajet coûte {deliveryFee}, plus {extraPerKm} par kilomètre de route au-delà de {includedKm} km, distance aller de notre dépôt à votre chantier.",
        "Livraison, puis cueillette à la fin de la location : 2 trajets. Livraison seulement : 1 trajet. Prise et retour au comptoir : aucuns frais de transport.",
        "Notre site estime ces frais à partir du code postal du chantier; ils sont confirmés dans la soumission. Pour un code postal que nous ne pouvons pas situer ou trop éloigné, le montant est établi dans la soumission.",
        "Le chantier doit être accessible au camion, et une personne autorisée doit être présente pour recevoir l'équipement et signer le bon de livraison.",
      ],
    },
    idAndDeposit: {
      heading: "Pièce d'identité, carte de crédit et dépôt",
      paragraphs: [
        "À la remise de l'équipement, au comptoir ou à la livraison, le locataire présente une pièce d'identité valide avec photo et une carte de crédit à son nom. Pour une entreprise, la personne qui signe doit être autorisée par celle-ci.",
        "Un dépôt de garantie, dont le montant dépend de l'équipement et figure dans la soumission, n'est jamais facturé en ligne : il est préautorisé sur la carte de crédit à la remise de l'équipement, puis libéré après le retour et l'inspection de l'équipement, déduction faite des frais applicables.",
      ],
    },
    renterResponsibilities: {
      heading: "Responsabilités du locataire",
      paragraphs: ["Pendant la location, l'équipement est sous la garde du locataire, qui s'engage à :"],
      bullets: [
        "le faire utiliser par des personnes compétentes, selon les instructions du fabricant et nos consignes;",
        "fournir l'alimentation électrique appropriée (par exemple 600 V pour les grosses machines) et l'équipement de protection requis;",
        "le protéger contre le vol, le gel et les intempéries;",
        "ne pas le sous-louer ni le déplacer vers un autre chantier sans nous en aviser.",
      ],
    },
    damageAndLoss: {
      heading: "Bris, panne et perte",
      paragraphs: [
        "Signalez tout bris, toute panne ou tout vol sans délai au {phone}; notre ligne de soutien répond {supportWindow}. N'essayez pas de réparer l'équipement vous-même. Une panne qui ne découle pas d'une mauvaise utilisation ne vous est pas facturée : nous réparons ou remplaçons la machine dans les meilleurs délais.",
        "L'usure normale est à notre charge. Les dommages causés par une mauvaise utilisation, une négligence ou un accident, ainsi que la perte ou le vol, sont facturés au locataire selon le coût de réparation ou de remplacement. En cas de vol, un rapport de police est exigé.",
      ],
    },
    cleaning: {
      heading: "Nettoyage",
      paragraphs: [
        "L'équipement doit être rendu dans un état de propreté raisonnable : sacs et bacs des aspirateurs vidés, béton et autonivelant retirés des outils. La pompe à béton et ses boyaux doivent être lavés avant que le béton ne durcisse.",
        "Un nettoyage exigé au retour, en particulier pour du béton durci, est facturé selon le temps nécessaire.",
      ],
    },
    returnOfEquipment: {
      heading: "Retour de l'équipement",
      paragraphs: [
        "Rapportez l'équipement au comptoir le dernier jour de la location, pendant nos heures d'ouverture, ou tenez-le prêt et accessible pour la cueillette. Nous l'inspectons au retour en votre présence si vous le souhaitez; tout dommage constaté vous est signalé avant d'être facturé.",
        "Pour prolonger une location, avisez-nous au moins {noticeHours, plural, one {# heure} other {# heures}} à l'avance : nous vérifions que l'équipement reste disponible, remise en état comprise, et vous confirmons la nouvelle date de fin.",
      ],
    },
  },
} as const;
