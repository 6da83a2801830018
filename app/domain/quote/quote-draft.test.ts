import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../rental/rental-dates.ts";
import { checkQuoteDraft, isMoney, priceQuoteDraft, priceQuoteLine, type DraftProduct, type QuoteDraftInput, type QuoteLineInput } from "./quote-draft.ts";

const grinder: DraftProduct = { id: 1, name: { fr: "Meuleuse", en: "Grinder" }, priceDay: 350, priceWeek: 1225, salePrice: null };
const vacuum: DraftProduct = { id: 4, name: { fr: "Aspirateur", en: "Vacuum" }, priceDay: 145, priceWeek: null, salePrice: null };
const dailyOnly: DraftProduct = { id: 11, name: { fr: "Meuleuse BG-250", en: "BG-250 grinder" }, priceDay: 95, priceWeek: 95, salePrice: null };
const bag: DraftProduct = { id: 8, name: { fr: "Autonivelant", en: "Self-leveller" }, priceDay: null, priceWeek: null, salePrice: 45 };
const products = new Map([grinder, vacuum, dailyOnly, bag].map((p) => [p.id, p]));

const line = (changes: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
  productId: 1,
  quantity: 1,
  startDate: "2026-12-04",
  endDate: "2026-12-12",
  unitTotalOverride: null,
  priceReason: null,
  ...changes,
});
const draft = (changes: Partial<QuoteDraftInput> = {}): QuoteDraftInput => ({
  lines: [line()],
  extras: [],
  deliveryFee: 0,
  discount: 0,
  deposit: 0,
  handoverDate: "2026-12-04",
  handoverTime: "07:00",
  validUntil: "2026-11-29",
  note: null,
  ...changes,
});

describe("a quote line's price", () => {
  it("is the cheapest weeks and days for its dates, times the quantity; 9 days of the grinder = 1 week + 2 days", () => {
    expect(priceQuoteLine(line({ quantity: 2 }), grinder)).toMatchObject({ weeks: 1, days: 2, dayPrice: 350, weekPrice: 1225, unitTotal: 1925, lineTotal: 3850, priceReason: null });
    // No week price: 4.5 × the day price as its week.
    expect(priceQuoteLine(line({ productId: 4, endDate: "2026-12-10" }), vacuum)).toMatchObject({ weeks: 1, days: 0, weekPrice: 652.5, unitTotal: 652.5 });
    // A week price equal to the day price: daily only.
    expect(priceQuoteLine(line({ productId: 11 }), dailyOnly)).toMatchObject({ weeks: 0, days: 9, weekPrice: 95, unitTotal: 855 });
  });

  it("never multiplies an item for sale by days, and keeps staff's price only with its reason", () => {
    expect(priceQuoteLine(line({ productId: 8, quantity: 10 }), bag)).toMatchObject({ startDate: null, endDate: null, weeks: 0, days: 0, dayPrice: null, unitTotal: 45, lineTotal: 450 });
    expect(priceQuoteLine(line({ quantity: 3, unitTotalOverride: 1800.5, priceReason: " Client régulier " }), grinder)).toMatchObject({
      unitTotal: 1800.5,
      lineTotal: 5401.5,
      priceReason: "Client régulier",
    });
  });

  it("is the quantity times the duration's price for every length and quantity (exact cents)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 999 }), (days, quantity) => {
        const priced = priceQuoteLine(line({ quantity, endDate: addDays("2026-12-04", days - 1) }), grinder);
        expect(priced.weeks * 7 + priced.days).toBeGreaterThanOrEqual(days);
        expect(Math.round(priced.lineTotal * 100)).toBe(quantity * Math.round(priced.unitTotal * 100));
        expect(priced.unitTotal).toBeLessThanOrEqual(days * 350);
      }),
    );
  });
});

describe("a quote draft", () => {
  it("totals lines, extras and delivery less the discount, taxes as the invoice rounds them; the handover in Quebec time", () => {
    const document = priceQuoteDraft(
      draft({ extras: [{ kind: "diamond", label: { fr: " Disques ", en: "Discs" }, quantity: 6, unitPrice: 39 }], deliveryFee: 300, discount: 100, note: "  " }),
      products,
      3,
    );
    expect(document).toMatchObject({ version: 3, sentAt: null, note: null, handoverAt: "2026-12-04T12:00:00.000Z", totals: { subtotal: 2359, tps: 117.95, tvq: 235.31, total: 2712.26 } });
    expect(document.extras).toEqual([{ kind: "diamond", label: { fr: "Disques", en: "Discs" }, quantity: 6, unitPrice: 39, lineTotal: 234 }]);
  });

  it("passes when every field is right, and gives one problem per wrong field", () => {
    expect(checkQuoteDraft(draft(), products, "2026-11-22")).toEqual({});
    expect(checkQuoteDraft(draft({ lines: [] }), products, "2026-11-22")).toEqual({ lines: "required" });
    expect(checkQuoteDraft(draft({ lines: [line({ endDate: "2027-12-12" })], note: "x".repeat(2001), handoverDate: "2026-13-01" }), products, "2026-11-22")).toEqual({
      "lines.0.endDate": "too-long",
      note: "text",
      handoverDate: "date",
    });
    expect(checkQuoteDraft(draft({ extras: [{ kind: "gold" as "other", label: { fr: "A", en: "B" }, quantity: 1, unitPrice: 1 }] }), products, "2026-11-22")).toEqual({ "extras.0.kind": "kind" });
    // Sold items need no dates; a discount above everything is refused.
    expect(checkQuoteDraft(draft({ lines: [line({ productId: 8, startDate: null, endDate: null })], discount: 45.01 }), products, "2026-11-22")).toEqual({ discount: "discount" });
  });

  it("takes as money only amounts of 0 or more with at most 2 decimals", () => {
    for (const good of [0, 0.01, 19.99, 1925, 9_999_999.99]) expect(isMoney(good), String(good)).toBe(true);
    for (const bad of [-0.01, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000, "5"]) expect(isMoney(bad), String(bad)).toBe(false);
  });
});
