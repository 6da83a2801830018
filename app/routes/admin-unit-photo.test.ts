/**
 * The photos of a unit's condition through the real route modules, as the counter posts them
 * (multipart, like a browser): the handover's and the return's photos stored with their rows, a
 * refused post leaving no file and no row, the return screen showing the handover's photos beside
 * each unit out, and the staff-only route that serves them.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT } from "../../server/body-limit.ts";
import { bodyLimitAt, readRouteFacts } from "../../server/public-pages.ts";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, installServices, signedInCookie, testEnv } from "../../tests/support/route-harness.ts";
import { quoteMail, RENTED_PRODUCT, sentQuote } from "../../tests/support/sent-quote.ts";
import { routes } from "../../tests/support/source-build.ts";
import type { Db } from "../db/client.server.ts";
import { acceptQuote } from "../db/quote-answers.server.ts";
import { listProductUnits } from "../db/rental-units.server.ts";
import { rentalHandovers, rentalReturns, unitPhotos } from "../db/units-schema.ts";
import { PHOTO_MAX_BYTES } from "../domain/catalogue/photos.ts";
import { COUNTER_POST_MAX_BYTES, unitFieldNames } from "../domain/rental/handover-form.ts";
import { returnFieldNames } from "../domain/rental/return-form.ts";
import * as adminHandover from "./admin-handover.tsx";
import * as adminReturn from "./admin-return.tsx";
import * as adminUnitPhoto from "./admin-unit-photo.ts";

const ENV_KEY = Symbol.for("location-rive-sud.env");

const jpeg = async (name = "unite.jpg") =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 150, g: 110, b: 60 } } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    name,
    { type: "image/jpeg" },
  );

/** Two of product 1's units reserved by an accepted quote. */
async function acceptedForTwo(db: Db) {
  const quote = await sentQuote(db, { quantity: 2, fleet: 2 });
  expect(await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail })).toEqual({ ok: true });
  const tags = (await listProductUnits(db, RENTED_PRODUCT)).map((unit) => unit.tag);
  return { ...quote, tags };
}

/** The handover form as the counter fills it, each unit's photos in its own field. */
function handoverForm(tags: readonly string[], photos: readonly File[][] = []): FormData {
  const form = new FormData();
  tags.forEach((tag, i) => {
    const names = unitFieldNames(RENTED_PRODUCT, i);
    form.append(names.tag, tag);
    form.append(names.hours, "");
    form.append(names.condition, "");
    const chosen = photos[i] ?? [];
    // A file input left empty still sends a part: a nameless, empty file.
    for (const file of chosen.length > 0 ? chosen : [new File([], "")]) form.append(names.photos, file);
  });
  for (const [name, value] of Object.entries({ idKind: "drivers-licence", idLast4: "4821", deposit: "500", depositMethod: "cash", takenBy: "Jean Tremblay", signerName: "Jean Tremblay" }))
    form.append(name, value);
  return form;
}

it("lets the handover and the return posts, and only them, carry 48 MB of photos, in both languages and from a script's .data post", () => {
  readRouteFacts({ routes });
  expect(COUNTER_POST_MAX_BYTES).toBe(48 * 1024 * 1024);
  for (const path of ["/admin/requests/S-2026-000001/handover", "/en/admin/requests/S-2026-000001/return", "/admin/requests/S-2026-000001/return.data"]) {
    expect(bodyLimitAt(path), path).toBe(COUNTER_POST_MAX_BYTES);
  }
  for (const path of ["/admin/requests/S-2026-000001/quote", "/admin/units/photos/0b9d8c62-4b2a-4f3e-9d5c-1a2b3c4d5e6f-320.webp", "/admin/units/AB-1"]) {
    expect(bodyLimitAt(path), path).toBe(DEFAULT_BODY_LIMIT);
  }
});

describeEachDatabase("the photos of a unit's condition at the counter", (current) => {
  let undo: () => void = () => undefined;
  let dataDir = "";
  beforeEach(() => {
    undo = installServices(current());
    dataDir = mkdtempSync(path.join(tmpdir(), "lrs-counter-photos-"));
    (globalThis as Record<symbol, unknown>)[ENV_KEY] = { ...testEnv, dataDir };
  });
  afterEach(() => {
    undo();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const counterFiles = () => {
    try {
      return readdirSync(path.join(dataDir, "photos", "counter")).sort();
    } catch {
      return [];
    }
  };
  const handOver = (reference: string, body: FormData, cookie: string) => callRoute(adminHandover.action, { path: `/admin/requests/${reference}/handover`, params: { reference }, cookie, body });
  const photoOf = (file: string, cookie?: string) => callRoute(adminUnitPhoto.loader, { method: "GET", path: `/admin/units/photos/${file}`, params: { file }, cookie });

  it("stores a handover's 2 photos of a unit with their files, shows them on the return screen, and serves them to staff only", async () => {
    const { db } = current();
    const rental = await acceptedForTwo(db);
    const staff = await signedInCookie(current(), ADMIN_EMAIL);

    const handed = await handOver(rental.reference, handoverForm(rental.tags, [[await jpeg("avant.jpg"), await jpeg("cote.jpg")]]), staff);
    expect(handed.status).toBe(302);
    const rows = await db.select().from(unitPhotos);
    expect(rows.map((row) => [row.stage, row.position, row.width, row.height, row.widths])).toEqual([
      ["handover", 0, 800, 600, [320, 800]],
      ["handover", 1, 800, 600, [320, 800]],
    ]);
    // Each photo's small and large size, in both encodings, in the private folder only.
    expect(counterFiles()).toEqual(rows.flatMap((row) => [`${row.id}-320.avif`, `${row.id}-320.webp`, `${row.id}-800.avif`, `${row.id}-800.webp`]).sort());
    expect(readdirSync(path.join(dataDir, "photos"))).toEqual(["counter"]);

    // The return screen shows them beside the unit they were taken of, and that unit only.
    const page = await callRoute(adminReturn.loader, { method: "GET", path: `/admin/requests/${rental.reference}/return`, params: { reference: rental.reference }, cookie: staff });
    const out = (page.body as { out: { tag: string; photosOut: { id: string }[] }[] }).out;
    expect(out.find((unit) => unit.tag === rental.tags[0])?.photosOut.map((photo) => photo.id)).toEqual(rows.map((row) => row.id));
    expect(out.find((unit) => unit.tag === rental.tags[1])?.photosOut).toEqual([]);

    const file = `${rows[0]!.id}-320.webp`;
    const served = await photoOf(file, staff);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(Number(served.headers.get("Content-Length"))).toBe(statSync(path.join(dataDir, "photos", "counter", file)).size);
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await photoOf(`${rows[0]!.id}-800.avif`, staff)).headers.get("Content-Type")).toBe("image/avif");
    // A width not kept, an id no row names, a name that is no rendition's: not found.
    expect((await photoOf(`${rows[0]!.id}-640.webp`, staff)).status).toBe(404);
    expect((await photoOf("0b9d8c62-4b2a-4f3e-9d5c-1a2b3c4d5e6f-320.webp", staff)).status).toBe(404);
    expect((await photoOf("..%2Fphotos%2Fx.webp", staff)).status).toBe(404);

    // A visitor is sent to sign in, a customer home; neither gets the bytes.
    expect(await photoOf(file)).toMatchObject({ status: 302, location: "/?login=1" });
    const customer = await signedInCookie(current(), "client@example.com");
    const asCustomer = await photoOf(file, customer);
    expect(asCustomer).toMatchObject({ status: 302, location: "/" });
    expect(asCustomer.headers.get("Content-Type")).not.toBe("image/webp");
  });

  it("refuses 5 photos of a unit, a non-image and one over 10 MB beside their field; nothing is written", async () => {
    const { db } = current();
    const rental = await acceptedForTwo(db);
    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    const photosField = unitFieldNames(RENTED_PRODUCT, 0).photos;
    const otherField = unitFieldNames(RENTED_PRODUCT, 1).photos;
    const five = await Promise.all(Array.from({ length: 5 }, () => jpeg()));
    const notAnImage = new File([new TextEncoder().encode("rayure sur le capot\n")], "rayure.jpg", { type: "image/jpeg" });
    const tooLarge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "enorme.jpg", { type: "image/jpeg" });

    const cases: [File[][], number, string, string][] = [
      [[five], 400, photosField, "adminUnits.photos.errors.tooMany"],
      // The first unit's photo is good: decoded, but not written when the second's is refused.
      [[[await jpeg()], [notAnImage]], 415, otherField, "adminUnits.photos.errors.notAnImage"],
      [[[tooLarge]], 413, photosField, "adminUnits.photos.errors.tooLarge"],
    ];
    for (const [photos, status, field, key] of cases) {
      const refused = await handOver(rental.reference, handoverForm(rental.tags, photos), staff);
      expect(refused.status, key).toBe(status);
      expect((refused.body as { errors: Record<string, { key: string }> }).errors).toEqual({ [field]: expect.objectContaining({ key }) });
      expect(counterFiles(), key).toEqual([]);
      expect(await db.select().from(unitPhotos)).toEqual([]);
      expect(await db.select().from(rentalHandovers)).toEqual([]);
    }
  });

  it("takes back the written files when the handover itself is refused", async () => {
    const { db } = current();
    const rental = await acceptedForTwo(db);
    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    const refused = await handOver(rental.reference, handoverForm([rental.tags[0]!, "NOPE-1"], [[await jpeg()]]), staff);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe("adminUnits.errors.unitUnknown");
    expect(counterFiles()).toEqual([]);
    expect(await db.select().from(unitPhotos)).toEqual([]);
  });

  it("stores a return's photos with the return, and refuses photos of a unit not ticked as coming back", async () => {
    const { db } = current();
    const rental = await acceptedForTwo(db);
    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    expect((await handOver(rental.reference, handoverForm(rental.tags, [[await jpeg()]]), staff)).status).toBe(302);
    const returnPath = `/admin/requests/${rental.reference}/return`;
    const params = { reference: rental.reference };
    const loaded = await callRoute(adminReturn.loader, { method: "GET", path: returnPath, params, cookie: staff });
    const [first, second] = (loaded.body as { out: { assignmentId: number }[] }).out;
    const firstNames = returnFieldNames(first!.assignmentId);
    const secondNames = returnFieldNames(second!.assignmentId);
    const handoverFiles = counterFiles();

    // The second unit's photo without its box ticked: refused, nothing written.
    const notBack = new FormData();
    notBack.append(firstNames.back, "on");
    notBack.append(secondNames.photos, await jpeg());
    const refused = await callRoute(adminReturn.action, { path: returnPath, params, cookie: staff, body: notBack });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: Record<string, { key: string }> }).errors).toEqual({ [secondNames.photos]: { key: "adminUnits.photos.errors.notBack" } });
    expect(counterFiles()).toEqual(handoverFiles);
    expect(await db.select().from(rentalReturns)).toEqual([]);

    const back = new FormData();
    back.append(firstNames.back, "on");
    back.append(firstNames.condition, "Garde fissurée");
    back.append(firstNames.photos, await jpeg("garde.jpg"));
    back.append(secondNames.photos, new File([], ""));
    expect((await callRoute(adminReturn.action, { path: returnPath, params, cookie: staff, body: back })).status).toBe(302);
    const returned = (await db.select().from(unitPhotos)).filter((row) => row.stage === "return");
    expect(returned.map((row) => [row.assignmentId, row.position])).toEqual([[first!.assignmentId, 0]]);
    expect(counterFiles()).toHaveLength(handoverFiles.length + 4);

    // The unit back shows its return's photos; the handover's stay with the unit they were taken of.
    type Unit = { tag: string; photosOut: { id: string }[]; photosIn?: { id: string }[] };
    const after = (await callRoute(adminReturn.loader, { method: "GET", path: returnPath, params, cookie: staff })).body as { out: Unit[]; back: Unit[] };
    expect(after.back.map((unit) => unit.photosIn?.map((photo) => photo.id))).toEqual([returned.map((row) => row.id)]);
    const units = [...after.out, ...after.back];
    expect(rental.tags.map((tag) => units.find((unit) => unit.tag === tag)?.photosOut.length)).toEqual([1, 0]);
  });
});
