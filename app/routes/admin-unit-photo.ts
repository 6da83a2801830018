/**
 * /admin/units/photos/:file — one rendition of a photo of a unit's condition, taken at the
 * handover or the return ({photoId}-{width}.{avif|webp}, as app/photos/counter-photos.server.ts
 * writes them). Evidence between the shop and a customer: staff only (the back office's layout
 * guards it), from DATA_DIR/photos/counter, which the public /photos address never reaches. Only a
 * photo a row names, at a width it stores, is read; any other name is a 404. The layout answers
 * `private, no-store`, as every staff answer: a shared counter tablet keeps no copy.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { data } from "react-router";
import type { Route } from "./+types/admin-unit-photo";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { unitPhotoWidths } from "../db/handovers.server.ts";
import { PHOTO_FILE_NAME } from "../domain/catalogue/photos.ts";
import { counterPhotosDir } from "../photos/counter-photos.server.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const name = PHOTO_FILE_NAME.exec(file);
  const widths = name ? await unitPhotoWidths(await getDb(), name[1]!) : undefined;
  if (!name || !widths?.includes(Number(name[2]))) throw data(null, { status: 404 });
  const bytes = await readFile(path.join(counterPhotosDir(getEnv().dataDir), file)).catch(() => undefined);
  if (!bytes) throw data(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": `image/${name[3]}`, "Content-Length": String(bytes.byteLength), "X-Content-Type-Options": "nosniff" },
  });
}
