import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addLine,
  addLineWithDates,
  lineFromAddress,
  lineKey,
  parseCart,
  parseDateRange,
  removeLine,
  serialiseCart,
  serialiseDateRange,
  setLineDates,
  setPeriod,
  setQuantity,
  type CartLine,
} from "./cart.ts";
import { MAX_LINE_QUANTITY } from "./quote/limits.ts";

const grinder: CartLine = { id: 1, quantity: 1, period: "day", options: { transformerType: "transformer-standard" } };

describe("quote cart", () => {
  it("merges quantity only into the line with the same product and options", () => {
    let lines = addLine([], grinder).lines;
    lines = addLine(lines, { ...grinder, quantity: 2 }).lines;
    expect(lines).toEqual([{ ...grinder, quantity: 3 }]);
    lines = addLine(lines, { id: 1, quantity: 1, period: "day" }).lines;
    expect(lines).toHaveLength(2);
    lines = addLine(lines, { ...grinder, options: { transformerType: "transformer-industrial" } }).lines;
    expect(lines).toHaveLength(3);
  });

  it("removes, sets quantity (min 1) and changes period on one line", () => {
    const lines = addLine(addLine([], grinder).lines, { id: 2, quantity: 1, period: "day" }).lines;
    const key = lineKey(grinder);
    expect(setQuantity(lines, key, "abc")[0]?.quantity).toBe(1);
    expect(setQuantity(lines, key, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(lines, key, 4)[0]?.quantity).toBe(4);
    expect(setPeriod(lines, key, "week", ["day", "week"])[0]?.period).toBe("week");
    // A sold item stays fixed.
    expect(setPeriod([{ id: 8, quantity: 1, period: "fixed" }], "8|||", "week", ["fixed"])[0]?.period).toBe("fixed");
    expect(removeLine(lines, key)).toEqual([{ id: 2, quantity: 1, period: "day" }]);
  });

  it("caps a merged line at the per-line limit and says it did", () => {
    const full = addLine([], { ...grinder, quantity: 1000 });
    expect(full.lines).toEqual([{ ...grinder, quantity: MAX_LINE_QUANTITY }]);
    expect(full.capped).toBe(true);
    const again = addLine(full.lines, { ...grinder, quantity: 1 });
    expect(again.lines).toEqual([{ ...grinder, quantity: MAX_LINE_QUANTITY }]);
    expect(again.capped).toBe(true);
    const below = addLine([{ ...grinder, quantity: 998 }], { ...grinder, quantity: 1 });
    expect(below).toEqual({ lines: [{ ...grinder, quantity: MAX_LINE_QUANTITY }], capped: false });
    expect(setQuantity([grinder], lineKey(grinder), 5000)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("never lets a line exceed the limit, and reports a cap exactly when the sum would have", () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 3 }),
      quantity: fc.integer({ min: 1, max: 1500 }),
      period: fc.constantFrom("day" as const, "week" as const),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (added) => {
        let lines: CartLine[] = [];
        for (const l of added) {
          const before = lines.find((current) => lineKey(current) === lineKey(l))?.quantity ?? 0;
          const result = addLine(lines, l);
          lines = result.lines;
          expect(result.capped).toBe(before + l.quantity > MAX_LINE_QUANTITY);
          expect(lines.find((current) => lineKey(current) === lineKey(l))?.quantity).toBe(Math.min(MAX_LINE_QUANTITY, before + l.quantity));
        }
        expect(lines.every((l) => l.quantity >= 1 && l.quantity <= MAX_LINE_QUANTITY)).toBe(true);
      }),
    );
  });

  it("treats a corrupt stored value as empty and reports it", () => {
    expect(parseCart("{not json")).toEqual({ lines: [], corrupt: true });
    expect(parseCart(JSON.stringify([{ id: "x" }]))).toEqual({ lines: [], corrupt: true });
    expect(parseCart(JSON.stringify({ id: 1 }))).toEqual({ lines: [], corrupt: true });
    expect(parseCart(null)).toEqual({ lines: [], corrupt: false });
    expect(parseCart(JSON.stringify([grinder]))).toEqual({ lines: [grinder], corrupt: false });
  });

  it("removes an empty cart from storage", () => {
    expect(serialiseCart([])).toBeNull();
    expect(serialiseCart([grinder])).toBe(JSON.stringify([grinder]));
  });

  it("never loses quantity when merging, whatever is added", () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: 1, max: 9 }),
      period: fc.constantFrom("day" as const, "week" as const),
      options: fc.option(fc.record({ diamondType: fc.constantFrom("diamond-coarse", "diamond-fine") }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (added) => {
        const lines = added.reduce<CartLine[]>((acc, l) => addLine(acc, l).lines, []);
        expect(lines.reduce((s, l) => s + l.quantity, 0)).toBe(added.reduce((s, l) => s + l.quantity, 0));
        expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
        expect(parseCart(serialiseCart(lines)).lines).toEqual(lines);
      }),
    );
  });

  it("carries the product page's dates: the project's when the cart has none, else the line's own when they differ", () => {
    const chosen = { start: "2026-12-04", end: "2026-12-12" };
    const first = addLineWithDates({ lines: [], dates: {} }, grinder, chosen);
    expect(first).toEqual({ lines: [grinder], dates: chosen, capped: false });
    // Same dates as the project's: the line follows them.
    const same = addLineWithDates({ lines: [], dates: chosen }, { id: 2, quantity: 1, period: "day" }, chosen);
    expect(same.lines).toEqual([{ id: 2, quantity: 1, period: "day" }]);
    // Other dates: the line keeps them as its own; the project's stay.
    const other = addLineWithDates({ lines: first.lines, dates: chosen }, { id: 5, quantity: 1, period: "day" }, { start: "2026-12-07", end: "2026-12-08" });
    expect(other.dates).toEqual(chosen);
    expect(other.lines[1]).toEqual({ id: 5, quantity: 1, period: "day", startDate: "2026-12-07", endDate: "2026-12-08" });
    // No dates chosen: a merged line keeps its own.
    expect(addLineWithDates({ lines: other.lines, dates: chosen }, { id: 5, quantity: 2, period: "day" }, null).lines[1]).toMatchObject({ quantity: 3, startDate: "2026-12-07" });
  });

  it("sets and clears a line's own dates, and stores them as the cart is stored", () => {
    const dated = setLineDates([grinder], lineKey(grinder), { start: "2026-12-07", end: "2026-12-09" });
    expect(dated[0]).toEqual({ ...grinder, startDate: "2026-12-07", endDate: "2026-12-09" });
    expect(setLineDates(dated, lineKey(grinder), null)).toEqual([grinder]);
    expect(parseCart(serialiseCart(dated))).toEqual({ lines: dated, corrupt: false });
    // A stored line with a date that is not one is corrupt, like any other malformed line.
    expect(parseCart(JSON.stringify([{ ...grinder, startDate: "2026-02-30" }])).corrupt).toBe(true);
  });

  it("reads the project's dates leniently: anything malformed is no date", () => {
    expect(parseDateRange(serialiseDateRange({ start: "2026-12-04", end: "2026-12-12" }))).toEqual({ start: "2026-12-04", end: "2026-12-12" });
    expect(parseDateRange(serialiseDateRange({ start: "2026-12-04" }))).toEqual({ start: "2026-12-04" });
    expect(serialiseDateRange({})).toBeNull();
    expect(parseDateRange("{oops")).toEqual({});
    expect(parseDateRange(JSON.stringify({ start: "tomorrow", end: 3 }))).toEqual({});
  });
});

describe("the line a product page's form sends without scripts", () => {
  const read = (query: string) => lineFromAddress(new URLSearchParams(query));

  it("reads the product, quantity, period, options and dates", () => {
    expect(read("add=3&quantity=2&period=week&diamondType=d1&transformerType=&start=2026-12-07&end=2026-12-15")).toEqual({
      line: { id: 3, quantity: 2, period: "week", options: { diamondType: "d1" } },
      chosen: { start: "2026-12-07", end: "2026-12-15" },
    });
  });

  it("brings what is malformed back to the cart's rules, and drops a half range", () => {
    expect(read("add=1&quantity=abc&period=year&start=2026-12-07")).toEqual({ line: { id: 1, quantity: 1, period: "day" }, chosen: null });
    expect(read("add=1&quantity=100000")?.line.quantity).toBe(MAX_LINE_QUANTITY);
    expect(read("add=1&start=2026-02-30&end=2026-03-02")?.chosen).toBeNull();
  });

  it("is no line without a product id", () => {
    for (const query of ["", "add=", "add=0", "add=-2", "add=1.5", "add=abc", "add=99999999999999999999"]) expect(read(query), query).toBeNull();
  });
});
