import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../tests/support/catalogue-fixture.ts";
import { createTwoInstances, describeEachDatabase, testedDatabases, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { installServices } from "../../tests/support/route-harness.ts";
import { RouterContextProvider } from "react-router";
import { findProduct } from "../domain/catalogue/catalogue.ts";
import { catalogueCategories, catalogueProducts } from "./catalogue-schema.ts";
import { getCatalogue, readCatalogueVersion, requestCatalogue } from "./catalogue.server.ts";
import { MIGRATIONS_DIR, type Db } from "./client.server.ts";
import { submissionItems, submissions } from "./schema.ts";

/** Noon in Quebec on that day. */
const on = (day: string) => new Date(`${day}T17:00:00Z`);

const setProduct = (db: Db, id: number, values: Partial<typeof catalogueProducts.$inferInsert>) => db.update(catalogueProducts).set(values).where(eq(catalogueProducts.id, id));

describeEachDatabase("the catalogue in the database", (current) => {
  it("holds, on a fresh install, exactly the former static catalogue (same ids, texts, prices, images, availability)", async () => {
    const catalogue = await getCatalogue(current().db);
    expect(catalogue.categories).toEqual(seedCatalogue.categories);
    expect(catalogue.products).toHaveLength(48);
    expect(catalogue.products).toEqual(seedCatalogue.products);
  });

  it("bumps the version on every write to products or categories, in the same statement's transaction, and not on reads", async () => {
    const { db } = current();
    const start = await readCatalogueVersion(db);
    await getCatalogue(db);
    expect(await readCatalogueVersion(db)).toBe(start);
    await setProduct(db, 1, { priceDay: 360 });
    expect(await readCatalogueVersion(db)).toBe(start + 1);
    await db.update(catalogueCategories).set({ image: "/images/catalogue/meuleuses.svg" }).where(eq(catalogueCategories.path, "meuleuses"));
    expect(await readCatalogueVersion(db)).toBe(start + 2);
    const [created] = await db
      .insert(catalogueProducts)
      .values({ ...seedRow(), name: { fr: "Nouvelle meuleuse", en: "New grinder" } })
      .returning({ id: catalogueProducts.id });
    // New products continue after the seeded ids.
    expect(created!.id).toBe(49);
    expect(await readCatalogueVersion(db)).toBe(start + 3);
    await db.delete(catalogueProducts).where(eq(catalogueProducts.id, created!.id));
    expect(await readCatalogueVersion(db)).toBe(start + 4);
    // A write that fails leaves the version as it was.
    await expect(setProduct(db, 1, { fleetUnits: 1000 })).rejects.toThrow();
    expect(await readCatalogueVersion(db)).toBe(start + 4);
  });

  it("answers from memory while the version is unchanged, and reads the change at the next request", async () => {
    const { db } = current();
    const first = await getCatalogue(db);
    expect(await getCatalogue(db)).toBe(first);
    await setProduct(db, 1, { priceDay: 375.5, priceWeek: 1300 });
    const next = await getCatalogue(db);
    expect(next).not.toBe(first);
    expect(findProduct(next, 1)).toMatchObject({ priceDay: 375.5, priceWeek: 1300 });
    expect(findProduct(first, 1)).toMatchObject({ priceDay: 350 });
  });

  it("shares one read between concurrent requests that see the same change", async () => {
    const { db } = current();
    await getCatalogue(db);
    await setProduct(db, 2, { priceDay: 99 });
    const copies = await Promise.all([getCatalogue(db), getCatalogue(db), getCatalogue(db)]);
    expect(copies[1]).toBe(copies[0]);
    expect(copies[2]).toBe(copies[0]);
    expect(findProduct(copies[0], 2)?.priceDay).toBe(99);
  });

  it("derives availability from the fleet and the return date, on the day of the request", async () => {
    const { db } = current();
    // Product 1 is rented and available; 6 is the seed's unavailable grinder (0 units); 44 is for sale.
    await setProduct(db, 1, { unavailableUntil: "2026-12-03" });
    const before = await getCatalogue(db, on("2026-12-02"));
    expect(findProduct(before, 1)?.available).toBe(false);
    // Back on December 3: available that day, with no read of the database beyond the version.
    const backOn = await getCatalogue(db, on("2026-12-03"));
    expect(findProduct(backOn, 1)?.available).toBe(true);
    expect(findProduct(backOn, 6)?.available).toBe(false);
    await setProduct(db, 6, { fleetUnits: 2 });
    expect(findProduct(await getCatalogue(db, on("2026-12-03")), 6)?.available).toBe(true);
    const sale = seedCatalogue.products.find((p) => p.categoryPath === "produits-en-vente")!;
    expect(findProduct(backOn, sale.id)).toMatchObject({ available: true, priceDay: sale.priceDay, priceWeek: sale.priceDay });
  });

  it("prices an empty week price at the weekly fallback, 4.5 × the day price", async () => {
    const { db } = current();
    await setProduct(db, 1, { priceDay: 350, priceWeek: null });
    expect(findProduct(await getCatalogue(db), 1)).toMatchObject({ priceDay: 350, priceWeek: 1575 });
  });

  it("leaves archived products out of the storefront", async () => {
    const { db } = current();
    await setProduct(db, 3, { archivedAt: new Date() });
    const catalogue = await getCatalogue(db);
    expect(findProduct(catalogue, 3)).toBeUndefined();
    expect(catalogue.products).toHaveLength(47);
  });

  it("refuses rows that mix a rented and a sold item, or a fleet outside 0-999", async () => {
    const { db } = current();
    await expect(setProduct(db, 1, { salePrice: 10 })).rejects.toThrow();
    await expect(setProduct(db, 1, { fleetUnits: null })).rejects.toThrow();
    await expect(setProduct(db, 1, { fleetUnits: -1 })).rejects.toThrow();
    await expect(setProduct(db, 44, { priceWeek: 50 })).rejects.toThrow();
    expect(await getCatalogue(db)).toEqual(seedCatalogue);
  });

  describe("read once per request", () => {
    let undo: (() => void) | undefined;
    afterEach(() => undo?.());

    it("gives every loader of one request the same catalogue", async () => {
      undo = installServices(current());
      const context = new RouterContextProvider();
      const [a, b] = await Promise.all([requestCatalogue(context), requestCatalogue(context)]);
      expect(a).toBe(b);
      expect(requestCatalogue(context)).toBe(requestCatalogue(context));
      const another = requestCatalogue(new RouterContextProvider());
      expect(another).not.toBe(requestCatalogue(context));
      await another;
    });
  });

  it("fills the English name of existing request lines from the seeded catalogue (migration 0008)", async () => {
    const { db } = current();
    // The database as it was before migration 0008, with two lines: a catalogue product and an unknown one.
    await db.execute(sql`alter table submission_items drop column product_name_en`);
    const [request] = await db.insert(submissions).values({ reference: "S-2026-000001", type: "quote", lang: "fr", name: "Marie Roy", email: "marie@example.com" }).returning({ id: submissions.id });
    await db.execute(
      sql`insert into submission_items (submission_id, position, product_id, product_name, quantity, period, unit_price, line_total)
          values (${request!.id}, 0, 1, 'Meuleuse planétaire Husqvarna PG 820', 1, 'day', 350, 350),
                 (${request!.id}, 1, 9999, 'Produit retiré', 1, 'day', 10, 10)`,
    );
    const migration = readFileSync(path.join(MIGRATIONS_DIR, "0008_submission_items_name_en.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const lines = await db.select({ fr: submissionItems.productName, en: submissionItems.productNameEn }).from(submissionItems).orderBy(submissionItems.position);
    expect(lines).toEqual([
      { fr: "Meuleuse planétaire Husqvarna PG 820", en: "Husqvarna PG 820 planetary grinder" },
      { fr: "Produit retiré", en: "Produit retiré" },
    ]);
  });
});

/** The values of a new rented grinder (the columns without defaults). */
function seedRow(): typeof catalogueProducts.$inferInsert {
  const model = seedCatalogue.products[0]!;
  return {
    categoryPath: "meuleuses",
    name: model.name,
    brand: "Husqvarna",
    model: "PG 999",
    description: model.description,
    images: [model.image],
    priceDay: 100,
    priceWeek: 350,
    fleetUnits: 1,
    applications: [],
    features: [],
    specifications: [],
    included: [],
    safety: [],
  };
}

describe("two instances on one database", () => {
  for (const kind of testedDatabases) {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await close?.();
      close = undefined;
    });

    it(
      `see each other's change at their next read [${kind}]`,
      async () => {
        const instances = await createTwoInstances(kind);
        close = instances.close;
        const { first, second } = instances;
        expect(findProduct(await getCatalogue(first), 1)?.priceDay).toBe(350);
        expect(findProduct(await getCatalogue(second), 1)?.priceDay).toBe(350);

        await setProduct(second, 1, { priceDay: 365, unavailableUntil: "2099-01-01" });
        expect(findProduct(await getCatalogue(first), 1)).toMatchObject({ priceDay: 365, available: false });

        await setProduct(first, 1, { priceDay: 340, unavailableUntil: null });
        expect(findProduct(await getCatalogue(second), 1)).toMatchObject({ priceDay: 340, available: true });
      },
      SLOW_DATABASE_TEST_TIMEOUT,
    );
  }
});
