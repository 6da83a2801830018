/**
 * Cache hits answered by Node's HTTP server itself: the render cache's copy of a page
 * for an anonymous visitor, without the web-standard Request and Response, the middleware chain
 * and their headers objects (measured: on a hit of the 70 KB product page they cost more than
 * the copy itself).
 *
 * Nothing here decides what a hit answers. A page is served this way only once Hono has served
 * a hit of it (server/app.ts): the headers that answer left with, every layer applied (the
 * security headers, the cache policy), are recorded with the page, and each later hit repeats
 * them with its own nonce in the CSP, its own request id and its own encoding. Anything else
 * goes through Hono: a method other than GET, a cookie, a request body, an unusual target or
 * host, a page not stored or whose headers are not known yet, a copy that cannot be made
 * compressed for a client that asks for it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { logger } from "../app/platform/logger.server.ts";
import { loggedPath } from "../app/platform/logged-path.ts";
import { recordRenderCacheLookup } from "../app/platform/metrics.server.ts";
import { cspNonce, randomPoolBytes } from "./random-pool.ts";
import { acceptsGzip, servedBody, servedGzip, type CachedPage } from "./render-cache.ts";

/** An answer's headers without the ones each response makes; the CSP cut around its nonce. */
type RecordedHeaders = { headers: Record<string, string | string[]>; cspBefore: string; cspAfter: string };
const recorded = new WeakMap<CachedPage, RecordedHeaders>();

const MADE_PER_RESPONSE = new Set(["content-encoding", "content-length", "transfer-encoding", "x-request-id", "date", "connection", "keep-alive"]);

/** Keeps the headers a hit of `page` left with (`nonce`: that response's), for the next hits. */
export function recordHitHeaders(page: CachedPage, headers: Headers, nonce: string): void {
  if (recorded.has(page) || nonce === "" || headers.has("Set-Cookie")) return;
  const csp = headers.get("Content-Security-Policy") ?? "";
  const at = csp.indexOf(nonce);
  if (at < 0 || csp.indexOf(nonce, at + 1) >= 0) return;
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of headers) {
    if (!MADE_PER_RESPONSE.has(name) && name !== "content-security-policy") kept[name] = value;
  }
  recorded.set(page, { headers: kept, cspBefore: csp.slice(0, at), cspAfter: csp.slice(at + nonce.length) });
}

/** What a hit needs to know of a request: the URL as Hono would read it and the User-Agent. */
export type HitRequest = { url: URL; userAgent: string | null };

// A target and a host Hono's adapter takes as they are (no dot segments, nothing to normalise).
const PLAIN_TARGET = /^\/[\w\-.~!$&'()*+,;=:@%/?]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The request listener: a cookie-less GET whose stored page `storedPage` finds, with its headers
 * recorded, is answered here; every other request goes to `next` (Hono's listener).
 */
export function withCacheHits(storedPage: (request: HitRequest) => Promise<CachedPage | undefined>, next: RequestListener): RequestListener {
  return (request, response) => {
    const target = request.url ?? "";
    const host = request.headers.host ?? "";
    const { headers } = request;
    if (
      request.method !== "GET" ||
      headers.cookie !== undefined ||
      headers["content-length"] !== undefined ||
      headers["transfer-encoding"] !== undefined ||
      !PLAIN_TARGET.test(target) ||
      target.startsWith("//") ||
      DOT_SEGMENT.test(target) ||
      !PLAIN_HOST.test(host)
    ) {
      return next(request, response);
    }
    answerHit(storedPage, request, response, new URL(`http://${host}${target}`)).then(
      (answered) => {
        if (!answered) return next(request, response);
      },
      (error: unknown) => {
        // An answer already started cannot be handed over: the connection is cut. Otherwise the
        // application answers.
        if (response.headersSent) {
          logger.error("cache hit failed while being sent", { path: loggedPath(target), error });
          response.destroy();
          return;
        }
        logger.warn("cache hit not answered: the request goes through the application", { path: loggedPath(target), error });
        return next(request, response);
      },
    );
  };
}

async function answerHit(storedPage: (request: HitRequest) => Promise<CachedPage | undefined>, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const page = await storedPage({ url, userAgent: request.headers["user-agent"] ?? null });
  const known = page && recorded.get(page);
  if (!page || !known) return false;
  const nonce = cspNonce();
  const gzip = acceptsGzip(request.headers["accept-encoding"]);
  const body = gzip ? servedGzip(page, nonce) : servedBody(page, nonce);
  if (!body) return false;
  const requestId = randomPoolBytes(4).toString("hex");
  response.writeHead(page.status, {
    ...known.headers,
    "content-security-policy": `${known.cspBefore}${nonce}${known.cspAfter}`,
    "x-request-id": requestId,
    "x-render-cache": "hit",
    "content-length": body.length,
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  });
  response.end(body);
  recordRenderCacheLookup(true);
  logger.debug("request", { requestId, method: "GET", path: loggedPath(url.pathname), status: page.status, cache: "hit" });
  return true;
}
