/**
 * The routes' facts for the HTTP layer, from each route's `handle` (app/routes/facts.ts): which
 * pages are public (the same for every anonymous visitor, so cached) and how large a body a route
 * reads. A route that says nothing stays out of every cache. Nothing is public until read.
 */
import { routeTable, type BuiltRoute, type RouteTable } from "../app/routes/facts.ts";
import { DEFAULT_BODY_LIMIT } from "./body-limit.ts";

let table: RouteTable | undefined;

/** Reads the facts of the build's routes; once, at start-up, before the first request. */
export function readRouteFacts(build: { routes: Readonly<Record<string, BuiltRoute | undefined>> }): void {
  table = routeTable(build.routes);
}

/** Query parameters meant for one visitor once (a notice, an index post, a token): such a URL is never cached. */
const ONE_TIME_PARAMETERS = ["login", "register", "notice", "index", "done", "token"];

/** The page a path shows: `/product/1.data` → `/product/1`, `/_.data` → `/`, `/en.data` → `/en`. */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  if (page === "/_") return "/";
  if (page === "/en/_") return "/en";
  return page;
}

/** Whether this path (or its `.data` twin) is one of the public pages, whatever its query. */
export function isPublicPagePath(pathname: string): boolean {
  return table?.factsAt(pagePath(pathname)).public === true;
}

/** The largest request body the route of this path reads: its own `bodyBytes`, else 256 KB. */
export function bodyLimitAt(pathname: string): number {
  return table?.factsAt(pagePath(pathname)).bodyBytes ?? DEFAULT_BODY_LIMIT;
}

/** Whether this URL shows one of the public pages, with nothing meant for one visitor in its query. */
export function isPublicPageUrl(url: URL): boolean {
  if (!isPublicPagePath(url.pathname)) return false;
  return !ONE_TIME_PARAMETERS.some((name) => url.searchParams.has(name));
}

/** Public pages private only because they read a cookie ("/" sends English visitors to /en): kept by the render cache when none is sent. */
export function readsCookieOnly(url: URL): boolean {
  const path = pagePath(url.pathname);
  // The language cookie only ever sends a French address to its English twin.
  return table?.factsAt(path).readsCookie === true && !/^\/en(?:\/|$)/.test(path);
}
