/**
 * The public pages of the storefront: the same for every anonymous visitor, so the render cache
 * may keep them (server/render-cache.ts) and a shared cache may hold them (server/cache-policy.ts).
 * Each route says so in its module's `handle` (app/routes/facts.ts); a route that says nothing
 * stays out of every cache. Both languages, and the `.data` twin that client-side navigation
 * fetches. Until the build's routes are read (readRouteFacts, at start-up), no page is public.
 */
import { routeTable, type BuiltRoute, type RouteTable } from "../app/routes/facts.ts";
import { DEFAULT_BODY_LIMIT } from "./body-limit.ts";

let table: RouteTable | undefined;

/** Reads the facts of the build's routes; once, at start-up, before the first request. */
export function readRouteFacts(build: { routes: Readonly<Record<string, BuiltRoute | undefined>> }): void {
  table = routeTable(build.routes);
}

/**
 * Query parameters that carry something meant for one visitor once: the account dialog's
 * `?login=1&notice=confirmed` after an e-mail link, an index route's form post (`?index`), a
 * private link's answer (`?done=`), a token. A URL with one of them is never cached, even though
 * today's pages show those notices in the browser only.
 */
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

/**
 * Public pages that answer `private, no-store` only because they read a cookie: "/" sends a
 * visitor who chose English to /en. Without any cookie their render is the same for everyone, so
 * the render cache keeps it; shared caches still may not (they would hand it to a cookie).
 */
export function readsCookieOnly(url: URL): boolean {
  const path = pagePath(url.pathname);
  // The language cookie only ever sends a French address to its English twin.
  return table?.factsAt(path).readsCookie === true && !/^\/en(?:\/|$)/.test(path);
}
