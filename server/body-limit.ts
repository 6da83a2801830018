/**
 * One limit on request bodies, for every route, in the HTTP layer: 256 KB, unless the route's
 * `handle` declares its own (`bodyBytes`, read by server/public-pages.ts). Hono's bodyLimit counts
 * the bytes as they arrive (a chunked body has no Content-Length to trust) and stops reading at
 * the first byte over, so memory stays flat whatever a client sends; a Content-Length over the
 * limit is refused before anything is read. The body is read before the route's guard runs: a
 * larger limit is that much memory an anonymous caller can hold per request, so only a route
 * that must take files declares one. The form parsers behind (React Router, Better Auth) read
 * what they are given without a limit of their own.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Every form of the site fits in it many times over. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** The middleware: each request measured against `limitOf` its path; over it, `onTooLarge` answers. */
export function limitRequestBodies(limitOf: (pathname: string) => number, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const bytes = limitOf(c.req.path);
    let limiter = limiters.get(bytes);
    if (!limiter) limiters.set(bytes, (limiter = bodyLimit({ maxSize: bytes, onError: onTooLarge })));
    return limiter(c, next);
  };
}
