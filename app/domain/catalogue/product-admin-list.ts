/**
 * The back office's product list: its filters read from the URL
 * (a GET form, so it works without JavaScript and a filtered list has an
 * address), each product's state, and the search (both languages, accents and
 * case ignored, as on the storefront: app/domain/text.ts). Pure: the data
 * module reads every row (a catalogue holds a few hundred) and filters here.
 */
import { foldForSearch } from "../text.ts";
import { isCategoryPath } from "./catalogue.ts";
import type { CategoryPath, Localized } from "./types.ts";

/** What the list's status filter offers; "" (the default) is every product not archived. */
export const PRODUCT_STATUS_FILTERS = ["available", "unavailable", "english-missing", "draft", "archived"] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

export type ProductListFilters = { q: string; category?: CategoryPath; status?: ProductStatusFilter };

export function parseProductListFilters(params: URLSearchParams): ProductListFilters {
  const category = params.get("category") ?? "";
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: isCategoryPath(category) ? category : undefined,
    status: (PRODUCT_STATUS_FILTERS as readonly string[]).includes(status) ? (status as ProductStatusFilter) : undefined,
  };
}

/** What the list needs of a product to judge its state and match a search. */
export type ListedProduct = {
  id: number;
  name: Localized;
  brand: string;
  model: string;
  categoryPath: string;
  salePrice: number | null;
  fleetUnits: number | null;
  unavailableUntil: string | null;
  published: boolean;
  archivedAt: Date | string | null;
  englishMissing: boolean;
};

/**
 * Where a product stands for customers today (`today`: YYYY-MM-DD in Quebec):
 * archived, not published (a draft), out of service until a date, no unit in the
 * fleet, or available. For sale items have no fleet and are available unless out of service.
 */
export type ProductState = "archived" | "draft" | "returning" | "no-units" | "available";

export function productState(product: ListedProduct, today: string): ProductState {
  if (product.archivedAt !== null) return "archived";
  if (!product.published) return "draft";
  if (product.unavailableUntil !== null && today < product.unavailableUntil) return "returning";
  if (product.salePrice === null && (product.fleetUnits ?? 0) === 0) return "no-units";
  return "available";
}

function matchesStatus(product: ListedProduct, status: ProductStatusFilter | undefined, today: string): boolean {
  const state = productState(product, today);
  switch (status) {
    case undefined:
      return state !== "archived";
    case "available":
      return state === "available";
    case "unavailable":
      return state === "returning" || state === "no-units";
    case "english-missing":
      return state !== "archived" && product.englishMissing;
    case "draft":
      return state === "draft";
    case "archived":
      return state === "archived";
  }
}

/** Every word typed appears in the names (both languages), the brand, the model or the number. */
export function matchesProductSearch(product: ListedProduct, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch([product.name.fr, product.name.en, product.brand, product.model, `#${product.id}`].join(" "));
  return words.every((word) => haystack.includes(word));
}

export function filterProducts<T extends ListedProduct>(products: readonly T[], filters: ProductListFilters, today: string): T[] {
  return products.filter((product) => (!filters.category || product.categoryPath === filters.category) && matchesStatus(product, filters.status, today) && matchesProductSearch(product, filters.q));
}
