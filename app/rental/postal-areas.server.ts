/**
 * Canadian postal areas (FSA: the first three characters of a postal code) and their centres,
 * offline, from the `zipcodes` package (no call to an outside service). Server only: the table
 * is large; the browser asks the quote page's estimate route.
 */
import zipcodes from "zipcodes";
import type { GeoPoint } from "../domain/rental/delivery-estimate.ts";

const FSA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]/;

/** The postal area's centre, or null for an unknown or malformed code. */
export function postalAreaCentre(postalCode: string): GeoPoint | null {
  const fsa = postalCode.replace(/\s+/g, "").toUpperCase().slice(0, 3);
  if (!FSA.test(fsa)) return null;
  const found = zipcodes.lookup(fsa);
  if (!found || typeof found.latitude !== "number" || typeof found.longitude !== "number") return null;
  return { lat: found.latitude, lng: found.longitude };
}
