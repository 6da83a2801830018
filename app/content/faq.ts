/** Content of the /faq page: ten questions (spec section 2, decisions.md). */
import { phoneHref, type Business } from "../config/business.ts";
import {
  CANCELLATION_FEE_24_48,
  CANCELLATION_FEE_UNDER_24,
  CANCELLATION_FREE_HOURS,
  CANCELLATION_PARTIAL_HOURS,
  DATE_CHANGE_FREE_HOURS,
  DELIVERY_EXTRA_PER_KM,
  DELIVERY_FEE_ONE_WAY,
  DELIVERY_INCLUDED_KM,
  DIAMOND_DISC_PRICE,
  REFUND_BUSINESS_DAYS,
  REPLY_WITHIN_HOURS,
  USUAL_WEEK_FACTOR,
} from "../domain/constants.ts";
import { formatPercent, openingHoursSentence } from "../i18n/format.ts";
import type { Lang } from "../i18n/index.ts";
import {
  decimal,
  money,
  pick,
  rangeText,
  supportWindow,
  type FaqContent,
  type FaqItem,
} from "./types.ts";

export function faqContent(lang: Lang, b: Business): FaqContent {
  const fee = money(lang, DELIVERY_FEE_ONE_WAY);
  const perKm = money(lang, DELIVERY_EXTRA_PER_KM);
  const km = DELIVERY_INCLUDED_KM;
  const hours = openingHoursSentence(lang, b);
  const support = supportWindow(lang, b);
  const refund = rangeText(lang, REFUND_BUSINESS_DAYS);

  const items: FaqItem[] = [
    {
      id: "rental-periods",
      category: "rental",
      question: pick(
        lang,
        "Quelles sont les périodes de location et comment les prix sont-ils calculés?",
        "What are the rental periods and how are prices calculated?",
      ),
      answer: pick(
        lang,
        `Nos équipements se louent à la journée ou à la semaine. Le tarif à la semaine correspond généralement à ${decimal(lang, USUAL_WEEK_FACTOR)} fois le tarif à la journée : dès ${Math.ceil(USUAL_WEEK_FACTOR)} jours de location, la semaine devient donc plus avantageuse. Certains petits outils ont le même prix à la journée et à la semaine; ils se louent alors à la journée. Les produits en vente (autonivelants, disques diamantés) ont un prix fixe. Tous nos prix sont en dollars canadiens, avant taxes (TPS et TVQ).`,
        `Our equipment rents by the day or by the week. The weekly rate is generally ${decimal(lang, USUAL_WEEK_FACTOR)} times the daily rate, so from ${Math.ceil(USUAL_WEEK_FACTOR)} rental days on, the week is the better deal. Some small tools cost the same per day and per week; those rent by the day. Items for sale (self-levellers, diamond discs) have a fixed price. All our prices are in Canadian dollars, before taxes (GST and QST).`,
      ),
    },
    {
      id: "delivery-fees",
      category: "delivery",
      question: pick(lang, "Combien coûte la livraison?", "How much does delivery cost?"),
      answer: pick(
        lang,
        `Dans la région de Montréal, la livraison coûte ${fee} par trajet : ${fee} pour aller porter l'équipement et ${fee} pour la cueillette à la fin de la location. Les ${km} premiers kilomètres de chaque trajet sont inclus; au-delà, nous ajoutons ${perKm} par kilomètre. Les frais de transport sont indiqués dans votre soumission, et vous pouvez aussi prendre l'équipement vous-même à notre comptoir de ${b.town}, sans frais de livraison.`,
        `In the Montreal region, delivery costs ${fee} per trip: ${fee} to bring the equipment to you and ${fee} to pick it up when the rental ends. The first ${km} km of each trip are included; beyond that we add ${perKm} per km. Transport fees are stated in your quote, and you can also collect the equipment yourself at our counter in ${b.town}, with no delivery fee.`,
      ),
    },
    {
      id: "id-credit-card",
      category: "rental",
      question: pick(
        lang,
        "Quels documents dois-je présenter pour louer?",
        "What documents do I need to rent?",
      ),
      answer: pick(
        lang,
        "Une pièce d'identité valide avec photo (permis de conduire, par exemple) et une carte de crédit au nom du locataire sont exigées à la prise en charge au comptoir ou à la livraison. Pour une entreprise, la personne qui signe le contrat doit être autorisée par celle-ci. La carte de crédit sert aussi au dépôt de garantie, qui vous est indiqué dans la soumission.",
        "A valid photo ID (a driver's licence, for example) and a credit card in the renter's name are required when you pick up at the counter or when we deliver. For a company, the person who signs the contract must be authorised by it. The credit card also secures the deposit, which is stated in your quote.",
      ),
    },
    {
      id: "payment-methods",
      category: "payment",
      question: pick(lang, "Quels modes de paiement acceptez-vous?", "Which payment methods do you accept?"),
      answer: pick(
        lang,
        "Nous acceptons les cartes Visa, MasterCard et American Express, ainsi que le virement bancaire. Les taxes (TPS et TVQ) sont calculées sur la facture, et le montant final tient compte des options et des frais de transport confirmés avec vous.",
        "We accept Visa, MasterCard and American Express cards, as well as bank transfer. Taxes (GST and QST) are calculated on the invoice, and the final amount includes the options and transport fees confirmed with you.",
      ),
    },
    {
      id: "cancellation",
      category: "payment",
      question: pick(lang, "Puis-je annuler ou modifier ma réservation?", "Can I cancel or change my booking?"),
      answer: pick(
        lang,
        `Oui. L'annulation est gratuite plus de ${CANCELLATION_FREE_HOURS} h avant la livraison. Entre ${CANCELLATION_PARTIAL_HOURS} et ${CANCELLATION_FREE_HOURS} h avant, des frais de ${formatPercent(lang, CANCELLATION_FEE_24_48)} du total s'appliquent; à moins de ${CANCELLATION_PARTIAL_HOURS} h, ces frais sont de ${formatPercent(lang, CANCELLATION_FEE_UNDER_24)}. Si personne n'est au rendez-vous sans nous avoir avisés, la location est facturée en entier. Le changement de dates est gratuit s'il est demandé plus de ${DATE_CHANGE_FREE_HOURS} h avant la livraison. Les remboursements sont effectués dans un délai de ${refund} jours ouvrables. Consultez notre politique d'annulation pour les détails et les exceptions.`,
        `Yes. Cancellation is free more than ${CANCELLATION_FREE_HOURS} hours before delivery. Between ${CANCELLATION_PARTIAL_HOURS} and ${CANCELLATION_FREE_HOURS} hours before, a fee of ${formatPercent(lang, CANCELLATION_FEE_24_48)} of the total applies; under ${CANCELLATION_PARTIAL_HOURS} hours, the fee is ${formatPercent(lang, CANCELLATION_FEE_UNDER_24)}. A no-show (nobody there and no notice given) is charged in full. Changing dates is free when requested more than ${DATE_CHANGE_FREE_HOURS} hours before delivery. Refunds are issued within ${refund} business days. See our cancellation policy for details and exceptions.`,
      ),
    },
    {
      id: "training",
      category: "general",
      question: pick(
        lang,
        "Allez-vous me montrer comment utiliser l'équipement?",
        "Will you show me how to use the equipment?",
      ),
      answer: pick(
        lang,
        "Oui. Chaque location commence par une démonstration au comptoir ou sur le chantier : mise en marche, réglages, changement des disques ou des outils, branchement de l'aspirateur et consignes de sécurité. Pour vos équipes, nous offrons aussi des séances de formation sur les meuleuses, scarifieuses, la pompe à béton et les aspirateurs industriels.",
        "Yes. Every rental starts with a demonstration at the counter or on site: start-up, settings, changing discs or tools, connecting the dust extractor, and safety rules. For your crews, we also offer training sessions on grinders, scarifiers, the concrete pump and industrial dust extractors.",
      ),
    },
    {
      id: "self-levellers",
      category: "general",
      question: pick(
        lang,
        "Vendez-vous des autonivelants et des consommables?",
        "Do you sell self-levellers and consumables?",
      ),
      answer: pick(
        lang,
        `Oui. Nous vendons les autonivelants Mapei et Ardex, ainsi que des disques diamantés à ${money(lang, DIAMOND_DISC_PRICE)} l'unité. Ajoutez-les à votre demande de soumission avec l'équipement : ils seront prêts à la prise en charge ou livrés avec vos machines. Nous pouvons aussi vous conseiller sur le produit qui convient à l'épaisseur et au support.`,
        `Yes. We sell Mapei and Ardex self-levellers, as well as diamond discs at ${money(lang, DIAMOND_DISC_PRICE)} each. Add them to your quote request along with the equipment: they will be ready at pickup or delivered with your machines. We can also advise you on the right product for the thickness and the substrate.`,
      ),
    },
    {
      id: "quote-response",
      category: "general",
      question: pick(
        lang,
        "En combien de temps recevrai-je une réponse à ma demande de soumission?",
        "How quickly will I get an answer to my quote request?",
      ),
      answer: pick(
        lang,
        `Notre équipe vous répond dans un délai de ${REPLY_WITHIN_HOURS} heures pendant nos heures d'ouverture, soit ${hours}. Une demande reçue en dehors de ces heures est traitée dès la réouverture. Pour un besoin urgent, appelez-nous au ${b.phone}.`,
        `Our team replies within ${REPLY_WITHIN_HOURS} hours during our opening hours: ${hours}. A request received outside those hours is handled as soon as we reopen. For an urgent need, call us at ${b.phone}.`,
      ),
    },
    {
      id: "breakdown",
      category: "maintenance",
      question: pick(
        lang,
        "Que faire si une machine tombe en panne pendant la location?",
        "What if a machine breaks down during the rental?",
      ),
      answer: pick(
        lang,
        `Arrêtez la machine et appelez-nous au ${b.phone}; notre ligne de soutien répond ${support}. Un technicien vous aide d'abord par téléphone; si le problème persiste, nous réparons sur place ou remplaçons la machine dans les meilleurs délais. Ne tentez pas de la réparer vous-même. Une panne qui ne découle pas d'une mauvaise utilisation ne vous est pas facturée, et chaque machine est inspectée, nettoyée et testée entre deux locations pour éviter ces situations.`,
        `Stop the machine and call us at ${b.phone}; our support line answers ${support}. A technician first helps you over the phone; if the problem persists, we repair it on site or replace the machine as quickly as possible. Do not try to repair it yourself. A breakdown that is not caused by misuse is not charged to you, and every machine is inspected, cleaned and tested between rentals to prevent such situations.`,
      ),
    },
    {
      id: "floor-prep-equipment",
      category: "rental",
      question: pick(
        lang,
        "Quel équipement louer pour préparer un plancher de béton?",
        "What equipment should I rent to prepare a concrete floor?",
      ),
      answer: pick(
        lang,
        "Tout dépend de ce qu'il faut enlever. Pour meuler, niveler ou ouvrir le béton avant un revêtement ou un autonivelant, choisissez une meuleuse planétaire avec les disques diamantés appropriés. Pour les revêtements épais, les colles ou les membranes, une scarifieuse est plus efficace. Dans tous les cas, raccordez un aspirateur industriel à filtre HEPA pour capter la poussière de silice, et prévoyez un transformateur 600 V ou une génératrice pour les grosses machines si l'alimentation du chantier l'exige. Décrivez-nous votre plancher : nous vous proposerons l'ensemble qui convient.",
        "It depends on what has to come off. To grind, level or open up the concrete before a coating or a self-leveller, choose a planetary grinder with the right diamond discs. For thick coatings, adhesives or membranes, a scarifier works faster. In every case, connect a HEPA-filtered industrial dust extractor to capture silica dust, and plan a 600 V transformer or a generator for the large machines if the site's power supply calls for it. Describe your floor to us and we will suggest the right set of equipment.",
      ),
    },
  ];

  return {
    meta: {
      title: pick(lang, `Foire aux questions | ${b.name}`, `Frequently asked questions | ${b.name}`),
      description: pick(
        lang,
        "Prix et périodes de location, frais de livraison, documents exigés, paiement, annulation, formation, autonivelants et pannes : les réponses à vos questions.",
        "Rental prices and periods, delivery fees, required documents, payment, cancellation, training, self-levellers and breakdowns: answers to your questions.",
      ),
    },
    title: pick(lang, "Foire aux questions", "Frequently asked questions"),
    lead: pick(
      lang,
      "Les réponses aux questions que nos clients nous posent le plus souvent sur la location, la livraison, le paiement et l'entretien de l'équipement.",
      "Answers to the questions our customers ask most often about rental, delivery, payment and equipment maintenance.",
    ),
    searchLabel: pick(lang, "Rechercher dans la FAQ", "Search the FAQ"),
    searchPlaceholder: pick(lang, "Rechercher une question...", "Search for a question..."),
    allCategoriesLabel: pick(lang, "Toutes", "All"),
    categoryLabels: pick(
      lang,
      {
        general: "Général",
        rental: "Location",
        delivery: "Livraison",
        payment: "Paiement",
        maintenance: "Entretien",
      },
      {
        general: "General",
        rental: "Rental",
        delivery: "Delivery",
        payment: "Payment",
        maintenance: "Maintenance",
      },
    ),
    noResults: pick(
      lang,
      "Aucune question ne correspond à votre recherche. Essayez un autre mot ou contactez-nous.",
      "No question matches your search. Try another word or contact us.",
    ),
    items,
    contactCta: {
      title: pick(lang, "Vous n'avez pas trouvé votre réponse?", "Didn't find your answer?"),
      text: pick(
        lang,
        "Écrivez-nous ou appelez-nous : un membre de notre équipe vous répondra avec plaisir.",
        "Write to us or give us a call: a member of our team will be glad to help.",
      ),
      contactLabel: pick(lang, "Nous joindre", "Contact us"),
      callLabel: pick(lang, `Appeler le ${b.phone}`, `Call ${b.phone}`),
      phoneHref: phoneHref(b.phone),
    },
  };
}
