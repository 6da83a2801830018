/**
 * French texts of the /faq page (the reference; ../en/faq.ts has the same keys).
 * Questions are keyed by their stable id; their order and category are in ../../faq.ts.
 * Business facts and numbers are placeholders, filled by faqContent.
 */
export const frFaq = {
  meta: {
    title: "Foire aux questions | {name}",
    description: "Prix et périodes de location, frais de livraison, documents exigés, paiement, annulation, formation, autonivelants et pannes : les réponses à vos questions.",
  },
  title: "Foire aux questions",
  lead: "Les réponses aux questions que nos clients nous posent le plus souvent sur la location, la livraison, le paiement et l'entretien de l'équipement.",
  searchLabel: "Rechercher dans la FAQ",
  searchPlaceholder: "Rechercher une question...",
  allCategoriesLabel: "Toutes",
  categoryLabels: {
    general: "Général",
    rental: "Location",
    delivery: "Livraison",
    payment: "Paiement",
    maintenance: "Entretien",
  },
  noResults: "Aucune question ne correspond à votre recherche. Essayez un autre mot ou contactez-nous.",
  items: {
    "rental-periods": {
      question: "Quelles sont les périodes de location et comment les prix sont-ils calculés?",
      answer:
        "Nos équipements se louent à la journée ou à la semaine. Le tarif à la semaine correspond généralement à {weekFactor} fois le tarif à la journée : dès {weekFromDays, plural, one {# jour} other {# jours}} de location, la semaine devient donc plus avantageuse. Certains petits outils ont le même prix à la journée et à la semaine; ils se louent alors à la journée. Les produits en vente (autonivelants, disques diamantés) ont un prix fixe. Tous nos prix sont en dollars canadiens, avant taxes (TPS et TVQ).",
    },
    "delivery-fees": {
      question: "Combien coûte la livraison?",
      answer:
        "Dans la région de Montréal, la livraison coûte {fee} par trajet : {fee} pour aller porter l'équipement et {fee} pour la cueillette à la fin de la location. {km, plural, one {Le premier kilomètre de chaque trajet est inclus} other {Les # premiers kilomètres de chaque trajet sont inclus}}; au-delà, nous ajoutons {perKm} par kilomètre. Les frais de transport sont indiqués dans votre soumission, et vous pouvez aussi prendre l'équipement vous-même à notre comptoir de {town}, sans frais de livraison.",
    },
    "id-credit-card": {
      question: "Quels documents dois-je présenter pour louer?",
      answer:
        "Une pièce d'identité valide avec photo (permis de conduire, par exemple) et une carte de crédit au nom du locataire sont exigées à la prise en charge au comptoir ou à la livraison. Pour une entreprise, la personne qui signe le contrat doit être autorisée par celle-ci. La carte de crédit sert aussi au dépôt de garantie, qui vous est indiqué dans la soumission.",
    },
    "payment-methods": {
      question: "Quels modes de paiement acceptez-vous?",
      answer:
        "Nous acceptons les cartes Visa, MasterCard et American Express, ainsi que le virement bancaire. Les taxes (TPS et TVQ) sont calculées sur la facture, et le montant final tient compte des options et des frais de transport confirmés avec vous.",
    },
    cancellation: {
      question: "Puis-je annuler ou modifier ma réservation?",
      answer:
        "Oui. L'annulation est gratuite plus de {freeHours} h avant la livraison. Entre {partialHours} et {freeHours} h avant, des frais de {fee24to48} du total s'appliquent; à moins de {partialHours} h, ces frais sont de {feeUnder24}. Si personne n'est au rendez-vous sans nous avoir avisés, la location est facturée en entier. Le changement de dates est gratuit s'il est demandé plus de {dateChangeHours} h avant la livraison. Les remboursements sont effectués dans un délai de {refundDays} jours ouvrables. Consultez notre politique d'annulation pour les détails et les exceptions.",
    },
    training: {
      question: "Allez-vous me montrer comment utiliser l'équipement?",
      answer:
        "Oui. Chaque location commence par une démonstration au comptoir ou sur le chantier : mise en marche, réglages, changement des disques ou des outils, branchement de l'aspirateur et consignes de sécurité. Pour vos équipes, nous offrons aussi des séances de formation sur les meuleuses, scarifieuses, la pompe à béton et les aspirateurs industriels.",
    },
    "self-levellers": {
      question: "Vendez-vous des autonivelants et des consommables?",
      answer:
        "Oui. Nous vendons les autonivelants Mapei et Ardex, ainsi que des disques diamantés à {discPrice} l'unité. Ajoutez-les à votre demande de soumission avec l'équipement : ils seront prêts à la prise en charge ou livrés avec vos machines. Nous pouvons aussi vous conseiller sur le produit qui convient à l'épaisseur et au support.",
    },
    "quote-response": {
      question: "En combien de temps recevrai-je une réponse à ma demande de soumission?",
      answer:
        "Notre équipe vous répond dans un délai de {replyHours, plural, one {# heure} other {# heures}} pendant nos heures d'ouverture, soit {hours}. Une demande reçue en dehors de ces heures est traitée dès la réouverture. Pour un besoin urgent, appelez-nous au {phone}.",
    },
    breakdown: {
      question: "Que faire si une machine tombe en panne pendant la location?",
      answer:
        "Arrêtez la machine et appelez-nous au {phone}; notre ligne de soutien répond {support}. Un technicien vous aide d'abord par téléphone; si le problème persiste, nous réparons sur place ou remplaçons la machine dans les meilleurs délais. Ne tentez pas de la réparer vous-même. Une panne qui ne découle pas d'une mauvaise utilisation ne vous est pas facturée, et chaque machine est inspectée, nettoyée et testée entre deux locations pour éviter ces situations.",
    },
    "floor-prep-equipment": {
      question: "Quel équipement louer pour préparer un plancher de béton?",
      answer:
        "Tout dépend de ce qu'il faut enlever. Pour meuler, niveler ou ouvrir le béton avant un revêtement ou un autonivelant, choisissez une meuleuse planétaire avec les disques diamantés appropriés. Pour les revêtements épais, les colles ou les membranes, une scarifieuse est plus efficace. Dans tous les cas, raccordez un aspirateur industriel à filtre HEPA pour capter la poussière de silice, et prévoyez un transformateur 600 V ou une génératrice pour les grosses machines si l'alimentation du chantier l'exige. Décrivez-nous votre plancher : nous vous proposerons l'ensemble qui convient.",
    },
  },
  contactCta: {
    title: "Vous n'avez pas trouvé votre réponse?",
    text: "Écrivez-nous ou appelez-nous : un membre de notre équipe vous répondra avec plaisir.",
    contactLabel: "Nous joindre",
    callLabel: "Appeler le {phone}",
  },
} as const;
