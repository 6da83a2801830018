/**
 * A product's photos on both databases: add, move, describe, remove, each with its history
 * row in the same transaction, and the storefront's catalogue following at once.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { findProduct } from "../domain/catalogue/catalogue.ts";
import { deleteProductPhoto, uploadProductPhoto } from "../photos/product-photo.server.ts";
import { user } from "./auth-schema.ts";
import { productChanges } from "./back-office-schema.ts";
import { getCatalogue } from "./catalogue.server.ts";
import type { Db } from "./client.server.ts";
import { addProductPhoto, describeProductPhoto, moveProductPhoto, productWithPhotos, type NewPhoto } from "./product-photos.server.ts";

const STAFF = { userId: "staff-1", name: "Sophie Gagnon" };
const alt = (n: number) => ({ fr: `Vue ${n}`, en: `View ${n}` });
const photo = (n: number): NewPhoto => ({ id: `00000000-0000-4000-8000-00000000000${n}`, alt: alt(n), width: 1280, height: 960, widths: [320, 640, 960, 1280] });

async function withStaff(db: Db) {
  await db.insert(user).values({ id: STAFF.userId, name: STAFF.name, email: "sophie@example.com", emailVerified: true, role: "admin" });
}

const history = (db: Db, productId: number) => db.select().from(productChanges).where(eq(productChanges.productId, productId)).orderBy(asc(productChanges.id));

const photoIds = async (db: Db, productId: number) => (await productWithPhotos(db, productId))!.photos.map((p) => [p.id, p.position]);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "photos-db-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describeEachDatabase("a product's photos", (current) => {
  it("adds, moves, describes and removes photos, recording each change (who, when, ids before and after)", async () => {
    const { db } = current();
    await withStaff(db);
    const [a, b, c] = [photo(1), photo(2), photo(3)];
    for (const p of [a, b, c]) expect((await addProductPhoto(db, { productId: 5, actor: STAFF, photo: p })).outcome).toBe("changed");
    expect(await photoIds(db, 5)).toEqual([
      [a.id, 0],
      [b.id, 1],
      [c.id, 2],
    ]);

    expect((await moveProductPhoto(db, { productId: 5, actor: STAFF, photoId: c.id, move: "up" })).outcome).toBe("changed");
    expect(await photoIds(db, 5)).toEqual([
      [a.id, 0],
      [c.id, 1],
      [b.id, 2],
    ]);
    // Already first: nothing changes, nothing is recorded.
    expect((await moveProductPhoto(db, { productId: 5, actor: STAFF, photoId: a.id, move: "up" })).outcome).toBe("unchanged");

    const described = await describeProductPhoto(db, { productId: 5, actor: STAFF, photoId: b.id, alt: { fr: "Plateau de la meuleuse", en: "Grinder head" } });
    expect(described.outcome).toBe("changed");
    expect((await productWithPhotos(db, 5))!.photos[2]!.alt).toEqual({ fr: "Plateau de la meuleuse", en: "Grinder head" });

    const removed = await deleteProductPhoto(db, { productId: 5, actor: STAFF, photoId: a.id, dir });
    expect(removed.outcome).toBe("changed");
    expect(await photoIds(db, 5)).toEqual([
      [c.id, 0],
      [b.id, 1],
    ]);

    const rows = await history(db, 5);
    expect(rows.map((r) => [r.action, r.changedByUserId, r.changedByName])).toEqual(Array(6).fill(["photos", STAFF.userId, STAFF.name]));
    expect(rows.map((r) => r.fields[0])).toEqual([
      { field: "photos", before: [], after: [a.id] },
      { field: "photos", before: [a.id], after: [a.id, b.id] },
      { field: "photos", before: [a.id, b.id], after: [a.id, b.id, c.id] },
      { field: "photos", before: [a.id, b.id, c.id], after: [a.id, c.id, b.id] },
      { field: "photos", before: [a.id, c.id, b.id], after: [a.id, c.id, b.id] },
      { field: "photos", before: [a.id, c.id, b.id], after: [c.id, b.id] },
    ]);
    expect(rows[4]!.fields[1]).toEqual({ field: "photoAlt", before: { id: b.id, alt: alt(2) }, after: { id: b.id, alt: { fr: "Plateau de la meuleuse", en: "Grinder head" } } });
    expect(rows.every((r) => r.changedAt instanceof Date)).toBe(true);
  });

  it("refuses a fifth photo, an unknown product or photo, and changes nothing then", async () => {
    const { db } = current();
    await withStaff(db);
    for (const n of [1, 2, 3, 4]) await addProductPhoto(db, { productId: 7, actor: STAFF, photo: photo(n) });
    expect((await addProductPhoto(db, { productId: 7, actor: STAFF, photo: photo(5) })).outcome).toBe("full");
    expect((await addProductPhoto(db, { productId: 9999, actor: STAFF, photo: photo(6) })).outcome).toBe("product-not-found");
    expect((await moveProductPhoto(db, { productId: 8, actor: STAFF, photoId: photo(1).id, move: "down" })).outcome).toBe("photo-not-found");
    expect((await describeProductPhoto(db, { productId: 7, actor: STAFF, photoId: photo(9).id, alt: alt(9) })).outcome).toBe("photo-not-found");
    expect((await productWithPhotos(db, 7))!.photos).toHaveLength(4);
    expect(await history(db, 7)).toHaveLength(4);
    expect(await history(db, 9999)).toHaveLength(0);
  });

  it("shows a product's photos on the storefront, in order, instead of its illustrations; without photos, the illustrations again", async () => {
    const { db } = current();
    await withStaff(db);
    const illustrated = findProduct(await getCatalogue(db), 3)!;
    expect(illustrated.image.src).toMatch(/^\/images\//);

    await addProductPhoto(db, { productId: 3, actor: STAFF, photo: { ...photo(1), width: 960, height: 1280, widths: [320, 640, 960] } });
    await addProductPhoto(db, { productId: 3, actor: STAFF, photo: photo(2) });
    await moveProductPhoto(db, { productId: 3, actor: STAFF, photoId: photo(2).id, move: "up" });
    const shown = findProduct(await getCatalogue(db), 3)!;
    expect(shown.image).toEqual({ src: `/photos/${photo(2).id}-1280.webp`, alt: alt(2), width: 1280, height: 960, widths: [320, 640, 960, 1280] });
    expect(shown.images).toEqual([{ src: `/photos/${photo(1).id}-960.webp`, alt: alt(1), width: 960, height: 1280, widths: [320, 640, 960] }]);

    for (const n of [1, 2]) await deleteProductPhoto(db, { productId: 3, actor: STAFF, photoId: photo(n).id, dir });
    expect(findProduct(await getCatalogue(db), 3)!.image).toEqual(illustrated.image);
  });

  it("writes the files before the row, and leaves no file behind when the upload is refused", async () => {
    const { db } = current();
    await withStaff(db);
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#357" } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadProductPhoto(db, { productId: 2, bytes: jpeg, alt: alt(1), actor: STAFF, dir });
    if (!uploaded.ok) throw new Error(uploaded.reason);
    expect((await readdir(dir)).sort()).toEqual([320, 640, 700].flatMap((w) => [`${uploaded.photoId}-${w}.avif`, `${uploaded.photoId}-${w}.webp`]));
    expect((await productWithPhotos(db, 2))!.photos.map((p) => [p.id, p.width, p.height, p.widths])).toEqual([[uploaded.photoId, 700, 500, [320, 640, 700]]]);

    expect(await uploadProductPhoto(db, { productId: 9999, bytes: jpeg, alt: alt(1), actor: STAFF, dir })).toEqual({ ok: false, reason: "product-not-found" });
    expect(await uploadProductPhoto(db, { productId: 2, bytes: new TextEncoder().encode("pas une image"), alt: alt(1), actor: STAFF, dir })).toEqual({ ok: false, reason: "notAnImage" });
    expect(await readdir(dir)).toHaveLength(6);

    await deleteProductPhoto(db, { productId: 2, actor: STAFF, photoId: uploaded.photoId, dir });
    expect(await readdir(dir)).toEqual([]);
  });
});
