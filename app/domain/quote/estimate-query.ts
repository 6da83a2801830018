/**
 * The quote page's live estimate: what the browser asks the server
 * (GET /quote/estimate, app/routes/quote-estimate.ts) and what it answers. The
 * browser never has the postal areas' table nor the reservations: it sends the
 * delivery choice, the postal code and each line's product, units and dates;
 * the server answers the delivery estimate and each line's availability.
 * The product page's loader answers its dates with the same availability.
 * Nothing is reserved by asking.
 */
import type { DeliveryChoice, DeliveryEstimate } from "../rental/delivery-estimate.ts";
import type { FieldErrors } from "../validation/errors.ts";
import type { LinePrice, RentalRange } from "./line-price.ts";

export const ESTIMATE_PATH = "/quote/estimate";

export type EstimateLine = { productId: number; units: number; range: RentalRange | null };

/** A line's availability for its dates; null for a line without dates, an item for sale or an unknown product. */
export type LineAvailability = {
  productId: number;
  start: string;
  end: string;
  units: number;
  /** The fewest units free on any day of the range, turnaround included. */
  free: number;
  /** The first start from which `units` fit for the same length; null: none within 180 days. */
  firstFittingStart: string | null;
};

export type EstimateAnswer = { delivery: DeliveryEstimate; lines: (LineAvailability | null)[] };

/** A line as one query parameter: "1:2:2026-12-04:2026-12-12", or "8:10" without dates. */
export function estimateLineParam(line: EstimateLine): string {
  return [line.productId, line.units, ...(line.range ? [line.range.start, line.range.end] : [])].join(":");
}

/** The estimate's URL for these facts (the order of the lines is the order of the answer). */
export function estimateUrl(input: { choice: DeliveryChoice; postalCode: string; lines: readonly EstimateLine[] }): string {
  const params = new URLSearchParams({ choice: input.choice, postalCode: input.postalCode });
  for (const line of input.lines) params.append("line", estimateLineParam(line));
  return `${ESTIMATE_PATH}?${params.toString()}`;
}

/** The product page's dates (?start=&end=) as its loader answers them (app/routes/product-rental.server.ts). */
export type ProductRental = {
  /** The dates as asked (kept as typed, at most a date's length); "" when none. */
  start: string;
  end: string;
  earliestStart: string | null;
  /** The same day in words of the page's language ("lundi 30 novembre"), written by the server. */
  earliestStartText: string | null;
  /** The moment the dates were checked (the page checks again with it as the customer types). */
  now: number;
  /** For the asked dates, when they follow the policy; null otherwise. */
  availability: LineAvailability | null;
  /**
   * The asked dates' errors, or their range and the price of one unit for it: what the page shows
   * until its rules have arrived (components/catalogue/rental-rules.ts works out the same).
   */
  asked: DatedFacts;
};

/** What a product page's dates say: their errors, or their range and the price for it. */
export type DatedFacts = { errors: FieldErrors; range: RentalRange | null; dated: Extract<LinePrice, { kind: "dated" }> | null };
