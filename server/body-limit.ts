/**
 * One limit on request bodies, for every route, in the HTTP layer: 256 KB, unless a route
 * declares its own in ROUTE_BODY_LIMITS. Hono's bodyLimit counts the bytes as they arrive
 * (a chunked body has no Content-Length to trust) and stops reading at the first byte over,
 * so memory stays flat whatever a client sends; a Content-Length over the limit is refused
 * before anything is read (Node's parser never reads past a declared length).
 *
 * A body within the limit is handed on whole to React Router; the form parsers behind it
 * (React Router, Better Auth) read what they are given without a limit of their own.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Every form of the site fits in it many times over. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** `path`: without the /en prefix; a `:name` segment matches any one segment (as in app/routes.ts). */
export type RouteBodyLimit = { path: string; bytes: number };

/**
 * Routes that need more. The body is read before the route's guard runs: a larger limit is
 * that much memory an anonymous caller can hold per request, so only a route that must take
 * files belongs here.
 */
export const ROUTE_BODY_LIMITS: readonly RouteBodyLimit[] = [
  // The back-office photo upload (app/routes/admin-product-photos.tsx): one photo per request,
  // at most 10 MB (PHOTO_MAX_BYTES, checked by the route), plus room for the form's other fields
  // and the multipart framing. A larger file still gets the route's own translated answer up to
  // here, and the 413 page past it.
  { path: "/admin/products/:id/photos", bytes: 10.5 * 1024 * 1024 },
];

function matchesPath(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(":") ? have[i] !== "" : segment === have[i]));
}

export function bodyLimitFor(pathname: string, limits: readonly RouteBodyLimit[] = ROUTE_BODY_LIMITS): number {
  const path = pathname.replace(/^\/en(?=\/|$)/, "") || "/";
  return limits.find((limit) => matchesPath(limit.path, path))?.bytes ?? DEFAULT_BODY_LIMIT;
}

/** The middleware: each request measured against its route's limit; over it, `onTooLarge` answers. */
export function limitRequestBodies(onTooLarge: (c: Context) => Response | Promise<Response>, limits: readonly RouteBodyLimit[] = ROUTE_BODY_LIMITS): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const bytes = bodyLimitFor(c.req.path, limits);
    let limiter = limiters.get(bytes);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: bytes, onError: onTooLarge });
      limiters.set(bytes, limiter);
    }
    return limiter(c, next);
  };
}
