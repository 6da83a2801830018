/**
 * French texts of the /rental-policy page (the reference; ../en/rental-policy.ts has the same keys).
 * Sections are shown in the order written here. Business facts and numbers are
 * placeholders, filled by ../../policies/rental.ts.
 */
export const frRentalPolicy = {
  title: "Politique de location",
  description: "Périodes de location, prise en charge et livraison, documents exigés, dépôt, responsabilités, bris, nettoyage et retour de l'équipement loué chez {name}.",
  intro: "Cette politique s'applique à toute location d'équipement auprès de {legalName}. Elle complète la soumission confirmée et le contrat signé à la prise en charge.",
  sections: {
    rentalPeriods: {
      heading: "Périodes de location",
      paragraphs: [
        "L'équipement se loue à la journée ou à la semaine (sept jours consécutifs). Le tarif à la semaine correspond généralement à {weekFactor} fois le tarif à la journée. Lorsqu'un article a le même prix à la journée et à la semaine, il se loue à la journée.",
        "La période commence à la prise en charge au comptoir ou à la livraison et se termine au retour de l'équipement ou à sa cueillette. Un retour en retard non convenu peut entraîner la facturation d'une période supplémentaire.",
      ],
    },
    bookingAndNotice: {
      heading: "Réservation et préavis",
      paragraphs: [
        "Toute réservation, prolongation ou modification demande un préavis d'au moins {noticeHours, plural, one {# heure} other {# heures}}. La réservation est confirmée lorsque nous vous transmettons la soumission confirmée.",
      ],
    },
    pickupAndDelivery: {
      heading: "Prise en charge et livraison",
      paragraphs: [
        "Vous pouvez prendre l'équipement à notre comptoir ({address}) pendant nos heures d'ouverture, {openingHours}, ou le faire livrer sur votre chantier.",
      ],
      bullets: [
        "Dans la région de Montréal, la livraison coûte {deliveryFee} et la cueillette {deliveryFee}.",
        "Les {includedKm} premiers kilomètres de chaque trajet sont inclus; chaque kilomètre supplémentaire coûte {extraPerKm}.",
        "Le chantier doit être accessible au camion, et une personne autorisée doit être présente pour recevoir l'équipement et signer le bon de livraison.",
      ],
    },
    idAndDeposit: {
      heading: "Pièce d'identité, carte de crédit et dépôt",
      paragraphs: [
        "À la prise en charge ou à la livraison, le locataire présente une pièce d'identité valide avec photo et une carte de crédit à son nom. Pour une entreprise, la personne qui signe doit être autorisée par celle-ci.",
        "Un dépôt de garantie, dont le montant dépend de l'équipement et figure dans la soumission, est préautorisé sur la carte de crédit. Il est libéré après le retour et l'inspection de l'équipement, déduction faite des frais applicables.",
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
        "Rapportez l'équipement au comptoir à la date et à l'heure prévues, ou tenez-le prêt et accessible pour la cueillette. Nous l'inspectons au retour en votre présence si vous le souhaitez; tout dommage constaté vous est signalé avant d'être facturé.",
        "Pour prolonger une location, avisez-nous au moins {noticeHours, plural, one {# heure} other {# heures}} à l'avance, sous réserve de la disponibilité de l'équipement.",
      ],
    },
  },
} as const;
