import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DraftProduct } from "../quote/quote-draft.ts";
import { amountText, checkEditorValues, editorValuesFromDraft, editorValuesFromForm, parseAmount, type EditorValues } from "./quote-editor-form.ts";

/** Product 1 is rented, 8 is sold; anything else does not exist. */
const products = new Map<number, DraftProduct>([
  [1, { id: 1, name: { fr: "Meuleuse", en: "Grinder" }, priceDay: 350, priceWeek: 1225, salePrice: null }],
  [8, { id: 8, name: { fr: "Ultraplan", en: "Ultraplan" }, priceDay: null, priceWeek: null, salePrice: 45 }],
]);
const context = { products, lang: "fr" as const, today: "2026-11-22" };

function values(changes: Partial<EditorValues> = {}): EditorValues {
  return {
    lines: [
      { productId: "1", quantity: "2", startDate: "2026-11-25", endDate: "2026-12-03", unitPrice: "1925,00", shownPrice: "1925,00", overridden: "", priceReason: "" },
      { productId: "8", quantity: "10", startDate: "", endDate: "", unitPrice: "45,00", shownPrice: "45,00", overridden: "", priceReason: "" },
    ],
    extras: [{ kind: "diamond", label: "Disques diamantés", presetFr: "Disques diamantés", presetEn: "Diamond discs", quantity: "3", unitPrice: "39,00" }],
    deliveryFee: "300,00",
    discount: "",
    deposit: "500",
    handoverDate: "2026-11-25",
    handoverTime: "07:00",
    validUntil: "2026-11-29",
    note: "",
    ...changes,
  };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("amounts as staff type them", () => {
  it("reads the French and the English way, with or without the dollar sign and grouping", () => {
    for (const [text, amount] of [
      ["1 225,50", 1225.5],
      ["1\u202f225,50 $", 1225.5],
      ["1225.5", 1225.5],
      ["1,225.50", 1225.5],
      ["$1,225.50", 1225.5],
      ["39", 39],
      ["0", 0],
    ] as const) {
      expect(parseAmount(text), text).toBe(amount);
    }
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("   ")).toBeNull();
  });

  it("refuses what is not an amount, negative, absurdly large or finer than the cent", () => {
    for (const text of ["abc", "-5", "1,2,3", "12.345", "10000000", "1e3", "99 999 999"]) expect(parseAmount(text), text).toBeUndefined();
  });

  it("writes two decimals with the page's decimal mark", () => {
    expect(amountText("fr", 1925)).toBe("1925,00");
    expect(amountText("en", 1225.5)).toBe("1225.50");
    expect(parseAmount(amountText("fr", 1225.5))).toBe(1225.5);
  });
});

describe("the editor's form, read back into a draft", () => {
  it("reads indexed rows up to the first missing one", () => {
    const read = editorValuesFromForm(
      form({
        "lines[0].productId": "1",
        "lines[0].quantity": "2",
        "lines[2].productId": "8",
        "extras[0].kind": "operator",
        "extras[0].quantity": "4",
        deliveryFee: "300",
      }),
    );
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({ productId: "1", quantity: "2", startDate: "", priceReason: "" });
    expect(read.extras).toEqual([{ kind: "operator", label: "", presetFr: "", presetEn: "", quantity: "4", unitPrice: "" }]);
    expect(read.deliveryFee).toBe("300");
    expect(read.note).toBe("");
  });

  it("keeps the catalogue's price when the field shows it, and takes staff's price with its reason", () => {
    const kept = checkEditorValues(values(), context);
    expect(kept.ok && kept.draft.lines.map((line) => line.unitTotalOverride)).toEqual([null, null]);
    expect(kept.ok && kept.draft).toMatchObject({
      deliveryFee: 300,
      discount: 0,
      deposit: 500,
      note: null,
      extras: [{ kind: "diamond", label: { fr: "Disques diamantés", en: "Diamond discs" }, quantity: 3, unitPrice: 39 }],
    });

    const [rented, sold] = values().lines;
    const changed = checkEditorValues(values({ lines: [{ ...rented!, unitPrice: "1 800", priceReason: "Client régulier" }, sold!] }), context);
    expect(changed.ok && changed.draft.lines[0]).toEqual({ productId: 1, quantity: 2, startDate: "2026-11-25", endDate: "2026-12-03", unitTotalOverride: 1800, priceReason: "Client régulier" });
    expect(changed.ok && changed.draft.lines[1]).toMatchObject({ startDate: null, endDate: null, unitTotalOverride: null, priceReason: null });
  });

  it("keeps an override shown again, and goes back to the catalogue when the field is emptied", () => {
    const [rented, sold] = values().lines;
    const again = checkEditorValues(values({ lines: [{ ...rented!, unitPrice: "1800,00", shownPrice: "1800,00", overridden: "1", priceReason: "Client régulier" }, sold!] }), context);
    expect(again.ok && again.draft.lines[0]?.unitTotalOverride).toBe(1800);
    const emptied = checkEditorValues(values({ lines: [{ ...rented!, unitPrice: "", shownPrice: "1800,00", overridden: "1", priceReason: "Client régulier" }, sold!] }), context);
    expect(emptied.ok && emptied.draft.lines[0]).toMatchObject({ unitTotalOverride: null, priceReason: null });
  });

  it("wants a reason for a changed price", () => {
    const [rented, sold] = values().lines;
    const checked = checkEditorValues(values({ lines: [{ ...rented!, unitPrice: "1800" }, sold!] }), context);
    expect(checked).toMatchObject({ ok: false, errors: { "lines[0].priceReason": { key: "adminQuotes.errors.reasonRequired" } }, summary: { key: "adminQuotes.errors.summary" } });
  });

  it("puts each problem beside its field", () => {
    const [rented, sold] = values().lines;
    const checked = checkEditorValues(
      values({
        lines: [
          { ...rented!, quantity: "0", startDate: "2026-12-05", endDate: "2026-12-01", unitPrice: "douze" },
          { ...sold!, productId: "999" },
        ],
        extras: [{ kind: "other", label: "", presetFr: "", presetEn: "", quantity: "2", unitPrice: "" }],
        deliveryFee: "-3",
        handoverTime: "7h",
        validUntil: "2026-11-21",
        note: "a\u0000b",
      }),
      context,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      "lines[0].quantity": { key: "adminQuotes.errors.quantity", n: 999 },
      "lines[0].endDate": { key: "adminQuotes.errors.endBeforeStart" },
      "lines[0].unitPrice": { key: "adminQuotes.errors.amount" },
      "lines[1].quantity": { key: "adminQuotes.errors.unknownProduct" },
      "extras[0].label": { key: "validation.required" },
      "extras[0].unitPrice": { key: "validation.required" },
      deliveryFee: { key: "adminQuotes.errors.amount" },
      handoverTime: { key: "adminQuotes.errors.time" },
      validUntil: { key: "adminQuotes.errors.validityPast" },
      note: { key: "adminQuotes.errors.text" },
    });
    expect(checked.summary).toEqual({ key: "validation.requiredFields" });
  });

  it("refuses a discount larger than what it comes off", () => {
    expect(checkEditorValues(values({ discount: "100000" }), context)).toMatchObject({ ok: false, errors: { discount: { key: "adminQuotes.errors.discount" } } });
  });

  it("needs dates on a rented line only, in order and at most a year", () => {
    const [rented, sold] = values().lines;
    const missing = checkEditorValues(values({ lines: [{ ...rented!, startDate: "", endDate: "" }, sold!] }), context);
    expect(missing).toMatchObject({ ok: false, errors: { "lines[0].startDate": { key: "validation.required" }, "lines[0].endDate": { key: "validation.required" } } });
    const long = checkEditorValues(values({ lines: [{ ...rented!, endDate: "2027-12-01" }, sold!] }), context);
    expect(long).toMatchObject({ ok: false, errors: { "lines[0].endDate": { key: "adminQuotes.errors.tooLong", n: 366 } } });
    expect(checkEditorValues(values({ lines: [] }), context)).toMatchObject({ ok: false, errors: { lines: { key: "adminQuotes.errors.noLines" } } });
  });

  it("keeps a preset's two labels only while its label is unchanged", () => {
    const [extra] = values().extras;
    const typed = checkEditorValues(values({ extras: [{ ...extra!, label: "Disques diamantés grain 30" }] }), context);
    expect(typed.ok && typed.draft.extras[0]?.label).toEqual({ fr: "Disques diamantés grain 30", en: "Disques diamantés grain 30" });
    const english = checkEditorValues(values({ extras: [{ ...extra!, label: "Diamond discs" }] }), { ...context, lang: "en" });
    expect(english.ok && english.draft.extras[0]?.label).toEqual({ fr: "Disques diamantés", en: "Diamond discs" });
  });

  it("shows a stored draft again as it was typed", () => {
    const checked = checkEditorValues(values({ lines: [{ ...values().lines[0]!, unitPrice: "1800", priceReason: "Client régulier" }] }), context);
    if (!checked.ok) throw new Error("the draft should be valid");
    const shown = editorValuesFromDraft(checked.draft, [1925], "fr", "fr");
    expect(shown.lines[0]).toMatchObject({ unitPrice: "1800,00", shownPrice: "1800,00", overridden: "1", priceReason: "Client régulier" });
    expect(shown).toMatchObject({ deliveryFee: "300,00", discount: "0,00", deposit: "500,00", validUntil: "2026-11-29" });
    const again = checkEditorValues(shown, context);
    expect(again.ok && again.draft).toEqual(checked.draft);
  });
});

describe("any form at all", () => {
  it("is read and checked without throwing: a draft, or errors on fields the form has", () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("", "0", "1", "999", "1000", "1,5", "12.345", "2026-11-30", "2026-02-30", "07:00", "25:00", "\u0000", "1; drop", "-1"));
    const line = fc.record({
      productId: fc.constantFrom("1", "8", "999", "x", ""),
      quantity: text,
      startDate: text,
      endDate: text,
      unitPrice: text,
      shownPrice: text,
      overridden: fc.constantFrom("", "1", "x"),
      priceReason: text,
    });
    const extra = fc.record({ kind: fc.constantFrom("diamond", "operator", "other", "x"), label: text, presetFr: text, presetEn: text, quantity: text, unitPrice: text });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 3 }),
        fc.array(extra, { maxLength: 2 }),
        text,
        text,
        text,
        text,
        text,
        text,
        text,
        (lines, extras, deliveryFee, discount, deposit, handoverDate, handoverTime, validUntil, note) => {
          const checked = checkEditorValues({ lines, extras, deliveryFee, discount, deposit, handoverDate, handoverTime, validUntil, note }, context);
          if (checked.ok) {
            expect(checked.draft.lines).toHaveLength(lines.length);
            expect(checked.draft.lines.every((l) => l.quantity >= 1 && l.quantity <= 999)).toBe(true);
          } else {
            const fields = new Set(["lines", "extras", "deliveryFee", "discount", "deposit", "handoverDate", "handoverTime", "validUntil", "note"]);
            for (const field of Object.keys(checked.errors)) expect(fields.has(field.replace(/\[\d+\]\..*$/, "")), field).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
