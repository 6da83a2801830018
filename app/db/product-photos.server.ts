/**
 * A product's photos: add, move, describe (alt text), remove. Each change and its
 * history row (product_changes, action "photos": who, when, the photo ids before and after)
 * are written in ONE transaction, with the product's row locked first so two staff members
 * editing the same product's photos record two consistent steps. A write to product_photos
 * moves the catalogue version (trigger, migration 0009): every instance shows it at its next
 * request. The files themselves are app/photos/ (written before the row, removed after it).
 */
import { asc, count, eq, like, sql } from "drizzle-orm";
import { movedPhotoOrder, PHOTOS_PER_PRODUCT_MAX, type PhotoMove } from "../domain/catalogue/photos.ts";
import type { Localized } from "../domain/catalogue/types.ts";
import { productChanges, productPhotos, type ProductFieldChange } from "./back-office-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { submissionItems } from "./schema.ts";
import type { StaffMember } from "./request-status.server.ts";

export type ProductPhotoRow = typeof productPhotos.$inferSelect;
export type NewPhoto = { id: string; alt: Localized; width: number; height: number; widths: number[] };

export type PhotoChangeOutcome = { outcome: "changed"; photos: ProductPhotoRow[] } | { outcome: "unchanged" } | { outcome: "product-not-found" } | { outcome: "photo-not-found" } | { outcome: "full" };

export type ProductSummary = { id: number; name: Localized; archived: boolean };

/** The product (archived ones included: staff may still fix their photos) and its photos in order. */
export async function productWithPhotos(db: Db, productId: number): Promise<{ product: ProductSummary; photos: ProductPhotoRow[] } | undefined> {
  const [row] = await db
    .select({ id: catalogueProducts.id, name: catalogueProducts.name, archivedAt: catalogueProducts.archivedAt })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, productId));
  if (!row) return undefined;
  return { product: { id: row.id, name: row.name, archived: row.archivedAt !== null }, photos: await photosOf(db, productId) };
}

function photosOf(db: DbOrTx, productId: number): Promise<ProductPhotoRow[]> {
  return db.select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
}

/** Locks the product's row for the rest of the transaction; false when there is no such product. */
async function lockProduct(tx: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: catalogueProducts.id }).from(catalogueProducts).where(eq(catalogueProducts.id, productId)).for("update");
  return row !== undefined;
}

async function recordChange(tx: DbOrTx, productId: number, actor: StaffMember, fields: ProductFieldChange[], now: Date | undefined) {
  await tx.insert(productChanges).values({ productId, action: "photos", fields, changedByUserId: actor.userId, changedByName: actor.name, ...(now ? { changedAt: now } : {}) });
}

const idsOf = (photos: readonly ProductPhotoRow[]) => photos.map((p) => p.id);
const orderChange = (before: readonly ProductPhotoRow[], after: readonly string[]): ProductFieldChange => ({ field: "photos", before: idsOf(before), after });

type Change = { productId: number; actor: StaffMember; now?: Date };

/** Adds a photo whose files are already written, at the end of the product's photos. */
export async function addProductPhoto(db: Db, input: Change & { photo: NewPhoto }): Promise<PhotoChangeOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.productId))) return { outcome: "product-not-found" };
    const [{ photos } = { photos: 0 }] = await tx.select({ photos: count() }).from(productPhotos).where(eq(productPhotos.productId, input.productId));
    if (photos >= PHOTOS_PER_PRODUCT_MAX) return { outcome: "full" };
    const before = await photosOf(tx, input.productId);
    await tx.insert(productPhotos).values({ ...input.photo, productId: input.productId, position: before.length, ...(input.now ? { createdAt: input.now } : {}) });
    await recordChange(tx, input.productId, input.actor, [orderChange(before, [...idsOf(before), input.photo.id])], input.now);
    return { outcome: "changed", photos: await photosOf(tx, input.productId) };
  });
}

/** Moves a photo one place up or down (0 is the main photo). */
export async function moveProductPhoto(db: Db, input: Change & { photoId: string; move: PhotoMove }): Promise<PhotoChangeOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.productId))) return { outcome: "product-not-found" };
    const before = await photosOf(tx, input.productId);
    if (!before.some((p) => p.id === input.photoId)) return { outcome: "photo-not-found" };
    const order = movedPhotoOrder(idsOf(before), input.photoId, input.move);
    if (order.every((id, i) => id === before[i]!.id)) return { outcome: "unchanged" };
    await renumber(tx, order);
    await recordChange(tx, input.productId, input.actor, [orderChange(before, order)], input.now);
    return { outcome: "changed", photos: await photosOf(tx, input.productId) };
  });
}

/** Changes a photo's alternative text (both languages). */
export async function describeProductPhoto(db: Db, input: Change & { photoId: string; alt: Localized }): Promise<PhotoChangeOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.productId))) return { outcome: "product-not-found" };
    const before = await photosOf(tx, input.productId);
    const photo = before.find((p) => p.id === input.photoId);
    if (!photo) return { outcome: "photo-not-found" };
    if (photo.alt.fr === input.alt.fr && photo.alt.en === input.alt.en) return { outcome: "unchanged" };
    await tx.update(productPhotos).set({ alt: input.alt }).where(eq(productPhotos.id, photo.id));
    const ids = idsOf(before);
    await recordChange(
      tx,
      input.productId,
      input.actor,
      [orderChange(before, ids), { field: "photoAlt", before: { id: photo.id, alt: photo.alt }, after: { id: photo.id, alt: input.alt } }],
      input.now,
    );
    return { outcome: "changed", photos: await photosOf(tx, input.productId) };
  });
}

/**
 * Removes a photo's row; the caller removes its files once this has committed (a failed
 * transaction must not leave a row pointing at missing files). `removed` is the photo's row.
 */
export async function removeProductPhoto(db: Db, input: Change & { photoId: string }): Promise<PhotoChangeOutcome & { removed?: ProductPhotoRow }> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.productId))) return { outcome: "product-not-found" };
    const before = await photosOf(tx, input.productId);
    const removed = before.find((p) => p.id === input.photoId);
    if (!removed) return { outcome: "photo-not-found" };
    await tx.delete(productPhotos).where(eq(productPhotos.id, removed.id));
    const order = idsOf(before).filter((id) => id !== removed.id);
    await renumber(tx, order);
    await recordChange(tx, input.productId, input.actor, [orderChange(before, order)], input.now);
    return { outcome: "changed", photos: await photosOf(tx, input.productId), removed };
  });
}

/** Whether a request's line names one of this photo's files (its thumbnail when the request was sent). */
export async function isPhotoInRequests(db: Db, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissionItems.id })
    .from(submissionItems)
    .where(like(submissionItems.image, `/photos/${photoId}-%`))
    .limit(1);
  return row !== undefined;
}

/** Positions 0, 1, 2… in this order, in one statement. */
async function renumber(tx: DbOrTx, order: readonly string[]): Promise<void> {
  if (order.length === 0) return;
  await tx
    .update(productPhotos)
    .set({
      position: sql`array_position(${sql.raw("array[")}${sql.join(
        order.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}${sql.raw("]")}, ${productPhotos.id}) - 1`,
    })
    .where(
      sql`${productPhotos.id} in (${sql.join(
        order.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
}
