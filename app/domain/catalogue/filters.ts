/**
 * Filter and sort vocabularies of the catalogue pages. Kept apart from the
 * catalogue data so that browser code can import them without pulling the 48
 * products into its bundle.
 */
import { PRICE_BAND_LOW_MAX, PRICE_BAND_MEDIUM_MAX } from "../constants.ts";

export type PriceBand = "low" | "medium" | "high";
export const PRICE_BANDS: readonly PriceBand[] = ["low", "medium", "high"];

/** On the day price: low ≤ 100, medium > 100 and ≤ 300, high > 300. */
export function priceBand(priceDay: number): PriceBand {
  if (priceDay <= PRICE_BAND_LOW_MAX) return "low";
  if (priceDay <= PRICE_BAND_MEDIUM_MAX) return "medium";
  return "high";
}

export type SortOrder = "popular" | "price-asc" | "price-desc" | "rating" | "name";
export const SORT_ORDERS: readonly SortOrder[] = ["popular", "price-asc", "price-desc", "rating", "name"];

export function isSortOrder(value: string | null | undefined): value is SortOrder {
  return (SORT_ORDERS as readonly (string | null | undefined)[]).includes(value);
}
