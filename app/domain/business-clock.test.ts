import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessDateTime, businessInstant, quebecInstant, wallClockAsUtc } from "./business-clock.ts";

describe("the Quebec wall clock", () => {
  it("reads an instant as Quebec shows it, in winter (UTC−5) and in summer (UTC−4)", () => {
    expect(businessDateTime(new Date("2026-12-07T12:00:00Z"))).toEqual({ date: "2026-12-07", time: "07:00" });
    expect(businessDateTime(new Date("2026-07-01T11:00:00Z"))).toEqual({ date: "2026-07-01", time: "07:00" });
    // Late in the evening in Quebec, already the next day in UTC.
    expect(businessDateTime(new Date("2026-11-24T03:30:00Z"))).toEqual({ date: "2026-11-23", time: "22:30" });
    expect(new Date(wallClockAsUtc(Date.parse("2026-12-07T12:00:00Z"))).toISOString()).toBe("2026-12-07T07:00:00.000Z");
  });

  it("makes the instant of a Quebec date and time, on the days the clocks change too", () => {
    expect(businessInstant("2026-12-07", "07:00").toISOString()).toBe("2026-12-07T12:00:00.000Z");
    expect(businessInstant("2026-07-01", "07:00").toISOString()).toBe("2026-07-01T11:00:00.000Z");
    // Spring forward (8 March 2026, 02:00 → 03:00): before and after the change.
    expect(businessInstant("2026-03-08", "01:30").toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(businessInstant("2026-03-08", "03:00").toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(businessInstant("2026-03-08", "07:00").toISOString()).toBe("2026-03-08T11:00:00.000Z");
    // Fall back (1 November 2026, 02:00 → 01:00): 01:30 happens twice; the first one is taken.
    expect(businessInstant("2026-11-01", "01:30").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(businessInstant("2026-11-01", "07:00").toISOString()).toBe("2026-11-01T12:00:00.000Z");
    expect(businessInstant("2026-11-01", "00:00").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(new Date(quebecInstant(Date.UTC(2026, 11, 7), 7 * 60)).toISOString()).toBe("2026-12-07T12:00:00.000Z");
  });

  it("gives back the same date and time for every time that exists on the wall clock", () => {
    const date = fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(date, time, (d, t) => {
        // The hour the spring change skips (02:00-02:59 on its Sunday) does not exist in Quebec.
        fc.pre(!(t.startsWith("02:") && ["2025-03-09", "2026-03-08", "2027-03-14", "2028-03-12"].includes(d)));
        expect(businessDateTime(businessInstant(d, t))).toEqual({ date: d, time: t });
      }),
      { numRuns: 500 },
    );
  });
});
