/**
 * The counter's photos without a database: what a post's photo fields may hold, the two sizes
 * kept of each photo, and files that never stay behind when writing fails.
 */
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_FILE_NAME, PHOTO_MAX_BYTES } from "../domain/catalogue/photos.ts";
import { checkPhotoFields, counterPhotosDir, processCounterPhotos, writeCounterPhotos } from "./counter-photos.server.ts";

const jpeg = async (width: number, height: number) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 120, b: 110 } } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "unit.jpg",
    { type: "image/jpeg" },
  );

/** What a browser sends for a file input left empty. */
const nothingChosen = () => new File([], "", { type: "application/octet-stream" });

function formWith(fields: Record<string, File[]>): FormData {
  const form = new FormData();
  for (const [name, files] of Object.entries(fields)) for (const file of files) form.append(name, file);
  return form;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "counter-photos-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the counter's photos", () => {
  it("live in a folder below the photos' one (backed up with it), never among the public photos' files", () => {
    expect(counterPhotosDir("/var/lib/lrs")).toBe(path.join("/var/lib/lrs", "photos", "counter"));
  });

  it("take up to 4 photos a unit, an empty field being none; refuse 5, an empty file and one over 10 MB before decoding anything", async () => {
    const photo = await jpeg(400, 300);
    const fine = checkPhotoFields(formWith({ a: [photo, photo, photo, photo], b: [nothingChosen()] }), ["a", "b", "c"]);
    expect(fine.errors).toEqual({});
    expect([...fine.files.keys()]).toEqual(["a"]);
    expect(fine.files.get("a")).toHaveLength(4);

    const refused = checkPhotoFields(formWith({ a: [photo, photo, photo, photo, photo], b: [new File([], "vide.jpg")], c: [new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "grosse.jpg")] }), [
      "a",
      "b",
      "c",
    ]);
    expect(refused.errors).toEqual({
      a: { key: "adminUnits.photos.errors.tooMany", n: 4 },
      b: { key: "adminUnits.photos.errors.empty" },
      c: { key: "adminUnits.photos.errors.tooLarge", n: 10 },
    });
    expect(refused.status).toBe(400);
    expect(checkPhotoFields(formWith({ c: [new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "grosse.jpg")] }), ["c"]).status).toBe(413);
  });

  it("keeps the smallest and the largest size of each photo, in AVIF and WebP; a small photo once", async () => {
    const processed = await processCounterPhotos(new Map([["a", [await jpeg(2000, 1500), await jpeg(300, 200)]]]));
    if (!processed.ok) throw new Error(JSON.stringify(processed.errors));
    const [large, small] = processed.photos.get("a")!;
    expect(large!.row).toMatchObject({ width: 1280, height: 960, widths: [320, 1280] });
    expect(large!.renditions.map((r) => `${r.encoding} ${r.width}`)).toEqual(["avif 320", "webp 320", "avif 1280", "webp 1280"]);
    expect(small!.row).toMatchObject({ width: 300, height: 200, widths: [300] });
    expect(large!.row.id).not.toBe(small!.row.id);
  });

  it("refuses a text file named .jpg with 415 beside its field, whatever came before it", async () => {
    const text = new File([new TextEncoder().encode("pas une photo\n")], "rayure.jpg", { type: "image/jpeg" });
    expect(
      await processCounterPhotos(
        new Map([
          ["a", [await jpeg(400, 300)]],
          ["b", [text]],
        ]),
      ),
    ).toEqual({
      ok: false,
      status: 415,
      errors: { b: { key: "adminUnits.photos.errors.notAnImage" } },
    });
  });

  it("writes every photo's files and takes them all back; a failed write leaves none", async () => {
    const processed = await processCounterPhotos(new Map([["a", [await jpeg(800, 600), await jpeg(800, 600)]]]));
    if (!processed.ok) throw new Error("refused");
    const written = await writeCounterPhotos(dir, processed.photos);
    const rows = written.rows.get("a")!;
    expect(rows).toHaveLength(2);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(rows.flatMap((row) => [`${row.id}-320.avif`, `${row.id}-320.webp`, `${row.id}-800.avif`, `${row.id}-800.webp`]).sort());
    for (const file of files) expect(file).toMatch(PHOTO_FILE_NAME);
    await written.remove();
    expect(await readdir(dir)).toEqual([]);

    // The second photo's first file cannot be written (a folder has its name): the first photo's files go too.
    const second = processed.photos.get("a")![1]!;
    await mkdir(path.join(dir, `${second.row.id}-320.avif`));
    await expect(writeCounterPhotos(dir, processed.photos)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([`${second.row.id}-320.avif`]);
  });
});
