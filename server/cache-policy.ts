/**
 * Who may keep a copy of a dynamic answer. Shared caches key on the URL only, so an answer is
 * `private, no-store` when the request carries a cookie (session, language) or is not a GET/HEAD,
 * when the answer sets a cookie, or when the route says `private`/`no-store`. A public page's
 * 200 is the same bytes for everyone (decision 0035): a shared cache keeps it a minute, stale for
 * five; a browser asks each time (304 by ETag). Others keep the route's policy (`no-cache` by
 * default). All vary on Cookie and Accept-Encoding. Static files are outside this rule.
 */

export const PRIVATE_NO_STORE = "private, no-store";
export const PUBLIC_PAGE_SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** A file whose name changes with its content (build assets, product photos): kept for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
const DEFAULT_SHARED = "no-cache";

export type CachePolicy = { cacheControl: string; varyCookie: boolean };

/** What the server knows of the answer beyond its headers. */
export type AnswerFacts = {
  /** It is a public page's 200 answer (server/public-pages.ts). */
  publicPage?: boolean;
};

/** GET and HEAD only read; any other method posts a form, whose answer repeats what was typed. */
export function readsOnly(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

export function cachePolicyFor(request: { method: string; headers: Headers }, response: { headers: Headers }, facts: AnswerFacts = {}): CachePolicy {
  const own = response.headers.get("Cache-Control");
  const personal = !readsOnly(request.method) || request.headers.has("Cookie") || response.headers.has("Set-Cookie") || (own !== null && /\b(private|no-store)\b/i.test(own));
  if (personal) return { cacheControl: PRIVATE_NO_STORE, varyCookie: false };
  if (facts.publicPage === true && own === null) return { cacheControl: PUBLIC_PAGE_SHARED, varyCookie: true };
  return { cacheControl: own ?? DEFAULT_SHARED, varyCookie: true };
}

/**
 * Applies the policy to an answer's headers (in place). `Vary: Accept-Encoding` is said here:
 * when compress() adds it, Hono rebuilds the response and copies a cached page's bytes (a hit's
 * largest cost after the socket writes).
 */
export function applyCachePolicy(request: { method: string; headers: Headers }, headers: Headers, facts: AnswerFacts = {}): void {
  const { cacheControl, varyCookie } = cachePolicyFor(request, { headers }, facts);
  headers.set("Cache-Control", cacheControl);
  if (varyCookie) headers.append("Vary", "Cookie");
  if (!/\baccept-encoding\b/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
}
