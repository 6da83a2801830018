/**
 * GET /photos/<file>: the product photos staff uploaded, from DATA_DIR/photos
 * (app/photos/storage.server.ts). Only a name of a photo's rendition (PHOTO_FILE_NAME: its uuid,
 * a width and an encoding) is looked up, so no path can leave the folder; anything else goes on
 * to the 404 of server/app.ts. A name is never rewritten (a new photo has a new uuid): cached for
 * a year, immutable.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Next } from "hono";
import { PHOTO_FILE_NAME } from "../app/domain/catalogue/photos.ts";
import { IMMUTABLE } from "./cache-policy.ts";

/** The handler of GET and HEAD /photos/:file, reading from `dir`. */
export function servePhotos(dir: string) {
  const files = serveStatic({ root: dir, rewriteRequestPath: (requested) => requested.slice("/photos".length) });
  return async (c: Context, next: Next) => {
    if (!PHOTO_FILE_NAME.test(c.req.param("file") ?? "")) return next();
    const found = await files(c, next);
    // (A missing file went on to the 404 through `next`.)
    if (found instanceof Response) found.headers.set("Cache-Control", IMMUTABLE);
    return found;
  };
}
