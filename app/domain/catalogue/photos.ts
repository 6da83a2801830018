/**
 * Product photos uploaded by staff: what is accepted, which sizes are
 * made, how their files are named and how pages list them in `srcset`.
 * Pure: the image work itself is app/photos/process.server.ts (sharp).
 */
import { GALLERY_SIZE } from "../constants.ts";
import type { ProductImage } from "./types.ts";

/** One photo per request, at most 10 MB. */
export const PHOTO_MAX_MEGABYTES = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
/** At most 40 megapixels: a decoded 40 MP image is ~160 MB of memory, the most one upload may cost. */
export const PHOTO_MAX_MEGAPIXELS = 40;
export const PHOTO_MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
/** The file types accepted, as sharp names them (`metadata().format`): never the file's name or the browser's word. */
export const PHOTO_FORMATS = ["jpeg", "png", "webp"] as const;
/** As many photos as the product page's gallery shows (spec 3: 4 views). */
export const PHOTOS_PER_PRODUCT_MAX = GALLERY_SIZE;
/** The responsive widths made of each photo (CSS pixels × density of a card, a page, a wide screen). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export const PHOTO_ENCODINGS = ["avif", "webp"] as const;
export type PhotoEncoding = (typeof PHOTO_ENCODINGS)[number];
/** Alternative text: one short sentence. */
export const PHOTO_ALT_MAX = 200;

/**
 * The widths stored for an image `originalWidth` pixels wide (after orientation): the standard
 * widths below it, then the original itself up to the largest standard width. Never upscaled:
 * a 300 px image gives [300], a 1000 px one [320, 640, 960, 1000], a 4000 px one the four.
 */
export function photoWidthsFor(originalWidth: number): number[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  const top = Math.min(Math.floor(originalWidth), largest);
  if (top < 1) return [];
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A stored rendition's file name, and nothing else (no dots, slashes or other names reach the disk). */
export const PHOTO_FILE_NAME = new RegExp(`^(${UUID})-([1-9]\\d{0,3})\\.(avif|webp)$`);

export function isPhotoId(value: unknown): value is string {
  return typeof value === "string" && new RegExp(`^${UUID}$`).test(value);
}

export function photoFileName(photoId: string, width: number, encoding: PhotoEncoding): string {
  return `${photoId}-${width}.${encoding}`;
}

/** The public URL path of a rendition (served by server/photos.ts). */
export function photoPath(photoId: string, width: number, encoding: PhotoEncoding): string {
  return `/photos/${photoFileName(photoId, width, encoding)}`;
}

/** A stored photo as the catalogue shows it: `src` is its largest WebP rendition, `widths` lists the others. */
export function photoImage(photo: { id: string; alt: ProductImage["alt"]; width: number; height: number; widths: readonly number[] }): ProductImage {
  const largest = photo.widths[photo.widths.length - 1] ?? photo.width;
  return { src: photoPath(photo.id, largest, "webp"), alt: photo.alt, width: photo.width, height: photo.height, widths: photo.widths };
}

/**
 * The `srcset` of one encoding of a photo image (`src` as photoImage makes it); undefined for an
 * illustration (no `widths`), which has a single file.
 */
export function photoSrcset(image: { src: string; widths?: readonly number[] }, encoding: PhotoEncoding): string | undefined {
  if (!image.widths?.length) return undefined;
  const name = PHOTO_FILE_NAME.exec(image.src.replace(/^\/photos\//, ""));
  if (!name) return undefined;
  return image.widths.map((w) => `${photoPath(name[1]!, w, encoding)} ${w}w`).join(", ");
}

/** The smallest file of an image, for thumbnails (the quote cart): a photo's narrowest WebP, or the illustration. */
export function smallestImageSrc(image: { src: string; widths?: readonly number[] }): string {
  const name = PHOTO_FILE_NAME.exec(image.src.replace(/^\/photos\//, ""));
  const narrowest = image.widths?.[0];
  return name && narrowest ? photoPath(name[1]!, narrowest, "webp") : image.src;
}

export type PhotoMove = "up" | "down";

/** The order after moving `id` one place up or down; unchanged at either end or for an unknown id. */
export function movedPhotoOrder(order: readonly string[], id: string, move: PhotoMove): string[] {
  const next = [...order];
  const from = next.indexOf(id);
  const to = move === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
