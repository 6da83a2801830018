/**
 * Product photos in a real browser against the real server ("Done when": upload a
 * photo, the product page serves it in responsive sizes with width and height), in French and
 * English: the upload with JavaScript (progress, the server's verdict beside the field), the
 * same screen without JavaScript (plain form posts: upload, order, alternative texts,
 * removal), the files' caching, and what is refused. Test images are made with sharp.
 * Each test works on its own product: they run in parallel on one server.
 */
import { expect, test, type Page } from "./fixtures.ts";
import sharp from "sharp";
import { newContext, signInAsStaff } from "./accounts.ts";
import { en } from "./routes.ts";
import { expectHeadingOutline, expectNoRawKeys, expectNoSeriousA11yViolations } from "./support.ts";

const LANGS = {
  fr: {
    file: "Photo",
    /** The alternative text the page's language shows. */
    altOwn: "Texte de remplacement (français)",
    upload: "Téléverser la photo",
    uploaded: "Photo ajoutée.",
    notAnImage: "Ce fichier n'est pas une photo JPEG, PNG ou WebP",
    tooManyPixels: "Cette photo dépasse 40 mégapixels",
    tooLarge: "Cette photo dépasse 10 Mo",
    tooLargePage: "Envoi trop volumineux",
    count: (n: number) => (n === 0 ? "Aucune photo" : `${n} photo${n > 1 ? "s" : ""} sur 4`),
    moveDown: (n: number) => `Descendre la photo ${n}`,
    moved: "Ordre des photos enregistré.",
    saveAlt: (n: number) => `Enregistrer les textes de la photo ${n}`,
    described: "Textes de remplacement enregistrés.",
    remove: (n: number) => `Retirer la photo ${n}`,
    removeConfirm: "Retirer la photo",
    removed: "Photo retirée.",
  },
  en: {
    file: "Photo",
    altOwn: "Alternative text (English)",
    upload: "Upload the photo",
    uploaded: "Photo added.",
    notAnImage: "This file is not a JPEG, PNG or WebP photo",
    tooManyPixels: "This photo is over 40 megapixels",
    tooLarge: "This photo is over 10 MB",
    tooLargePage: "Upload too large",
    count: (n: number) => (n === 0 ? "No photos" : `${n} photo${n > 1 ? "s" : ""} of 4`),
    moveDown: (n: number) => `Move down: photo ${n}`,
    moved: "Photo order saved.",
    saveAlt: (n: number) => `Save the texts of photo ${n}`,
    described: "Alternative texts saved.",
    remove: (n: number) => `Remove photo ${n}`,
    removeConfirm: "Remove the photo",
    removed: "Photo removed.",
  },
} as const;
type Lang = keyof typeof LANGS;

const path = (lang: Lang, p: string) => (lang === "en" ? en(p) : p);

/** A photo as a camera would send it: JPEG, with EXIF (GPS included). */
async function cameraJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: "Jean Secret" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 31/1 0/1" } })
    .toBuffer();
}

/** Uploads with the form; `alt` is the alternative text in the page's language (the upload form is the last one). */
async function upload(page: Page, lang: Lang, file: { name: string; mimeType: string; buffer: Buffer }, alt?: string) {
  const t = LANGS[lang];
  await page.getByRole("button", { name: t.file, exact: true }).setInputFiles(file);
  if (alt) await page.getByRole("textbox", { name: t.altOwn }).last().fill(alt);
  await page.getByRole("button", { name: t.upload }).click();
}

/** The product page's photo sources (AVIF and WebP srcset) and main image, checked as a browser loads them. */
async function expectResponsivePhoto(page: Page, alt: string) {
  const main = page.getByRole("img", { name: alt, exact: true });
  await expect(main).toHaveAttribute("width", "1280");
  await expect(main).toHaveAttribute("height", "960");
  const picture = page.locator("picture", { has: main });
  const avif = await picture.locator("source[type='image/avif']").getAttribute("srcset");
  const webp = await picture.locator("source[type='image/webp']").getAttribute("srcset");
  expect(avif).toMatch(/^\/photos\/[0-9a-f-]{36}-320\.avif 320w, \/photos\/[0-9a-f-]{36}-640\.avif 640w, \/photos\/[0-9a-f-]{36}-960\.avif 960w, \/photos\/[0-9a-f-]{36}-1280\.avif 1280w$/);
  expect(webp).toBe(avif!.replaceAll(".avif", ".webp"));
  expect(await picture.locator("source").first().getAttribute("sizes")).toBeTruthy();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/photos\/[0-9a-f-]{36}-\d+\.avif$/);
  return avif!.split(", ").map((entry) => entry.split(" ")[0]!);
}

for (const lang of ["fr", "en"] as const) {
  const t = LANGS[lang];

  test(`staff upload a photo with JavaScript; the product page serves it in responsive sizes [${lang}]`, async ({ browser }) => {
    test.setTimeout(90_000);
    const productId = lang === "fr" ? 11 : 12;
    const context = await newContext(browser);
    await signInAsStaff(context);
    const page = await context.newPage();
    await page.goto(path(lang, `/admin/products/${productId}/photos`));
    await expect(page.getByText(t.count(0), { exact: true })).toBeVisible();

    // A text file named .jpg (and announced as a JPEG): the server reads the bytes and refuses it.
    await upload(page, lang, { name: "chantier.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Ceci n'est pas une photo.\n") });
    await expect(page.locator("#photo-error")).toContainText(t.notAnImage);
    await expect(page.getByText(t.count(0), { exact: true })).toBeVisible();

    const alt = lang === "fr" ? "Meuleuse vue de côté sur le chantier" : "Grinder seen from the side on site";
    await upload(page, lang, { name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await cameraJpeg(2400, 1800, "#b35a1f") }, alt);
    await expect(page.getByText(t.uploaded).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
    await expectNoRawKeys(page);
    await expectHeadingOutline(page);
    await expectNoSeriousA11yViolations(page);

    // The product page, in the same language: the photo with that language's alternative text.
    await page.goto(path(lang, `/product/${productId}`));
    const files = await expectResponsivePhoto(page, alt);

    // The files: the right type, a year of immutable caching, and no EXIF left.
    for (const file of [files[0]!, files.at(-1)!, files.at(-1)!.replace(".avif", ".webp")]) {
      const answer = await page.request.get(file);
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()["content-type"]).toBe(file.endsWith(".avif") ? "image/avif" : "image/webp");
      expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await answer.body()).includes("Jean Secret")).toBe(false);
    }
    expect((await page.request.get("/photos/../auth-secret")).status()).toBe(404);
    expect((await page.request.get(files[0]!.replace(/-320\./, "-321."))).status()).toBe(404);

    // Structured data: the largest photo, as an absolute URL.
    const jsonLd = await page.locator("script[type='application/ld+json']").allTextContents();
    const product = jsonLd.map((text) => JSON.parse(text) as { "@type"?: string; image?: string[] }).find((item) => item["@type"] === "Product");
    expect(product?.image?.[0]).toMatch(new RegExp(`^https?://[^/]+/photos/[0-9a-f-]{36}-1280\\.webp$`));

    // A second photo, then the order changed with JavaScript (the same form, sent by React Router).
    await page.goto(path(lang, `/admin/products/${productId}/photos`));
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2060a0" } })
      .png()
      .toBuffer();
    await upload(page, lang, { name: "dos.png", mimeType: "image/png", buffer: png }, "B");
    await expect(page.getByText(t.count(2), { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: t.moveDown(1) }).click();
    await expect(page.getByText(t.moved).first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: t.altOwn }).first()).toHaveValue("B");
    await context.close();
  });

  test(`without JavaScript, staff upload, reorder, describe and remove photos with plain form posts [${lang}]`, async ({ browser }) => {
    test.setTimeout(90_000);
    const productId = lang === "fr" ? 13 : 14;
    const context = await newContext(browser, { javaScriptEnabled: false });
    await signInAsStaff(context);
    const page = await context.newPage();
    const screen = path(lang, `/admin/products/${productId}/photos`);
    await page.goto(screen);

    // Refused by the server, with the reason beside the field, in the page's language.
    await upload(page, lang, { name: "plan.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7 not a picture") });
    await expect(page.locator("#photo-error")).toContainText(t.notAnImage);
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await upload(page, lang, { name: "panorama.png", mimeType: "image/png", buffer: huge });
    await expect(page.locator("#photo-error")).toContainText(t.tooManyPixels);
    // 10 MB + 1 byte: within the route's body limit, so the route itself says why.
    await upload(page, lang, { name: "lourde.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) });
    await expect(page.locator("#photo-error")).toContainText(t.tooLarge);
    await expect(page.getByText(t.count(0), { exact: true })).toBeVisible();

    await upload(page, lang, { name: "a.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(1600, 1200, "#204060") }, "Vue A");
    await expect(page.getByRole("status")).toHaveText(t.uploaded);
    await upload(
      page,
      lang,
      {
        name: "b.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 1400, height: 1050, channels: 3, background: "#e0a020" } })
          .png()
          .toBuffer(),
      },
      "Vue B",
    );
    await expect(page.getByText(t.count(2), { exact: true })).toBeVisible();
    const altFields = page.getByRole("textbox", { name: t.altOwn });
    await expect(altFields.nth(0)).toHaveValue("Vue A");
    await expect(altFields.nth(1)).toHaveValue("Vue B");

    // Reorder: photo 1 moves down, B becomes the main photo.
    await page.getByRole("button", { name: t.moveDown(1) }).click();
    await expect(page.getByRole("status")).toHaveText(t.moved);
    await expect(altFields.nth(0)).toHaveValue("Vue B");
    await expect(altFields.nth(1)).toHaveValue("Vue A");

    // Describe: a new text (in the page's language) for the main photo.
    await altFields.nth(0).fill("Vue B, plateau relevé");
    await page.getByRole("button", { name: t.saveAlt(1) }).click();
    await expect(page.getByRole("status")).toHaveText(t.described);
    await expect(altFields.nth(0)).toHaveValue("Vue B, plateau relevé");

    // The storefront follows at the next request.
    const store = await context.newPage();
    await store.goto(path(lang, `/product/${productId}`));
    await expect(store.getByRole("img", { name: "Vue B, plateau relevé", exact: true })).toHaveAttribute("width", "1280");

    // Remove (a confirmation first, which works without JavaScript: <details>).
    await page.getByLabel(t.remove(2)).click();
    await page.getByRole("button", { name: t.removeConfirm, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(t.removed);
    await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
    await context.close();
  });
}

test("an upload over the route's body limit answers the translated 413 page, and nothing is stored", async ({ browser }) => {
  // Two 12 MB uploads: 37 s in a full suite, past 60 s once beside another browser test.
  test.setTimeout(120_000);
  const context = await newContext(browser, { javaScriptEnabled: false });
  await signInAsStaff(context);
  const page = await context.newPage();
  for (const lang of ["fr", "en"] as const) {
    await page.goto(path(lang, "/admin/products/15/photos"));
    await upload(page, lang, { name: "enorme.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(12 * 1024 * 1024, 0xff) });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LANGS[lang].tooLargePage);
    await page.goto(path(lang, "/admin/products/15/photos"));
    await expect(page.getByText(LANGS[lang].count(0), { exact: true })).toBeVisible();
  }
  await context.close();
});
