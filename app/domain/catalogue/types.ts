/** Catalogue types (spec section 3: Product, Category, Options lists). */

/** A text in both languages. French is the default and predominant. */
export type Localized = { fr: string; en: string };

export const CATEGORY_PATHS = ["meuleuses", "scarifieuse", "pompe-beton", "aspirateur-industriel", "transformateur", "compresseur", "generatrice", "outils-autre", "produits-en-vente"] as const;

export type CategoryPath = (typeof CATEGORY_PATHS)[number];

export type CategoryDefinition = {
  path: CategoryPath;
  /** French name exactly as the spec: 'Meuleuses', 'Pompe à béton', ... */
  name: Localized;
  /** Short description shown on tiles and the category page header. */
  description: Localized;
  /** Illustration under /images/catalogue/, e.g. "/images/catalogue/meuleuses.svg". */
  image: string;
  imageAlt: Localized;
  /** Items of this category are sold at a fixed price instead of rented. */
  soldAtFixedPrice: boolean;
};

/**
 * A product image: an illustration (a path under public/) or a photo uploaded by staff
 * (app/domain/catalogue/photos.ts), with alternative text in both languages. A photo also
 * has its size (of `src`, its largest rendition: pages write `width` and `height`, no layout
 * shift) and the widths of its renditions (for `srcset`).
 */
export type ProductImage = { src: string; alt: Localized; width?: number; height?: number; widths?: readonly number[] };

export type Product = {
  /** Unique positive integer. */
  id: number;
  name: Localized;
  brand: string;
  model: string;
  categoryPath: CategoryPath;
  description: Localized;
  /** Main image (also the first gallery image). */
  image: ProductImage;
  /** Extra distinct views; the gallery is completed to 4 by repeating the main image. */
  images: readonly ProductImage[];
  /** Optional video URL; the video tab appears only when present. */
  video?: string;
  /** Dollars per day; for items for sale, the fixed sale price. */
  priceDay: number;
  /** Dollars per week; equal to priceDay when only a daily price is offered. For sale items: equal to priceDay. */
  priceWeek: number;
  /** 0..5, one decimal. */
  rating: number;
  /** Review count (the "popular" sort). */
  reviews: number;
  /** Can be asked for today: in the fleet (or for sale) and not out of service. */
  available: boolean;
  /** Out of service today and back on this day (YYYY-MM-DD, Quebec): "De retour le 3 décembre". */
  returnsOn?: string;
  applications: readonly Localized[];
  features: readonly Localized[];
  /** Ordered key/value pairs, both localized. */
  specifications: readonly { label: Localized; value: Localized }[];
  included: readonly Localized[];
  safety: readonly Localized[];
};

/**
 * The storefront's catalogue as one value: categories in page order, products in
 * id order, archived products left out. Read from the database on the server
 * (app/db/catalogue.server.ts) and passed to the pure functions of this folder.
 */
export type Catalogue = { categories: readonly CategoryDefinition[]; products: readonly Product[] };

export type OptionKind = "transformer" | "sweeper" | "diamond";

export type ProductOption = {
  /** Stable id stored in the cart, e.g. "transformer-standard". */
  id: string;
  kind: OptionKind;
  label: Localized;
  description: Localized;
  /** Information only: options are never priced in the quote (decisions.md). */
  indicativePrice?: number;
};
