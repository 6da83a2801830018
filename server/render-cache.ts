/**
 * The render cache (issue 17, decision 0022): an anonymous GET of a public page is rendered once
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
    // UTF-16 in memory: two bytes a character, whatever it weighs on the wire.
    const bytes = page.body.length * 2 + key.length * 2;
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
 * of the loader data: a person's detail is escaped for the one or the other.
 */
type Hole = { fill: number; inScript: boolean };
type Template = { parts: Buffer[]; holes: Hole[] };
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
      template.holes.push({ fill: tokens.get(match[0])!, inScript });
      from = match.index + match[0].length;
    }
  }
  template.parts.push(Buffer.from(page.body.slice(from)));
  templates.set(page, template);
  return template;
}

/**
 * The body of one copy: this response's nonce in place of the stored one, a fresh value in place
 * of each stored per-response value (the same fresh value everywhere the old one appears: the
 * hidden input and the loader data must agree), and, for a signed-in person's copy, their
 * details in the sentinels' places (`personal[i]` for `page.sentinels[i]`).
 */
export function servedBody(page: CachedPage, nonce: string, freshValue: () => string = () => crypto.randomUUID(), personal: readonly string[] = []): Buffer<ArrayBuffer> {
  const { parts, holes } = templateOf(page);
  const fresh = [nonce, ...page.perResponseValues.map(() => freshValue())].map((value) => Buffer.from(value));
  const filled = new Map<number, Buffer>();
  const fillOf = ({ fill, inScript }: Hole): Buffer => {
    if (fill < fresh.length) return fresh[fill]!;
    const slot = (fill - fresh.length) * 2 + (inScript ? 1 : 0);
    let bytes = filled.get(slot);
    if (!bytes) {
      const value = personal[fill - fresh.length] ?? "";
      bytes = Buffer.from(inScript ? inRouterScript(value) : inHtml(value));
      filled.set(slot, bytes);
    }
    return bytes;
  };
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    chunks.push(part);
    if (i < holes.length) chunks.push(fillOf(holes[i]!));
  });
  // A Buffer made by concat always sits on an ArrayBuffer (never a shared one).
  return Buffer.concat(chunks) as Buffer<ArrayBuffer>;
}
