import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { durationPrice, rentalRates, type RentalRates } from "./duration-pricing.ts";

const grinder = { priceDay: 350, priceWeek: 1225, soldAtFixedPrice: false };

/** Every covering of `n` days by weeks and days worth considering: up to two weeks and a week of days more than needed. */
function coverings(n: number): { weeks: number; days: number }[] {
  const out: { weeks: number; days: number }[] = [];
  for (let weeks = 0; weeks <= Math.ceil(n / 7) + 2; weeks++) {
    for (let days = 0; days <= n + 7; days++) if (7 * weeks + days >= n) out.push({ weeks, days });
  }
  return out;
}

/** What a covering costs; a covering with weeks is impossible for a daily-only product. */
const cost = (rates: RentalRates, c: { weeks: number; days: number }) =>
  c.weeks === 0 ? c.days * rates.dayCents : rates.weekCents === null ? Infinity : c.weeks * rates.weekCents + c.days * rates.dayCents;

/** Rates as the back office allows them: a week above the day and at most 7 × it, or daily only. */
const rates: fc.Arbitrary<RentalRates> = fc
  .record({ dayCents: fc.integer({ min: 100, max: 200_000 }), factor: fc.double({ min: 1.01, max: 7, noNaN: true }), dailyOnly: fc.boolean() })
  .map(({ dayCents, factor, dailyOnly }) => ({ dayCents, weekCents: dailyOnly ? null : Math.round(dayCents * factor) }));
/** Any week price at all, even one the back office refuses (cheaper than a day, dearer than 7 days). */
const anyRates: fc.Arbitrary<RentalRates> = fc.record({
  dayCents: fc.integer({ min: 0, max: 200_000 }),
  weekCents: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
});
const days = fc.integer({ min: 1, max: 120 });

describe("the price of a rental's duration", () => {
  it("prices the issue's example, 9 days of a 350 $/day, 1 225 $/week grinder, as 1 week + 2 days = 1 925 $", () => {
    const r = rentalRates(grinder)!;
    expect(r).toEqual({ dayCents: 35_000, weekCents: 122_500 });
    expect(durationPrice(r, 9)).toEqual({ weeks: 1, days: 2, totalCents: 192_500 });
    // Cheaper than 2 weeks (2 450 $) and than 9 days (3 150 $).
    expect(192_500).toBeLessThan(2 * 122_500);
    expect(192_500).toBeLessThan(9 * 35_000);
    // Past the point where days cost more than the week: 12 days = 2 weeks (2 450 $ < 1 225 $ + 5 × 350 $).
    expect(durationPrice(r, 12)).toEqual({ weeks: 2, days: 0, totalCents: 245_000 });
    expect(durationPrice(r, 1)).toEqual({ weeks: 0, days: 1, totalCents: 35_000 });
  });

  it("prices a product offering only a daily price by the day, however long", () => {
    const r = rentalRates({ priceDay: 95, priceWeek: 95, soldAtFixedPrice: false })!;
    expect(r).toEqual({ dayCents: 9_500, weekCents: null });
    expect(durationPrice(r, 9)).toEqual({ weeks: 0, days: 9, totalCents: 85_500 });
    expect(durationPrice(r, 90)).toEqual({ weeks: 0, days: 90, totalCents: 855_000 });
  });

  it("uses 4.5 × the day price as the week of a product without a week price", () => {
    const r = rentalRates({ priceDay: 100, priceWeek: null, soldAtFixedPrice: false })!;
    expect(r).toEqual({ dayCents: 10_000, weekCents: 45_000 });
    expect(durationPrice(r, 4)).toEqual({ weeks: 0, days: 4, totalCents: 40_000 });
    // Five days (500 $) cost more than the fallback week (450 $), which covers them.
    expect(durationPrice(r, 5)).toEqual({ weeks: 1, days: 0, totalCents: 45_000 });
    expect(durationPrice(r, 9)).toEqual({ weeks: 1, days: 2, totalCents: 65_000 });
    expect(rentalRates({ priceDay: 33.33, priceWeek: null, soldAtFixedPrice: false })).toEqual({ dayCents: 3_333, weekCents: 14_999 });
  });

  it("never multiplies an item for sale", () => {
    expect(rentalRates({ priceDay: 45, priceWeek: 45, soldAtFixedPrice: true })).toBeNull();
  });

  it("counts at least one day", () => {
    const r = rentalRates(grinder)!;
    expect(durationPrice(r, 0)).toEqual({ weeks: 0, days: 1, totalCents: 35_000 });
    expect(durationPrice(r, -3)).toEqual({ weeks: 0, days: 1, totalCents: 35_000 });
  });

  it("covers the whole duration, and is never dearer than any other covering by weeks and days (nor than all days)", () => {
    fc.assert(
      fc.property(fc.oneof(rates, anyRates), days, (r, n) => {
        const chosen = durationPrice(r, n);
        expect(7 * chosen.weeks + chosen.days).toBeGreaterThanOrEqual(n);
        expect(chosen.totalCents).toBe(cost(r, chosen));
        expect(chosen.totalCents).toBeLessThanOrEqual(n * r.dayCents);
        const cheapest = Math.min(...coverings(n).map((c) => cost(r, c)));
        expect(chosen.totalCents).toBe(cheapest);
        if (r.weekCents === null) expect(chosen.weeks).toBe(0);
      }),
    );
  });

  it("never costs less when a day is added", () => {
    fc.assert(
      fc.property(fc.oneof(rates, anyRates), days, (r, n) => {
        expect(durationPrice(r, n + 1).totalCents).toBeGreaterThanOrEqual(durationPrice(r, n).totalCents);
      }),
    );
  });

  it("prefers the shorter breakdown (more weeks) when two coverings cost the same", () => {
    // A week priced as exactly 7 days: 7 days are "1 wk", not "7 d".
    expect(durationPrice({ dayCents: 1_000, weekCents: 7_000 }, 7)).toEqual({ weeks: 1, days: 0, totalCents: 7_000 });
    expect(durationPrice({ dayCents: 1_000, weekCents: 7_000 }, 9)).toEqual({ weeks: 1, days: 2, totalCents: 9_000 });
  });
});
