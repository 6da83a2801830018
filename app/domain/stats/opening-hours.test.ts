import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultBusiness } from "../../config/business.ts";
import { openingMinutesBetween, openingWindows, weeklyOpeningMinutes } from "./opening-hours.ts";

const windows = openingWindows(defaultBusiness.openingHours);
const minutes = (from: string, to: string) => openingMinutesBetween(new Date(from), new Date(to), windows);

describe("opening windows of the week", () => {
  it("cuts Monday-Friday 07:00-17:00 and Saturday 08:00-12:00 into minutes from Monday 00:00", () => {
    expect(windows).toEqual([
      { start: 420, end: 1020 },
      { start: 1860, end: 2460 },
      { start: 3300, end: 3900 },
      { start: 4740, end: 5340 },
      { start: 6180, end: 6780 },
      { start: 7680, end: 7920 },
    ]);
    expect(weeklyOpeningMinutes(windows)).toBe(5 * 600 + 240);
  });

  it("merges overlapping hours and ignores a day that closes before it opens", () => {
    const merged = openingWindows([
      { days: ["Monday"], opens: "08:00", closes: "12:00" },
      { days: ["Monday"], opens: "11:00", closes: "14:00" },
      { days: ["Sunday"], opens: "10:00", closes: "10:00" },
    ]);
    expect(merged).toEqual([{ start: 480, end: 840 }]);
  });
});

describe("minutes of opening hours between two instants (Quebec time)", () => {
  it("matches hand-counted cases", () => {
    // Saturday 16:30 (closed since noon) to Monday 07:45: only Monday's first 45 minutes.
    expect(minutes("2026-11-14T16:30-05:00", "2026-11-16T07:45-05:00")).toBe(45);
    // Friday 16:30 to Monday 07:45: Friday 30 + Saturday 240 + Monday 45.
    expect(minutes("2026-11-13T16:30-05:00", "2026-11-16T07:45-05:00")).toBe(315);
    // Within one morning.
    expect(minutes("2026-11-17T09:00-05:00", "2026-11-17T10:15-05:00")).toBe(75);
    // Sunday: closed.
    expect(minutes("2026-11-15T08:00-05:00", "2026-11-15T18:00-05:00")).toBe(0);
    // Evening to next morning.
    expect(minutes("2026-11-17T16:00-05:00", "2026-11-18T08:00-05:00")).toBe(120);
  });

  it("follows Quebec wall clocks across the changes of time", () => {
    // Clocks go back on Sunday 2026-11-01: Saturday 11:00 EDT to Monday 07:30 EST = 60 + 30.
    expect(minutes("2026-10-31T11:00-04:00", "2026-11-02T07:30-05:00")).toBe(90);
    // Clocks go forward on Sunday 2026-03-08: Saturday 11:00 EST to Monday 07:30 EDT = 60 + 30.
    expect(minutes("2026-03-07T11:00-05:00", "2026-03-09T07:30-04:00")).toBe(90);
  });

  it("counts a whole week as the week's opening minutes, and nothing backwards", () => {
    expect(minutes("2026-11-16T00:00-05:00", "2026-11-23T00:00-05:00")).toBe(3240);
    expect(minutes("2026-11-17T10:00-05:00", "2026-11-17T09:00-05:00")).toBe(0);
  });

  const instant = fc.integer({ min: Date.parse("2025-01-01T00:00:00Z"), max: Date.parse("2027-12-31T00:00:00Z") });
  const span = fc.integer({ min: 0, max: 30 * 86_400_000 });

  it("never exceeds the wall-clock time between the instants", () => {
    fc.assert(
      fc.property(instant, span, (start, length) => {
        const counted = openingMinutesBetween(new Date(start), new Date(start + length), windows);
        return counted >= 0 && counted <= length / 60_000 + 1e-9;
      }),
    );
  });

  it("adds up over any split of the interval", () => {
    fc.assert(
      fc.property(instant, span, span, (start, first, second) => {
        const [a, b, c] = [new Date(start), new Date(start + first), new Date(start + first + second)];
        const whole = openingMinutesBetween(a, c, windows);
        const parts = openingMinutesBetween(a, b, windows) + openingMinutesBetween(b, c, windows);
        return Math.abs(whole - parts) < 1e-6;
      }),
    );
  });

  it("counts exactly the weekly minutes over any seven days without a change of time", () => {
    fc.assert(fc.property(instant, (start) => Math.abs(openingMinutesBetween(new Date(start), new Date(start + 7 * 86_400_000), windows) - 3240) < 1e-6 || crossesClockChange(start)));
  });
});

/** Seven days of 24 hours across a change of time end an hour earlier or later on the wall clock: left out. */
function crossesClockChange(start: number): boolean {
  const offset = (t: number) => new Date(t).toLocaleString("en-CA", { timeZone: "America/Toronto", timeZoneName: "short" }).slice(-3);
  return offset(start) !== offset(start + 7 * 86_400_000);
}
