/**
 * A staff upload made into the files the storefront serves, with sharp:
 * - the type is what the bytes are (`metadata().format`): JPEG, PNG or WebP, whatever the
 *   file is called or the browser says;
 * - at most PHOTO_MAX_BYTES and PHOTO_MAX_PIXELS (sharp's `limitInputPixels` refuses a larger
 *   image before decoding it, so a small file that would decode to gigabytes costs nothing);
 * - turned upright (`rotate()` reads the EXIF orientation), then written without any metadata
 *   (sharp keeps none unless asked: no EXIF, GPS, XMP or camera serial reaches the site);
 * - in AVIF and WebP at the widths of `photoWidthsFor`, never upscaled.
 * Nothing is written to disk here (see ./storage.server.ts).
 */
import sharp from "sharp";
import { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, photoWidthsFor, type PhotoEncoding } from "../domain/catalogue/photos.ts";

type Sharp = ReturnType<typeof sharp>;
type Metadata = Awaited<ReturnType<Sharp["metadata"]>>;

export type PhotoRefusal = "empty" | "tooLarge" | "notAnImage" | "tooManyPixels";

export type Rendition = { width: number; height: number; encoding: PhotoEncoding; data: Buffer };

export type ProcessedPhoto = { ok: true; width: number; height: number; widths: number[]; renditions: Rendition[] } | { ok: false; reason: PhotoRefusal };

const ENCODE: Record<PhotoEncoding, (image: Sharp) => Sharp> = {
  // Quality and effort chosen for product photos on a small server: ~0.5 s for the 8 files of a 12 MP photo.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  // failOn "error": a truncated or corrupt file is refused rather than half-decoded.
  const source = () => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await source().metadata();
  } catch (error) {
    return { ok: false, reason: isPixelLimit(error) ? "tooManyPixels" : "notAnImage" };
  }
  if (!(PHOTO_FORMATS as readonly string[]).includes(metadata.format ?? "")) return { ok: false, reason: "notAnImage" };
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) return { ok: false, reason: "notAnImage" };
  if (upright.width * upright.height > PHOTO_MAX_PIXELS) return { ok: false, reason: "tooManyPixels" };

  const widths = photoWidthsFor(upright.width);
  const renditions: Rendition[] = [];
  try {
    // One decode, shared by every size and encoding (clone).
    const base = source().rotate();
    for (const width of widths) {
      for (const encoding of ["avif", "webp"] as const) {
        const { data, info } = await ENCODE[encoding](base.clone().resize({ width, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
        renditions.push({ width: info.width, height: info.height, encoding, data });
      }
    }
  } catch (error) {
    // The header was readable but the pixels are not (a truncated file).
    return { ok: false, reason: isPixelLimit(error) ? "tooManyPixels" : "notAnImage" };
  }
  const largest = renditions[renditions.length - 1]!;
  return { ok: true, width: largest.width, height: largest.height, widths, renditions };
}
