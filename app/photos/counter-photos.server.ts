/**
 * The photos of a unit's condition taken at the counter, at the handover and at the return: the
 * evidence between the shop and the customer when a unit comes back damaged. They go through the
 * catalogue's pipeline (./process.server.ts: the bytes decide the type, no EXIF or GPS is kept)
 * into DATA_DIR/photos/counter, a folder of their own inside the photos folder: the backups carry
 * the photos folder whole, and the public /photos address only ever serves a bare file name of
 * DATA_DIR/photos, never a path below it; only the staff route app/routes/admin-unit-photo.ts
 * serves them.
 *
 * A post is checked whole before anything is written: the count and sizes first (cheap), then
 * every image decoded. Only then are the files written, before the transaction that inserts
 * their rows (the catalogue's order: never a row without its files); the route removes them
 * again when the transaction refuses or fails.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { UnitPhotoFile } from "../db/handovers.server.ts";
import { PHOTO_MAX_BYTES, PHOTO_MAX_MEGABYTES, PHOTO_MAX_MEGAPIXELS } from "../domain/catalogue/photos.ts";
import { UNIT_PHOTOS_MAX } from "../domain/rental/handover-form.ts";
import type { FieldError, FieldErrors } from "../domain/validation/errors.ts";
import { logger } from "../platform/logger.server.ts";
import { processPhoto, type PhotoRefusal, type Rendition } from "./process.server.ts";
import { photosDir, removePhotoFiles, writePhotoFiles } from "./storage.server.ts";

export function counterPhotosDir(dataDir: string): string {
  return path.join(photosDir(dataDir), "counter");
}

/** A refusal: the status of the answer and the error beside each refused field. */
export type CounterPhotosRefused = { ok: false; status: number; errors: FieldErrors };

type Refusal = { status: number; error: FieldError };

const REFUSALS: Record<PhotoRefusal | "tooMany", Refusal> = {
  tooMany: { status: 400, error: { key: "adminUnits.photos.errors.tooMany", n: UNIT_PHOTOS_MAX } },
  empty: { status: 400, error: { key: "adminUnits.photos.errors.empty" } },
  tooLarge: { status: 413, error: { key: "adminUnits.photos.errors.tooLarge", n: PHOTO_MAX_MEGABYTES } },
  notAnImage: { status: 415, error: { key: "adminUnits.photos.errors.notAnImage" } },
  tooManyPixels: { status: 422, error: { key: "adminUnits.photos.errors.tooManyPixels", n: PHOTO_MAX_MEGAPIXELS } },
};

/** The files posted in one photo field; a file input left empty sends one nameless, empty file. */
export function postedPhotos(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File && !(value.size === 0 && value.name === ""));
}

/** What is wrong with one field's files before any is decoded, if anything. */
function refusalOf(posted: readonly File[]): Refusal | undefined {
  if (posted.length > UNIT_PHOTOS_MAX) return REFUSALS.tooMany;
  if (posted.some((file) => file.size === 0)) return REFUSALS.empty;
  if (posted.some((file) => file.size > PHOTO_MAX_BYTES)) return REFUSALS.tooLarge;
  return undefined;
}

/**
 * What can be said of the photo fields without decoding anything: at most UNIT_PHOTOS_MAX files
 * each, none empty or over PHOTO_MAX_BYTES. Returned with the form's other errors, in one answer
 * whose status is the first refusal's.
 */
export function checkPhotoFields(form: FormData, names: readonly string[]): { files: Map<string, File[]>; errors: FieldErrors; status: number } {
  const files = new Map<string, File[]>();
  const errors: FieldErrors = {};
  let status = 400;
  for (const name of names) {
    const posted = postedPhotos(form, name);
    const refusal = refusalOf(posted);
    if (refusal) {
      if (Object.keys(errors).length === 0) status = refusal.status;
      errors[name] = refusal.error;
    } else if (posted.length > 0) files.set(name, posted);
  }
  return { files, errors, status };
}

/** A processed photo, not yet written: the renditions kept and the row they will make. */
export type ProcessedCounterPhoto = { row: UnitPhotoFile; renditions: Rendition[] };

/**
 * Two widths of each photo are kept, the smallest (the screens' thumbnails) and the largest (the
 * evidence, opened full size): the catalogue's in-between sizes serve responsive pages that
 * counter photos never are, and every rental adds up to eight photos per unit.
 */
function keptRenditions(renditions: readonly Rendition[], widths: readonly number[]): { widths: number[]; renditions: Rendition[] } {
  const kept = [...new Set([widths[0]!, widths[widths.length - 1]!])];
  return { widths: kept, renditions: renditions.filter((rendition) => kept.includes(rendition.width)) };
}

/**
 * Decodes every photo of every field (one after the other: each may take a second of a core and
 * 160 MB). The first photo refused stops the work: nothing will be written anyway.
 */
export async function processCounterPhotos(files: ReadonlyMap<string, readonly File[]>): Promise<{ ok: true; photos: Map<string, ProcessedCounterPhoto[]> } | CounterPhotosRefused> {
  const photos = new Map<string, ProcessedCounterPhoto[]>();
  for (const [name, posted] of files) {
    const processed: ProcessedCounterPhoto[] = [];
    for (const file of posted) {
      const photo = await processPhoto(new Uint8Array(await file.arrayBuffer()));
      if (!photo.ok) {
        const refusal = REFUSALS[photo.reason];
        return { ok: false, status: refusal.status, errors: { [name]: refusal.error } };
      }
      const kept = keptRenditions(photo.renditions, photo.widths);
      processed.push({ row: { id: randomUUID(), width: photo.width, height: photo.height, widths: kept.widths }, renditions: kept.renditions });
    }
    photos.set(name, processed);
  }
  return { ok: true, photos };
}

/** Written photos: their rows by field, and how to take the files back when the rows are not stored. */
export type WrittenCounterPhotos = { rows: Map<string, UnitPhotoFile[]>; remove: () => Promise<void> };

/** Writes the files of every processed photo; on a failure, those already written are removed and the error thrown again. */
export async function writeCounterPhotos(dir: string, photos: ReadonlyMap<string, readonly ProcessedCounterPhoto[]>): Promise<WrittenCounterPhotos> {
  const written: UnitPhotoFile[] = [];
  const remove = async () => {
    const removed = await Promise.allSettled(written.map((row) => removePhotoFiles(dir, row.id, row.widths)));
    // A file left behind is only space taken: never served without its row.
    for (const result of removed) if (result.status === "rejected") logger.warn("counter photo files not removed", { error: result.reason });
  };
  const rows = new Map<string, UnitPhotoFile[]>();
  try {
    for (const [name, processed] of photos) {
      for (const photo of processed) {
        written.push(photo.row);
        await writePhotoFiles(dir, photo.row.id, photo.renditions);
      }
      rows.set(
        name,
        processed.map((photo) => photo.row),
      );
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { rows, remove };
}
