/**
 * Who may keep a copy of a dynamic answer (HTML, .data, XML, JSON). Shared caches (a CDN,
 * a company proxy) key on the URL only, so an answer that depends on who asks must never
 * reach one: it is `private, no-store` when
 * - the request carries a cookie: the session (the signed-in header, a prefilled form, a
 *   profile) or the language choice (which "/" honours);
 * - the answer sets a cookie (a session starts or ends, a language is stored);
 * - the method is not GET or HEAD: a form's answer repeats what was typed;
 * - the route says so (any `private` or `no-store`): personal data, a token in the URL,
 *   a form key made for one visitor, or a cookie read even when none is sent ("/").
 * Anything else is the same for every anonymous visitor: it keeps the route's own policy
 * (`no-cache` by default; how long a shared cache may keep it is for a later decision), with
 * `Vary: Cookie` so that a stored copy is never handed to a request that carries one.
 * Static files (server/app.ts) are outside this rule: they are public by nature.
 */

export const PRIVATE_NO_STORE = "private, no-store";
const DEFAULT_SHARED = "no-cache";

export type CachePolicy = { cacheControl: string; varyCookie: boolean };

export function cachePolicyFor(request: { method: string; headers: Headers }, response: { headers: Headers }): CachePolicy {
  const own = response.headers.get("Cache-Control");
  const personal =
    (request.method !== "GET" && request.method !== "HEAD") ||
    request.headers.has("Cookie") ||
    response.headers.has("Set-Cookie") ||
    (own !== null && /\b(private|no-store)\b/i.test(own));
  if (personal) return { cacheControl: PRIVATE_NO_STORE, varyCookie: false };
  return { cacheControl: own ?? DEFAULT_SHARED, varyCookie: true };
}

/** Applies the policy to an answer's headers (in place). */
export function applyCachePolicy(request: { method: string; headers: Headers }, headers: Headers): void {
  const { cacheControl, varyCookie } = cachePolicyFor(request, { headers });
  headers.set("Cache-Control", cacheControl);
  if (varyCookie) headers.append("Vary", "Cookie");
}
