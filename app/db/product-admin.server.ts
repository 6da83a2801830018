/**
 * Products as the back office reads and writes them: the list, one
 * product with its history, create, update, archive and restore. Every write is
 * ONE transaction holding the product row and its `product_changes` record
 * (who, when, which fields, before and after); the catalogue's version trigger
 * (migration 0007) bumps `catalogue_version` in the same transaction, so every
 * instance shows the change at its next request (decision 0015).
 *
 * Writes take the catalogue version row's lock first: catalogue writes are rare,
 * and serialising them makes "no two products share a name" (checked here, in
 * each language, ignoring case and accents) hold under concurrent saves.
 * The caller has checked the staff role (app/auth/guards.server.ts) and the form.
 */
import { resizeFleet } from "./rental-units.server.ts";
import { and, asc, desc, eq, isNull, isNotNull } from "drizzle-orm";
import type { ProductInput } from "../domain/catalogue/product-form.ts";
import { englishMissing } from "../domain/catalogue/product-form-values.ts";
import { changedFields } from "../domain/catalogue/product-changes.ts";
import type { Localized, ProductImage } from "../domain/catalogue/types.ts";
import { foldForSearch } from "../domain/text.ts";
import { productChanges, type ProductChangeAction, type ProductFieldChange } from "./back-office-schema.ts";
import { catalogueCategories, catalogueProducts, catalogueVersion } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import type { StaffMember } from "./request-status.server.ts";

type ProductRow = typeof catalogueProducts.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The editable part of a stored row. */
export function toProductInput(row: ProductRow): ProductInput {
  return {
    name: row.name,
    description: row.description,
    brand: row.brand,
    model: row.model,
    categoryPath: row.categoryPath as ProductInput["categoryPath"],
    priceDay: row.priceDay,
    priceWeek: row.priceWeek,
    salePrice: row.salePrice,
    fleetUnits: row.fleetUnits,
    unavailableUntil: row.unavailableUntil,
    video: row.video,
    rating: row.rating,
    reviews: row.reviews,
    applications: row.applications,
    features: row.features,
    specifications: row.specifications,
    included: row.included,
    safety: row.safety,
    published: row.published,
  };
}

export type AdminProductRow = {
  id: number;
  name: Localized;
  brand: string;
  model: string;
  categoryPath: string;
  image: ProductImage;
  priceDay: number | null;
  priceWeek: number | null;
  salePrice: number | null;
  fleetUnits: number | null;
  unavailableUntil: string | null;
  published: boolean;
  archivedAt: Date | null;
  englishMissing: boolean;
  updatedAt: Date;
  lastChangeBy: string | null;
};

/** Every product, archived ones included, in id order, with who changed it last. */
export async function listAdminProducts(db: Db): Promise<AdminProductRow[]> {
  const rows = await db.select().from(catalogueProducts).orderBy(asc(catalogueProducts.id));
  const last = await db
    .selectDistinctOn([productChanges.productId], { productId: productChanges.productId, name: productChanges.changedByName })
    .from(productChanges)
    .orderBy(productChanges.productId, desc(productChanges.changedAt), desc(productChanges.id));
  const lastBy = new Map(last.map((change) => [change.productId, change.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    categoryPath: row.categoryPath,
    image: row.images[0] ?? { src: "", alt: row.name },
    priceDay: row.priceDay,
    priceWeek: row.priceWeek,
    salePrice: row.salePrice,
    fleetUnits: row.fleetUnits,
    unavailableUntil: row.unavailableUntil,
    published: row.published,
    archivedAt: row.archivedAt,
    englishMissing: englishMissing(row),
    updatedAt: row.updatedAt,
    lastChangeBy: lastBy.get(row.id) ?? null,
  }));
}

export type ProductChangeRecord = { id: number; action: ProductChangeAction; fields: ProductFieldChange[]; changedByName: string; changedAt: Date };

export type AdminProduct = { id: number; input: ProductInput; images: ProductImage[]; archivedAt: Date | null; updatedAt: Date; history: ProductChangeRecord[] };

/** How many changes the product's page lists (newest first). */
export const HISTORY_SIZE = 100;

export async function productHistory(db: Db | Tx, productId: number): Promise<ProductChangeRecord[]> {
  return db
    .select({ id: productChanges.id, action: productChanges.action, fields: productChanges.fields, changedByName: productChanges.changedByName, changedAt: productChanges.changedAt })
    .from(productChanges)
    .where(eq(productChanges.productId, productId))
    .orderBy(desc(productChanges.changedAt), desc(productChanges.id))
    .limit(HISTORY_SIZE);
}

export async function getAdminProduct(db: Db, id: number): Promise<AdminProduct | undefined> {
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
  if (!row) return undefined;
  return { id: row.id, input: toProductInput(row), images: row.images, archivedAt: row.archivedAt, updatedAt: row.updatedAt, history: await productHistory(db, id) };
}

/** Which language's name another product already has (ignoring case, accents and spaces around). */
async function takenName(tx: Tx, name: Localized, exceptId: number | null): Promise<"nameFr" | "nameEn" | null> {
  // Serialises catalogue writes (see the module's comment): the check and the write are one step.
  await tx.select({ version: catalogueVersion.version }).from(catalogueVersion).for("update");
  const others = await tx.select({ id: catalogueProducts.id, name: catalogueProducts.name }).from(catalogueProducts);
  const fold = (text: string) => foldForSearch(text).trim().replace(/\s+/g, " ");
  for (const lang of ["fr", "en"] as const) {
    const wanted = fold(name[lang]);
    if (wanted && others.some((other) => other.id !== exceptId && fold(other.name[lang]) === wanted)) return lang === "fr" ? "nameFr" : "nameEn";
  }
  return null;
}

async function record(tx: Tx, productId: number, action: ProductChangeAction, fields: ProductFieldChange[], actor: StaffMember, now: Date): Promise<void> {
  await tx.insert(productChanges).values({ productId, action, fields, changedByUserId: actor.userId, changedByName: actor.name, changedAt: now });
}

/** A new product without photos shows its category's illustration (as the seeded ones do). */
async function categoryIllustration(tx: Tx, path: string, name: Localized): Promise<ProductImage[]> {
  const [category] = await tx.select({ image: catalogueCategories.image }).from(catalogueCategories).where(eq(catalogueCategories.path, path));
  if (!category) throw new Error(`unknown category ${path}`);
  return [{ src: category.image, alt: name }];
}

export type CreateOutcome = { outcome: "created"; id: number } | { outcome: "name-taken"; field: "nameFr" | "nameEn" };

export async function createProduct(db: Db, input: ProductInput, actor: StaffMember, now: Date = new Date()): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const taken = await takenName(tx, input.name, null);
    if (taken) return { outcome: "name-taken", field: taken };
    const images = await categoryIllustration(tx, input.categoryPath, input.name);
    const [created] = await tx
      .insert(catalogueProducts)
      .values({ ...input, images, updatedAt: now })
      .returning({ id: catalogueProducts.id });
    if (!created) throw new Error("product not created");
    // The count typed becomes that many units, numbered by the database.
    await resizeFleet(tx, created.id, input.fleetUnits ?? 0, actor);
    await record(tx, created.id, "create", changedFields(null, input), actor, now);
    return { outcome: "created", id: created.id };
  });
}

export type UpdateOutcome =
  | { outcome: "updated"; fields: ProductFieldChange[] }
  | { outcome: "unchanged" }
  | { outcome: "not-found" }
  /** Someone saved the product since this form was loaded: nothing written, the form is shown again. */
  | { outcome: "conflict" }
  | { outcome: "name-taken"; field: "nameFr" | "nameEn" }
  /** Fewer units asked for than can be retired (the others are out or in maintenance): nothing written. */
  | { outcome: "units-busy"; available: number };

/**
 * Saves the form over the product, if it has not changed since the form was loaded
 * (`loadedAt`: the product's `updatedAt` then, to the millisecond).
 */
export async function updateProduct(db: Db, id: number, input: ProductInput, actor: StaffMember, loadedAt: string, now: Date = new Date()): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const taken = await takenName(tx, input.name, id);
    const [row] = await tx.select().from(catalogueProducts).where(eq(catalogueProducts.id, id)).for("update");
    if (!row) return { outcome: "not-found" };
    if (row.updatedAt.toISOString() !== loadedAt) return { outcome: "conflict" };
    if (taken) return { outcome: "name-taken", field: taken };
    const before = toProductInput(row);
    const fields = changedFields(before, input);
    if (fields.length === 0) return { outcome: "unchanged" };
    // The units first: the count the form says is what the database derives from them.
    const resized = await resizeFleet(tx, id, input.fleetUnits ?? 0, actor);
    if (!resized.ok) return { outcome: "units-busy", available: resized.available };
    // A product still showing its old category's illustration takes the new category's.
    const illustrated = row.images.length === 1 && row.images[0]?.src.startsWith("/images/catalogue/") && before.categoryPath !== input.categoryPath;
    const images = illustrated ? await categoryIllustration(tx, input.categoryPath, input.name) : undefined;
    await tx
      .update(catalogueProducts)
      .set({ ...input, ...(images ? { images } : {}), updatedAt: now })
      .where(eq(catalogueProducts.id, id));
    await record(tx, id, "update", fields, actor, now);
    return { outcome: "updated", fields };
  });
}

export type ArchiveOutcome = "done" | "unchanged" | "not-found";

/** Archives (`archive: true`) or restores a product; the old requests keep their lines either way. */
export async function setProductArchived(db: Db, id: number, archive: boolean, actor: StaffMember, now: Date = new Date()): Promise<ArchiveOutcome> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(catalogueProducts)
      .set({ archivedAt: archive ? now : null, updatedAt: now })
      .where(and(eq(catalogueProducts.id, id), archive ? isNull(catalogueProducts.archivedAt) : isNotNull(catalogueProducts.archivedAt)))
      .returning({ id: catalogueProducts.id });
    if (changed.length === 0) {
      const [exists] = await tx.select({ id: catalogueProducts.id }).from(catalogueProducts).where(eq(catalogueProducts.id, id));
      return exists ? "unchanged" : "not-found";
    }
    const field = { field: "archived", before: !archive, after: archive };
    await record(tx, id, archive ? "archive" : "restore", [field], actor, now);
    return "done";
  });
}
