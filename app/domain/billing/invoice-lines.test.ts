import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../pricing.ts";
import { quoteDocumentTotals, type QuoteDocumentExtra, type QuoteDocumentLine } from "../rental/quote-document.ts";
import { creditNoteTotals, invoiceTotals, nextLineId, rentalInvoiceLines, taxedTotals, withWaiver, type ChargeForInvoice } from "./invoice-lines.ts";
import { invoiceNumber, INVOICE_NUMBER_PATTERN } from "./invoice-number.ts";

const grinder: QuoteDocumentLine = {
  productId: 1,
  name: { fr: "Meuleuse à béton", en: "Concrete grinder" },
  quantity: 2,
  startDate: "2026-12-07",
  endDate: "2026-12-15",
  weeks: 1,
  days: 2,
  dayPrice: 350,
  weekPrice: 1225,
  unitTotal: 1925,
  lineTotal: 3850,
  priceReason: null,
};
const discs: QuoteDocumentExtra = { kind: "diamond", label: { fr: "Disques diamantés", en: "Diamond discs" }, quantity: 3, unitPrice: 39, lineTotal: 117 };

describe("a final invoice's lines", () => {
  it("bill the accepted quote, the return's charges and the discount, taxed as the quote", () => {
    const charges: ChargeForInvoice[] = [
      { tag: "U-00001", kind: "extra-days", quantity: 2, amountCents: 70_000, note: null },
      { tag: "U-00001", kind: "damage", quantity: 1, amountCents: 12_050, note: "Garde fissurée" },
      { tag: "U-00002", kind: "operator", quantity: 1.5, amountCents: 15_000, note: null },
    ];
    const lines = rentalInvoiceLines({ lines: [grinder], extras: [discs], deliveryFee: 300, discount: 50 }, charges);
    expect(lines.map((line) => [line.id, line.kind, line.chargeKind, line.quantity, line.unitCents, line.totalCents, line.note])).toEqual([
      ["l1", "rental", null, 2, 192_500, 385_000, null],
      ["l2", "extra", null, 3, 3_900, 11_700, null],
      ["l3", "delivery", null, 1, 30_000, 30_000, null],
      // Extra days are priced as weeks and days: no price of one.
      ["l4", "charge", "extra-days", 2, null, 70_000, "U-00001"],
      ["l5", "charge", "damage", 1, 12_050, 12_050, "U-00001 · Garde fissurée"],
      ["l6", "charge", "operator", 1.5, 10_000, 15_000, "U-00002"],
      ["l7", "discount", null, 1, -5_000, -5_000, null],
    ]);
    // 5 187,50 $: TPS 259,38 $ (259,375), TVQ 517,45 $ (517,453125), 5 964,33 $.
    expect(invoiceTotals(lines)).toEqual({ subtotalCents: 518_750, tpsCents: 25_938, tvqCents: 51_745, totalCents: 596_433 });
  });

  it("add the damage waiver on the rental time only (rented lines and extra days), before the discount, and drop it at 0 %", () => {
    const lines = rentalInvoiceLines({ lines: [grinder], extras: [discs], deliveryFee: 0, discount: 50 }, [{ tag: null, kind: "extra-days", quantity: 1, amountCents: 35_000, note: null }]);
    const waived = withWaiver(lines, 12.5);
    // 12,5 % of 3 850 $ + 350 $.
    expect(waived.map((line) => [line.id, line.kind, line.totalCents])).toEqual([
      ["l1", "rental", 385_000],
      ["l2", "extra", 11_700],
      ["l3", "charge", 35_000],
      ["l5", "waiver", 52_500],
      ["l4", "discount", -5_000],
    ]);
    // Changed, it keeps its place and its id; at 0 % it is gone.
    expect(withWaiver(waived, 10).find((line) => line.kind === "waiver")).toMatchObject({ id: "l5", totalCents: 42_000 });
    expect(withWaiver(waived, 0)).toEqual(lines);
    expect(nextLineId(waived)).toBe("l6");
  });

  it("total exactly what the customer accepted when nothing was added at the return, for any quote", () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 9 }), unit: fc.integer({ min: 1, max: 500_000 }), rented: fc.boolean() }).map(({ quantity, unit, rented }): QuoteDocumentLine => ({
      ...grinder,
      quantity,
      startDate: rented ? grinder.startDate : null,
      endDate: rented ? grinder.endDate : null,
      unitTotal: unit / 100,
      lineTotal: (quantity * unit) / 100,
    }));
    const extra = fc
      .record({ quantity: fc.integer({ min: 1, max: 20 }), unit: fc.integer({ min: 1, max: 50_000 }) })
      .map(({ quantity, unit }) => ({ ...discs, quantity, unitPrice: unit / 100, lineTotal: (quantity * unit) / 100 }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.array(extra, { maxLength: 3 }), cents(100_000), cents(50_000), (lines, extras, deliveryFee, discount) => {
        const quote = { lines, extras, deliveryFee, discount };
        const expected = quoteDocumentTotals(quote);
        const totals = invoiceTotals(rentalInvoiceLines(quote, []));
        expect([totals.subtotalCents, totals.tpsCents, totals.tvqCents, totals.totalCents]).toEqual([expected.subtotal, expected.tps, expected.tvq, expected.total].map(toCents));
      }),
    );
  });
});

describe("a credit note's amounts", () => {
  const invoice = taxedTotals(518_800);

  it("in full: exactly what is left, so that the invoice and its credit notes net to zero", () => {
    const first = creditNoteTotals(invoice, [], { kind: "partial", subtotalCents: 2_001 });
    expect(first).toEqual({ subtotalCents: 2_001, tpsCents: 100, tvqCents: 200, totalCents: 2_301 });
    const rest = creditNoteTotals(invoice, [first as typeof invoice], { kind: "full" });
    expect(rest).toEqual({ subtotalCents: 516_799, tpsCents: 25_840, tvqCents: 51_550, totalCents: 594_189 });
    expect(creditNoteTotals(invoice, [first as typeof invoice, rest as typeof invoice], { kind: "full" })).toBe("nothing-left");
  });

  it("in part: never more than what is left, before or after taxes", () => {
    expect(creditNoteTotals(invoice, [], { kind: "partial", subtotalCents: 518_801 })).toBe("over-invoice");
    expect(creditNoteTotals(invoice, [], { kind: "partial", subtotalCents: 0 })).toBe("over-invoice");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 8 }), (asked) => {
        const issued: (typeof invoice)[] = [];
        for (const subtotalCents of asked) {
          const credit = creditNoteTotals(invoice, issued, { kind: "partial", subtotalCents });
          if (typeof credit !== "string") issued.push(credit);
        }
        for (const key of ["subtotalCents", "tpsCents", "tvqCents", "totalCents"] as const) expect(issued.reduce((s, c) => s + c[key], 0)).toBeLessThanOrEqual(invoice[key]);
      }),
    );
  });
});

describe("invoice numbers", () => {
  it("read F-2026-000123 and NC-2026-000001, gapless per series and year", () => {
    expect(invoiceNumber("F", 2026, 123)).toBe("F-2026-000123");
    expect(invoiceNumber("NC", 2026, 1)).toBe("NC-2026-000001");
    expect(INVOICE_NUMBER_PATTERN.test(invoiceNumber("F", 2027, 1_000_000))).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test("F-2026-12")).toBe(false);
  });
});
