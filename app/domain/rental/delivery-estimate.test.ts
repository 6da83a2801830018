import { describe, expect, it } from "vitest";
import { deliveryEstimate, deliveryTrips, straightLineKm, tripFeeCents, type GeoPoint } from "./delivery-estimate.ts";

const depot: GeoPoint = { lat: 45.4167, lng: -73.4999 }; // La Prairie, the default business geo
/** A point `km` kilometres due north of the depot (1° of latitude ≈ 111.195 km on the haversine sphere). */
const north = (km: number): GeoPoint => ({ lat: depot.lat + km / 111.19492664455873, lng: depot.lng });

describe("delivery trips", () => {
  it("are 2 for delivery and pickup, 1 for delivery only, 0 at the counter", () => {
    expect(deliveryTrips("delivery")).toBe(2);
    expect(deliveryTrips("delivery-only")).toBe(1);
    expect(deliveryTrips("pickup")).toBe(0);
  });
});

describe("a trip's fee", () => {
  it("is 150 $ up to 75 km, then 1 $ per km beyond, a started kilometre counting", () => {
    expect(tripFeeCents(0)).toBe(15_000);
    expect(tripFeeCents(75)).toBe(15_000);
    expect(tripFeeCents(75.2)).toBe(15_100);
    expect(tripFeeCents(76)).toBe(15_100);
    expect(tripFeeCents(164)).toBe(23_900);
  });
});

describe("the straight-line distance", () => {
  it("matches known distances", () => {
    // Montréal to Québec: about 233 km as the crow flies.
    expect(straightLineKm({ lat: 45.5017, lng: -73.5673 }, { lat: 46.8139, lng: -71.208 })).toBeCloseTo(233, -1);
    expect(straightLineKm(depot, depot)).toBe(0);
    expect(straightLineKm(depot, north(100))).toBeCloseTo(100, 6);
  });
});

describe("the delivery estimate", () => {
  it("costs 2 × 150 $ near the depot with delivery and pickup, 150 $ for delivery only, nothing at the counter", () => {
    expect(deliveryEstimate("delivery", depot, north(20))).toEqual({ kind: "estimate", trips: 2, roadKm: 26, feeCents: 30_000 });
    expect(deliveryEstimate("delivery-only", depot, north(20))).toEqual({ kind: "estimate", trips: 1, roadKm: 26, feeCents: 15_000 });
    expect(deliveryEstimate("pickup", depot, north(20))).toEqual({ kind: "none" });
    expect(deliveryEstimate("pickup", depot, null)).toEqual({ kind: "none" });
  });

  it("charges each trip the kilometres of road beyond 75 (straight line × 1.3, rounded up)", () => {
    // 100 km straight = 130 km of road = 55 km beyond: 205 $ a trip.
    expect(deliveryEstimate("delivery", depot, north(100))).toEqual({ kind: "estimate", trips: 2, roadKm: 130, feeCents: 41_000 });
    // 57.5 km straight = 74.75 → 75 km of road: still included.
    expect(deliveryEstimate("delivery-only", depot, north(57.5))).toMatchObject({ roadKm: 75, feeCents: 15_000 });
    expect(deliveryEstimate("delivery-only", depot, north(57.8))).toMatchObject({ roadKm: 76, feeCents: 15_100 });
  });

  it("gives no amount for an unknown postal area or one beyond 300 km of road", () => {
    expect(deliveryEstimate("delivery", depot, null)).toEqual({ kind: "unknown" });
    expect(deliveryEstimate("delivery", depot, north(230))).toMatchObject({ kind: "estimate", roadKm: 299 });
    expect(deliveryEstimate("delivery", depot, north(231))).toEqual({ kind: "unknown" });
  });
});
