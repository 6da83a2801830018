/**
 * The photo pipeline with the real sharp: test images are made by sharp itself.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_FILE_NAME, PHOTO_MAX_BYTES } from "../domain/catalogue/photos.ts";
import { processPhoto } from "./process.server.ts";
import { removePhotoFiles, writePhotoFiles } from "./storage.server.ts";

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } });

/** A PNG carrying EXIF with GPS coordinates (libvips' IFD3 is the GPS directory) and a camera owner's name. */
const pngWithGps = () =>
  solid(1600, 1200)
    .png()
    .withExif({ IFD0: { Artist: "Jean Secret", Copyright: "Jean Secret" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 31/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "73/1 25/1 0/1" } })
    .toBuffer();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "photos-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the photo pipeline", () => {
  it("stores AVIF and WebP renditions at 320, 640, 960 and 1280 px without any metadata (EXIF, GPS)", async () => {
    const source = await pngWithGps();
    expect((await sharp(source).metadata()).exif, "the test image carries EXIF").toBeDefined();

    const processed = await processPhoto(source);
    if (!processed.ok) throw new Error(processed.reason);
    expect(processed.widths).toEqual([320, 640, 960, 1280]);
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 1280, height: 960 });

    await writePhotoFiles(dir, "0b9d8c62-4b2a-4f3e-9d5c-1a2b3c4d5e6f", processed.renditions);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(8);
    for (const file of files) {
      expect(file).toMatch(PHOTO_FILE_NAME);
      const stored = await sharp(await readFile(path.join(dir, file))).metadata();
      expect(stored.format).toBe(file.endsWith(".avif") ? "heif" : "webp");
      expect(stored.exif, `${file} has no EXIF`).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.width).toBe(Number(/-(\d+)\./.exec(file)![1]));
      expect((await readFile(path.join(dir, file))).includes("Jean Secret")).toBe(false);
    }
    await removePhotoFiles(dir, "0b9d8c62-4b2a-4f3e-9d5c-1a2b3c4d5e6f", processed.widths);
    expect(await readdir(dir)).toEqual([]);
  });

  it("turns a photo upright from its EXIF orientation before dropping it", async () => {
    // 1200 × 800 as stored, orientation 6 (the camera was turned): 800 × 1200 as seen.
    const jpeg = await solid(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const processed = await processPhoto(jpeg);
    if (!processed.ok) throw new Error(processed.reason);
    expect(processed.widths).toEqual([320, 640, 800]);
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 800, height: 1200 });
  });

  it("never upscales: a 300 px wide image is stored at 300 px only", async () => {
    const processed = await processPhoto(await solid(300, 200).webp().toBuffer());
    if (!processed.ok) throw new Error(processed.reason);
    expect(processed.widths).toEqual([300]);
    expect(processed.renditions.map((r) => `${r.encoding} ${r.width}×${r.height}`)).toEqual(["avif 300×200", "webp 300×200"]);
  });

  it("refuses a text file named .jpg, a GIF, an SVG and a truncated JPEG: the bytes decide, not the name", async () => {
    expect(await processPhoto(new TextEncoder().encode("ceci n'est pas une photo.jpg\n"))).toEqual({ ok: false, reason: "notAnImage" });
    expect(await processPhoto(await solid(40, 40).gif().toBuffer())).toEqual({ ok: false, reason: "notAnImage" });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await processPhoto(svg)).toEqual({ ok: false, reason: "notAnImage" });
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    expect(await processPhoto(jpeg.subarray(0, jpeg.length / 2))).toEqual({ ok: false, reason: "notAnImage" });
  });

  it("refuses an image over 40 megapixels (7000 × 7000) before decoding it, and an empty or over-10-MB file", async () => {
    const huge = await solid(7000, 7000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect(await processPhoto(huge)).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(await processPhoto(new Uint8Array(0))).toEqual({ ok: false, reason: "empty" });
    expect(await processPhoto(new Uint8Array(PHOTO_MAX_BYTES + 1))).toEqual({ ok: false, reason: "tooLarge" });
  });
});
