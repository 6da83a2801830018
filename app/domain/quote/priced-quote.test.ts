import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedCatalogue as catalogue } from "../../../tests/support/catalogue-fixture.ts";
import { allowedPeriods } from "../pricing.ts";
import { pricedProduct, priceQuote } from "./priced-quote.ts";
import { formatReference } from "./reference.ts";

const line = (id: number, quantity: number, period: "day" | "week" | "fixed", options: Record<string, string> = {}) => ({
  id,
  quantity,
  period,
  transformerType: options.transformerType,
  sweeperType: options.sweeperType,
  diamondType: options.diamondType,
});

describe("server pricing from the catalogue", () => {
  it("matches a hand-checked invoice, where the Quebec way differs by 1 ¢ from one 14.975 % rate", () => {
    // PG 820 2 × 1 225 $/week = 2 450; Mapei Ultraplan 10 × 45 $ = 450; Husqvarna S 36 1 × 507,50 $/week.
    const result = priceQuote(catalogue, [line(1, 2, "week", { transformerType: "transformer-industrial" }), line(8, 10, "fixed"), line(4, 1, "week")]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [1225, 2450],
      [45, 450],
      [507.5, 507.5],
    ]);
    // Subtotal 3 407,50; TPS 170,375 → 170,38; TVQ 339,898125 → 339,90; total 3 917,78
    // (3 407,50 × 1,14975 = 3 917,773… → 3 917,77 with one combined rate: the invoice way wins).
    expect(result.quote.totals).toEqual({ subtotal: 3407.5, tps: 170.38, tvq: 339.9, total: 3917.78 });
  });

  it("prices a day-only product by the day and a second hand-checked cart", () => {
    // Blastrac BG-250 3 × 95 $/day = 285; Honda EU7000iS 1 × 120 $/day. Subtotal 405; TPS 20,25; TVQ 40,40 (40,39875); total 465,65.
    const result = priceQuote(catalogue, [line(11, 3, "day"), line(5, 1, "day")]);
    expect(result.ok && result.quote.totals).toEqual({ subtotal: 405, tps: 20.25, tvq: 40.4, total: 465.65 });
  });

  it("prices rented lines for their dates (their own, else the project's) and adds the delivery estimate, taxed", () => {
    const dated = (l: ReturnType<typeof line>, startDate?: string, endDate?: string) => ({ ...l, startDate, endDate });
    const result = priceQuote(catalogue, [dated(line(1, 2, "week")), dated(line(8, 10, "fixed")), dated(line(11, 1, "day"), "2026-12-07", "2026-12-09")], {
      projectDates: { start: "2026-12-04", end: "2026-12-12" },
      delivery: { kind: "estimate", trips: 2, roadKm: 19, feeCents: 30_000 },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // PG 820: 9 days = 1 week + 2 days = 1 925 $ a unit, × 2; the bags are never multiplied; the
    // BG-250 (daily only) for its own 3 days = 285 $.
    expect(result.quote.lines.map((l) => [l.pricing, l.startDate, l.endDate, l.weeks, l.days, l.unitPrice, l.lineTotal])).toEqual([
      ["dated", "2026-12-04", "2026-12-12", 1, 2, 1925, 3850],
      ["sold", null, null, null, null, 45, 450],
      ["dated", "2026-12-07", "2026-12-09", 0, 3, 285, 285],
    ]);
    // 3 850 + 450 + 285 + 300 = 4 885; TPS 244,25; TVQ 487,28 (487,27875); total 5 616,53.
    expect(result.quote.totals).toEqual({ subtotal: 4885, tps: 244.25, tvq: 487.28, total: 5616.53 });
    expect(result.quote.delivery).toEqual({ kind: "estimate", trips: 2, roadKm: 19, feeCents: 30_000 });
  });

  it("refuses what the catalogue does not offer: unknown product, period, option", () => {
    expect(priceQuote(catalogue, [line(999, 1, "day")])).toMatchObject({ ok: false, reason: "unknown-product" });
    // Week price = day price: only a daily rate is offered.
    expect(priceQuote(catalogue, [line(11, 1, "week")])).toMatchObject({ ok: false, reason: "period" });
    // Items for sale have no rental period.
    expect(priceQuote(catalogue, [line(8, 1, "day")])).toMatchObject({ ok: false, reason: "period" });
    // Diamond discs are for grinders only; a sweeper id in the transformer slot is wrong.
    expect(priceQuote(catalogue, [line(2, 1, "day", { diamondType: "diamond-fine" })])).toMatchObject({ ok: false, reason: "option" });
    expect(priceQuote(catalogue, [line(1, 1, "day", { transformerType: "sweeper-compact" })])).toMatchObject({ ok: false, reason: "option" });
    expect(priceQuote(catalogue, [line(5, 1, "day", { transformerType: "transformer-standard" })])).toMatchObject({ ok: false, reason: "option" });
  });

  it("for any cart: line = qty × catalogue price, taxes rounded half-up to the cent separately, total = sum", () => {
    const cartLine = fc.record({ product: fc.constantFrom(...catalogue.products), quantity: fc.integer({ min: 1, max: 999 }), pick: fc.nat() }).map(({ product, quantity, pick }) => {
      const periods = allowedPeriods(pricedProduct(catalogue, product));
      return { product, quantity, period: periods[pick % periods.length]! };
    });
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 50 }), (cart) => {
        const result = priceQuote(
          catalogue,
          cart.map((l) => line(l.product.id, l.quantity, l.period)),
        );
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        // An independent oracle in integer cents (BigInt: no floating point at all).
        let subtotal = 0n;
        cart.forEach((l, i) => {
          const unit = l.period === "week" ? l.product.priceWeek : l.product.priceDay;
          const cents = BigInt(Math.round(unit * 100)) * BigInt(l.quantity);
          subtotal += cents;
          expect(result.quote.lines[i]!.lineTotal).toBe(Number(cents) / 100);
        });
        const tps = (subtotal * 5n + 50n) / 100n;
        const tvq = (subtotal * 9975n + 50_000n) / 100_000n;
        expect(result.quote.totals).toEqual({
          subtotal: Number(subtotal) / 100,
          tps: Number(tps) / 100,
          tvq: Number(tvq) / 100,
          total: Number(subtotal + tps + tvq) / 100,
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe("references", () => {
  it("read S-YYYY-NNNNNN for quotes and C-YYYY-NNNNNN for contact messages", () => {
    expect(formatReference("quote", 2026, 123)).toBe("S-2026-000123");
    expect(formatReference("contact", 2026, 45)).toBe("C-2026-000045");
    expect(formatReference("quote", 2027, 1_234_567)).toBe("S-2027-1234567");
  });
});
