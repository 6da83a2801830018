/**
 * One limit on request bodies for every route: 256 KB unless the route's `handle` says `bodyBytes`.
 * Hono's bodyLimit counts bytes as they arrive and stops at the first one over. The body is read
 * before the route's guard runs, so only a route that takes files declares more.
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
