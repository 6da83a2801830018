/**
 * French texts of the /concrete-services page (the reference; ../en/concrete-services.ts
 * has the same keys). Services and reasons are keyed by their stable id; their order is
 * in ../../concrete-services.ts. Business facts are placeholders, filled by
 * concreteServicesContent.
 */
export const frConcreteServices = {
  meta: {
    title: "Services spécialisés en béton | {name}",
    description: "Préparation de surface, revêtement époxy, scellant, polissage et finition de planchers de béton par nos propres équipes, sans sous-traitance. Estimation gratuite.",
  },
  breadcrumb: "Services spécialisés en béton",
  hero: {
    title: "Travaux spécialisés sur plancher de béton",
    lead: "Préparation de surface, revêtement époxy, scellant, polissage : {name} réalise vos planchers commerciaux, industriels et résidentiels avec ses propres équipes et son propre équipement, sans sous-traitance.",
  },
  servicesTitle: "Nos services en béton",
  servicesLead: "Du béton brut au plancher fini, chaque étape est planifiée selon l'usage du local, l'état de la dalle et votre échéancier.",
  services: {
    "surface-preparation": {
      title: "Préparation de surface",
      summary: "Une bonne adhérence commence par un béton sain et bien profilé. Nous enlevons les anciens revêtements et ouvrons la surface selon le profil exigé par le produit qui suivra.",
      bullets: [
        "Meulage au diamant avec meuleuses planétaires",
        "Scarification des revêtements épais, colles et membranes",
        "Réparation des fissures, des joints et des éclats",
        "Captation de la poussière à la source avec aspirateurs à filtre HEPA",
        "Profil de surface (CSP) adapté au revêtement ou à l'autonivelant prévu",
      ],
    },
    epoxy: {
      title: "Revêtement époxy",
      summary: "Un revêtement durable, facile d'entretien et résistant aux produits chimiques, pour les garages, entrepôts, ateliers, cuisines commerciales et commerces.",
      bullets: [
        "Mesure de l'humidité du béton avant l'application",
        "Apprêt, couche de base et couche de finition",
        "Fini lisse, antidérapant ou à flocons décoratifs",
        "Lignes de circulation et marquage au besoin",
      ],
    },
    sealant: {
      title: "Application de scellant",
      summary: "Le scellant protège le béton contre l'eau, le sel de déglaçage, les huiles et la poussière, à l'intérieur comme à l'extérieur.",
      bullets: [
        "Nettoyage et préparation de la surface",
        "Choix du scellant : pénétrant, acrylique ou polyuréthane",
        "Application uniforme au pulvérisateur ou au rouleau",
        "Conseils sur le temps de séchage et l'entretien",
      ],
    },
    polishing: {
      title: "Polissage et finition",
      summary: "Le béton poli donne un plancher lustré, très résistant et sans revêtement à refaire, idéal pour les commerces et les espaces très achalandés.",
      bullets: [
        "Meulage progressif au diamant, du gros grain au polissage fin",
        "Densification du béton au durcisseur",
        "Brillance au choix : mat, satiné ou lustré",
        "Protection finale contre les taches",
      ],
    },
  },
  whyTitle: "Pourquoi nous choisir",
  reasons: {
    "no-subcontracting": {
      title: "Aucune sous-traitance",
      text: "Nos propres équipes réalisent chaque projet, du premier passage de meuleuse à la dernière couche. Vous savez toujours qui travaille chez vous.",
    },
    "service-area": {
      title: "Un territoire près de chez vous",
      text: "Nous intervenons sur tout notre territoire : {area}.",
    },
    "own-equipment": {
      title: "Notre propre équipement",
      text: "Nous travaillons avec les machines que nous louons et entretenons nous-mêmes : inspectées, entretenues et prêtes pour votre chantier.",
    },
    "free-estimate": {
      title: "Estimation gratuite",
      text: "Nous évaluons votre plancher et vous remettons une estimation détaillée, sans frais ni engagement.",
    },
  },
  contactCta: {
    title: "Un plancher à préparer ou à rénover?",
    text: "Parlez-nous de votre projet : superficie, état du béton, usage prévu et échéancier. Nous vous rappelons pour planifier la visite d'estimation.",
    buttonLabel: "Nous joindre",
    phoneText: "Ou appelez-nous au {phone}",
  },
} as const;
