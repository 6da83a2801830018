/**
 * SEED ONLY — the source of migration 0007 (app/db/seed/catalogue-seed-sql.ts),
 * never imported by the app: the catalogue lives in the database (decision 0015).
 *
 * The 9 catalogue categories (spec section 3), in the spec's order. Counts are
 * never typed here: they are derived from the products (decisions.md, "Catalogue").
 */
import type { CategoryDefinition } from "../../domain/catalogue/types.ts";

export const categories: readonly CategoryDefinition[] = [
  {
    path: "meuleuses",
    name: { fr: "Meuleuses", en: "Grinders" },
    description: {
      fr: "Meuleuses planétaires et meuleuses à béton pour le surfaçage, le polissage et la préparation de planchers.",
      en: "Planetary and concrete grinders for surfacing, polishing and floor preparation.",
    },
    image: "/images/catalogue/meuleuses.svg",
    imageAlt: {
      fr: "Illustration d'une meuleuse planétaire pour béton",
      en: "Illustration of a planetary concrete grinder",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "scarifieuse",
    name: { fr: "Scarifieuse", en: "Scarifier" },
    description: {
      fr: "Scarifieuses pour enlever les revêtements, les marquages et niveler les surfaces de béton.",
      en: "Scarifiers to remove coatings and line markings and level concrete surfaces.",
    },
    image: "/images/catalogue/scarifieuse.svg",
    imageAlt: {
      fr: "Illustration d'une scarifieuse à béton",
      en: "Illustration of a concrete scarifier",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "pompe-beton",
    name: { fr: "Pompe à béton", en: "Concrete pump" },
    description: {
      fr: "Pompes à béton, à mortier et à autonivelant pour couler là où la bétonnière ne se rend pas.",
      en: "Concrete, mortar and self-leveller pumps to place material where the mixer truck cannot reach.",
    },
    image: "/images/catalogue/pompe-beton.svg",
    imageAlt: {
      fr: "Illustration d'une pompe à béton avec trémie et boyau",
      en: "Illustration of a concrete pump with hopper and hose",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "aspirateur-industriel",
    name: { fr: "Aspirateur industriel", en: "Industrial vacuum" },
    description: {
      fr: "Aspirateurs industriels et dépoussiéreurs HEPA pour travailler sans poussière de silice.",
      en: "Industrial vacuums and HEPA dust extractors to work free of silica dust.",
    },
    image: "/images/catalogue/aspirateur-industriel.svg",
    imageAlt: {
      fr: "Illustration d'un aspirateur industriel avec cuve et boyau",
      en: "Illustration of an industrial vacuum with drum and hose",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "transformateur",
    name: { fr: "Transformateur électrique", en: "Electrical transformer" },
    description: {
      fr: "Transformateurs 600 V triphasés pour alimenter vos machines sur tous les chantiers.",
      en: "600 V three-phase transformers to power your machines on any job site.",
    },
    image: "/images/catalogue/transformateur.svg",
    imageAlt: {
      fr: "Illustration d'un transformateur électrique avec câbles",
      en: "Illustration of an electrical transformer with cables",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "compresseur",
    name: { fr: "Compresseur", en: "Compressor" },
    description: {
      fr: "Compresseurs d'air électriques, à essence et remorquables pour outils pneumatiques.",
      en: "Electric, gas and towable air compressors for pneumatic tools.",
    },
    image: "/images/catalogue/compresseur.svg",
    imageAlt: {
      fr: "Illustration d'un compresseur d'air avec réservoir et roues",
      en: "Illustration of an air compressor with tank and wheels",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "generatrice",
    name: { fr: "Génératrice", en: "Generator" },
    description: {
      fr: "Génératrices portatives et remorquables, de l'outil manuel à la meuleuse 600 V.",
      en: "Portable and towable generators, from hand tools to 600 V grinders.",
    },
    image: "/images/catalogue/generatrice.svg",
    imageAlt: {
      fr: "Illustration d'une génératrice dans son cadre tubulaire",
      en: "Illustration of a generator in its tubular frame",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "outils-autre",
    name: { fr: "Outils autre", en: "Other tools" },
    description: {
      fr: "Carotteuses, marteaux piqueurs, scies, truelles mécaniques et autres outils pour le béton.",
      en: "Core drills, jackhammers, saws, power trowels and other concrete tools.",
    },
    image: "/images/catalogue/outils-autre.svg",
    imageAlt: {
      fr: "Illustration d'un coffre à outils, d'un marteau piqueur et d'une meuleuse d'angle",
      en: "Illustration of a toolbox, a jackhammer and an angle grinder",
    },
    soldAtFixedPrice: false,
  },
  {
    path: "produits-en-vente",
    name: { fr: "Produits en vente", en: "Products for sale" },
    description: {
      fr: "Autonivelants Mapei et Ardex, disques diamantés et scellants vendus à prix fixe.",
      en: "Mapei and Ardex self-levellers, diamond discs and sealers sold at a fixed price.",
    },
    image: "/images/catalogue/produits-en-vente.svg",
    imageAlt: {
      fr: "Illustration de sacs d'autonivelant et d'un disque diamanté",
      en: "Illustration of self-leveller bags and a diamond disc",
    },
    soldAtFixedPrice: true,
  },
];
