/**
 * The delivery-fee estimate (decisions.md second round): each trip costs 150 $ plus
 * 1 $ per km of one-way road distance beyond 75 km; `delivery` = 2 trips (delivery, then pickup
 * at the end), `delivery-only` = 1, `pickup` at the counter = 0. The road distance is the
 * straight line from the depot to the postal area's centre × ROAD_DISTANCE_FACTOR. Where the
 * postal area comes from (an offline table) is the caller's business: ./postal-areas.server.ts.
 */
import { DELIVERY_EXTRA_PER_KM, DELIVERY_FEE_ONE_WAY, DELIVERY_INCLUDED_KM, DELIVERY_MAX_ESTIMATE_KM, ROAD_DISTANCE_FACTOR } from "../constants.ts";
import { toCents } from "../pricing.ts";

export type DeliveryChoice = "delivery" | "pickup" | "delivery-only";
export type GeoPoint = { lat: number; lng: number };

export type DeliveryEstimate =
  /** Pickup at the counter: nothing to pay. */
  | { kind: "none" }
  /** Unknown or out-of-area postal code: confirmed in the quote. */
  | { kind: "unknown" }
  | { kind: "estimate"; trips: number; roadKm: number; feeCents: number };

export function deliveryTrips(choice: DeliveryChoice): number {
  return choice === "delivery" ? 2 : choice === "delivery-only" ? 1 : 0;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine). */
export function straightLineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One trip's fee for a one-way road distance (whole kilometres, rounded up). */
export function tripFeeCents(roadKm: number): number {
  const beyond = Math.max(0, Math.ceil(roadKm) - DELIVERY_INCLUDED_KM);
  return toCents(DELIVERY_FEE_ONE_WAY + beyond * DELIVERY_EXTRA_PER_KM);
}

/** The estimate for a choice, from the depot to the postal area's centre (null: unknown area). */
export function deliveryEstimate(choice: DeliveryChoice, depot: GeoPoint, area: GeoPoint | null): DeliveryEstimate {
  const trips = deliveryTrips(choice);
  if (trips === 0) return { kind: "none" };
  if (!area) return { kind: "unknown" };
  const roadKm = Math.ceil(straightLineKm(depot, area) * ROAD_DISTANCE_FACTOR);
  if (roadKm > DELIVERY_MAX_ESTIMATE_KM) return { kind: "unknown" };
  return { kind: "estimate", trips, roadKm, feeCents: trips * tripFeeCents(roadKm) };
}
