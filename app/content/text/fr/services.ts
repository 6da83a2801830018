/**
 * French texts of the /services page (the reference; ../en/services.ts has the same keys).
 * Cards are keyed by their stable id; their order is in ../../services.ts.
 * Business facts and numbers are placeholders, filled by servicesContent.
 */
export const frServices = {
  meta: {
    title: "Services | {name}",
    description: "Livraison et cueillette d'équipement, entretien, soutien technique, opérateur de pompe à béton, autonivelants Mapei et Ardex, installation, formation et conseils.",
  },
  breadcrumb: "Services",
  hero: {
    title: "Des services qui suivent votre chantier",
    lead: "Location, livraison, entretien et soutien technique : {name} vous accompagne de la soumission jusqu'au retour de l'équipement. Entrepreneurs comme particuliers, vous avez affaire à une équipe qui connaît le béton et la préparation de plancher.",
  },
  mainTitle: "Inclus avec votre location",
  mainCards: {
    delivery: {
      title: "Livraison et cueillette",
      text: "Nous livrons l'équipement directement sur votre chantier et revenons le chercher à la fin de la location. Dans la région de Montréal, chaque trajet coûte {fee} : {fee} pour la livraison et {fee} pour la cueillette.",
      points: [
        "Territoire desservi : {area}",
        "{km, plural, one {Le premier kilomètre est inclus} other {Les # premiers kilomètres sont inclus}} dans chaque trajet",
        "{perKm} par kilomètre au-delà de {km} km",
        "Frais de transport précisés dans votre soumission, avant toute confirmation",
        "Vous pouvez aussi prendre l'équipement à notre comptoir de {town}",
      ],
    },
    maintenance: {
      title: "Entretien de l'équipement",
      text: "Chaque machine est inspectée, nettoyée et testée entre deux locations par nos techniciens. Vous recevez un équipement prêt à travailler, pas une mauvaise surprise.",
      points: [
        "Inspection mécanique et électrique : câbles, fiches, protecteurs et commandes",
        "Nettoyage complet et vérification des filtres d'aspiration",
        "Essai de fonctionnement avant chaque sortie",
        "Remplacement des pièces d'usure au besoin",
      ],
    },
    support: {
      title: "Soutien technique",
      /** The title when the business has a 24/7 emergency line. */
      titleEmergencyLine: "Soutien technique 24/7",
      text: "Une question ou un problème sur le chantier? Appelez-nous au {phone} : notre ligne de soutien répond {support}.",
      points: ["Dépannage par téléphone avec un technicien", "Remplacement ou réparation sur place si une machine fait défaut", "Conseils d'utilisation et de sécurité"],
    },
  },
  extrasTitle: "Services complémentaires",
  extrasLead: "Au-delà de la location, nous pouvons fournir les gens, les produits et le savoir-faire dont votre projet a besoin.",
  extras: {
    operator: {
      title: "Service d'opérateur",
      text: "Un opérateur qualifié peut accompagner notre pompe à béton Bunker B30 sur votre chantier, au tarif de {operatorRate}/h.",
      points: ["Opérateur formé sur la Bunker B30", "Mise en place, amorçage, pompage et nettoyage de la pompe", "Heures d'opérateur ajoutées à la facture selon le temps réel sur le chantier"],
    },
    materials: {
      title: "Fourniture de matériaux",
      text: "Nous vendons les autonivelants Mapei et Ardex ainsi que les consommables de préparation de surface, prêts à partir avec votre équipement.",
      points: ["Autonivelants Mapei et Ardex", "Disques diamantés à {discPrice} l'unité", "Conseils sur le choix du produit selon l'épaisseur et le support"],
    },
    installation: {
      title: "Installation",
      text: "Nos techniciens installent et mettent en service l'équipement sur place, pour que votre équipe commence à travailler sans perdre de temps.",
      points: [
        "Branchement des transformateurs 600 V et des génératrices",
        "Raccordement des aspirateurs industriels aux meuleuses et scarifieuses",
        "Vérification finale avec votre responsable de chantier",
      ],
    },
    training: {
      title: "Formation",
      text: "Nous montrons à vos opérateurs comment utiliser chaque machine de façon efficace et sécuritaire, à notre comptoir ou sur votre chantier.",
      points: [
        "Démonstration à la remise de l'équipement",
        "Séances pour vos équipes : meuleuses, scarifieuses, pompe et aspirateurs",
        "Consignes de sécurité : poussière de silice, électricité, équipement de protection",
      ],
    },
    consulting: {
      title: "Services-conseils",
      text: "Vous préparez un plancher, une chape ou une coulée? Nous vous aidons à choisir la bonne méthode, le bon équipement et les bons produits.",
      points: ["Évaluation du support et de l'état du béton", "Choix des machines, des disques et des produits", "Planification de la livraison et de la durée de location"],
    },
  },
  quoteCta: {
    title: "Besoin d'un prix pour votre projet?",
    text: "Décrivez votre chantier et l'équipement dont vous avez besoin : nous vous répondons dans un délai de {replyHours, plural, one {# heure} other {# heures}} pendant nos heures d'ouverture.",
    buttonLabel: "Demander une soumission",
  },
  /** The "phone, hours, address" strip. */
  contactStrip: {
    title: "Parlons de votre chantier",
    phoneLabel: "Téléphone",
    emailLabel: "Courriel",
    hoursLabel: "Heures d'ouverture",
    emergency: "Ligne d'urgence 24/7 : {phone}",
    addressLabel: "Adresse",
  },
} as const;
