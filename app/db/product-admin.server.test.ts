import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase, testedDatabases, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { findProduct } from "../domain/catalogue/catalogue.ts";
import type { ProductInput } from "../domain/catalogue/product-form.ts";
import { getRequestDetail } from "./admin-requests.server.ts";
import { user } from "./auth-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import { getCatalogue, isArchivedProduct, readCatalogueVersion } from "./catalogue.server.ts";
import type { Db } from "./client.server.ts";
import { createProduct, getAdminProduct, listAdminProducts, productHistory, setProductArchived, toProductInput, updateProduct } from "./product-admin.server.ts";
import { submissionItems, submissions } from "./schema.ts";

const STAFF = { userId: "staff-1", name: "Sophie Gagnon" };
/** Noon in Quebec on that day. */
const on = (day: string) => new Date(`${day}T17:00:00Z`);

async function addStaff(db: Db): Promise<void> {
  await db.insert(user).values({ id: STAFF.userId, email: "sophie@example.com", name: STAFF.name, emailVerified: true, role: "admin" });
}

/** A new rented product, complete in both languages. */
const newGrinder = (changes: Partial<ProductInput> = {}): ProductInput => ({
  name: { fr: "Meuleuse d'essai PG 999", en: "Test grinder PG 999" },
  description: { fr: "Pour les essais.", en: "For tests." },
  brand: "Husqvarna",
  model: "PG 999",
  categoryPath: "meuleuses",
  priceDay: 120,
  priceWeek: null,
  salePrice: null,
  fleetUnits: 2,
  unavailableUntil: null,
  video: null,
  rating: 0,
  reviews: 0,
  applications: [{ fr: "Dalles", en: "Slabs" }],
  features: [],
  specifications: [{ label: { fr: "Poids", en: "Weight" }, value: { fr: "400 kg", en: "400 kg" } }],
  included: [],
  safety: [],
  published: true,
  ...changes,
});

async function product1(db: Db) {
  const found = await getAdminProduct(db, 1);
  if (!found) throw new Error("product 1 is seeded");
  return found;
}

/** A request made before a change: one line of product 1 at 350 $ a day. */
async function oldRequest(db: Db): Promise<void> {
  const [request] = await db
    .insert(submissions)
    .values({ reference: "S-2026-000001", type: "quote", lang: "fr", name: "Marie Roy", email: "marie@example.com", subtotal: 350, tps: 17.5, tvq: 34.91, totalAmount: 402.41 })
    .returning({ id: submissions.id });
  await db.insert(submissionItems).values({
    submissionId: request!.id,
    position: 0,
    productId: 1,
    productName: "Meuleuse planétaire Husqvarna PG 820",
    productNameEn: "Husqvarna PG 820 planetary grinder",
    quantity: 1,
    period: "day",
    unitPrice: 350,
    lineTotal: 350,
  });
}

describeEachDatabase("products in the back office", (current) => {
  beforeEach(async () => addStaff(current().db));

  it("creates a product, on the storefront at once, with its category's illustration and a 'create' record", async () => {
    const { db } = current();
    const created = await createProduct(db, newGrinder(), STAFF, on("2026-11-22"));
    if (created.outcome !== "created") throw new Error(created.outcome);
    expect(created.id).toBeGreaterThan(48);
    const product = findProduct(await getCatalogue(db, on("2026-11-22")), created.id);
    expect(product).toMatchObject({ priceDay: 120, priceWeek: 540, available: true, image: { src: "/images/catalogue/meuleuses.svg" } });
    const [record] = await productHistory(db, created.id);
    expect(record).toMatchObject({ action: "create", changedByName: "Sophie Gagnon" });
    expect(record?.fields.find((change) => change.field === "priceDay")).toEqual({ field: "priceDay", before: null, after: 120 });
  });

  it("keeps an unpublished product off the storefront, and lists it as a draft with English missing", async () => {
    const { db } = current();
    const created = await createProduct(db, newGrinder({ name: { fr: "Brouillon", en: "" }, published: false }), STAFF);
    if (created.outcome !== "created") throw new Error(created.outcome);
    expect(findProduct(await getCatalogue(db), created.id)).toBeUndefined();
    const listed = (await listAdminProducts(db)).find((row) => row.id === created.id);
    expect(listed).toMatchObject({ published: false, englishMissing: true, lastChangeBy: "Sophie Gagnon" });
    expect(await isArchivedProduct(db, created.id)).toBe(false);
  });

  it("changes a price and a return date in one transaction with the record of each field before and after", async () => {
    const { db } = current();
    const before = await product1(db);
    const version = await readCatalogueVersion(db);
    const input = { ...before.input, priceDay: 375, unavailableUntil: "2026-12-03" };
    const outcome = await updateProduct(db, 1, input, STAFF, before.updatedAt.toISOString(), on("2026-11-22"));
    expect(outcome).toEqual({
      outcome: "updated",
      fields: [
        { field: "priceDay", before: 350, after: 375 },
        { field: "unavailableUntil", before: null, after: "2026-12-03" },
      ],
    });
    expect(await readCatalogueVersion(db)).toBeGreaterThan(version);
    const shown = findProduct(await getCatalogue(db, on("2026-11-22")), 1);
    expect(shown).toMatchObject({ priceDay: 375, available: false, returnsOn: "2026-12-03" });
    expect(findProduct(await getCatalogue(db, on("2026-12-03")), 1)).toMatchObject({ available: true });
    expect((await product1(db)).history.map((record) => record.action)).toEqual(["update"]);
    // Saving the same values again writes nothing.
    const again = await product1(db);
    expect(await updateProduct(db, 1, again.input, STAFF, again.updatedAt.toISOString())).toEqual({ outcome: "unchanged" });
    expect(await productHistory(db, 1)).toHaveLength(1);
  });

  it("refuses a name another product has, in either language, ignoring case and accents — and writes nothing", async () => {
    const { db } = current();
    const taken = await createProduct(db, newGrinder({ name: { fr: "meuleuse PLANETAIRE husqvarna  pg 820", en: "Other" } }), STAFF);
    expect(taken).toEqual({ outcome: "name-taken", field: "nameFr" });
    const before = await product1(db);
    const otherName = (await getAdminProduct(db, 2))!.input.name.en;
    const renamed = await updateProduct(db, 1, { ...before.input, name: { fr: before.input.name.fr, en: ` ${otherName.toUpperCase()} ` } }, STAFF, before.updatedAt.toISOString());
    expect(renamed).toEqual({ outcome: "name-taken", field: "nameEn" });
    expect(await productHistory(db, 1)).toEqual([]);
    // Its own name is not "taken".
    expect((await updateProduct(db, 1, { ...before.input, priceDay: 351 }, STAFF, before.updatedAt.toISOString())).outcome).toBe("updated");
  });

  it("refuses to save over a change made since the form was loaded", async () => {
    const { db } = current();
    const loaded = await product1(db);
    await updateProduct(db, 1, { ...loaded.input, priceDay: 360 }, STAFF, loaded.updatedAt.toISOString(), new Date("2026-11-22T15:00:00Z"));
    const stale = await updateProduct(db, 1, { ...loaded.input, fleetUnits: 5 }, STAFF, loaded.updatedAt.toISOString(), new Date("2026-11-22T15:01:00Z"));
    expect(stale).toEqual({ outcome: "conflict" });
    expect((await product1(db)).input).toMatchObject({ priceDay: 360, fleetUnits: 1 });
  });

  it("saves nothing half: a failure after the product's row is written undoes it", async () => {
    const { db } = current();
    const loaded = await product1(db);
    // The record names a staff member who does not exist: its insert fails after the update.
    const ghost = { userId: "nobody", name: "Personne" };
    await expect(updateProduct(db, 1, { ...loaded.input, priceDay: 999 }, ghost, loaded.updatedAt.toISOString())).rejects.toThrow();
    expect((await product1(db)).input.priceDay).toBe(350);
    expect(await productHistory(db, 1)).toEqual([]);
  });

  it("archives a product: off the storefront, known as gone (410), old requests keep their line; restore brings it back", async () => {
    const { db } = current();
    await oldRequest(db);
    expect(await setProductArchived(db, 1, true, STAFF)).toBe("done");
    expect(await setProductArchived(db, 1, true, STAFF)).toBe("unchanged");
    expect(findProduct(await getCatalogue(db), 1)).toBeUndefined();
    expect(await isArchivedProduct(db, 1)).toBe(true);
    expect(await isArchivedProduct(db, 9999)).toBe(false);
    for (const lang of ["fr", "en"] as const) {
      const request = await getRequestDetail(db, "S-2026-000001", lang);
      expect(request?.items).toEqual([expect.objectContaining({ productId: 1, name: lang === "fr" ? "Meuleuse planétaire Husqvarna PG 820" : "Husqvarna PG 820 planetary grinder", unitPrice: 350 })]);
    }
    expect(await setProductArchived(db, 1, false, STAFF)).toBe("done");
    expect(findProduct(await getCatalogue(db), 1)).toMatchObject({ priceDay: 350 });
    expect((await productHistory(db, 1)).map((record) => [record.action, record.fields])).toEqual([
      ["restore", [{ field: "archived", before: true, after: false }]],
      ["archive", [{ field: "archived", before: false, after: true }]],
    ]);
    expect(await setProductArchived(db, 9999, true, STAFF)).toBe("not-found");
  });

  it("keeps an old request's price and names when the product is repriced and renamed", async () => {
    const { db } = current();
    await oldRequest(db);
    const loaded = await product1(db);
    await updateProduct(db, 1, { ...loaded.input, priceDay: 400, name: { fr: "Meuleuse renommée", en: "Renamed grinder" } }, STAFF, loaded.updatedAt.toISOString());
    const request = await getRequestDetail(db, "S-2026-000001", "fr");
    expect(request?.items[0]).toMatchObject({ name: "Meuleuse planétaire Husqvarna PG 820", unitPrice: 350, lineTotal: 350 });
    expect(request?.totalAmount).toBe(402.41);
  });

  it("moves a product still showing its category's illustration to the new category's", async () => {
    const { db } = current();
    const loaded = await product1(db);
    await db
      .update(catalogueProducts)
      .set({ images: [{ src: "/images/catalogue/meuleuses.svg", alt: loaded.input.name }] })
      .where(eq(catalogueProducts.id, 1));
    const fresh = await product1(db);
    await updateProduct(db, 1, { ...fresh.input, categoryPath: "scarifieuse" }, STAFF, fresh.updatedAt.toISOString());
    expect((await product1(db)).images.map((image) => image.src)).toEqual(["/images/catalogue/scarifieuse.svg"]);
    expect(toProductInput((await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, 1)))[0]!).categoryPath).toBe("scarifieuse");
  });
});

describe.each(testedDatabases)("a product change seen by another instance [%s]", (kind) => {
  it(
    "shows the new price on the other instance at its next read",
    async () => {
      const instances = await createTwoInstances(kind);
      try {
        const { first, second } = instances;
        await addStaff(first);
        expect(findProduct(await getCatalogue(second), 1)?.priceDay).toBe(350);
        const loaded = await getAdminProduct(first, 1);
        await updateProduct(first, 1, { ...loaded!.input, priceDay: 365 }, STAFF, loaded!.updatedAt.toISOString());
        expect(findProduct(await getCatalogue(second), 1)?.priceDay).toBe(365);
      } finally {
        await instances.close();
      }
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );
});
