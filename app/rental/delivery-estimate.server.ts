/**
 * The delivery estimate of a request: from the depot (the business's geo, as staff
 * set it in /admin/settings) to the centre of the delivery postal code's area, offline
 * (./postal-areas.server.ts); the rule itself is pure (app/domain/rental/delivery-estimate.ts).
 * Used by the quote action (stored with the request) and the quote page's estimate route.
 */
import type { Business } from "../config/business.ts";
import { deliveryEstimate, type DeliveryChoice, type DeliveryEstimate } from "../domain/rental/delivery-estimate.ts";
import { postalAreaCentre } from "./postal-areas.server.ts";

export function deliveryEstimateFor(choice: DeliveryChoice, postalCode: string | null | undefined, business: Pick<Business, "geo">): DeliveryEstimate {
  const depot = { lat: business.geo.latitude, lng: business.geo.longitude };
  return deliveryEstimate(choice, depot, postalCode ? postalAreaCentre(postalCode) : null);
}
