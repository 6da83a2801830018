/**
 * What the /quote page needs to show the cart's lines in the page's language (names, images,
 * prices, allowed periods, option labels), built on the server so the catalogue module never
 * ships to the browser. The page asks for the products in its cart only (./products-query.ts,
 * app/routes/quote-products.ts): the page's HTML does not grow with the catalogue.
 */
import { smallestImageSrc } from "../catalogue/photos.ts";
import { findCategory } from "../catalogue/catalogue.ts";
import { productOptions } from "../catalogue/options.ts";
import type { Catalogue } from "../catalogue/types.ts";
import type { Lang } from "../../i18n/index.ts";
import { allowedPeriods, type Period } from "../pricing.ts";
import { pricedProduct } from "./priced-quote.ts";

export type QuoteIndexProduct = {
  id: number;
  name: string;
  image: { src: string; alt: string };
  category: string;
  priceDay: number;
  priceWeek: number;
  soldAtFixedPrice: boolean;
  periods: Period[];
  available: boolean;
};

export type QuoteProductIndex = {
  products: Record<number, QuoteIndexProduct>;
  /** Option id → label in the page's language. */
  options: Record<string, string>;
};

/** The index of the products `ids` names that the catalogue offers (an unknown id is left out). */
export function quoteProductIndex(catalogue: Catalogue, lang: Lang, ids: readonly number[]): QuoteProductIndex {
  const index: QuoteProductIndex = { products: {}, options: {} };
  const wanted = new Set(ids);
  for (const product of catalogue.products) {
    if (!wanted.has(product.id)) continue;
    const rules = pricedProduct(catalogue, product);
    index.products[product.id] = {
      id: product.id,
      name: product.name[lang],
      // A 96 px thumbnail: a photo's narrowest rendition, not its largest.
      image: { src: smallestImageSrc(product.image), alt: product.image.alt[lang] },
      category: findCategory(catalogue, product.categoryPath)?.name[lang] ?? product.categoryPath,
      priceDay: product.priceDay,
      priceWeek: product.priceWeek,
      soldAtFixedPrice: rules.soldAtFixedPrice,
      periods: allowedPeriods(rules),
      available: product.available,
    };
  }
  for (const option of productOptions) index.options[option.id] = option.label[lang];
  return index;
}
