/**
 * The two photo changes that touch files, in the order that never leaves a row without its
 * files: an upload writes the files first, then the row (one transaction); a removal deletes
 * the row first, then the files (unless an old request's line names them). A failure between
 * the two leaves at worst unused files, never a broken image on the storefront.
 */
import { randomUUID } from "node:crypto";
import { addProductPhoto, isPhotoInRequests, removeProductPhoto, type PhotoChangeOutcome } from "../db/product-photos.server.ts";
import type { Db } from "../db/client.server.ts";
import type { StaffMember } from "../db/request-status.server.ts";
import type { Localized } from "../domain/catalogue/types.ts";
import { logger } from "../platform/logger.server.ts";
import { processPhoto, type PhotoRefusal } from "./process.server.ts";
import { removePhotoFiles, writePhotoFiles } from "./storage.server.ts";

export type UploadOutcome = { ok: true; photoId: string } | { ok: false; reason: PhotoRefusal | Exclude<PhotoChangeOutcome["outcome"], "changed"> };

export type UploadInput = { productId: number; bytes: Uint8Array; alt: Localized; actor: StaffMember; dir: string };

export async function uploadProductPhoto(db: Db, input: UploadInput): Promise<UploadOutcome> {
  const processed = await processPhoto(input.bytes);
  if (!processed.ok) return processed;
  const photoId = randomUUID();
  await writePhotoFiles(input.dir, photoId, processed.renditions);
  let result: PhotoChangeOutcome;
  try {
    result = await addProductPhoto(db, {
      productId: input.productId,
      actor: input.actor,
      photo: { id: photoId, alt: input.alt, width: processed.width, height: processed.height, widths: processed.widths },
    });
  } catch (error) {
    await removePhotoFiles(input.dir, photoId, processed.widths);
    throw error;
  }
  if (result.outcome !== "changed") {
    await removePhotoFiles(input.dir, photoId, processed.widths);
    return { ok: false, reason: result.outcome };
  }
  return { ok: true, photoId };
}

export async function deleteProductPhoto(db: Db, input: { productId: number; photoId: string; actor: StaffMember; dir: string }): Promise<PhotoChangeOutcome> {
  const result = await removeProductPhoto(db, input);
  if (result.removed) {
    const { id, widths } = result.removed;
    // An old request keeps showing the thumbnail it was sent with: those files stay.
    if (await isPhotoInRequests(db, id)) return result;
    // The row is gone: nothing links to the files any more. Left behind, they would only take space.
    await removePhotoFiles(input.dir, id, widths).catch((error: unknown) => logger.warn("photo files not removed", { photoId: id, error }));
  }
  return result;
}
