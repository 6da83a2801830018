/**
 * Who may keep a copy of a dynamic answer (HTML, .data, XML, JSON). Shared caches (a CDN,
 * a company proxy) key on the URL only, so an answer that depends on who asks must never
 * reach one: it is `private, no-store` when
 * - the request carries a cookie: the session (the signed-in header, a prefilled form, a
 *   profile) or the language choice (which "/" honours);
 * - the answer sets a cookie (a session starts or ends, a language is stored);
 * - the method is not GET or HEAD: a form's answer repeats what was typed;
 * - the route says so (any `private` or `no-store`): personal data, a token in the URL,
 *   or a cookie read even when none is sent ("/").
 * Anything else is the same for every anonymous visitor. A public page (server/public-pages.ts),
 * its HTML or its `.data`, answering 200 is the same bytes for everyone (decision 0035): a shared
 * cache may keep it for a minute and serve it stale for five while it asks again, and a browser
 * asks each time, answered 304 while its ETag holds. Other answers keep the route's own policy
 * (`no-cache` by default). All of them carry `Vary: Cookie`, so that a stored copy is never handed
 * to a request that carries one; the language is in the path. Every dynamic answer may be
 * compressed, so all of them also vary on Accept-Encoding. Static files (server/app.ts) are
 * outside this rule: they are public by nature.
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
 * Applies the policy to an answer's headers (in place). `Vary: Accept-Encoding` is said here,
 * before compress() sees the answer: when compress() has to add it itself, Hono rebuilds the
 * response around its body, which copies the bytes of a cached page into a stream (the profile
 * of cache hits showed it as their largest cost after the socket writes).
 */
export function applyCachePolicy(request: { method: string; headers: Headers }, headers: Headers, facts: AnswerFacts = {}): void {
  const { cacheControl, varyCookie } = cachePolicyFor(request, { headers }, facts);
  headers.set("Cache-Control", cacheControl);
  if (varyCookie) headers.append("Vary", "Cookie");
  if (!/\baccept-encoding\b/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
}
