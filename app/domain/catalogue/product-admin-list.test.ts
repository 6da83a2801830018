import { describe, expect, it } from "vitest";
import { filterProducts, parseProductListFilters, productState, type ListedProduct } from "./product-admin-list.ts";

const TODAY = "2026-11-22";

const product = (id: number, changes: Partial<ListedProduct> = {}): ListedProduct => ({
  id,
  name: { fr: `Produit ${id}`, en: `Product ${id}` },
  brand: "Husqvarna",
  model: "PG 820",
  categoryPath: "meuleuses",
  salePrice: null,
  fleetUnits: 2,
  unavailableUntil: null,
  published: true,
  archivedAt: null,
  englishMissing: false,
  ...changes,
});

const generator = product(1, { name: { fr: "Génératrice Œuvre 6 kW", en: "6 kW generator" }, categoryPath: "generatrice" });
const returning = product(2, { unavailableUntil: "2026-12-03" });
const empty = product(3, { fleetUnits: 0 });
const draft = product(4, { published: false, englishMissing: true });
const archived = product(5, { archivedAt: new Date("2026-11-01T12:00:00Z") });
const backToday = product(6, { unavailableUntil: TODAY });
const forSale = product(7, { salePrice: 45, fleetUnits: null, categoryPath: "produits-en-vente" });
const all = [generator, returning, empty, draft, archived, backToday, forSale];

const ids = (params: string) => filterProducts(all, parseProductListFilters(new URLSearchParams(params)), TODAY).map((p) => p.id);

describe("the back office's product list", () => {
  it("tells where each product stands today: back on its return day, for sale without a fleet", () => {
    expect(all.map((p) => productState(p, TODAY))).toEqual(["available", "returning", "no-units", "draft", "archived", "available", "available"]);
  });

  it("shows every product but the archived ones by default, and each status on its own", () => {
    expect(ids("")).toEqual([1, 2, 3, 4, 6, 7]);
    expect(ids("status=available")).toEqual([1, 6, 7]);
    expect(ids("status=unavailable")).toEqual([2, 3]);
    expect(ids("status=english-missing")).toEqual([4]);
    expect(ids("status=draft")).toEqual([4]);
    expect(ids("status=archived")).toEqual([5]);
    expect(ids("category=generatrice")).toEqual([1]);
  });

  it("searches both languages, brand, model and number, ignoring case and accents", () => {
    expect(ids("q=generatrice")).toEqual([1]);
    expect(ids("q=GÉNÉRATRICE oeuvre")).toEqual([1]);
    expect(ids("q=generator")).toEqual([1]);
    expect(ids("q=%2312")).toEqual([]);
    expect(ids("q=%234")).toEqual([4]);
    expect(ids("q=pg 820&category=generatrice")).toEqual([1]);
  });

  it("ignores a filter value no form sends (a hand-edited URL still lists)", () => {
    expect(parseProductListFilters(new URLSearchParams("category=nope&status=gone&q=" + "x".repeat(300)))).toEqual({ q: "x".repeat(100), category: undefined, status: undefined });
  });
});
