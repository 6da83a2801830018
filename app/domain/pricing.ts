/**
 * Quote pricing (spec 9, decisions.md "Quotes and contact"). Money is computed
 * in integer cents so that sums are exact; dollars come back rounded to the cent.
 * Used by the browser for display and by the server, which never trusts the
 * browser's numbers and recomputes everything from the catalogue.
 */
import { MIN_QUANTITY, TPS_RATE, TVQ_RATE, WEEKLY_FALLBACK_FACTOR } from "./constants.ts";

export type Period = "day" | "week" | "fixed";
export const PERIODS: readonly Period[] = ["day", "week", "fixed"];

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Quantity as typed: at least 1, whole; anything non-numeric falls back to 1 (spec 5). */
export function normaliseQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.floor(n));
}

export type PricedProduct = { priceDay: number; priceWeek?: number | null; soldAtFixedPrice: boolean };

/** A product page's rates (its view's week price is null when it is rented by the day only). */
export function ratesOf(view: { priceDay: number; priceWeek: number | null; sold: boolean }): PricedProduct {
  return { priceDay: view.priceDay, priceWeek: view.priceWeek ?? view.priceDay, soldAtFixedPrice: view.sold };
}

/** Does the product offer a weekly rate? Not when it is sold, nor when week = day (spec 3). */
export function offersWeek(product: PricedProduct): boolean {
  return !product.soldAtFixedPrice && product.priceWeek !== product.priceDay;
}

/** The periods a customer may choose for a product. */
export function allowedPeriods(product: PricedProduct): Period[] {
  if (product.soldAtFixedPrice) return ["fixed"];
  return offersWeek(product) ? ["day", "week"] : ["day"];
}

/** Price of one unit for one period; no weekly price → 4.5 × the day price (spec 4). */
export function pricePerPeriod(product: PricedProduct, period: Period): number {
  if (product.soldAtFixedPrice || period === "fixed" || period === "day") return product.priceDay;
  const week = product.priceWeek;
  return week && week > 0 ? week : fromCents(Math.round(toCents(product.priceDay) * WEEKLY_FALLBACK_FACTOR));
}

/** Line total = quantity × price per period (the project dates multiply nothing). */
export function lineTotalCents(quantity: number, unitPrice: number): number {
  return normaliseQuantity(quantity) * toCents(unitPrice);
}

export type QuoteTotals = { subtotal: number; tps: number; tvq: number; total: number };

/**
 * As a Quebec invoice shows them: TPS 5 % and TVQ 9.975 % of the subtotal, each
 * rounded to the cent, then added (decisions.md; can differ by 1 ¢ from one
 * combined 14.975 % rate, and the invoice way wins).
 */
export function quoteTotals(lines: readonly { quantity: number; unitPrice: number }[]): QuoteTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line.quantity, line.unitPrice), 0);
  const tpsCents = Math.round(subtotalCents * TPS_RATE);
  const tvqCents = Math.round(subtotalCents * TVQ_RATE);
  return {
    subtotal: fromCents(subtotalCents),
    tps: fromCents(tpsCents),
    tvq: fromCents(tvqCents),
    total: fromCents(subtotalCents + tpsCents + tvqCents),
  };
}
