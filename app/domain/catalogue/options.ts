/**
 * Product options (spec section 3, "Options lists"): transformer and sweeper
 * for Meuleuses and Scarifieuse, diamond discs for Meuleuses only. Options are
 * never priced in the quote; indicativePrice is information only (decisions.md).
 */
import { DIAMOND_DISC_PRICE } from "../constants.ts";
import type { CategoryPath, OptionKind, ProductOption } from "./types.ts";

export const productOptions: readonly ProductOption[] = [
  {
    id: "transformer-standard",
    kind: "transformer",
    label: { fr: "Transformateur 600 V standard", en: "600 V standard transformer" },
    description: {
      fr: "Transformateur électrique 600 V triphasé de 30 kVA, pour une meuleuse ou une scarifieuse de taille moyenne.",
      en: "30 kVA 600 V three-phase electrical transformer, for a mid-size grinder or scarifier.",
    },
  },
  {
    id: "transformer-industrial",
    kind: "transformer",
    label: { fr: "Transformateur 600 V industriel", en: "600 V industrial transformer" },
    description: {
      fr: "Transformateur électrique 600 V triphasé de 45 kVA, conçu pour les grosses meuleuses planétaires en usage continu.",
      en: "45 kVA 600 V three-phase electrical transformer, built for large planetary grinders in continuous use.",
    },
  },
  {
    id: "transformer-complete",
    kind: "transformer",
    label: { fr: "Transformateur 600 V complet", en: "600 V complete transformer" },
    description: {
      fr: "Transformateur électrique 600 V de 75 kVA sur chariot, avec panneau de distribution, rallonges et prises pour la machine et l'aspirateur.",
      en: "75 kVA 600 V electrical transformer on a cart, with distribution panel, extension cords and outlets for the machine and the vacuum.",
    },
  },
  {
    id: "sweeper-compact",
    kind: "sweeper",
    label: { fr: "Aspirateur industriel compact HEPA", en: "Compact HEPA industrial vacuum" },
    description: {
      fr: "Dépoussiéreur monophasé 240 V avec filtre HEPA, idéal pour les meuleuses compactes et les petites surfaces.",
      en: "240 V single-phase dust extractor with HEPA filter, ideal for compact grinders and small areas.",
    },
  },
  {
    id: "sweeper-industrial",
    kind: "sweeper",
    label: { fr: "Aspirateur industriel triphasé", en: "Three-phase industrial vacuum" },
    description: {
      fr: "Dépoussiéreur 600 V triphasé à grand débit d'air avec ensachage continu, jumelé aux meuleuses planétaires.",
      en: "High-airflow 600 V three-phase dust extractor with continuous bagging, paired with planetary grinders.",
    },
  },
  {
    id: "sweeper-cyclone",
    kind: "sweeper",
    label: { fr: "Aspirateur industriel avec préséparateur cyclonique", en: "Industrial vacuum with cyclone pre-separator" },
    description: {
      fr: "Aspirateur triphasé avec préséparateur cyclonique, pour la scarification et l'enlèvement de revêtements épais.",
      en: "Three-phase vacuum with a cyclone pre-separator, for scarifying and removing thick coatings.",
    },
  },
  {
    id: "diamond-coarse",
    kind: "diamond",
    label: { fr: "Disque diamanté à liant métallique, grain grossier 16/20", en: "Metal-bond diamond disc, coarse grit 16/20" },
    description: {
      fr: "Pour l'enlèvement rapide de la laitance, des colles et du béton inégal.",
      en: "For fast removal of laitance, adhesives and uneven concrete.",
    },
    indicativePrice: DIAMOND_DISC_PRICE,
  },
  {
    id: "diamond-medium",
    kind: "diamond",
    label: { fr: "Disque diamanté à liant métallique, grain moyen 30/40", en: "Metal-bond diamond disc, medium grit 30/40" },
    description: {
      fr: "Pour la préparation de surface avant époxy ou autonivelant (profil CSP 2 à 3).",
      en: "For surface preparation before epoxy or self-leveller (CSP 2 to 3 profile).",
    },
    indicativePrice: DIAMOND_DISC_PRICE,
  },
  {
    id: "diamond-fine",
    kind: "diamond",
    label: { fr: "Disque diamanté à liant métallique, grain fin 80/120", en: "Metal-bond diamond disc, fine grit 80/120" },
    description: {
      fr: "Pour affiner la surface avant le polissage à la résine.",
      en: "For refining the surface before resin polishing.",
    },
    indicativePrice: DIAMOND_DISC_PRICE,
  },
  {
    id: "diamond-pcd",
    kind: "diamond",
    label: { fr: "Disque PCD pour enlèvement de revêtements", en: "PCD disc for coating removal" },
    description: {
      fr: "Diamant polycristallin pour enlever époxy, peinture, colle à tapis et mastic sans encrasser.",
      en: "Polycrystalline diamond to remove epoxy, paint, carpet glue and mastic without clogging.",
    },
    indicativePrice: DIAMOND_DISC_PRICE,
  },
];

/** The option kinds a product of this category offers (spec section 3). */
export function optionsFor(categoryPath: CategoryPath): readonly OptionKind[] {
  switch (categoryPath) {
    case "meuleuses":
      return ["transformer", "sweeper", "diamond"];
    case "scarifieuse":
      return ["transformer", "sweeper"];
    default:
      return [];
  }
}

export function findOption(id: string): ProductOption | undefined {
  return productOptions.find((option) => option.id === id);
}
