/**
 * What pages receive from the catalogue: small, localized view models built on
 * the server. The catalogue module itself never reaches the browser bundle.
 */
import { offersWeek, type Period } from "../pricing.ts";
import { categoryCount, findCategory, galleryImages, isSoldItem, similarProducts } from "./catalogue.ts";
import { optionsFor, productOptions } from "./options.ts";
import { VIDEO_EMBED_HOSTS, videoProvider, videoWatchUrl, type VideoProvider } from "./video.ts";
import { formatReturnDate } from "../../i18n/format-dates.ts";
import type { Lang } from "../../i18n/index.ts";
import type { Catalogue, CategoryPath, OptionKind, Product, ProductImage } from "./types.ts";

/** An image in the page's language; a photo also has its size and its renditions' widths (see ./photos.ts). */
export type ImageView = { src: string; alt: string; width?: number; height?: number; widths?: readonly number[] };

export function toImageView(image: ProductImage, lang: Lang): ImageView {
  const { alt, ...rest } = image;
  return { ...rest, alt: alt[lang] };
}

export type ProductCardView = {
  id: number;
  name: string;
  brand: string;
  model: string;
  categoryPath: CategoryPath;
  categoryName: string;
  image: ImageView;
  priceDay: number;
  /** null when only a daily price is offered, or for items for sale. */
  priceWeek: number | null;
  sold: boolean;
  rating: number;
  reviews: number;
  available: boolean;
  /**
   * Out of service and back on this day, in words of the page's language ("3 décembre", for
   * "De retour le 3 décembre"): written here, so the pages need no date formatting code.
   */
  returnsOn: string | null;
};

export function toCardView(catalogue: Catalogue, product: Product, lang: Lang): ProductCardView {
  const sold = isSoldItem(catalogue, product);
  const weekly = offersWeek({ priceDay: product.priceDay, priceWeek: product.priceWeek, soldAtFixedPrice: sold });
  return {
    id: product.id,
    name: product.name[lang],
    brand: product.brand,
    model: product.model,
    categoryPath: product.categoryPath,
    categoryName: findCategory(catalogue, product.categoryPath)?.name[lang] ?? product.categoryPath,
    image: toImageView(product.image, lang),
    priceDay: product.priceDay,
    priceWeek: weekly ? product.priceWeek : null,
    sold,
    rating: product.rating,
    reviews: product.reviews,
    available: product.available,
    returnsOn: product.returnsOn ? formatReturnDate(lang, product.returnsOn) : null,
  };
}

export type CategoryView = { path: CategoryPath; name: string; description: string; image: ImageView; count: number; sold: boolean };

/** The categories with their counts in `list` (by default, the whole catalogue). */
export function categoryViews(catalogue: Catalogue, lang: Lang, list: readonly Product[] = catalogue.products): CategoryView[] {
  return catalogue.categories.map((c) => ({
    path: c.path,
    name: c.name[lang],
    description: c.description[lang],
    image: { src: c.image, alt: c.imageAlt[lang] },
    count: categoryCount(c.path, list),
    sold: c.soldAtFixedPrice,
  }));
}

/**
 * An option group as the product page offers it. Without the options' descriptions: the page
 * shows one only once it is chosen, and loads them then (options.ts; They were a
 * quarter of the product page's own data).
 */
export type OptionGroupView = { kind: OptionKind; choices: { id: string; label: string; indicativePrice: number | null }[] };

/**
 * A product's video (./video.ts): its embed URL, who serves it from which host, and its own page
 * (null when the URL is not one of ours), worked out here so the page's notice needs no code.
 */
export type VideoView = { src: string; provider: VideoProvider; host: string; watch: string | null };

export type ProductDetailView = ProductCardView & {
  description: string;
  gallery: ImageView[];
  video: VideoView | null;
  periods: Period[];
  applications: string[];
  features: string[];
  specifications: { label: string; value: string }[];
  included: string[];
  safety: string[];
  optionGroups: OptionGroupView[];
  similar: ProductCardView[];
};

export function toDetailView(catalogue: Catalogue, product: Product, lang: Lang): ProductDetailView {
  const card = toCardView(catalogue, product, lang);
  const periods: Period[] = card.sold ? ["fixed"] : card.priceWeek === null ? ["day"] : ["day", "week"];
  return {
    ...card,
    description: product.description[lang],
    gallery: galleryImages(product).map((img) => toImageView(img, lang)),
    video: product.video ? videoView(product.video) : null,
    periods,
    applications: product.applications.map((t) => t[lang]),
    features: product.features.map((t) => t[lang]),
    specifications: product.specifications.map((s) => ({ label: s.label[lang], value: s.value[lang] })),
    included: product.included.map((t) => t[lang]),
    safety: product.safety.map((t) => t[lang]),
    optionGroups: optionsFor(product.categoryPath).map((kind) => ({
      kind,
      choices: productOptions.filter((o) => o.kind === kind).map((o) => ({ id: o.id, label: o.label[lang], indicativePrice: o.indicativePrice ?? null })),
    })),
    similar: similarProducts(catalogue, product).map((p) => toCardView(catalogue, p, lang)),
  };
}

function videoView(src: string): VideoView {
  const provider = videoProvider(src) ?? "YouTube";
  return { src, provider, host: VIDEO_EMBED_HOSTS[provider], watch: videoWatchUrl(src) };
}
