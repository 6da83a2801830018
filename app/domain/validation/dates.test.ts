import { describe, expect, it } from "vitest";
import { isIsoDate, todayInBusinessZone, yearInBusinessZone } from "./dates.ts";

describe("dates judged in America/Toronto", () => {
  it("knows that 22:30 in Quebec is still the same day, although UTC moved on", () => {
    // 2026-11-22 03:30 UTC = 2026-11-21 22:30 in Quebec (EST, UTC-5).
    expect(todayInBusinessZone(new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-21");
    expect(todayInBusinessZone(new Date("2026-11-22T05:00:00Z"))).toBe("2026-11-22");
    // Summer time (EDT, UTC-4).
    expect(todayInBusinessZone(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  });

  it("gives the year of a reference in Quebec on New Year's Eve", () => {
    expect(yearInBusinessZone(new Date("2027-01-01T02:00:00Z"))).toBe(2026);
  });

  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("22/11/2026")).toBe(false);
  });
});
