import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isPublicPageUrl } from "./public-pages.ts";
import { acceptsGzip, isStorable, RenderCache, renderKey, servedBody, servedGzip, type CachedPage } from "./render-cache.ts";

const page = (body: string, extra: Partial<CachedPage> = {}): CachedPage => ({ status: 200, headers: [], body, nonce: "OLD+nonce==", perResponseValues: [], ...extra });
const versions = { catalogue: 3, settings: 2, availability: 7, sessions: 5 };
const html = (headers: Record<string, string> = {}, status = 200) => new Response("x", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("render cache", () => {
  it("forgets the least recently used entry past its entry count or its bytes", () => {
    const cache = new RenderCache({ maxEntries: 2, maxBytes: 1_000, maxAgeMs: 60_000 });
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    expect(cache.get("a")).toBeDefined();
    cache.set("c", page("c"));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map((entry) => entry?.body)).toEqual(["a", undefined, "c"]);
    cache.set("big", page("x".repeat(250)));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get("big")).toBeDefined();
    cache.set("huge", page("x".repeat(400)));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("counts what a copy is made from, not only the body: its parts, and those parts compressed", () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    // Text that does not compress: its compressed parts weigh about what it weighs.
    const body = randomBytes(3_000).toString("base64");
    cache.set("k", page(`<p>${body}</p>`));
    const length = body.length + 7;
    expect(cache.bytes).toBeGreaterThanOrEqual(length * 2 + length + body.length * 0.7);
  });

  it("lets an entry age out", () => {
    let now = 0;
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 10_000, maxAgeMs: 1_000 }, () => now);
    cache.set("a", page("a"));
    now = 999;
    expect(cache.get("a")).toBeDefined();
    now = 1_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("keys on the URL with its query, the language, the crawler flag, every version and the business date", () => {
    const at = new Date("2026-11-24T12:00:00Z");
    const key = (url: string, changes: Partial<{ bot: boolean; versions: typeof versions; now: Date }> = {}) =>
      renderKey({ url: new URL(url, "http://local"), bot: false, versions, now: at, ...changes });
    const base = key("/product/1");
    const others = [
      key("/en/product/1"),
      key("/product/1?start=2026-12-01&end=2026-12-02"),
      key("/product/1.data"),
      key("/product/1", { bot: true }),
      key("/product/1", { versions: { ...versions, catalogue: 4 } }),
      key("/product/1", { versions: { ...versions, settings: 3 } }),
      key("/product/1", { versions: { ...versions, availability: 8 } }),
      // 00:30 in Quebec on the 25th is another business day than noon UTC on the 24th.
      key("/product/1", { now: new Date("2026-11-25T05:30:00Z") }),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
    expect(key("/product/1", { now: new Date("2026-11-24T20:00:00Z") })).toBe(base);
    // A sign-out somewhere moves the session version: no anonymous page depends on it.
    expect(key("/product/1", { versions: { ...versions, sessions: 6 } })).toBe(base);
  });

  it("fills a shared render's sentinels with this person's details, escaped as React writes HTML and as React Router writes its script", () => {
    const stored = page('<a title="S1">S1 S2</a><script nonce="OLD">enqueue("[\\"S1\\",\\"S2\\"]")</script>', { nonce: "OLD", sentinels: ["S1", "S2"] });
    const body = servedBody(stored, "NEW", undefined, [`Zoë "Z" <b>&'`, "a\u2028b"]).toString();
    expect(body).toBe(
      '<a title="Zoë &quot;Z&quot; &lt;b&gt;&amp;&#x27;">Zoë &quot;Z&quot; &lt;b&gt;&amp;&#x27; a\u2028b</a>' +
        '<script nonce="NEW">enqueue("[\\"Zoë \\\\\\"Z\\\\\\" \\u003cb\\u003e\\u0026\'\\",\\"a\\u2028b\\"]")</script>',
    );
  });

  it("serves each copy with this response's nonce and a fresh value for each per-response one, the same everywhere it appears", () => {
    const stored = page('<script nonce="OLD+nonce==">k="KEY-1"</script><input value="KEY-1"><script nonce="OLD+nonce==">', { perResponseValues: ["KEY-1"] });
    let n = 0;
    const body = servedBody(stored, "NEW/nonce==", () => `FRESH-${++n}`).toString();
    expect(body).toBe('<script nonce="NEW/nonce==">k="FRESH-1"</script><input value="FRESH-1"><script nonce="NEW/nonce==">');
    expect(servedBody(stored, "THIRD", () => "FRESH-2").toString()).not.toContain("FRESH-1");
  });

  it("serves a gzip copy that is the same copy compressed, as small as the page compressed whole", () => {
    // Text that repeats across the holes: a part that referred to a hole's stored bytes would show.
    const row = (i: number) => `<li class="card"><a href="/product/${i}">Meuleuse à béton ${i}</a> OLD+nonce== KEY-1</li>`;
    const body = `<html><script nonce="OLD+nonce==">k="KEY-1"</script><ul>${Array.from({ length: 400 }, (_, i) => row(i)).join("")}</ul><input value="KEY-1"><script nonce="OLD+nonce==">x</script></html>`;
    const stored = page(body, { perResponseValues: ["KEY-1"] });
    const fresh = "ABCDEFGHIJKLMNOPQRSTUVWX";
    expect(fresh.length).toBe("OLD+nonce==".length + 13);
    const sameLength = page(body.replaceAll("OLD+nonce==", "N".repeat(24)), { nonce: "N".repeat(24), perResponseValues: ["KEY-1"] });
    const gzipped = servedGzip(sameLength, fresh, () => "FRESH")!;
    expect(gunzipSync(gzipped).toString()).toBe(servedBody(sameLength, fresh, () => "FRESH").toString());
    expect(gunzipSync(gzipped).toString()).toContain(`<script nonce="${fresh}">k="FRESH"</script>`);
    // A page's holes are few (its scripts' nonces): its copies weigh what the page compressed whole does.
    const rows = Array.from({ length: 400 }, (_, i) => row(i).replaceAll(" OLD+nonce== KEY-1", "")).join("");
    const realistic = `<html><script nonce="${"N".repeat(24)}">k="KEY-1"</script><ul>${rows}</ul><input value="KEY-1"><script nonce="${"N".repeat(24)}">x</script></html>`;
    const realisticCopy = servedGzip(page(realistic, { nonce: "N".repeat(24), perResponseValues: ["KEY-1"] }), fresh, () => "FRESH")!;
    expect(realisticCopy.length).toBeLessThan(gzipSync(realistic).length * 1.05);
    // A fresh value of another length than the stored one: no compressed copy (compressed per response).
    expect(servedGzip(stored, fresh)).toBeUndefined();
  });

  it("serves a signed-in person's gzip copy with their details, whatever their length", () => {
    // The text after a detail repeats the text before it: a reference across the detail would show.
    const text = "<p>Meuleuse planétaire à béton, location à la journée.</p>".repeat(40);
    const stored = page(`<script nonce="N">x</script><header>S1</header>${text}<script>d("[\\"S1\\"]")</script>${text}`, { nonce: "N", sentinels: ["S1"] });
    for (const name of ["Zoë", `Marie-Ève "Tremblay" <b>&'`, "x".repeat(70_000)]) {
      const gzipped = servedGzip(stored, "M", undefined, [name])!;
      expect(gunzipSync(gzipped).toString()).toBe(servedBody(stored, "M", undefined, [name]).toString());
    }
  });

  it("reads whether a client accepts gzip from its Accept-Encoding", () => {
    for (const header of ["gzip", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8", "*", "deflate, *;q=0.1", "GZIP"]) expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, "", "identity", "br", "gzip;q=0", "*;q=0", "deflate, gzip;q=0, *"]) expect(acceptsGzip(header), String(header)).toBe(false);
  });

  it("keeps only 200 pages and .data answers that set no cookie and are not private for a reason it cannot answer", () => {
    const none = { perResponseValues: [], readsCookie: false };
    expect(isStorable(html(), none)).toBe(true);
    expect(isStorable(new Response("x", { headers: { "Content-Type": "text/x-script" } }), none)).toBe(true);
    expect(isStorable(html({}, 404), none)).toBe(false);
    expect(isStorable(html({}, 302), none)).toBe(false);
    expect(isStorable(html({ "Set-Cookie": "lang=en" }), none)).toBe(false);
    expect(isStorable(new Response("{}", { headers: { "Content-Type": "application/json" } }), none)).toBe(false);
    expect(isStorable(html({ "Cache-Control": "private, no-store" }), none)).toBe(false);
    expect(isStorable(html({ "Cache-Control": "private, no-store" }), { perResponseValues: ["k"], readsCookie: false })).toBe(true);
    expect(isStorable(html({ "Cache-Control": "private, no-store" }), { perResponseValues: [], readsCookie: true })).toBe(true);
  });
});

describe("public pages", () => {
  const publicUrl = (url: string) => isPublicPageUrl(new URL(url, "http://local"));
  it("are the storefront's pages in both languages and their .data, with nothing for one visitor in the query", () => {
    for (const url of [
      "/",
      "/en",
      "/_.data",
      "/en.data",
      "/categories?search=meuleuse",
      "/category/meuleuses",
      "/en/product/1.data",
      "/quote",
      "/contact",
      "/faq",
      "/services",
      "/concrete-services",
      "/privacy",
      "/en/cancellation-policy",
    ]) {
      expect(publicUrl(url), url).toBe(true);
    }
    for (const url of [
      "/admin",
      "/en/admin/products",
      "/profile",
      "/account",
      `/quotes/${"A".repeat(43)}`,
      "/quote/estimate",
      "/language?lang=en",
      "/healthz",
      "/robots.txt",
      "/reset-password",
      "/confirm-email",
      "/?login=1&notice=confirmed",
      "/?index",
      "/product/1/extra",
      "/nowhere",
    ]) {
      expect(publicUrl(url), url).toBe(false);
    }
  });
});
