/** Content of the /services page (spec section 2, decisions.md "Content and consent"). */
import { formatAddress, phoneHref, type Business } from "../config/business.ts";
import {
  DELIVERY_EXTRA_PER_KM,
  DELIVERY_FEE_ONE_WAY,
  DELIVERY_INCLUDED_KM,
  DIAMOND_DISC_PRICE,
  PUMP_OPERATOR_HOURLY,
  REPLY_WITHIN_HOURS,
} from "../domain/constants.ts";
import { openingHoursLines } from "../i18n/format.ts";
import type { Lang } from "../i18n/index.ts";
import {
  money,
  pick,
  serviceAreaText,
  supportWindow,
  type ContactStrip,
  type ServicesContent,
} from "./types.ts";

/** The "phone, hours, address" strip, shared by the content pages. */
export function contactStripContent(lang: Lang, b: Business): ContactStrip {
  return {
    title: pick(lang, "Parlons de votre chantier", "Let's talk about your job site"),
    phoneLabel: pick(lang, "Téléphone", "Phone"),
    phone: b.phone,
    phoneHref: phoneHref(b.phone),
    emailLabel: pick(lang, "Courriel", "E-mail"),
    email: b.email,
    hoursLabel: pick(lang, "Heures d'ouverture", "Opening hours"),
    hours: openingHoursLines(lang, b),
    emergency: b.emergencyLine247
      ? pick(lang, `Ligne d'urgence 24/7 : ${b.phone}`, `24/7 emergency line: ${b.phone}`)
      : null,
    addressLabel: pick(lang, "Adresse", "Address"),
    address: formatAddress(b),
  };
}

export function servicesContent(lang: Lang, b: Business): ServicesContent {
  const fee = money(lang, DELIVERY_FEE_ONE_WAY);
  const perKm = money(lang, DELIVERY_EXTRA_PER_KM);
  const km = DELIVERY_INCLUDED_KM;
  const operator = `${money(lang, PUMP_OPERATOR_HOURLY)}/h`;
  const area = serviceAreaText(lang, b);
  const support = supportWindow(lang, b);

  return {
    meta: {
      title: `Services | ${b.name}`,
      description: pick(
        lang,
        "Livraison et cueillette d'équipement, entretien, soutien technique, opérateur de pompe à béton, autonivelants Mapei et Ardex, installation, formation et conseils.",
        "Equipment delivery and pickup, maintenance, technical support, concrete pump operator, Mapei and Ardex self-levellers, installation, training and consulting.",
      ),
    },
    breadcrumb: "Services",
    hero: {
      title: pick(lang, "Des services qui suivent votre chantier", "Services that keep your job site moving"),
      lead: pick(
        lang,
        `Location, livraison, entretien et soutien technique : ${b.name} vous accompagne de la soumission jusqu'au retour de l'équipement. Entrepreneurs comme particuliers, vous avez affaire à une équipe qui connaît le béton et la préparation de plancher.`,
        `Rental, delivery, maintenance and technical support: ${b.name} is with you from the quote to the return of the equipment. Contractors and homeowners alike deal with a team that knows concrete and floor preparation.`,
      ),
    },
    mainTitle: pick(lang, "Inclus avec votre location", "Part of every rental"),
    mainCards: [
      {
        id: "delivery",
        title: pick(lang, "Livraison et cueillette", "Delivery and pickup"),
        text: pick(
          lang,
          `Nous livrons l'équipement directement sur votre chantier et revenons le chercher à la fin de la location. Dans la région de Montréal, chaque trajet coûte ${fee} : ${fee} pour la livraison et ${fee} pour la cueillette.`,
          `We deliver the equipment right to your job site and come back for it when the rental ends. In the Montreal region, each trip costs ${fee}: ${fee} for delivery and ${fee} for pickup.`,
        ),
        points: [
          pick(lang, `Territoire desservi : ${area}`, `Service area: ${area}`),
          pick(lang, `Les ${km} premiers kilomètres sont inclus dans chaque trajet`, `The first ${km} km are included in each trip`),
          pick(lang, `${perKm} par kilomètre au-delà de ${km} km`, `${perKm} per km beyond ${km} km`),
          pick(
            lang,
            "Frais de transport précisés dans votre soumission, avant toute confirmation",
            "Transport fees are stated in your quote, before anything is confirmed",
          ),
          pick(
            lang,
            `Vous pouvez aussi prendre l'équipement à notre comptoir de ${b.town}`,
            `You can also pick the equipment up at our counter in ${b.town}`,
          ),
        ],
      },
      {
        id: "maintenance",
        title: pick(lang, "Entretien de l'équipement", "Equipment maintenance"),
        text: pick(
          lang,
          "Chaque machine est inspectée, nettoyée et testée entre deux locations par nos techniciens. Vous recevez un équipement prêt à travailler, pas une mauvaise surprise.",
          "Our technicians inspect, clean and test every machine between rentals. You get equipment that is ready to work, not a bad surprise.",
        ),
        points: [
          pick(
            lang,
            "Inspection mécanique et électrique : câbles, fiches, protecteurs et commandes",
            "Mechanical and electrical inspection: cords, plugs, guards and controls",
          ),
          pick(
            lang,
            "Nettoyage complet et vérification des filtres d'aspiration",
            "Thorough cleaning and check of the dust-collection filters",
          ),
          pick(lang, "Essai de fonctionnement avant chaque sortie", "Test run before every rental"),
          pick(lang, "Remplacement des pièces d'usure au besoin", "Wear parts replaced as needed"),
        ],
      },
      {
        id: "support",
        title: pick(
          lang,
          b.emergencyLine247 ? "Soutien technique 24/7" : "Soutien technique",
          b.emergencyLine247 ? "24/7 technical support" : "Technical support",
        ),
        text: pick(
          lang,
          `Une question ou un problème sur le chantier? Appelez-nous au ${b.phone} : notre ligne de soutien répond ${support}.`,
          `A question or a problem on site? Call us at ${b.phone}: our support line answers ${support}.`,
        ),
        points: [
          pick(lang, "Dépannage par téléphone avec un technicien", "Troubleshooting over the phone with a technician"),
          pick(
            lang,
            "Remplacement ou réparation sur place si une machine fait défaut",
            "Replacement or on-site repair if a machine fails",
          ),
          pick(lang, "Conseils d'utilisation et de sécurité", "Advice on operation and safety"),
        ],
      },
    ],
    extrasTitle: pick(lang, "Services complémentaires", "Additional services"),
    extrasLead: pick(
      lang,
      "Au-delà de la location, nous pouvons fournir les gens, les produits et le savoir-faire dont votre projet a besoin.",
      "Beyond rental, we can supply the people, the products and the know-how your project needs.",
    ),
    extras: [
      {
        id: "operator",
        title: pick(lang, "Service d'opérateur", "Operator service"),
        text: pick(
          lang,
          `Un opérateur qualifié peut accompagner notre pompe à béton Bunker B30 sur votre chantier, au tarif de ${operator}.`,
          `A qualified operator can run our Bunker B30 concrete pump on your job site, at ${operator}.`,
        ),
        points: [
          pick(lang, "Opérateur formé sur la Bunker B30", "Operator trained on the Bunker B30"),
          pick(
            lang,
            "Mise en place, amorçage, pompage et nettoyage de la pompe",
            "Set-up, priming, pumping and clean-out of the pump",
          ),
          pick(
            lang,
            "Heures d'opérateur ajoutées à la facture selon le temps réel sur le chantier",
            "Operator hours are added to the invoice based on actual time on site",
          ),
        ],
      },
      {
        id: "materials",
        title: pick(lang, "Fourniture de matériaux", "Materials supply"),
        text: pick(
          lang,
          "Nous vendons les autonivelants Mapei et Ardex ainsi que les consommables de préparation de surface, prêts à partir avec votre équipement.",
          "We sell Mapei and Ardex self-levelling underlayments and surface-preparation consumables, ready to go with your equipment.",
        ),
        points: [
          pick(lang, "Autonivelants Mapei et Ardex", "Mapei and Ardex self-levellers"),
          pick(
            lang,
            `Disques diamantés à ${money(lang, DIAMOND_DISC_PRICE)} l'unité`,
            `Diamond discs at ${money(lang, DIAMOND_DISC_PRICE)} each`,
          ),
          pick(
            lang,
            "Conseils sur le choix du produit selon l'épaisseur et le support",
            "Advice on choosing the product for the thickness and the substrate",
          ),
        ],
      },
      {
        id: "installation",
        title: "Installation",
        text: pick(
          lang,
          "Nos techniciens installent et mettent en service l'équipement sur place, pour que votre équipe commence à travailler sans perdre de temps.",
          "Our technicians set up and commission the equipment on site, so your crew can start working without losing time.",
        ),
        points: [
          pick(
            lang,
            "Branchement des transformateurs 600 V et des génératrices",
            "Hook-up of 600 V transformers and generators",
          ),
          pick(
            lang,
            "Raccordement des aspirateurs industriels aux meuleuses et scarifieuses",
            "Industrial dust extractors connected to grinders and scarifiers",
          ),
          pick(lang, "Vérification finale avec votre responsable de chantier", "Final check with your site supervisor"),
        ],
      },
      {
        id: "training",
        title: pick(lang, "Formation", "Training"),
        text: pick(
          lang,
          "Nous montrons à vos opérateurs comment utiliser chaque machine de façon efficace et sécuritaire, à notre comptoir ou sur votre chantier.",
          "We show your operators how to use each machine efficiently and safely, at our counter or on your job site.",
        ),
        points: [
          pick(lang, "Démonstration à la remise de l'équipement", "Demonstration when the equipment is handed over"),
          pick(
            lang,
            "Séances pour vos équipes : meuleuses, scarifieuses, pompe et aspirateurs",
            "Sessions for your crews: grinders, scarifiers, pump and dust extractors",
          ),
          pick(
            lang,
            "Consignes de sécurité : poussière de silice, électricité, équipement de protection",
            "Safety rules: silica dust, electricity, personal protective equipment",
          ),
        ],
      },
      {
        id: "consulting",
        title: pick(lang, "Services-conseils", "Consulting"),
        text: pick(
          lang,
          "Vous préparez un plancher, une chape ou une coulée? Nous vous aidons à choisir la bonne méthode, le bon équipement et les bons produits.",
          "Preparing a floor, a screed or a pour? We help you choose the right method, the right equipment and the right products.",
        ),
        points: [
          pick(lang, "Évaluation du support et de l'état du béton", "Assessment of the substrate and the condition of the concrete"),
          pick(lang, "Choix des machines, des disques et des produits", "Choice of machines, discs and products"),
          pick(
            lang,
            "Planification de la livraison et de la durée de location",
            "Planning of delivery and rental length",
          ),
        ],
      },
    ],
    quoteCta: {
      title: pick(lang, "Besoin d'un prix pour votre projet?", "Need a price for your project?"),
      text: pick(
        lang,
        `Décrivez votre chantier et l'équipement dont vous avez besoin : nous vous répondons dans un délai de ${REPLY_WITHIN_HOURS} heures pendant nos heures d'ouverture.`,
        `Tell us about your job site and the equipment you need: we reply within ${REPLY_WITHIN_HOURS} hours during our opening hours.`,
      ),
      buttonLabel: pick(lang, "Demander une soumission", "Request a quote"),
      path: "/contact",
    },
    contactStrip: contactStripContent(lang, b),
  };
}
