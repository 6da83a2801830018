import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chosenEncoding, etagOf, inlineScriptHashes, isStorable, noneMatchHits, renderCache, renderKey, storedPage, type StoredPage } from "./render-cache.ts";

const versions = { catalogue: 3, settings: 2, availability: 7, sessions: 5 };
const html = (headers: Record<string, string> = {}, status = 200, body = "x") => new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
const page = (text: string): Promise<StoredPage> => storedPage(html({}, 200, text));

describe("render cache", () => {
  it("forgets the least recently used entry past its entry count or its bytes", async () => {
    const [a, b, c, big, huge] = await Promise.all([page("a"), page("b"), page("c"), page("x".repeat(200)), page("x".repeat(2_000))]);
    const cache = renderCache({ maxEntries: 2, maxBytes: 1_000, maxAgeMs: 60_000 });
    cache.set("a", a);
    cache.set("b", b);
    expect(cache.get("a")).toBeDefined();
    cache.set("c", c);
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map((entry) => entry?.body.toString())).toEqual(["a", undefined, "c"]);
    cache.set("big", big);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1_000);
    expect(cache.get("big")).toBeDefined();
    cache.set("huge", huge);
    expect(cache.get("huge")).toBeUndefined();
  });

  it("lets an entry age out after its minute", async () => {
    // The clock starts past zero: lru-cache reads a start of 0 as "never ages".
    let clock = 1_000;
    const cache = renderCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 }, () => clock);
    cache.set("k", await page("k"));
    clock += 59_000;
    expect(cache.get("k")?.body.toString()).toBe("k");
    clock += 2_000;
    expect(cache.get("k")).toBeUndefined();
  });

  it("counts the page in every encoding it keeps", async () => {
    const cache = renderCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const stored = await page("<p>" + "word ".repeat(500) + "</p>");
    cache.set("k", stored);
    expect(cache.calculatedSize).toBe(2 + stored.body.length + stored.encoded.br.length + stored.encoded.gzip.length);
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

  it("stores a page compressed once in brotli and gzip, the same bytes, with one digest, and its route's headers but none made per response", async () => {
    const body = "<!DOCTYPE html><p>Scie à béton</p>".repeat(50);
    const stored = await storedPage(html({ "Set-Cookie": "a=b", "X-Request-Id": "r1", "Content-Length": "9", Link: "</a.css>; rel=preload" }, 200, body));
    expect(stored.body.toString()).toBe(body);
    expect(brotliDecompressSync(stored.encoded.br).toString()).toBe(body);
    expect(gunzipSync(stored.encoded.gzip).toString()).toBe(body);
    expect(stored.encoded.br.length).toBeLessThan(body.length / 10);
    expect(stored.headers.map(([name]) => name).sort()).toEqual(["content-type", "link"]);
    expect(stored.digest).toBe(createHash("sha256").update(body).digest("base64url").slice(0, 32));
  });

  it("allows a page's inline scripts by the hash of their text, and no external one", async () => {
    const first = 'window.__ctx = {"a":"<\\/script>"};';
    const second = 'import("/assets/entry.js");';
    const text = `<script>${first}</script><script type="module" async="">${second}</script><script src="/assets/x.js"></script><script>${first}</script>`;
    const sha = (script: string) => createHash("sha256").update(script).digest("base64");
    expect(inlineScriptHashes(text)).toEqual([sha(first), sha(second)]);
    expect((await page(text)).scriptSources).toEqual([`'sha256-${sha(first)}'`, `'sha256-${sha(second)}'`]);
    expect((await storedPage(new Response(text, { headers: { "Content-Type": "text/x-script" } }))).scriptSources).toEqual([]);
  });

  it("sends brotli when the client takes it, else gzip, else the bytes as they are", () => {
    for (const header of ["gzip, deflate, br, zstd", "br", "*", "br;q=0.5, gzip"]) expect(chosenEncoding(header), header).toBe("br");
    for (const header of ["gzip", "GZIP", "x-gzip", "deflate, gzip", "br;q=0, gzip", "br;q=0, *"]) expect(chosenEncoding(header), header).toBe("gzip");
    for (const header of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0"]) expect(chosenEncoding(header), String(header)).toBeUndefined();
  });

  it("names each representation by its own strong ETag and recognises it in If-None-Match", async () => {
    const stored = await page("<p>x</p>");
    const tags = [etagOf(stored, undefined), etagOf(stored, "br"), etagOf(stored, "gzip")];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(noneMatchHits(tags[1], tags[1]!)).toBe(true);
    expect(noneMatchHits(`"other", W/${tags[1]}`, tags[1]!)).toBe(true);
    expect(noneMatchHits("*", tags[0]!)).toBe(true);
    expect(noneMatchHits(tags[2], tags[1]!)).toBe(false);
    expect(noneMatchHits(undefined, tags[1]!)).toBe(false);
  });

  it("keeps only 200 pages and .data answers that set no cookie and are not private, unless only for a cookie they read", () => {
    const none = { readsCookie: false };
    expect(isStorable(html(), none)).toBe(true);
    expect(isStorable(new Response("x", { headers: { "Content-Type": "text/x-script" } }), none)).toBe(true);
    expect(isStorable(html({}, 404), none)).toBe(false);
    expect(isStorable(html({}, 302), none)).toBe(false);
    expect(isStorable(html({ "Set-Cookie": "lang=en" }), none)).toBe(false);
    expect(isStorable(new Response("{}", { headers: { "Content-Type": "application/json" } }), none)).toBe(false);
    expect(isStorable(html({ "Cache-Control": "private, no-store" }), none)).toBe(false);
    expect(isStorable(html({ "Cache-Control": "private, no-store" }), { readsCookie: true })).toBe(true);
  });
});
