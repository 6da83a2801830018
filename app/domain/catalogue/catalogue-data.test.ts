import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE_SIZE, DIAMOND_DISC_PRICE, FEATURED_ON_HOME } from "../constants.ts";
import { seedCategories as categories, seedProducts as products } from "../../../tests/support/catalogue-fixture.ts";
import { findOption, optionsFor, productOptions } from "./options.ts";
import { CATEGORY_PATHS, type Localized, type Product } from "./types.ts";

function localizedFields(product: Product): { where: string; text: Localized }[] {
  const fields: { where: string; text: Localized }[] = [
    { where: "name", text: product.name },
    { where: "description", text: product.description },
    { where: "image.alt", text: product.image.alt },
  ];
  product.images.forEach((image, i) => fields.push({ where: `images[${i}].alt`, text: image.alt }));
  const lists = {
    applications: product.applications,
    features: product.features,
    included: product.included,
    safety: product.safety,
  };
  for (const [name, list] of Object.entries(lists)) {
    list.forEach((text, i) => fields.push({ where: `${name}[${i}]`, text }));
  }
  product.specifications.forEach((entry, i) => {
    fields.push({ where: `specifications[${i}].label`, text: entry.label });
    fields.push({ where: `specifications[${i}].value`, text: entry.value });
  });
  return fields;
}

function publicFileExists(src: string): boolean {
  return existsSync(path.join(process.cwd(), "public", src));
}

const isForSale = (product: Product): boolean => categories.find((category) => category.path === product.categoryPath)?.soldAtFixedPrice === true;

describe("catalogue data", () => {
  it("has 48 products with unique positive ids, ordered by id", () => {
    expect(products).toHaveLength(CATALOGUE_SIZE);
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it("has the 9 categories of the spec, in order, with their French names", () => {
    expect(categories.map((category) => category.path)).toEqual([...CATEGORY_PATHS]);
    expect(categories.map((category) => category.name.fr)).toEqual([
      "Meuleuses",
      "Scarifieuse",
      "Pompe à béton",
      "Aspirateur industriel",
      "Transformateur électrique",
      "Compresseur",
      "Génératrice",
      "Outils autre",
      "Produits en vente",
    ]);
    expect(categories.filter((category) => category.soldAtFixedPrice).map((category) => category.path)).toEqual(["produits-en-vente"]);
  });

  it("puts every product in a valid category and every category has products", () => {
    const valid = new Set<string>(CATEGORY_PATHS);
    for (const product of products) expect(valid.has(product.categoryPath), `product ${product.id}`).toBe(true);
    for (const category of categories) {
      expect(
        products.some((product) => product.categoryPath === category.path),
        category.path,
      ).toBe(true);
    }
  });

  it("fills every text in both languages", () => {
    for (const category of categories) {
      for (const text of [category.name, category.description, category.imageAlt]) {
        expect(text.fr.trim(), category.path).not.toBe("");
        expect(text.en.trim(), category.path).not.toBe("");
      }
    }
    for (const product of products) {
      expect(product.brand.trim(), `product ${product.id} brand`).not.toBe("");
      expect(product.model.trim(), `product ${product.id} model`).not.toBe("");
      for (const { where, text } of localizedFields(product)) {
        expect(text.fr.trim(), `product ${product.id} ${where} (fr)`).not.toBe("");
        expect(text.en.trim(), `product ${product.id} ${where} (en)`).not.toBe("");
      }
      expect(product.applications.length, `product ${product.id} applications`).toBeGreaterThan(0);
      expect(product.features.length, `product ${product.id} features`).toBeGreaterThan(0);
      expect(product.specifications.length, `product ${product.id} specifications`).toBeGreaterThan(0);
      expect(product.included.length, `product ${product.id} included`).toBeGreaterThan(0);
      expect(product.safety.length, `product ${product.id} safety`).toBeGreaterThan(0);
    }
  });

  it("keeps prices, ratings and review counts in range", () => {
    for (const product of products) {
      const label = `product ${product.id}`;
      if (isForSale(product)) {
        expect(product.priceWeek, label).toBe(product.priceDay);
        expect(product.priceDay, label).toBeGreaterThan(0);
      } else {
        expect(product.priceDay, label).toBeGreaterThanOrEqual(10);
        expect(product.priceDay, label).toBeLessThanOrEqual(900);
        expect(product.priceWeek, label).toBeGreaterThanOrEqual(product.priceDay);
      }
      expect(product.rating, label).toBeGreaterThanOrEqual(0);
      expect(product.rating, label).toBeLessThanOrEqual(5);
      expect(Math.round(product.rating * 10) / 10, label).toBe(product.rating);
      expect(Number.isInteger(product.reviews) && product.reviews >= 0, label).toBe(true);
    }
  });

  it("covers the special cases the pages need", () => {
    expect(products.some((product) => product.video !== undefined)).toBe(true);
    expect(products.some((product) => !product.available)).toBe(true);
    expect(products.slice(0, FEATURED_ON_HOME).some((product) => !product.available)).toBe(true);
    expect(products.some((product) => !isForSale(product) && product.priceWeek === product.priceDay)).toBe(true);
    const grinders = products.filter((product) => product.categoryPath === "meuleuses");
    expect(new Set(grinders.map((product) => product.brand)).size).toBeGreaterThanOrEqual(3);
    const bands = new Set(grinders.map((p) => (p.priceDay <= 100 ? "low" : p.priceDay <= 300 ? "medium" : "high")));
    expect(bands).toEqual(new Set(["low", "medium", "high"]));
    const pump = products.find((product) => product.brand === "Bunker" && product.model === "B30");
    expect(pump?.categoryPath).toBe("pompe-beton");
  });

  it("points every image at a file that exists under public/", () => {
    for (const category of categories) {
      expect(publicFileExists(category.image), category.image).toBe(true);
    }
    for (const product of products) {
      for (const image of [product.image, ...product.images]) {
        expect(image.src.startsWith("/images/catalogue/"), `product ${product.id} ${image.src}`).toBe(true);
        expect(publicFileExists(image.src), `product ${product.id} ${image.src}`).toBe(true);
      }
    }
  });

  it("uses embeddable video URLs", () => {
    for (const product of products) {
      if (product.video === undefined) continue;
      expect(product.video, `product ${product.id}`).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    }
  });
});

describe("product options", () => {
  it("lists 3 transformers, 3 sweepers and 4 diamond discs at the disc price", () => {
    const ofKind = (kind: string) => productOptions.filter((option) => option.kind === kind);
    expect(ofKind("transformer").map((option) => option.id)).toEqual(["transformer-standard", "transformer-industrial", "transformer-complete"]);
    expect(ofKind("sweeper")).toHaveLength(3);
    expect(ofKind("sweeper").every((option) => option.id.startsWith("sweeper-"))).toBe(true);
    const diamonds = ofKind("diamond");
    expect(diamonds).toHaveLength(4);
    expect(diamonds.every((option) => option.id.startsWith("diamond-"))).toBe(true);
    expect(diamonds.every((option) => option.indicativePrice === DIAMOND_DISC_PRICE && option.indicativePrice === 39)).toBe(true);
    expect(productOptions).toHaveLength(10);
    expect(new Set(productOptions.map((option) => option.id)).size).toBe(10);
    for (const option of productOptions) {
      for (const text of [option.label, option.description]) {
        expect(text.fr.trim(), option.id).not.toBe("");
        expect(text.en.trim(), option.id).not.toBe("");
      }
    }
  });

  it("offers options by category as the spec says", () => {
    expect(optionsFor("meuleuses")).toEqual(["transformer", "sweeper", "diamond"]);
    expect(optionsFor("scarifieuse")).toEqual(["transformer", "sweeper"]);
    for (const path of CATEGORY_PATHS.filter((p) => p !== "meuleuses" && p !== "scarifieuse")) {
      expect(optionsFor(path), path).toEqual([]);
    }
  });

  it("finds an option by id", () => {
    expect(findOption("transformer-complete")?.kind).toBe("transformer");
    expect(findOption("diamond-pcd")?.indicativePrice).toBe(39);
    expect(findOption("nope")).toBeUndefined();
  });
});
