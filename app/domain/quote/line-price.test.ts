import { describe, expect, it } from "vitest";
import { availabilityNote } from "../rental/availability-note.ts";
import { estimateUrl } from "./estimate-query.ts";
import { completeRange, deliveryAmount, linePrice, lineRange, requestTotals } from "./line-price.ts";

const grinder = { priceDay: 350, priceWeek: 1225, soldAtFixedPrice: false };
const dailyOnly = { priceDay: 95, priceWeek: 95, soldAtFixedPrice: false };
const bags = { priceDay: 45, priceWeek: 45, soldAtFixedPrice: true };

describe("a line's price", () => {
  it("for its dates: quantity × the duration's cheapest weeks and days, with the breakdown and the rates", () => {
    expect(linePrice(grinder, 2, "day", { start: "2026-12-04", end: "2026-12-12" })).toEqual({
      kind: "dated",
      range: { start: "2026-12-04", end: "2026-12-12" },
      rentalDays: 9,
      weeks: 1,
      days: 2,
      dayPrice: 350,
      weekPrice: 1225,
      unitPrice: 1925,
      lineTotal: 3850,
    });
    expect(linePrice(dailyOnly, 1, "day", { start: "2026-12-04", end: "2026-12-12" })).toMatchObject({ weeks: 0, days: 9, weekPrice: null, unitPrice: 855 });
  });

  it("without dates: the price of its period, as before (an estimate); sold: never multiplied by time", () => {
    expect(linePrice(grinder, 2, "week", null)).toEqual({ kind: "period", period: "week", unitPrice: 1225, lineTotal: 2450 });
    expect(linePrice(grinder, 3, "day", null)).toEqual({ kind: "period", period: "day", unitPrice: 350, lineTotal: 1050 });
    expect(linePrice(bags, 10, "fixed", { start: "2026-12-04", end: "2026-12-12" })).toEqual({ kind: "sold", unitPrice: 45, lineTotal: 450 });
  });

  it("takes the line's own dates when it has any, else the project's; an incomplete or backwards range prices nothing by dates", () => {
    const project = { start: "2026-12-04", end: "2026-12-12" };
    expect(lineRange(undefined, project)).toEqual(project);
    expect(lineRange({ start: "2026-12-07", end: "2026-12-08" }, project)).toEqual({ start: "2026-12-07", end: "2026-12-08" });
    // A line whose own dates are being typed is not priced by the project's meanwhile.
    expect(lineRange({ start: "2026-12-07" }, project)).toBeNull();
    expect(completeRange({ start: "2026-12-12", end: "2026-12-04" })).toBeNull();
    expect(completeRange({ start: "2026-02-30", end: "2026-03-04" })).toBeNull();
    expect(completeRange({ start: "2026-12-04", end: "2026-12-04" })).toEqual({ start: "2026-12-04", end: "2026-12-04" });
  });

  it("adds the delivery estimate to the subtotal and taxes it; none or unknown adds nothing", () => {
    const lines = [{ lineTotal: 3850 }, { lineTotal: 450 }];
    // 4 300 + 300 = 4 600; TPS 230; TVQ 458,85; total 5 288,85.
    expect(requestTotals(lines, { kind: "estimate", trips: 2, roadKm: 19, feeCents: 30_000 })).toEqual({ subtotal: 4600, tps: 230, tvq: 458.85, total: 5288.85 });
    expect(requestTotals(lines, { kind: "unknown" })).toEqual(requestTotals(lines, { kind: "none" }));
    expect(deliveryAmount({ kind: "unknown" })).toBe(0);
  });
});

describe("what the customer is told about availability", () => {
  const asked = { start: "2026-12-04", free: 3, firstFittingStart: "2026-12-04" };
  it("says how many are free, warns when too few, and offers the first date that fits", () => {
    expect(availabilityNote(asked, 2)).toEqual({ kind: "available", count: 3 });
    expect(availabilityNote({ ...asked, free: 1, firstFittingStart: "2026-12-15" }, 2)).toEqual({ kind: "only", count: 1, from: "2026-12-15" });
    expect(availabilityNote({ ...asked, free: 1, firstFittingStart: null }, 2)).toEqual({ kind: "only", count: 1, from: null });
    expect(availabilityNote({ ...asked, free: 0, firstFittingStart: "2026-12-15" }, 1)).toEqual({ kind: "from", date: "2026-12-15" });
    expect(availabilityNote({ ...asked, free: 0, firstFittingStart: null }, 1)).toEqual({ kind: "none" });
  });
});

describe("the estimate's question", () => {
  it("carries the delivery choice, the postal code and each line's product, units and dates, never a price", () => {
    const url = estimateUrl({
      choice: "delivery",
      postalCode: "J4H1C9",
      lines: [
        { productId: 1, units: 2, range: { start: "2026-12-04", end: "2026-12-12" } },
        { productId: 8, units: 10, range: null },
      ],
    });
    expect(url).toBe("/quote/estimate?choice=delivery&postalCode=J4H1C9&line=1%3A2%3A2026-12-04%3A2026-12-12&line=8%3A10");
  });
});
