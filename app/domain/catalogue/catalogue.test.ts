import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryCount, filterProducts, galleryImages, matchesSearch, priceBand, similarProducts, sortProducts, SORT_ORDERS } from "./catalogue.ts";
import { categoryViews, toCardView, toDetailView } from "./view.ts";
import { seedCatalogue as catalogue } from "../../../tests/support/catalogue-fixture.ts";

const { products } = catalogue;

const byId = (id: number) => products.find((p) => p.id === id)!;

describe("catalogue search", () => {
  const found = (q: string) => products.filter((p) => matchesSearch(catalogue, p, q)).map((p) => p.categoryPath);

  it("is case- and accent-insensitive", () => {
    expect(found("genera")).toContain("generatrice");
    expect(found("GÉNÉRATRICE")).toEqual(found("generatrice"));
    expect(found("meuleuse")).toContain("meuleuses");
    expect(found("")).toHaveLength(products.length);
    expect(found("zzzz-nothing")).toEqual([]);
  });

  it("finds French and English words whatever the page's language", () => {
    expect(found("generator")).toContain("generatrice");
    expect(found("béton")).toEqual(expect.arrayContaining(["pompe-beton", "outils-autre"]));
    expect(found("béton")).toEqual(found("beton"));
    // A mixed query: every word must be found, in either language.
    expect(found("meuleuse husqvarna")).toContain("meuleuses");
    expect(found("grinder husqvarna")).toEqual(found("meuleuse husqvarna"));
  });
});

describe("price bands on the day price", () => {
  it("puts 100 in low, 100.01 and 300 in medium, above 300 in high", () => {
    expect(priceBand(10)).toBe("low");
    expect(priceBand(100)).toBe("low");
    expect(priceBand(100.01)).toBe("medium");
    expect(priceBand(300)).toBe("medium");
    expect(priceBand(300.5)).toBe("high");
  });

  it("filters by band, brand and search together", () => {
    const grinders = products.filter((p) => p.categoryPath === "meuleuses");
    const high = filterProducts(catalogue, grinders, { bands: ["high"] });
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((p) => p.priceDay > 300)).toBe(true);
    const husqvarna = filterProducts(catalogue, grinders, { brands: ["Husqvarna"], bands: ["high"] });
    expect(husqvarna.every((p) => p.brand === "Husqvarna" && p.priceDay > 300)).toBe(true);
  });
});

describe("sorting", () => {
  it("really sorts, for every order, and keeps every product", () => {
    fc.assert(
      fc.property(fc.subarray([...products]), fc.constantFrom(...SORT_ORDERS), fc.constantFrom("fr" as const, "en" as const), (list, order, lang) => {
        const sorted = sortProducts(list, order, lang);
        expect(sorted.map((p) => p.id).sort((a, b) => a - b)).toEqual(list.map((p) => p.id).sort((a, b) => a - b));
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          if (order === "popular") expect(a.reviews).toBeGreaterThanOrEqual(b.reviews);
          if (order === "price-asc") expect(a.priceDay).toBeLessThanOrEqual(b.priceDay);
          if (order === "price-desc") expect(a.priceDay).toBeGreaterThanOrEqual(b.priceDay);
          if (order === "rating") expect(a.rating).toBeGreaterThanOrEqual(b.rating);
          if (order === "name") expect(a.name[lang].localeCompare(b.name[lang], lang === "fr" ? "fr-CA" : "en-CA", { sensitivity: "base", numeric: true })).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe("views sent to pages", () => {
  it("derives category counts from the data", () => {
    const views = categoryViews(catalogue, "fr");
    expect(views.reduce((s, c) => s + c.count, 0)).toBe(48);
    expect(views.find((c) => c.path === "meuleuses")?.count).toBe(categoryCount("meuleuses", products));
  });

  it("offers only a daily price when week equals day, and a fixed price for items for sale", () => {
    const dayOnly = products.find((p) => p.priceDay === p.priceWeek && p.categoryPath !== "produits-en-vente")!;
    expect(toCardView(catalogue, dayOnly, "fr").priceWeek).toBeNull();
    expect(toDetailView(catalogue, dayOnly, "fr").periods).toEqual(["day"]);
    const sale = products.find((p) => p.categoryPath === "produits-en-vente")!;
    expect(toDetailView(catalogue, sale, "en")).toMatchObject({ sold: true, periods: ["fixed"], priceWeek: null });
    expect(toDetailView(catalogue, byId(1), "fr").periods).toEqual(["day", "week"]);
  });

  it("gives every product 4 gallery images and up to 3 similar products of its category", () => {
    for (const product of products) {
      expect(galleryImages(product)).toHaveLength(4);
      const similar = similarProducts(catalogue, product);
      expect(similar.length).toBeLessThanOrEqual(3);
      expect(similar.every((p) => p.categoryPath === product.categoryPath && p.id !== product.id)).toBe(true);
    }
  });

  it("offers transformer, sweeper and diamond options on grinders, transformer and sweeper on scarifiers, none elsewhere", () => {
    const kinds = (id: number) => toDetailView(catalogue, byId(id), "fr").optionGroups.map((g) => g.kind);
    const grinder = products.find((p) => p.categoryPath === "meuleuses")!;
    const scarifier = products.find((p) => p.categoryPath === "scarifieuse")!;
    const pump = products.find((p) => p.categoryPath === "pompe-beton")!;
    expect(kinds(grinder.id)).toEqual(["transformer", "sweeper", "diamond"]);
    expect(kinds(scarifier.id)).toEqual(["transformer", "sweeper"]);
    expect(kinds(pump.id)).toEqual([]);
  });
});
