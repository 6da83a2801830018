import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessInstant } from "../business-clock.ts";
import { cancellationBand, cancellationFee } from "./cancellation-fee.ts";

const HOUR = 3_600_000;
const handoverAt = businessInstant("2026-12-07", "07:00");
const at = (msBefore: number) => new Date(handoverAt.getTime() - msBefore);
const fee = (totalCents: number, msBefore: number) => cancellationFee({ totalCents, handoverAt, now: at(msBefore) });

describe("the cancellation fee", () => {
  it("takes each band at its exact boundaries: > 48 h free, 24 to 48 h 25 %, under 24 h 50 %, after the handover 100 %", () => {
    expect(fee(100_000, 48 * HOUR + 1)).toEqual({ band: "free", percent: 0, feeCents: 0 });
    expect(fee(100_000, 48 * HOUR)).toEqual({ band: "24-48", percent: 25, feeCents: 25_000 });
    expect(fee(100_000, 24 * HOUR)).toEqual({ band: "24-48", percent: 25, feeCents: 25_000 });
    expect(fee(100_000, 24 * HOUR - 1)).toEqual({ band: "under-24", percent: 50, feeCents: 50_000 });
    expect(fee(100_000, 0)).toEqual({ band: "under-24", percent: 50, feeCents: 50_000 });
    expect(fee(100_000, -1)).toEqual({ band: "no-show", percent: 100, feeCents: 100_000 });
    expect(fee(100_000, -30 * 24 * HOUR)).toEqual({ band: "no-show", percent: 100, feeCents: 100_000 });
  });

  it("is the issue's 25 % when cancelled 30 h before the handover, on the total taxes included", () => {
    // 2 × 1 925 $ + 300 $ delivery = 4 150 $ + TPS 207,50 $ + TVQ 413,96 $ = 4 771,46 $.
    expect(fee(477_146, 30 * HOUR)).toEqual({ band: "24-48", percent: 25, feeCents: 119_287 });
  });

  it("rounds 25 % and 50 % of a total to the nearest cent", () => {
    expect(fee(1_001, 30 * HOUR).feeCents).toBe(250); // 250.25
    expect(fee(1_002, 30 * HOUR).feeCents).toBe(251); // 250.5
    expect(fee(1_003, 30 * HOUR).feeCents).toBe(251); // 250.75
    expect(fee(1_001, HOUR).feeCents).toBe(501); // 500.5
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: -72, max: 72 }), (total, hours) => {
        const f = fee(total, hours * HOUR);
        expect(Number.isInteger(f.feeCents)).toBe(true);
        expect(Math.abs(f.feeCents - (total * f.percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("never exceeds the total and never goes down as the handover approaches", () => {
    const moments = fc.integer({ min: -10 * 24 * HOUR, max: 10 * 24 * HOUR });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), moments, moments, (total, a, b) => {
        const [earlier, later] = a >= b ? [a, b] : [b, a]; // ms before the handover: more = earlier
        const first = fee(total, earlier);
        const second = fee(total, later);
        expect(first.feeCents).toBeGreaterThanOrEqual(0);
        expect(second.feeCents).toBeLessThanOrEqual(total);
        expect(second.feeCents).toBeGreaterThanOrEqual(first.feeCents);
        expect(second.percent).toBeGreaterThanOrEqual(first.percent);
      }),
    );
  });

  it("counts real hours across the autumn clock change in Quebec", () => {
    // Handover Monday 2 November 2026 at 07:00 (EST); the clocks went back on Sunday 1 November at 02:00.
    const monday = businessInstant("2026-11-02", "07:00");
    expect(monday.toISOString()).toBe("2026-11-02T12:00:00.000Z");
    // 48 real hours before is Saturday 31 October at 08:00 (EDT), not 07:00 on the wall clock.
    const cancelAt = (date: string, time: string) => cancellationBand(monday, businessInstant(date, time));
    expect(cancelAt("2026-10-31", "07:30")).toBe("free"); // 48 h 30 before
    expect(cancelAt("2026-10-31", "08:00")).toBe("24-48"); // exactly 48 h
    expect(cancelAt("2026-10-31", "08:30")).toBe("24-48");
    // 24 real hours before is Sunday 1 November at 07:00 (already EST).
    expect(cancelAt("2026-11-01", "06:59")).toBe("24-48");
    expect(cancelAt("2026-11-01", "07:01")).toBe("under-24");
    expect(cancelAt("2026-11-02", "07:00")).toBe("under-24");
    expect(cancelAt("2026-11-02", "07:01")).toBe("no-show");
  });

  it("counts real hours across the spring clock change in Quebec", () => {
    // Handover Monday 9 March 2026 at 07:00 (EDT); the clocks went forward on Sunday 8 March at 02:00.
    const monday = businessInstant("2026-03-09", "07:00");
    expect(monday.toISOString()).toBe("2026-03-09T11:00:00.000Z");
    // 48 real hours before is Saturday 7 March at 06:00 (EST): 07:00 on the wall clock is only 47 h before.
    const cancelAt = (date: string, time: string) => cancellationBand(monday, businessInstant(date, time));
    expect(cancelAt("2026-03-07", "05:59")).toBe("free");
    expect(cancelAt("2026-03-07", "06:00")).toBe("24-48");
    expect(cancelAt("2026-03-07", "07:00")).toBe("24-48");
    expect(cancelAt("2026-03-08", "07:00")).toBe("24-48"); // exactly 24 h (EDT both sides)
    expect(cancelAt("2026-03-08", "07:01")).toBe("under-24");
  });
});
