import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedPeriods, lineTotalCents, normaliseQuantity, pricePerPeriod, quoteTotals } from "./pricing.ts";

const grinder = { priceDay: 650, priceWeek: 2275, soldAtFixedPrice: false };
const dayOnly = { priceDay: 95, priceWeek: 95, soldAtFixedPrice: false };
const noWeek = { priceDay: 100, priceWeek: null, soldAtFixedPrice: false };
const bag = { priceDay: 45, priceWeek: 45, soldAtFixedPrice: true };

describe("prices per period", () => {
  it("uses the day, the week, the 4.5 × fallback and the fixed price", () => {
    expect(pricePerPeriod(grinder, "day")).toBe(650);
    expect(pricePerPeriod(grinder, "week")).toBe(2275);
    expect(pricePerPeriod(noWeek, "week")).toBe(450);
    expect(pricePerPeriod(bag, "week")).toBe(45);
  });

  it("offers a week only when it differs from the day, and nothing but fixed for items for sale", () => {
    expect(allowedPeriods(grinder)).toEqual(["day", "week"]);
    expect(allowedPeriods(dayOnly)).toEqual(["day"]);
    expect(allowedPeriods(bag)).toEqual(["fixed"]);
  });

  it("falls back to quantity 1 for anything not a positive number", () => {
    expect(normaliseQuantity("abc")).toBe(1);
    expect(normaliseQuantity(0)).toBe(1);
    expect(normaliseQuantity(-4)).toBe(1);
    expect(normaliseQuantity("3")).toBe(3);
    expect(normaliseQuantity(2.7)).toBe(2);
  });
});

describe("quote totals, the Quebec invoice way", () => {
  it("matches hand-checked cases", () => {
    // 2 × 2275 + 1 × 95 = 4645; TPS 232.25; TVQ 463.34 (463.33875); total 5340.59
    expect(
      quoteTotals([
        { quantity: 2, unitPrice: 2275 },
        { quantity: 1, unitPrice: 95 },
      ]),
    ).toEqual({
      subtotal: 4645,
      tps: 232.25,
      tvq: 463.34,
      total: 5340.59,
    });
    // 1 × 39.99: TPS 2.00 (1.9995), TVQ 3.99 (3.989), total 45.98
    expect(quoteTotals([{ quantity: 1, unitPrice: 39.99 }])).toEqual({ subtotal: 39.99, tps: 2, tvq: 3.99, total: 45.98 });
    expect(quoteTotals([])).toEqual({ subtotal: 0, tps: 0, tvq: 0, total: 0 });
  });

  it("always has subtotal = sum of lines, taxes within a cent of the rates, and cent-exact amounts", () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPrice: fc.integer({ min: 1000, max: 90000 }).map((c) => c / 100) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const totals = quoteTotals(lines);
        const sumCents = lines.reduce((s, l) => s + lineTotalCents(l.quantity, l.unitPrice), 0);
        expect(Math.round(totals.subtotal * 100)).toBe(sumCents);
        const cents = (amount: number) => Math.round(amount * 100);
        // Every amount is a whole number of cents.
        for (const amount of Object.values(totals)) expect(Math.abs(amount * 100 - cents(amount))).toBeLessThan(1e-6);
        expect(Math.abs(cents(totals.tps) - sumCents * 0.05)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(cents(totals.tvq) - sumCents * 0.09975)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(cents(totals.total)).toBe(cents(totals.subtotal) + cents(totals.tps) + cents(totals.tvq));
        // Within one cent of the spec's single 14.975 % rate.
        expect(Math.abs(cents(totals.total) - Math.round(sumCents * 1.14975))).toBeLessThanOrEqual(1);
      }),
    );
  });
});
