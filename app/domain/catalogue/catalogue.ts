/**
 * Catalogue queries: pure functions over a catalogue passed in (no I/O, no
 * data of their own). Loaders get the catalogue from app/db/catalogue.server.ts,
 * call these, and send only what a page shows, in the page's language.
 */
import { GALLERY_SIZE, SIMILAR_PRODUCTS } from "../constants.ts";
import { foldForSearch } from "../text.ts";
import { priceBand, type PriceBand, type SortOrder } from "./filters.ts";

export { isSortOrder, PRICE_BANDS, priceBand, SORT_ORDERS, type PriceBand, type SortOrder } from "./filters.ts";
import type { Lang } from "../../i18n/index.ts";
import { CATEGORY_PATHS, type Catalogue, type CategoryDefinition, type CategoryPath, type Product, type ProductImage } from "./types.ts";

export function isCategoryPath(value: string): value is CategoryPath {
  return (CATEGORY_PATHS as readonly string[]).includes(value);
}

/** An id a URL may name: positive and within the integer column (a longer number is no product). */
export function isProductId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/** The product a URL segment names (`/admin/products/12/…`), or null for anything else. */
export function productIdOf(param: string | undefined): number | null {
  const id = param !== undefined && /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
  return isProductId(id) ? id : null;
}

export function findCategory(catalogue: Catalogue, path: string): CategoryDefinition | undefined {
  return catalogue.categories.find((c) => c.path === path);
}

export function findProduct(catalogue: Catalogue, id: number): Product | undefined {
  return catalogue.products.find((p) => p.id === id);
}

/** Category counts derive from the data, never typed (decisions.md). */
export function categoryCount(path: CategoryPath, list: readonly Product[]): number {
  return list.filter((p) => p.categoryPath === path).length;
}

export function isSoldItem(catalogue: Catalogue, product: Product): boolean {
  return findCategory(catalogue, product.categoryPath)?.soldAtFixedPrice ?? false;
}

/** The 4 gallery images: distinct views first, the main image repeated to fill (spec 3). */
export function galleryImages(product: Product): ProductImage[] {
  const views = [product.image, ...product.images].slice(0, GALLERY_SIZE);
  while (views.length < GALLERY_SIZE) views.push(product.image);
  return views;
}

export function similarProducts(catalogue: Catalogue, product: Product): Product[] {
  return catalogue.products.filter((p) => p.categoryPath === product.categoryPath && p.id !== product.id).slice(0, SIMILAR_PRODUCTS);
}

/**
 * Case- and accent-insensitive search over name, category and description in both
 * languages, whatever the page's language: contractors type "béton" on English pages too,
 * and a search kept across a language switch still finds its tools.
 */
export function matchesSearch(catalogue: Catalogue, product: Product, query: string): boolean {
  const needle = foldForSearch(query).trim();
  if (!needle) return true;
  const category = findCategory(catalogue, product.categoryPath);
  const haystack = foldForSearch([...(["fr", "en"] as const).flatMap((lang) => [product.name[lang], category?.name[lang] ?? "", product.description[lang]]), product.brand, product.model].join(" "));
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

/** Sorts that really sort (the observed site ignored the choice: a defect). Ties keep catalogue order. */
export function sortProducts(list: readonly Product[], order: SortOrder, lang: Lang): Product[] {
  const collator = new Intl.Collator(lang === "fr" ? "fr-CA" : "en-CA", { sensitivity: "base", numeric: true });
  const sorted = [...list];
  switch (order) {
    case "popular":
      return sorted.sort((a, b) => b.reviews - a.reviews);
    case "price-asc":
      return sorted.sort((a, b) => a.priceDay - b.priceDay);
    case "price-desc":
      return sorted.sort((a, b) => b.priceDay - a.priceDay);
    case "rating":
      return sorted.sort((a, b) => b.rating - a.rating || b.reviews - a.reviews);
    case "name":
      return sorted.sort((a, b) => collator.compare(a.name[lang], b.name[lang]));
  }
}

export type CategoryFilters = { search?: string; bands?: readonly PriceBand[]; brands?: readonly string[] };

/** Filters `list` (products of `catalogue`); the search also reads each product's category name. */
export function filterProducts(catalogue: Catalogue, list: readonly Product[], filters: CategoryFilters): Product[] {
  return list.filter(
    (p) =>
      (!filters.search || matchesSearch(catalogue, p, filters.search)) &&
      (!filters.bands?.length || filters.bands.includes(priceBand(p.priceDay))) &&
      (!filters.brands?.length || filters.brands.includes(p.brand)),
  );
}
