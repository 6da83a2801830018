import { describe, expect, it } from "vitest";
import { firstFittingStart, fits, holdRange, unitsFreeByDay, unitsFreeThroughout, type FleetState } from "./availability.ts";

// A fleet of 3; one reservation of 2 units from the 4th to the 8th (hold to the 9th with 1 day of turnaround),
// and a maintenance block of 1 unit on the 12th.
const state: FleetState = {
  fleet: 3,
  unavailableUntil: null,
  holds: [
    { start: "2026-12-04", end: "2026-12-09", units: 2 },
    { start: "2026-12-12", end: "2026-12-12", units: 1 },
  ],
};

describe("units free on a day", () => {
  it("are the fleet minus the units reserved and blocked that day", () => {
    expect(unitsFreeByDay(state, "2026-12-03", "2026-12-13")).toEqual([
      { date: "2026-12-03", free: 3 },
      { date: "2026-12-04", free: 1 },
      { date: "2026-12-05", free: 1 },
      { date: "2026-12-06", free: 1 },
      { date: "2026-12-07", free: 1 },
      { date: "2026-12-08", free: 1 },
      { date: "2026-12-09", free: 1 },
      { date: "2026-12-10", free: 3 },
      { date: "2026-12-11", free: 3 },
      { date: "2026-12-12", free: 2 },
      { date: "2026-12-13", free: 3 },
    ]);
  });

  it("never go below zero, and are none before an 'unavailable until' date", () => {
    const over: FleetState = { ...state, holds: [...state.holds, { start: "2026-12-05", end: "2026-12-05", units: 4 }] };
    expect(unitsFreeByDay(over, "2026-12-05", "2026-12-05")).toEqual([{ date: "2026-12-05", free: 0 }]);
    const away: FleetState = { ...state, unavailableUntil: "2026-12-11" };
    expect(unitsFreeByDay(away, "2026-12-09", "2026-12-12").map((d) => d.free)).toEqual([0, 0, 3, 2]);
  });

  it("over a range are the fewest free on any of its days", () => {
    expect(unitsFreeThroughout(state, "2026-12-01", "2026-12-03")).toBe(3);
    expect(unitsFreeThroughout(state, "2026-12-01", "2026-12-04")).toBe(1);
    expect(unitsFreeThroughout(state, "2026-12-10", "2026-12-12")).toBe(2);
    expect(unitsFreeThroughout(state, "2026-12-10", "2026-12-09")).toBe(0);
  });

  it("are the whole fleet for a product nobody reserved, and none for a fleet of zero", () => {
    expect(unitsFreeThroughout({ fleet: 5, unavailableUntil: null, holds: [] }, "2026-12-01", "2026-12-31")).toBe(5);
    expect(unitsFreeThroughout({ fleet: 0, unavailableUntil: null, holds: [] }, "2026-12-01", "2026-12-01")).toBe(0);
  });
});

describe("whether a new rental fits", () => {
  it("holds its units from its start to its end plus the turnaround", () => {
    expect(holdRange("2026-12-04", "2026-12-08", 1)).toEqual({ start: "2026-12-04", end: "2026-12-09" });
    expect(holdRange("2026-12-04", "2026-12-08", 0)).toEqual({ start: "2026-12-04", end: "2026-12-08" });
    expect(holdRange("2026-12-04", "2026-12-08", -2)).toEqual({ start: "2026-12-04", end: "2026-12-08" });
  });

  it("fits only if its whole range, turnaround included, has the units free every day", () => {
    // 2 units from the 1st to the 2nd: held to the 3rd, all free.
    expect(fits(state, { start: "2026-12-01", end: "2026-12-02", units: 2, turnaroundDays: 1 })).toBe(true);
    // To the 3rd: its turnaround day (the 4th) has only 1 unit.
    expect(fits(state, { start: "2026-12-01", end: "2026-12-03", units: 2, turnaroundDays: 1 })).toBe(false);
    expect(fits(state, { start: "2026-12-01", end: "2026-12-03", units: 2, turnaroundDays: 0 })).toBe(true);
    // The last unit during the reservation.
    expect(fits(state, { start: "2026-12-05", end: "2026-12-07", units: 1, turnaroundDays: 1 })).toBe(true);
    expect(fits(state, { start: "2026-12-05", end: "2026-12-07", units: 2, turnaroundDays: 1 })).toBe(false);
    // Right after the other's turnaround.
    expect(fits(state, { start: "2026-12-10", end: "2026-12-11", units: 3, turnaroundDays: 0 })).toBe(true);
    expect(fits(state, { start: "2026-12-10", end: "2026-12-11", units: 3, turnaroundDays: 1 })).toBe(false);
  });
});

describe("the first start that fits", () => {
  it("is the asked start when it fits", () => {
    expect(firstFittingStart(state, { from: "2026-12-01", lengthDays: 2, units: 3, turnaroundDays: 1 })).toBe("2026-12-01");
  });

  it("moves past reservations, blocks and the turnaround ('Disponible à partir du 13 décembre')", () => {
    // 3 units for 2 days: not while 2 are held (4th-9th); the 10th-11th + turnaround 12th hits the block.
    expect(firstFittingStart(state, { from: "2026-12-03", lengthDays: 2, units: 3, turnaroundDays: 1 })).toBe("2026-12-13");
    expect(firstFittingStart(state, { from: "2026-12-03", lengthDays: 2, units: 3, turnaroundDays: 0 })).toBe("2026-12-10");
    // Back from the repair on the 15th.
    expect(firstFittingStart({ ...state, unavailableUntil: "2026-12-15" }, { from: "2026-12-01", lengthDays: 1, units: 1, turnaroundDays: 1 })).toBe("2026-12-15");
  });

  it("is null when nothing fits within the search", () => {
    expect(firstFittingStart(state, { from: "2026-12-01", lengthDays: 2, units: 4, turnaroundDays: 1 })).toBeNull();
    expect(firstFittingStart({ ...state, unavailableUntil: "2027-12-01" }, { from: "2026-12-01", lengthDays: 1, units: 1, turnaroundDays: 0 }, 30)).toBeNull();
  });
});
