/** Content of the /concrete-services page (spec sections 1 and 2). */
import { phoneHref, type Business } from "../config/business.ts";
import type { Lang } from "../i18n/index.ts";
import { pick, serviceAreaText, type ConcreteServicesContent } from "./types.ts";

export function concreteServicesContent(lang: Lang, b: Business): ConcreteServicesContent {
  const area = serviceAreaText(lang, b);

  return {
    meta: {
      title: pick(lang, `Services spécialisés en béton | ${b.name}`, `Specialised concrete services | ${b.name}`),
      description: pick(
        lang,
        "Préparation de surface, revêtement époxy, scellant, polissage et finition de planchers de béton par nos propres équipes, sans sous-traitance. Estimation gratuite.",
        "Surface preparation, epoxy coating, sealant, polishing and finishing of concrete floors by our own crews, with no subcontracting. Free estimate.",
      ),
    },
    breadcrumb: pick(lang, "Services spécialisés en béton", "Specialised concrete services"),
    hero: {
      title: pick(lang, "Travaux spécialisés sur plancher de béton", "Specialised concrete floor work"),
      lead: pick(
        lang,
        `Préparation de surface, revêtement époxy, scellant, polissage : ${b.name} réalise vos planchers commerciaux, industriels et résidentiels avec ses propres équipes et son propre équipement, sans sous-traitance.`,
        `Surface preparation, epoxy coating, sealant, polishing: ${b.name} delivers commercial, industrial and residential floors with its own crews and its own equipment, with no subcontracting.`,
      ),
    },
    servicesTitle: pick(lang, "Nos services en béton", "Our concrete services"),
    servicesLead: pick(
      lang,
      "Du béton brut au plancher fini, chaque étape est planifiée selon l'usage du local, l'état de la dalle et votre échéancier.",
      "From bare concrete to a finished floor, each step is planned around how the space is used, the condition of the slab and your schedule.",
    ),
    services: [
      {
        id: "surface-preparation",
        title: pick(lang, "Préparation de surface", "Surface preparation"),
        summary: pick(
          lang,
          "Une bonne adhérence commence par un béton sain et bien profilé. Nous enlevons les anciens revêtements et ouvrons la surface selon le profil exigé par le produit qui suivra.",
          "Good adhesion starts with sound, properly profiled concrete. We remove old coatings and open the surface to the profile required by the product that follows.",
        ),
        bullets: [
          pick(lang, "Meulage au diamant avec meuleuses planétaires", "Diamond grinding with planetary grinders"),
          pick(
            lang,
            "Scarification des revêtements épais, colles et membranes",
            "Scarifying of thick coatings, adhesives and membranes",
          ),
          pick(lang, "Réparation des fissures, des joints et des éclats", "Repair of cracks, joints and spalls"),
          pick(
            lang,
            "Captation de la poussière à la source avec aspirateurs à filtre HEPA",
            "Dust captured at the source with HEPA-filtered extractors",
          ),
          pick(
            lang,
            "Profil de surface (CSP) adapté au revêtement ou à l'autonivelant prévu",
            "Surface profile (CSP) matched to the planned coating or self-leveller",
          ),
        ],
      },
      {
        id: "epoxy",
        title: pick(lang, "Revêtement époxy", "Epoxy coating"),
        summary: pick(
          lang,
          "Un revêtement durable, facile d'entretien et résistant aux produits chimiques, pour les garages, entrepôts, ateliers, cuisines commerciales et commerces.",
          "A durable, easy-to-clean and chemical-resistant coating for garages, warehouses, workshops, commercial kitchens and stores.",
        ),
        bullets: [
          pick(
            lang,
            "Mesure de l'humidité du béton avant l'application",
            "Moisture testing of the concrete before application",
          ),
          pick(lang, "Apprêt, couche de base et couche de finition", "Primer, base coat and top coat"),
          pick(
            lang,
            "Fini lisse, antidérapant ou à flocons décoratifs",
            "Smooth, slip-resistant or decorative flake finish",
          ),
          pick(lang, "Lignes de circulation et marquage au besoin", "Traffic lines and floor marking as needed"),
        ],
      },
      {
        id: "sealant",
        title: pick(lang, "Application de scellant", "Sealant application"),
        summary: pick(
          lang,
          "Le scellant protège le béton contre l'eau, le sel de déglaçage, les huiles et la poussière, à l'intérieur comme à l'extérieur.",
          "Sealant protects concrete from water, de-icing salt, oil and dust, indoors and outdoors.",
        ),
        bullets: [
          pick(lang, "Nettoyage et préparation de la surface", "Cleaning and preparation of the surface"),
          pick(
            lang,
            "Choix du scellant : pénétrant, acrylique ou polyuréthane",
            "Choice of sealant: penetrating, acrylic or polyurethane",
          ),
          pick(
            lang,
            "Application uniforme au pulvérisateur ou au rouleau",
            "Even application by sprayer or roller",
          ),
          pick(
            lang,
            "Conseils sur le temps de séchage et l'entretien",
            "Advice on drying time and maintenance",
          ),
        ],
      },
      {
        id: "polishing",
        title: pick(lang, "Polissage et finition", "Polishing and finishing"),
        summary: pick(
          lang,
          "Le béton poli donne un plancher lustré, très résistant et sans revêtement à refaire, idéal pour les commerces et les espaces très achalandés.",
          "Polished concrete gives a glossy, very hard-wearing floor with no coating to redo, ideal for stores and high-traffic spaces.",
        ),
        bullets: [
          pick(
            lang,
            "Meulage progressif au diamant, du gros grain au polissage fin",
            "Progressive diamond grinding, from coarse grit to fine polishing",
          ),
          pick(lang, "Densification du béton au durcisseur", "Densifying of the concrete with a hardener"),
          pick(lang, "Brillance au choix : mat, satiné ou lustré", "Sheen of your choice: matte, satin or high gloss"),
          pick(lang, "Protection finale contre les taches", "Final stain-protection treatment"),
        ],
      },
    ],
    whyTitle: pick(lang, "Pourquoi nous choisir", "Why choose us"),
    reasons: [
      {
        id: "no-subcontracting",
        title: pick(lang, "Aucune sous-traitance", "No subcontracting"),
        text: pick(
          lang,
          "Nos propres équipes réalisent chaque projet, du premier passage de meuleuse à la dernière couche. Vous savez toujours qui travaille chez vous.",
          "Our own crews carry out every project, from the first grinder pass to the last coat. You always know who is working on your site.",
        ),
      },
      {
        id: "service-area",
        title: pick(lang, "Un territoire près de chez vous", "Close to your project"),
        text: pick(
          lang,
          `Nous intervenons sur tout notre territoire : ${area}.`,
          `We work throughout our service area: ${area}.`,
        ),
      },
      {
        id: "own-equipment",
        title: pick(lang, "Notre propre équipement", "Our own equipment"),
        text: pick(
          lang,
          "Nous travaillons avec les machines que nous louons et entretenons nous-mêmes : inspectées, entretenues et prêtes pour votre chantier.",
          "We work with the machines we rent out and maintain ourselves: inspected, serviced and ready for your job site.",
        ),
      },
      {
        id: "free-estimate",
        title: pick(lang, "Estimation gratuite", "Free estimate"),
        text: pick(
          lang,
          "Nous évaluons votre plancher et vous remettons une estimation détaillée, sans frais ni engagement.",
          "We assess your floor and give you a detailed estimate, free of charge and with no obligation.",
        ),
      },
    ],
    contactCta: {
      title: pick(lang, "Un plancher à préparer ou à rénover?", "A floor to prepare or renovate?"),
      text: pick(
        lang,
        "Parlez-nous de votre projet : superficie, état du béton, usage prévu et échéancier. Nous vous rappelons pour planifier la visite d'estimation.",
        "Tell us about your project: floor area, condition of the concrete, intended use and schedule. We call you back to book the estimate visit.",
      ),
      buttonLabel: pick(lang, "Nous joindre", "Contact us"),
      path: "/contact",
      phoneText: pick(lang, `Ou appelez-nous au ${b.phone}`, `Or call us at ${b.phone}`),
      phoneHref: phoneHref(b.phone),
    },
  };
}
