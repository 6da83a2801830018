import { describe, expect, it } from "vitest";
import { applyCachePolicy, cachePolicyFor, PRIVATE_NO_STORE, PUBLIC_PAGE_SHARED } from "./cache-policy.ts";

const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) });
const response = (headers: Record<string, string> = {}) => ({ headers: new Headers(headers) });
const shared = (cacheControl: string) => ({ cacheControl, varyCookie: true });
const personal = { cacheControl: PRIVATE_NO_STORE, varyCookie: false };

describe("cache policy of dynamic answers", () => {
  it("lets a shared cache keep an anonymous GET or HEAD that reads no cookie, varying on Cookie", () => {
    expect(cachePolicyFor(request("GET"), response())).toEqual(shared("no-cache"));
    expect(cachePolicyFor(request("HEAD"), response())).toEqual(shared("no-cache"));
    // The route's own public policy stands (robots.txt, sitemap.xml).
    expect(cachePolicyFor(request("GET"), response({ "Cache-Control": "public, max-age=3600" }))).toEqual(shared("public, max-age=3600"));
  });

  it("is private, no-store when the request carries a cookie, whatever the route said", () => {
    expect(cachePolicyFor(request("GET", { Cookie: "lrs.session_token=abc" }), response())).toEqual(personal);
    expect(cachePolicyFor(request("GET", { Cookie: "lang=en" }), response({ "Cache-Control": "public, max-age=3600" }))).toEqual(personal);
  });

  it("is private, no-store when the answer sets a cookie", () => {
    expect(cachePolicyFor(request("GET"), response({ "Set-Cookie": "lang=en; Path=/" }))).toEqual(personal);
  });

  it("is private, no-store for every method but GET and HEAD (a form's answer repeats what was typed)", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(cachePolicyFor(request(method), response())).toEqual(personal);
  });

  it("is private, no-store when the route marks its answer private or no-store", () => {
    expect(cachePolicyFor(request("GET"), response({ "Cache-Control": "no-store" }))).toEqual(personal);
    expect(cachePolicyFor(request("GET"), response({ "Cache-Control": "private, max-age=60" }))).toEqual(personal);
    expect(cachePolicyFor(request("GET"), response({ "Cache-Control": "Private, No-Store" }))).toEqual(personal);
  });

  it("lets a shared cache keep a public page, HTML or data, for a minute, stale for five while it asks again; a browser asks each time", () => {
    expect(PUBLIC_PAGE_SHARED).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(cachePolicyFor(request("GET"), response(), { publicPage: true })).toEqual(shared(PUBLIC_PAGE_SHARED));
    expect(cachePolicyFor(request("GET"), response({ "Content-Type": "text/html; charset=utf-8" }), { publicPage: true })).toEqual(shared(PUBLIC_PAGE_SHARED));
    // "/" reads the language cookie: its own private stands; so does every cookie.
    expect(cachePolicyFor(request("GET"), response({ "Cache-Control": "private, no-store" }), { publicPage: true })).toEqual(personal);
    expect(cachePolicyFor(request("GET", { Cookie: "lang=en" }), response(), { publicPage: true })).toEqual(personal);
  });
});

describe("applying the policy", () => {
  it("varies every dynamic answer on Accept-Encoding (it may be compressed), and shared ones on Cookie too, once each", () => {
    const anonymous = new Headers();
    applyCachePolicy(request("GET"), anonymous, { publicPage: true });
    expect(anonymous.get("Vary")).toBe("Cookie, Accept-Encoding");
    const signedIn = new Headers({ Vary: "accept-encoding" });
    applyCachePolicy(request("GET", { Cookie: "session=1" }), signedIn);
    expect(signedIn.get("Cache-Control")).toBe(PRIVATE_NO_STORE);
    expect(signedIn.get("Vary")).toBe("accept-encoding");
  });
});
