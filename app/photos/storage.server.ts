/**
 * The photo files: DATA_DIR/photos/{photoId}-{width}.{avif|webp}. Every instance reads and
 * writes the same folder (shared storage when there are several: README, "Photos"). A name is
 * written once and never rewritten (a new photo has a new id), which is what lets the server
 * serve them as immutable (server/photos.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_ENCODINGS, photoFileName } from "../domain/catalogue/photos.ts";
import type { Rendition } from "./process.server.ts";

export function photosDir(dataDir: string): string {
  return path.join(dataDir, "photos");
}

/**
 * Writes a photo's renditions. Each file is written under a temporary name, then renamed:
 * another instance never serves half a file. On any failure, what was written is removed
 * and the error is thrown again.
 */
export async function writePhotoFiles(dir: string, photoId: string, renditions: readonly Rendition[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const rendition of renditions) {
      const target = path.join(dir, photoFileName(photoId, rendition.width, rendition.encoding));
      const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      written.push(temporary);
      await writeFile(temporary, rendition.data, { flag: "wx" });
      await rename(temporary, target);
      written.push(target);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
}

/** Removes a photo's files (those already gone are not an error). */
export async function removePhotoFiles(dir: string, photoId: string, widths: readonly number[]): Promise<void> {
  await Promise.all(widths.flatMap((width) => PHOTO_ENCODINGS.map((encoding) => rm(path.join(dir, photoFileName(photoId, width, encoding)), { force: true }))));
}
