import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../../tests/support/catalogue-fixture.ts";
import { en } from "../../i18n/en.ts";
import { fr } from "../../i18n/fr.ts";
import { checkForm } from "../validation/check-form.ts";
import { changedFields } from "./product-changes.ts";
import { parseDollars, PRODUCT_FIELDS, productFormSchema, weekPriceProblem, type ProductInput } from "./product-form.ts";
import { englishMissing, productFormValues } from "./product-form-values.ts";

const SOLD = ["produits-en-vente"];
const schema = productFormSchema(SOLD);

/** A complete, published rented grinder as the form posts it. */
const grinder = (changes: Record<string, string> = {}): Record<string, string> => ({
  nameFr: "Meuleuse à béton Husqvarna PG 999",
  nameEn: "Husqvarna PG 999 concrete grinder",
  descriptionFr: "Meuleuse planétaire pour dalles.",
  descriptionEn: "Planetary grinder for slabs.",
  brand: "Husqvarna",
  model: "PG 999",
  categoryPath: "meuleuses",
  priceDay: "350",
  priceWeek: "1225,50",
  salePrice: "",
  fleetUnits: "3",
  unavailableUntil: "",
  video: "https://youtu.be/h7Kq2PzXw4M",
  rating: "4,5",
  reviews: "12",
  applicationsFr: "Dalles\n\n  Planchers  ",
  applicationsEn: "Slabs\nFloors",
  featuresFr: "",
  featuresEn: "",
  includedFr: "Câble",
  includedEn: "Cable",
  safetyFr: "Lunettes",
  safetyEn: "Goggles",
  specificationsFr: "Largeur | 820 mm\nPoids | 400 kg",
  specificationsEn: "Width | 820 mm\nWeight | 400 kg",
  published: "on",
  ...changes,
});

const errorsOf = (values: Record<string, string>) => {
  const result = checkForm(schema, values, { order: PRODUCT_FIELDS });
  return result.ok ? {} : result.errors;
};

const keyOf = (values: Record<string, string>, field: string) => errorsOf(values)[field]?.key;

describe("the product form", () => {
  it("turns a complete form into the product as the catalogue stores it", () => {
    const result = checkForm(schema, grinder(), { order: PRODUCT_FIELDS });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: { fr: "Meuleuse à béton Husqvarna PG 999", en: "Husqvarna PG 999 concrete grinder" },
      priceDay: 350,
      priceWeek: 1225.5,
      salePrice: null,
      fleetUnits: 3,
      unavailableUntil: null,
      video: "https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M",
      rating: 4.5,
      reviews: 12,
      applications: [
        { fr: "Dalles", en: "Slabs" },
        { fr: "Planchers", en: "Floors" },
      ],
      features: [],
      specifications: [
        { label: { fr: "Largeur", en: "Width" }, value: { fr: "820 mm", en: "820 mm" } },
        { label: { fr: "Poids", en: "Weight" }, value: { fr: "400 kg", en: "400 kg" } },
      ],
      published: true,
    });
  });

  it("reads back what it wrote: a stored product's form values give the same product", () => {
    for (const product of seedCatalogue.products) {
      const sold = product.categoryPath === "produits-en-vente";
      const input: ProductInput = {
        ...product,
        priceDay: sold ? null : product.priceDay,
        priceWeek: sold ? null : product.priceWeek,
        salePrice: sold ? product.priceDay : null,
        fleetUnits: sold ? null : 2,
        unavailableUntil: null,
        video: product.video ?? null,
        applications: [...product.applications],
        features: [...product.features],
        specifications: [...product.specifications],
        included: [...product.included],
        safety: [...product.safety],
        published: true,
      };
      const result = checkForm(schema, productFormValues(input), { order: PRODUCT_FIELDS });
      expect(result.ok ? changedFields(input, result.value) : result.errors, `product ${product.id}`).toEqual([]);
    }
  });

  it("requires the French texts, the brand and a category, with the required message", () => {
    const errors = errorsOf(grinder({ nameFr: " ", descriptionFr: "", brand: "", categoryPath: "" }));
    expect(errors.nameFr?.key).toBe("validation.required");
    expect(errors.descriptionFr?.key).toBe("validation.required");
    expect(errors.brand?.key).toBe("validation.required");
    expect(errors.categoryPath?.key).toBe("adminProducts.errors.category");
  });

  it("lets English wait while the product is not published, and requires it to publish ('English missing')", () => {
    const draft = grinder({ nameEn: "", descriptionEn: "", applicationsEn: "Slabs", specificationsEn: "", published: "" });
    const result = checkForm(schema, draft, { order: PRODUCT_FIELDS });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.applications).toEqual([
        { fr: "Dalles", en: "Slabs" },
        { fr: "Planchers", en: "" },
      ]);
      expect(englishMissing(result.value)).toBe(true);
    }
    const published = errorsOf({ ...draft, published: "on" });
    for (const field of ["nameEn", "descriptionEn", "applicationsEn", "specificationsEn"]) expect(published[field]?.key, field).toBe("adminProducts.errors.englishRequired");
  });

  it("refuses more English lines than French ones, and specification lines without 'label | value'", () => {
    expect(keyOf(grinder({ safetyEn: "Goggles\nGloves" }), "safetyEn")).toBe("adminProducts.errors.moreEnglishLines");
    expect(keyOf(grinder({ specificationsFr: "Largeur 820 mm" }), "specificationsFr")).toBe("adminProducts.errors.specificationFormat");
    expect(keyOf(grinder({ specificationsFr: "Largeur | " }), "specificationsFr")).toBe("adminProducts.errors.specificationFormat");
    expect(errorsOf(grinder({ includedFr: Array.from({ length: 31 }, (_, i) => `Élément ${i}`).join("\n") })).includedFr).toEqual({ key: "adminProducts.errors.tooManyLines", n: 30 });
  });

  it("takes prices in dollars with at most 2 decimals, greater than 0", () => {
    expect(parseDollars("95")).toBe(95);
    expect(parseDollars("95,5")).toBe(95.5);
    expect(parseDollars("1 234,50 $")).toBe(1234.5);
    for (const bad of ["abc", "95.555", "-5", "1e3", "9,5,0", ""]) expect(parseDollars(bad), bad).toBeUndefined();
    expect(keyOf(grinder({ priceDay: "95.555" }), "priceDay")).toBe("adminProducts.errors.priceFormat");
    expect(keyOf(grinder({ priceDay: "0" }), "priceDay")).toBe("adminProducts.errors.pricePositive");
    expect(keyOf(grinder({ priceDay: "1000000" }), "priceDay")).toBe("adminProducts.errors.priceTooHigh");
    expect(keyOf(grinder({ priceDay: "" }), "priceDay")).toBe("validation.required");
  });

  it("applies the week-price rule: empty = 4.5 × fallback, equal = daily only, otherwise above the day price and at most 7 ×", () => {
    expect(weekPriceProblem(95, null)).toBeNull();
    expect(weekPriceProblem(95, 95)).toBeNull();
    expect(weekPriceProblem(100, 700)).toBeNull();
    expect(weekPriceProblem(100, 99.99)).toBe("adminProducts.errors.weekBelowDay");
    expect(weekPriceProblem(100, 700.01)).toBe("adminProducts.errors.weekTooHigh");
    expect(keyOf(grinder({ priceWeek: "300" }), "priceWeek")).toBe("adminProducts.errors.weekBelowDay");
    expect(keyOf(grinder({ priceWeek: "2450.01" }), "priceWeek")).toBe("adminProducts.errors.weekTooHigh");
    const fallback = checkForm(schema, grinder({ priceWeek: "" }));
    expect(fallback.ok && fallback.value.priceWeek).toBeNull();
  });

  it("holds the week-price rule for every pair of prices in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 1, max: 99_999_999 }), (dayCents, weekCents) => {
        const ok = weekPriceProblem(dayCents / 100, weekCents / 100) === null;
        expect(ok).toBe(weekCents === dayCents || (weekCents > dayCents && weekCents <= 7 * dayCents));
      }),
    );
  });

  it("keeps a product for sale to its sale price: no day price, week price or fleet, and the reverse", () => {
    const sale = { categoryPath: "produits-en-vente", priceDay: "", priceWeek: "", fleetUnits: "", salePrice: "45" };
    const result = checkForm(schema, grinder(sale));
    expect(result.ok && { ...result.value }).toMatchObject({ salePrice: 45, priceDay: null, priceWeek: null, fleetUnits: null });
    expect(keyOf(grinder({ ...sale, salePrice: "" }), "salePrice")).toBe("validation.required");
    expect(keyOf(grinder({ ...sale, fleetUnits: "2" }), "fleetUnits")).toBe("adminProducts.errors.notForSale");
    expect(keyOf(grinder({ salePrice: "45" }), "salePrice")).toBe("adminProducts.errors.saleOnly");
  });

  it("takes 0 to 999 units, a real date, a YouTube or Vimeo link, a rating from 0 to 5", () => {
    expect(checkForm(schema, grinder({ fleetUnits: "0" })).ok).toBe(true);
    expect(checkForm(schema, grinder({ fleetUnits: "999" })).ok).toBe(true);
    for (const units of ["1000", "-1", "2.5", "deux", ""]) expect(keyOf(grinder({ fleetUnits: units }), "fleetUnits"), units).toBeDefined();
    expect(keyOf(grinder({ unavailableUntil: "2026-02-30" }), "unavailableUntil")).toBe("adminProducts.errors.date");
    const dated = checkForm(schema, grinder({ unavailableUntil: "2026-12-03" }));
    expect(dated.ok && dated.value.unavailableUntil).toBe("2026-12-03");
    expect(keyOf(grinder({ video: "https://dailymotion.com/video/x8abc" }), "video")).toBe("adminProducts.errors.video");
    expect(keyOf(grinder({ rating: "5.5" }), "rating")).toBe("adminProducts.errors.rating");
    expect(keyOf(grinder({ reviews: "-3" }), "reviews")).toBe("adminProducts.errors.reviews");
  });

  it("refuses control characters and over-long texts", () => {
    expect(keyOf(grinder({ nameFr: "Meuleuse\u0000" }), "nameFr")).toBe("validation.controlCharacters");
    expect(errorsOf(grinder({ nameFr: "x".repeat(121) })).nameFr).toEqual({ key: "validation.maxChars", n: 120 });
    expect(keyOf(grinder({ safetyFr: "Lunettes\u0007" }), "safetyFr")).toBe("validation.controlCharacters");
  });

  it("has every message it answers in both languages", () => {
    const keys = Object.keys(fr.adminProducts.errors);
    expect(Object.keys(en.adminProducts.errors)).toEqual(keys);
    for (const key of keys) expect(en.adminProducts.errors[key as keyof typeof en.adminProducts.errors]).not.toBe(fr.adminProducts.errors[key as keyof typeof fr.adminProducts.errors]);
  });
});

describe("the change record", () => {
  it("names only the fields that changed, with their values before and after", () => {
    const before = checkForm(schema, grinder());
    const after = checkForm(schema, grinder({ priceDay: "375", unavailableUntil: "2026-12-03" }));
    if (!before.ok || !after.ok) throw new Error("the fixture is valid");
    expect(changedFields(before.value, after.value)).toEqual([
      { field: "priceDay", before: 350, after: 375 },
      { field: "unavailableUntil", before: null, after: "2026-12-03" },
    ]);
    expect(changedFields(before.value, before.value)).toEqual([]);
    expect(changedFields(null, before.value).map((change) => change.field)).toContain("name");
  });
});
