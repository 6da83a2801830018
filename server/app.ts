/** The HTTP application (security headers, files, photos, the body limit, React Router); no ports or signals, so tests drive it. */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { isbot } from "isbot";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server.ts";
import { getDb } from "../app/db/client.server.ts";
import { readVersions, requestVersions, type Versions } from "../app/db/versions.server.ts";
import { requestInfoContext } from "../app/platform/request-context.ts";
import { logger } from "../app/platform/logger.server.ts";
import { loggedPath } from "../app/platform/logged-path.ts";
import { recordRenderCacheLookup } from "../app/platform/metrics.server.ts";
import { photosDir } from "../app/photos/storage.server.ts";
import { limitRequestBodies } from "./body-limit.ts";
import { applyCachePolicy, IMMUTABLE, PRIVATE_NO_STORE, readsOnly } from "./cache-policy.ts";
import { resolveClientIp } from "./client-ip.ts";
import { servePhotos } from "./photos.ts";
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from "./stripe-webhook.ts";
import { getSessionInfo } from "../app/auth/session.server.ts";
import { langFromCookie } from "../app/i18n/lang-cookie.server.ts";
import { bodyLimitAt, isPublicPageUrl, readsCookieOnly } from "./public-pages.ts";
import { chosenEncoding, DEFAULT_RENDER_CACHE_LIMITS, etagOf, isStorable, noneMatchHits, renderCache, renderKey, storedPage, type RenderCacheLimits, type StoredPage } from "./render-cache.ts";

export type AppOptions = {
  build: ServerBuild;
  env: Env;
  clientDir: string;
  /** The render cache's bounds (decision 0035); false: every page rendered for every request. */
  renderCache?: RenderCacheLimits | false;
};

/** The CSP of a page whose inline scripts are `scriptSources` (a nonce, or hashes for a shared page); 'strict-dynamic' loads its modules. */
function contentSecurityPolicy(scriptSources: readonly string[], https: boolean): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...(scriptSources.length ? [...scriptSources, "'strict-dynamic'"] : ["'none'"])],
    // React style attributes need inline styles; scripts stay strict.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    // Product videos play in YouTube's privacy-enhanced player.
    ["frame-src", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

export function createApp({ build, env, clientDir, renderCache: renderCacheLimits = DEFAULT_RENDER_CACHE_LIMITS }: AppOptions) {
  const https = env.publicUrl.startsWith("https:");
  const app = new Hono();
  // Always production mode: no error message or stack reaches the browser.
  const handleRequest = createRequestHandler(build, "production");
  const cache = renderCacheLimits === false ? null : renderCache(renderCacheLimits);

  // A page sets its own policy (answer() below); any other answer (files, errors) runs no script.
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", contentSecurityPolicy([], https));
  });
  // OWASP ASVS 5.0 L2 headers.
  app.use(
    secureHeaders({
      contentSecurityPolicy: undefined,
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      removePoweredBy: true,
      // Kept when a route sets its own: pages with a secret in their URL say "Referrer-Policy:
      // same-origin" (not "no-referrer", whose forms post "Origin: null", refused as CSRF).
      overwrite: false,
    }),
  );

  // Product photos uploaded by staff, from DATA_DIR/photos: unique names, cached forever.
  mkdirSync(photosDir(env.dataDir), { recursive: true });
  app.on(["GET", "HEAD"], "/photos/:file", servePhotos(photosDir(env.dataDir)));
  app.all("/photos/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-cache" }));

  // Build files, precompressed at build: fingerprinted assets kept forever, others an hour. Only a
  // path with an extension (not ".data") is looked for on disk.
  const files = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "public, max-age=3600");
    },
  });
  app.use("*", (c, next) => (/\.(?!data$)[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  app.get("/assets/*", (c) => c.text("Not found", 404));

  // Dynamic responses (HTML, XML, JSON) are compressed on the fly; they are small.
  app.use("*", compress());

  /** Hands a request to React Router, with the facts only the server knows; `refusedStatus`: see below. */
  async function answer(c: Context, request: Request, refusedStatus?: number): Promise<Response> {
    // randomUUID draws its randomness in batches: one system call per 128 requests, not one each.
    const requestId = randomUUID().slice(0, 8);
    const url = new URL(request.url);
    const publicPage = isPublicPageUrl(url);
    // A page every anonymous visitor gets the same (decision 0035): whole, no nonce, cached.
    const shared = refusedStatus === undefined && readsOnly(request.method) && !request.headers.has("Cookie") && publicPage;
    let key: string | null = null;
    if (shared && cache !== null) {
      key = anonymousKey(request.headers.get("User-Agent"), url, await readVersions(await getDb()));
      const page = cache.get(key);
      if (page) return served(c, page, { requestId, cache: "hit" });
    }

    const clientIp = resolveClientIp(getConnInfo(c).remote.address, c.req.header("x-forwarded-for") ?? null, env.trustedProxies);
    // A page rendered for this request only allows the inline scripts that carry its nonce.
    const nonce = shared ? "" : randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce, clientIp, requestId, refusedStatus, wholeDocument: shared, answersPost: !readsOnly(request.method) });

    // Cookies without a session (language, consent) get the stored copy too; "/" with the
    // language cookie redirects, rendered for it.
    if (cache !== null && publicPage && request.method === "GET" && request.headers.has("Cookie") && !(readsCookieOnly(url) && langFromCookie(request) !== undefined)) {
      const session = await getSessionInfo({ request, context });
      if (!session.user && session.setCookies.length === 0) {
        const page = cache.get(anonymousKey(request.headers.get("User-Agent"), url, await requestVersions(context)));
        if (page) return served(c, page, { requestId, cache: "hit" });
      }
    }

    const response = await handleRequest(request, context);
    // Timed in /metrics (server/operations.ts); logged at debug, failures at error.
    const logged = { requestId, method: c.req.method, path: loggedPath(c.req.path), status: response.status };
    if (response.status >= 500) logger.error("request failed", logged);
    else logger.debug("request", logged);
    if (shared) {
      const page = await storedPage(response);
      // Only a GET's render is kept: a HEAD's answer has no body to serve again.
      const kept = key !== null && request.method === "GET" && isStorable(response, { readsCookie: readsCookieOnly(url) });
      if (kept) cache?.set(key!, page);
      return served(c, page, { requestId, cache: key === null ? "bypass" : "miss" });
    }
    const headers = new Headers(response.headers);
    headers.set("X-Request-Id", requestId);
    headers.set("X-Render-Cache", "bypass");
    headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], https));
    // Judged on the request as it arrived (its cookies, its method).
    applyCachePolicy(c.req.raw, headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /** The render cache's key of an anonymous visitor's page (crawlers get the whole document at once). */
  function anonymousKey(userAgent: string | null, url: URL, versions: Versions): string {
    return renderKey({ url, bot: userAgent !== null && isbot(userAgent), versions, now: new Date() });
  }

  /** A stored page: its scripts' hashes in the CSP, the client's encoding, a strong ETag, 304 when it holds it. */
  function served(c: Context, page: StoredPage, { requestId, cache }: { requestId: string; cache: "hit" | "miss" | "bypass" }): Response {
    const headers = new Headers(page.headers);
    headers.set("X-Request-Id", requestId);
    headers.set("X-Render-Cache", cache);
    if (cache !== "bypass") recordRenderCacheLookup(cache === "hit");
    headers.set("Content-Security-Policy", contentSecurityPolicy(page.scriptSources, https));
    applyCachePolicy(c.req.raw, headers, { publicPage: page.status === 200 });
    const encoding = chosenEncoding(c.req.header("Accept-Encoding"));
    const etag = etagOf(page, encoding);
    headers.set("ETag", etag);
    logger.debug("request", { requestId, method: c.req.method, path: loggedPath(c.req.path), status: page.status, cache });
    if (page.status === 200 && noneMatchHits(c.req.header("If-None-Match"), etag)) {
      headers.delete("Content-Type");
      return new Response(null, { status: 304, headers });
    }
    if (encoding) headers.set("Content-Encoding", encoding);
    // compress() leaves an answer that already says its encoding alone.
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(encoding ? page.encoded[encoding] : page.body), { status: page.status, headers });
  }

  // Over its route's limit, React Router gets the request without its body and answers its 413
  // page in the page's language; @hono/node-server drains the rest. No `Connection: close`: a
  // reset while the client still sends can lose the answer (http-safety.reliability.test.ts).
  app.use(
    "*",
    limitRequestBodies(bodyLimitAt, async (c) => {
      logger.warn("request body over its limit", { method: c.req.method, path: loggedPath(c.req.path) });
      const bodiless = new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, signal: c.req.raw.signal });
      return answer(c, bodiless, 413);
    }),
  );

  app.post(STRIPE_WEBHOOK_PATH, stripeWebhook(env));
  app.all("*", (c) => answer(c, c.req.raw));

  // Whatever escapes React Router: logged, and a message that says nothing of the cause.
  app.onError((error, c) => {
    logger.error("unhandled server error", { path: loggedPath(c.req.path), error });
    return c.text("Une erreur s'est produite / Something went wrong", 500, { "Cache-Control": PRIVATE_NO_STORE });
  });

  return app;
}

export const defaultClientDir = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
