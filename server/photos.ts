/**
 * GET /photos/<file>: the product photos staff uploaded, from DATA_DIR/photos
 * (app/photos/storage.server.ts). A file name is a photo's uuid, a width and an encoding
 * (PHOTO_FILE_NAME); nothing else is looked up, so no path can leave the folder. A name is
 * never rewritten (a new photo has a new uuid): cached for a year, immutable. Anything else
 * under /photos/ is a 404.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { PHOTO_FILE_NAME } from "../app/domain/catalogue/photos.ts";

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = (c: Context) => c.text("Not found", 404, { "Cache-Control": "no-cache" });

/** The handler of GET and HEAD /photos/:file, reading from `dir`. */
export function servePhotos(dir: string) {
  return async (c: Context) => {
    const name = c.req.param("file") ?? "";
    const match = PHOTO_FILE_NAME.exec(name);
    if (!match) return notFound(c);
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return notFound(c);
    const headers = {
      "Content-Type": TYPES[match[3] as keyof typeof TYPES],
      "Content-Length": String(info.size),
      "Cache-Control": IMMUTABLE,
      "Last-Modified": info.mtime.toUTCString(),
    };
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, headers);
  };
}
