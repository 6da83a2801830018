import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuoteDocumentLine } from "./quote-document.ts";
import { addDays } from "./rental-dates.ts";
import { extensionAddedCents, extensionWindow, isWithin, pickupWindow } from "./rental-requests.ts";

/** A grinder rented 9 days (350 $/day, 1 225 $/week): 1 week + 2 days. */
const line = (changes: Partial<QuoteDocumentLine> = {}): QuoteDocumentLine => ({
  productId: 1,
  name: { fr: "Meuleuse", en: "Grinder" },
  quantity: 1,
  startDate: "2026-12-04",
  endDate: "2026-12-12",
  weeks: 1,
  days: 2,
  dayPrice: 350,
  weekPrice: 1225,
  unitTotal: 1925,
  lineTotal: 1925,
  priceReason: null,
  ...changes,
});

describe("the days a customer's request may name", () => {
  it("takes a pickup from today until a week past the end, or past today when the rental is late", () => {
    expect(pickupWindow("2026-12-05", "2026-12-12")).toEqual({ first: "2026-12-05", last: "2026-12-19" });
    expect(pickupWindow("2026-12-15", "2026-12-12")).toEqual({ first: "2026-12-15", last: "2026-12-22" });
  });

  it("takes a new end after the current one and not before today, at most the online limit beyond it", () => {
    expect(extensionWindow("2026-12-05", "2026-12-12")).toEqual({ first: "2026-12-13", last: "2027-03-12" });
    // Late: the days already past are the return's to bill.
    expect(extensionWindow("2026-12-15", "2026-12-12")).toMatchObject({ first: "2026-12-15" });
    expect(isWithin("2026-12-12", extensionWindow("2026-12-05", "2026-12-12"))).toBe(false);
  });
});

describe("what an extension adds by the price rule", () => {
  it("prices the longer rental at the cheapest weeks and days, less the agreed one, for each unit", () => {
    // 12 days: 2 weeks (2 450 $) beat 1 week + 5 days (2 975 $): 525 $ more than 1 925 $.
    expect(extensionAddedCents({ lines: [line()] }, "2026-12-15")).toBe(52_500);
    expect(extensionAddedCents({ lines: [line({ quantity: 2 })] }, "2026-12-15")).toBe(105_000);
    // Daily only (a week price equal to the day's): 3 more days.
    expect(extensionAddedCents({ lines: [line({ weekPrice: 350 })] }, "2026-12-15")).toBe(105_000);
  });

  it("moves only the lines that end last, as the reservation's extension does, and prices nothing sold", () => {
    const earlier = line({ productId: 4, endDate: "2026-12-06", dayPrice: 145, weekPrice: 652.5 });
    const sold = line({ productId: 8, startDate: null, endDate: null, dayPrice: null, weekPrice: null });
    expect(extensionAddedCents({ lines: [earlier, line(), sold] }, "2026-12-13")).toBe(35_000);
    expect(extensionAddedCents({ lines: [sold] }, "2026-12-13")).toBeNull();
    expect(extensionAddedCents({ lines: [line()] }, "2026-12-12")).toBeNull();
  });

  it("never costs less for a longer extension", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 60 }), (more, extra) => {
        const shorter = extensionAddedCents({ lines: [line()] }, addDays("2026-12-12", more))!;
        const longer = extensionAddedCents({ lines: [line()] }, addDays("2026-12-12", more + extra))!;
        expect(longer).toBeGreaterThanOrEqual(shorter);
        expect(shorter).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
