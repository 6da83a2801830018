/**
 * The HTTP application: security headers, static files and product photos, the request-body limit, then React
 * Router, whose answers get the cache policy of server/cache-policy.ts.
 * Kept free of process concerns (ports, signals) so tests can drive it.
 */
import type { RequestListener } from "node:http";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
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
import { applyCachePolicy, PRIVATE_NO_STORE, readsOnly } from "./cache-policy.ts";
import { resolveClientIp } from "./client-ip.ts";
import { cspNonce, randomPoolBytes } from "./random-pool.ts";
import { recordHitHeaders, withCacheHits, type HitRequest } from "./cache-hits.ts";
import { servePhotos } from "./photos.ts";
import { getQuotePrefill } from "../app/auth/prefill.server.ts";
import { getSessionInfo } from "../app/auth/session.server.ts";
import { langFromCookie } from "../app/i18n/lang-cookie.server.ts";
import { personalTemplate, sentinelsIntact, type PersonalTemplate } from "./personal-render.ts";
import { isPublicPageUrl, readsCookieOnly, readsPrefill } from "./public-pages.ts";
import { acceptsGzip, DEFAULT_RENDER_CACHE_LIMITS, isStorable, RenderCache, renderKey, servedBody, servedGzip, storedHeaders, type CachedPage, type RenderCacheLimits } from "./render-cache.ts";

const ONE_YEAR = 31_536_000;

export type AppOptions = {
  build: ServerBuild;
  env: Env;
  clientDir: string;
  /** The render cache's bounds (decision 0022); false: every page rendered for every request. */
  renderCache?: RenderCacheLimits | false;
};
/** `anonymousHit`: the stored page this answer is a copy of, for an anonymous visitor (server/cache-hits.ts). */
type AppEnv = { Variables: SecureHeadersVariables & { anonymousHit?: CachedPage } };

export function createApp({ build, env, clientDir, renderCache: renderCacheLimits = DEFAULT_RENDER_CACHE_LIMITS }: AppOptions) {
  const https = env.publicUrl.startsWith("https:");
  const app = new Hono<AppEnv>();
  // Always production mode, whatever NODE_ENV says: React Router then sends no error message
  // or stack to the browser (development runs `react-router dev`, never this file).
  const handleRequest = createRequestHandler(build, "production");
  const renderCache = renderCacheLimits === false ? null : new RenderCache(renderCacheLimits);

  // The outermost layer: the headers an anonymous visitor's cache hit leaves with, every layer
  // applied, kept with the page; the next hits of it are answered with them before Hono
  // (server/cache-hits.ts).
  app.use("*", async (c, next) => {
    await next();
    const page = c.get("anonymousHit");
    if (page) recordHitHeaders(page, c.res.headers, c.get("secureHeadersNonce") ?? "");
  });

  // A fresh nonce per response, from the random pool (Hono's NONCE takes the one set here).
  app.use("*", (c, next) => {
    c.set("secureHeadersNonce", cspNonce());
    return next();
  });
  // OWASP ASVS 5.0 L2 headers.
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: [NONCE, "'strict-dynamic'"],
        // React style attributes need inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Product videos play in YouTube's privacy-enhanced player.
        frameSrc: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      removePoweredBy: true,
      // A route may set a stricter header of its own, and it is kept: the pages with a secret in
      // their URL (a quote's private link, the e-mail links) answer "Referrer-Policy: same-origin"
      // (never "no-referrer": their own forms would then post "Origin: null", which the CSRF
      // checks refuse). No route sets any other of these headers.
      overwrite: false,
    }),
  );

  // Fingerprinted build assets: precompressed (.br/.gz made at build), cached forever.
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
      },
    }),
  );
  app.get("/assets/*", (c) => c.text("Not found", 404));

  // Product photos uploaded by staff, from DATA_DIR/photos: unique names, cached forever.
  const photos = servePhotos(photosDir(env.dataDir));
  app.on(["GET", "HEAD"], "/photos/:file", photos);
  app.all("/photos/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-cache" }));

  // Other public files (illustrations, favicon): not fingerprinted, cached for an hour. Only a
  // path that names a file (an extension, not React Router's ".data") is looked for on disk:
  // pages skip the file-system lookups (three per request: the file, .br, .gz).
  const publicFiles = serveStatic<AppEnv>({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=3600");
    },
  });
  app.use("*", (c, next) => (/\.(?!data$)[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));

  // Dynamic responses (HTML, XML, JSON) are compressed on the fly; they are small.
  app.use("*", compress());

  /** Hands a request to React Router, with the facts only the server knows; `refusedStatus`: see below. */
  async function answer(c: Context<AppEnv>, request: Request, refusedStatus?: number): Promise<Response> {
    const requestId = randomPoolBytes(4).toString("hex");
    const nonce = c.get("secureHeadersNonce") ?? "";
    const url = new URL(request.url);
    // The render cache (decision 0022): anonymous GET and HEAD of a public page only; any cookie
    // (a session, the language choice, consent) means the page is rendered for this request.
    const publicPage = isPublicPageUrl(url);
    const cacheable = renderCache !== null && refusedStatus === undefined && readsOnly(request.method) && !request.headers.has("Cookie") && publicPage;
    let key: string | null = null;
    if (cacheable) {
      key = anonymousKey(request.headers.get("User-Agent"), url, await readVersions(await getDb()));
      const page = renderCache.get(key);
      if (page) return served(c, page, { nonce, requestId, hit: true, anonymous: true });
    }

    const clientIp = resolveClientIp(getConnInfo(c).remote.address, c.req.header("x-forwarded-for") ?? null, env.trustedProxies);
    const context = new RouterContextProvider();
    const perResponseValues: string[] = [];
    // A GET the render cache may keep is read whole before it is sent: rendered whole, too.
    context.set(requestInfoContext, {
      nonce,
      clientIp,
      requestId,
      refusedStatus,
      perResponseValues,
      wholeDocument: key !== null && request.method === "GET",
      answersPost: !readsOnly(request.method),
    });

    // A public page asked with a cookie (decision 0026). Signed in: for a document, the shared
    // render of the person's shape with their details filled in (the session is read from the
    // request as for any page; the shared render never sees it). Signed out: the anonymous copy.
    // "/" with the language cookie redirects: rendered for it.
    const personalCandidate =
      renderCache !== null &&
      refusedStatus === undefined &&
      request.method === "GET" &&
      publicPage &&
      request.headers.has("Cookie") &&
      !(readsCookieOnly(url) && langFromCookie(request) !== undefined);
    if (personalCandidate) {
      const session = await getSessionInfo({ request, context });
      // The versions the session read already fetched for this request (one statement on PostgreSQL).
      const versions = await requestVersions(context);
      // A visitor whose cookies hold no session (the language choice, say) sees the anonymous
      // page: served from the cache when there, as a personal answer (the request has a cookie).
      if (!session.user && session.setCookies.length === 0) {
        const page = renderCache.get(anonymousKey(request.headers.get("User-Agent"), url, versions));
        if (page) return served(c, page, { nonce, requestId, hit: true });
      }
      // Documents only: a signed-in person's `.data` answers are rendered for them.
      const template =
        session.user && !url.pathname.endsWith(".data") ? personalTemplate({ user: session.user, prefill: readsPrefill(url) ? await getQuotePrefill(request, context) : undefined }) : undefined;
      if (template) {
        const personalKey = `${renderKey({ url, bot: false, versions, now: new Date() })} as ${template.shape}`;
        let page = renderCache.get(personalKey);
        const hit = page !== undefined;
        if (!page) page = await sharedRender(request, url, { nonce, clientIp, requestId }, template, personalKey);
        if (page) return served(c, page, { nonce, requestId, hit, setCookies: session.setCookies, personal: template.values });
      }
    }

    const started = performance.now();
    const response = await handleRequest(request, context);
    if (response.status >= 500) {
      logger.error("request failed", { requestId, method: c.req.method, path: loggedPath(c.req.path), status: response.status });
    } else {
      logger.debug("request", { requestId, method: c.req.method, path: loggedPath(c.req.path), status: response.status, ms: Math.round(performance.now() - started) });
    }
    const headers = new Headers(response.headers);
    let body: BodyInit | null = response.body;
    // Only a GET's render is kept: a HEAD's answer has no body to serve again.
    if (key !== null && request.method === "GET" && isStorable(response, { perResponseValues, readsCookie: readsCookieOnly(url) })) {
      const text = await response.text();
      renderCache?.set(key, { status: response.status, headers: storedHeaders(response.headers), body: text, nonce, perResponseValues });
      body = text;
    }
    headers.set("X-Request-Id", requestId);
    headers.set("X-Render-Cache", key === null ? "bypass" : "miss");
    if (key !== null) recordRenderCacheLookup(false);
    // Judged on the request as it arrived (its cookies, its method).
    applyCachePolicy(c.req.raw, headers, { perResponse: perResponseValues.length > 0, publicPage: publicPage && response.status === 200 });
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }

  /** The render cache's key of an anonymous visitor's page (crawlers get the whole document at once). */
  function anonymousKey(userAgent: string | null, url: URL, versions: Versions): string {
    return renderKey({ url, bot: userAgent !== null && isbot(userAgent), versions, now: new Date() });
  }

  /**
   * A copy of a stored render for this response: its nonce, fresh per-response values, the
   * person's details for a signed-in person's copy (and their session cookie's renewal), the
   * cache policy judged on the request as it arrived.
   */
  function served(
    c: Context<AppEnv>,
    page: CachedPage,
    {
      nonce,
      requestId,
      hit,
      anonymous = false,
      setCookies = [],
      personal,
    }: { nonce: string; requestId: string; hit: boolean; anonymous?: boolean; setCookies?: string[]; personal?: readonly string[] },
  ): Response {
    if (anonymous && c.req.method === "GET") c.set("anonymousHit", page);
    const headers = new Headers(page.headers);
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    headers.set("X-Request-Id", requestId);
    headers.set("X-Render-Cache", hit ? "hit" : "miss");
    recordRenderCacheLookup(hit);
    applyCachePolicy(c.req.raw, headers, { perResponse: page.perResponseValues.length > 0, publicPage: true });
    logger.debug("request", { requestId, method: c.req.method, path: loggedPath(c.req.path), status: page.status, cache: hit ? "hit" : "miss", personal: personal !== undefined });
    // Compressed once per stored page, not per copy (compress() leaves an encoded answer alone).
    const gzipped = c.req.method === "GET" && acceptsGzip(c.req.header("Accept-Encoding")) ? servedGzip(page, nonce, undefined, personal) : undefined;
    if (gzipped) headers.set("Content-Encoding", "gzip");
    return new Response(gzipped ?? servedBody(page, nonce, undefined, personal), { status: page.status, headers });
  }

  /**
   * Renders a public page for a shape of signed-in person (server/personal-render.ts) from a
   * copy of the request without its cookies, and keeps it; undefined when the answer may not be
   * kept (not a 200 HTML page, a cookie set, a sentinel shown transformed): the page is then
   * rendered for the request itself.
   */
  async function sharedRender(request: Request, url: URL, facts: { nonce: string; clientIp: string; requestId: string }, template: PersonalTemplate, key: string): Promise<CachedPage | undefined> {
    const headers = new Headers(request.headers);
    headers.delete("Cookie");
    const context = new RouterContextProvider();
    const perResponseValues: string[] = [];
    context.set(requestInfoContext, { ...facts, perResponseValues, wholeDocument: true, answersPost: false, renderAs: template.renderAs });
    const response = await handleRequest(new Request(url, { headers, signal: request.signal }), context);
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !isStorable(response, { perResponseValues, readsCookie: readsCookieOnly(url) })) {
      await response.body?.cancel();
      return undefined;
    }
    const body = await response.text();
    if (!sentinelsIntact(body, template.sentinels)) {
      logger.warn("shared render shows a person's detail transformed: rendered per request", { path: loggedPath(url.pathname) });
      return undefined;
    }
    const page: CachedPage = { status: response.status, headers: storedHeaders(response.headers), body, nonce: facts.nonce, perResponseValues, sentinels: template.sentinels };
    renderCache?.set(key, page);
    return page;
  }

  // Every body counted against its route's limit (server/body-limit.ts). Over it, no route reads
  // anything: React Router gets the request without its body and answers with the error page of
  // a 413, in the page's language (app/root.tsx). The rest of the body is not kept: once the
  // answer is sent, @hono/node-server reads and drops it for at most 500 ms (64 MB), then closes.
  // No `Connection: close` here: closing at once, with the client still sending, resets the
  // connection, and the client's failed write can lose the answer it had already received
  // (server/http-safety.reliability.test.ts).
  app.use(
    "*",
    limitRequestBodies(async (c) => {
      logger.warn("request body over its limit", { method: c.req.method, path: loggedPath(c.req.path) });
      const bodiless = new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, signal: c.req.raw.signal });
      return answer(c, bodiless, 413);
    }),
  );

  app.all("*", (c) => answer(c, c.req.raw));

  // Whatever escapes React Router's own error handling: logged, and a message that says nothing
  // of the cause (never the error's message or stack).
  app.onError((error, c) => {
    logger.error("unhandled server error", { path: loggedPath(c.req.path), error });
    return c.text("Une erreur s'est produite / Something went wrong", 500, { "Cache-Control": PRIVATE_NO_STORE });
  });

  /** The stored page of a cookie-less GET, for the hits answered before Hono (server/cache-hits.ts). */
  async function storedPage({ url, userAgent }: HitRequest): Promise<CachedPage | undefined> {
    if (renderCache === null || !isPublicPageUrl(url)) return undefined;
    return renderCache.get(anonymousKey(userAgent, url, await readVersions(await getDb())));
  }

  return { app, cacheHits: (next: RequestListener) => withCacheHits(storedPage, next) };
}

export const defaultClientDir = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
