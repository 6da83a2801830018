import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { movedPhotoOrder, PHOTO_FILE_NAME, PHOTO_WIDTHS, photoImage, photoSrcset, photoWidthsFor, smallestImageSrc } from "./photos.ts";

const ID = "0b9d8c62-4b2a-4f3e-9d5c-1a2b3c4d5e6f";

describe("photo widths", () => {
  it("are the standard widths below the original, then the original up to 1280: never upscaled", () => {
    expect(photoWidthsFor(300)).toEqual([300]);
    expect(photoWidthsFor(320)).toEqual([320]);
    expect(photoWidthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(photoWidthsFor(6000)).toEqual([...PHOTO_WIDTHS]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (original) => {
        const widths = photoWidthsFor(original);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths.every((w) => w <= original)).toBe(true);
        expect(widths.at(-1)).toBe(Math.min(original, 1280));
        expect(widths.every((w, i) => i === 0 || w > widths[i - 1]!)).toBe(true);
      }),
    );
  });
});

describe("photo file names", () => {
  it("accept only {uuid}-{width}.{avif|webp}: no other name, no path", () => {
    expect(PHOTO_FILE_NAME.test(`${ID}-640.webp`)).toBe(true);
    expect(PHOTO_FILE_NAME.test(`${ID}-1280.avif`)).toBe(true);
    for (const bad of [`${ID}-640.jpg`, `${ID}-0640.webp`, `../${ID}-640.webp`, `${ID}-640.webp/..`, `${ID.toUpperCase()}-640.webp`, `${ID}-99999.webp`, "auth-secret", `${ID}-640.webp.tmp`]) {
      expect(PHOTO_FILE_NAME.test(bad), bad).toBe(false);
    }
  });

  it("give a photo's srcset in each encoding, and nothing for an illustration", () => {
    const image = photoImage({ id: ID, alt: { fr: "a", en: "a" }, width: 960, height: 720, widths: [320, 640, 960] });
    expect(image.src).toBe(`/photos/${ID}-960.webp`);
    expect(photoSrcset(image, "avif")).toBe(`/photos/${ID}-320.avif 320w, /photos/${ID}-640.avif 640w, /photos/${ID}-960.avif 960w`);
    expect(smallestImageSrc(image)).toBe(`/photos/${ID}-320.webp`);
    expect(photoSrcset({ src: "/images/catalogue/meuleuse.svg" }, "webp")).toBeUndefined();
    expect(smallestImageSrc({ src: "/images/catalogue/meuleuse.svg" })).toBe("/images/catalogue/meuleuse.svg");
  });
});

describe("moving a photo", () => {
  it("swaps it with its neighbour, and changes nothing at either end or for an unknown id", () => {
    expect(movedPhotoOrder(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(movedPhotoOrder(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
    expect(movedPhotoOrder(["a", "b", "c"], "a", "up")).toEqual(["a", "b", "c"]);
    expect(movedPhotoOrder(["a", "b", "c"], "c", "down")).toEqual(["a", "b", "c"]);
    expect(movedPhotoOrder(["a", "b"], "z", "up")).toEqual(["a", "b"]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 8 }), fc.nat(), fc.constantFrom("up" as const, "down" as const), (order, pick, move) => {
        const id = order[pick % order.length]!;
        const moved = movedPhotoOrder(order, id, move);
        expect([...moved].sort()).toEqual([...order].sort());
        // A move that did something is undone by the opposite move.
        if (moved.indexOf(id) !== order.indexOf(id)) expect(movedPhotoOrder(moved, id, move === "up" ? "down" : "up")).toEqual(order);
      }),
    );
  });
});
