/**
 * The render cache (decision 0022): an anonymous GET of a public page is rendered once
 * per version of what it shows, then served from this process's memory until that changes.
 *
 * - Only requests that carry no cookie, for a public page (server/public-pages.ts), are looked
 *   up; only 200 answers (HTML or React Router's `.data`) that set no cookie are kept.
 * - The key holds the URL (path and query; the path carries the language), whether the client
 *   is a crawler (it gets the whole document at once), the catalogue, settings and availability versions (moved
 *   by database triggers, so every instance on the database sees a change at its next request)
 *   and the business date ("today" decides availability notes). An entry also ages out after
 *   `maxAgeMs`: a page carries the moment it was made (the date fields' earliest start).
 * - A copy is never served as stored: the CSP nonce of the render that made it is replaced by
 *   this response's, and each value made per response (a form's submissionKey,
 *   `perResponseId` in app/platform/request-context.ts) by a fresh one.
 * - Bounded: entries and total bytes, the least recently used leave first.
 */
import zlib from "node:zlib";
import { businessDateTime } from "../app/domain/business-clock.ts";
import type { Versions } from "../app/db/versions.server.ts";
import { inHtml, inRouterScript } from "./personal-render.ts";

export type RenderCacheLimits = { maxEntries: number; maxBytes: number; maxAgeMs: number };

export const DEFAULT_RENDER_CACHE_LIMITS: RenderCacheLimits = { maxEntries: 1_000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 };

/** What a stored render needs to be served again. */
export type CachedPage = {
  status: number;
  /** The route's own headers, before the cache policy (applied again to each copy). */
  headers: [string, string][];
  body: string;
  /** The CSP nonce of the render that made the body. */
  nonce: string;
  /** Values made for that render's response only: each copy gets fresh ones. */
  perResponseValues: string[];
  /**
   * A render for a signed-in person's shape (server/personal-render.ts): the sentinels that stand
   * for their details, filled in each copy.
   */
  sentinels?: readonly string[];
};

type Entry = { page: CachedPage; bytes: number; storedAt: number };

export class RenderCache {
  readonly #limits: RenderCacheLimits;
  readonly #now: () => number;
  // A Map keeps insertion order: the first key is the least recently used.
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(limits: RenderCacheLimits = DEFAULT_RENDER_CACHE_LIMITS, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.#limits.maxAgeMs) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    const bytes = storedBytes(key, page);
    this.delete(key);
    if (bytes > this.#limits.maxBytes) return;
    this.#entries.set(key, { page, bytes, storedAt: this.#now() });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/**
 * What an entry holds in memory: its key and body as strings (UTF-16, two bytes a character,
 * whatever they weigh on the wire), and what every copy is made from, made now rather than at the
 * first copy so the bound counts it: the body cut at its holes, and those parts compressed
 * (gzipPartsOf). Counting the body alone left these out, about two thirds more.
 */
function storedBytes(key: string, page: CachedPage): number {
  const template = templateOf(page);
  const compressed = gzipPartsOf(page, template) ?? [];
  const sum = (buffers: readonly Buffer[]) => buffers.reduce((total, buffer) => total + buffer.length, 0);
  return (key.length + page.body.length) * 2 + sum(template.parts) + sum(compressed);
}

export type KeyFacts = { url: URL; bot: boolean; versions: Versions; now: Date };

/**
 * The business date, worked out once a minute (Intl's time-zone arithmetic showed in the profile
 * of cache hits): midnight in the business time zone falls on a minute boundary, so the date
 * is the same all through a UTC minute.
 */
let lastDay: { minute: number; day: string } | undefined;
function businessDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay?.minute !== minute) lastDay = { minute, day: businessDateTime(now).date };
  return lastDay.day;
}

/** The cache key of a render: everything its bytes depend on for an anonymous visitor. */
export function renderKey({ url, bot, versions, now }: KeyFacts): string {
  // The language is in the path (/en…), which the key holds whole.
  const day = businessDay(now);
  return [bot ? "bot" : "browser", day, `c${versions.catalogue}`, `s${versions.settings}`, `a${versions.availability}`, url.pathname + url.search].join(" ");
}

/**
 * Whether a render may be kept: a 200 page or `.data` answer that sets no cookie, whose route did
 * not call it private, unless for a reason the cache answers: a value made per response (replaced
 * on each copy), or a cookie read (`readsCookie`: the page reads one, and this request had none).
 */
export function isStorable(response: Response, { perResponseValues, readsCookie }: { perResponseValues: readonly string[]; readsCookie: boolean }): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html") && !type.startsWith("text/x-script")) return false;
  const own = response.headers.get("Cache-Control");
  const privateAnswer = own !== null && /\b(private|no-store)\b/i.test(own);
  return !privateAnswer || perResponseValues.length > 0 || readsCookie;
}

/** The route's headers worth keeping: not the ones made per response or recomputed on the way out. */
export function storedHeaders(headers: Headers): [string, string][] {
  const dropped = new Set(["set-cookie", "content-length", "x-request-id"]);
  return [...headers].filter(([name]) => !dropped.has(name.toLowerCase()));
}

/**
 * A stored body cut at every occurrence of the stored nonce, per-response values and sentinels,
 * encoded once: a copy is these bytes with fresh values in the holes (no string work per request;
 * measured: splitting and joining the 113 KB product page's string on each hit cost more than
 * the rest of the hit). A sentinel's hole knows whether it stands in HTML or in the inline script
 * of the loader data: a person's detail is escaped for the one or the other. `gzip`: see
 * gzipPartsOf, made the first time a copy is asked for compressed.
 */
type Hole = { fill: number; inScript: boolean; bytes: number };
type Template = { parts: Buffer[]; holes: Hole[]; gzip?: Buffer[] | null };
const templates = new WeakMap<CachedPage, Template>();

function templateOf(page: CachedPage): Template {
  let template = templates.get(page);
  if (template) return template;
  // Fill 0 is the nonce, then the per-response values, then the sentinels.
  const tokens = new Map<string, number>();
  [page.nonce, ...page.perResponseValues, ...(page.sentinels ?? [])].forEach((value, fill) => {
    if (value !== "") tokens.set(value, fill);
  });
  template = { parts: [], holes: [] };
  let from = 0;
  if (tokens.size > 0) {
    const pattern = new RegExp([...tokens.keys()].map((token) => token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "g");
    for (const match of page.body.matchAll(pattern)) {
      template.parts.push(Buffer.from(page.body.slice(from, match.index)));
      const inScript = page.body.lastIndexOf("<script", match.index) > page.body.lastIndexOf("</script", match.index);
      template.holes.push({ fill: tokens.get(match[0])!, inScript, bytes: Buffer.byteLength(match[0]) });
      from = match.index + match[0].length;
    }
  }
  template.parts.push(Buffer.from(page.body.slice(from)));
  templates.set(page, template);
  return template;
}

/** The bytes of each hole of one copy: this response's nonce, fresh per-response values, a person's details. */
function fillsOf(page: CachedPage, { holes }: Template, nonce: string, freshValue: () => string, personal: readonly string[]): Buffer[] {
  const fresh = [nonce, ...page.perResponseValues.map(() => freshValue())].map((value) => Buffer.from(value));
  const filled = new Map<number, Buffer>();
  return holes.map((hole) => {
    const { fill, inScript } = hole;
    if (!isSentinelHole(page, hole)) return fresh[fill]!;
    const slot = (fill - fresh.length) * 2 + (inScript ? 1 : 0);
    let bytes = filled.get(slot);
    if (!bytes) {
      const value = personal[fill - fresh.length] ?? "";
      bytes = Buffer.from(inScript ? inRouterScript(value) : inHtml(value));
      filled.set(slot, bytes);
    }
    return bytes;
  });
}

/**
 * The body of one copy: this response's nonce in place of the stored one, a fresh value in place
 * of each stored per-response value (the same fresh value everywhere the old one appears: the
 * hidden input and the loader data must agree), and, for a signed-in person's copy, their
 * details in the sentinels' places (`personal[i]` for `page.sentinels[i]`).
 */
export function servedBody(page: CachedPage, nonce: string, freshValue: () => string = () => crypto.randomUUID(), personal: readonly string[] = []): Buffer<ArrayBuffer> {
  const template = templateOf(page);
  return filledIn(template.parts, fillsOf(page, template, nonce, freshValue, personal));
}

/** The parts with each hole's bytes between them. */
function filledIn(parts: readonly Buffer[], fills: readonly Buffer[]): Buffer<ArrayBuffer> {
  // A Buffer made by concat always sits on an ArrayBuffer (never a shared one).
  return Buffer.concat(parts.flatMap((part, i) => (i < fills.length ? [part, fills[i]!] : [part]))) as Buffer<ArrayBuffer>;
}

/**
 * The same copy gzip-compressed, without compressing it again (measured: compressing the
 * 70 KB product page on each hit held a browser's requests, which all ask for gzip, to 1/7 of
 * the uncompressed ones). Undefined when the page has no compressed form (see gzipPartsOf) or a
 * fresh value's length differs from the stored one's.
 *
 * A gzip member is a header, one deflate stream and a trailer (the CRC-32 and length of the
 * uncompressed bytes, RFC 1952). The stream here is each part compressed once, ended on a byte
 * boundary, with each hole between two parts as stored (uncompressed) blocks (RFC 1951, 3.2.4).
 */
export function servedGzip(page: CachedPage, nonce: string, freshValue: () => string = () => crypto.randomUUID(), personal: readonly string[] = []): Buffer<ArrayBuffer> | undefined {
  const template = templateOf(page);
  const compressed = gzipPartsOf(page, template);
  if (!compressed) return undefined;
  const fills = fillsOf(page, template, nonce, freshValue, personal);
  if (fills.some((fill, i) => !isSentinelHole(page, template.holes[i]!) && fill.length !== template.holes[i]!.bytes)) return undefined;
  return gzipOf(template.parts, fills, compressed);
}

/** A hole for a person's detail (decision 0026): its bytes are as long as the detail, escaped. */
function isSentinelHole(page: CachedPage, hole: Hole): boolean {
  return hole.fill > page.perResponseValues.length;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const WINDOW = 32 * 1024;
const STORED_BLOCK_MAX = 0xffff;

function gzipOf(parts: readonly Buffer[], fills: readonly Buffer[], compressed: readonly Buffer[]): Buffer<ArrayBuffer> {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    chunks.push(compressed[i]!);
    crc = zlib.crc32(part, crc);
    length += part.length;
    const fill = fills[i];
    if (fill === undefined) return;
    // Stored blocks: header bits (not final, type 00) padded to a byte, LEN, NLEN, the bytes.
    for (let at = 0; at === 0 || at < fill.length; at += STORED_BLOCK_MAX) {
      const bytes = fill.subarray(at, at + STORED_BLOCK_MAX);
      const stored = Buffer.alloc(5);
      stored.writeUInt16LE(bytes.length, 1);
      stored.writeUInt16LE(~bytes.length & 0xffff, 3);
      chunks.push(stored, bytes);
    }
    crc = zlib.crc32(fill, crc);
    length += fill.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks) as Buffer<ArrayBuffer>;
}

/**
 * Each part of a page compressed once, for every copy (null: none can be made). Each part is
 * compressed with what precedes it in the page as its dictionary, the holes there as runs of NUL
 * of their length: a copy's bytes are as small as the whole page compressed at once. A match
 * copies bytes equal to the ones being compressed, and no part holds a NUL (checked), so no part
 * ever refers to a hole's bytes, whatever a copy puts there. A person's detail (a signed-in
 * person's copy) is as long as it is: what follows it never refers to what precedes it (its
 * dictionary starts after it), so distances hold whatever its length. Checked once by
 * decompressing a copy with other values in the holes, and other lengths in a person's.
 */
function gzipPartsOf(page: CachedPage, template: Template): Buffer[] | null {
  if (template.gzip !== undefined) return template.gzip;
  template.gzip = null;
  if (template.parts.some((part) => part.includes(0))) return null;
  const compressed: Buffer[] = [];
  let before = Buffer.alloc(0);
  template.parts.forEach((part, i) => {
    const last = i === template.parts.length - 1;
    compressed.push(
      zlib.deflateRawSync(part, {
        level: zlib.constants.Z_BEST_COMPRESSION,
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      }),
    );
    if (last) return;
    const hole = template.holes[i]!;
    before = isSentinelHole(page, hole) ? Buffer.alloc(0) : Buffer.concat([before, part, Buffer.alloc(hole.bytes)]).subarray(-WINDOW);
  });
  const probe = template.holes.map((hole) => Buffer.alloc(hole.bytes + (isSentinelHole(page, hole) ? 7 : 0), "~"));
  if (!zlib.gunzipSync(gzipOf(template.parts, probe, compressed)).equals(filledIn(template.parts, probe))) return null;
  template.gzip = compressed;
  return compressed;
}

/** Whether an Accept-Encoding header accepts gzip (RFC 9110, 12.5.3: named or "*", with a weight above 0). */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const item of header.split(",")) {
    const [coding = "", ...parameters] = item.split(";").map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    const q = weight ? Number(weight.slice(2)) : 1;
    if (coding === "gzip" || coding === "x-gzip") return q > 0;
    if (coding === "*") wildcard = q;
  }
  return wildcard > 0;
}
