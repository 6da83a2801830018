/**
 * GET /photos/<file> from DATA_DIR/photos: only a rendition's name (PHOTO_FILE_NAME) is looked up,
 * so no path leaves the folder. A name is never rewritten: immutable.
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
    if (found instanceof Response) found.headers.set("Cache-Control", IMMUTABLE);
    return found;
  };
}
