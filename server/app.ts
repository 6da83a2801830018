/**
 * The HTTP application: security headers, static files and product photos, the request-body limit, then React
 * Router, whose answers get the cache policy of server/cache-policy.ts.
 * Kept free of process concerns (ports, signals) so tests can drive it.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server.ts";
import { requestInfoContext } from "../app/platform/request-context.ts";
import { logger } from "../app/platform/logger.server.ts";
import { photosDir } from "../app/photos/storage.server.ts";
import { limitRequestBodies } from "./body-limit.ts";
import { applyCachePolicy, PRIVATE_NO_STORE } from "./cache-policy.ts";
import { resolveClientIp } from "./client-ip.ts";
import { servePhotos } from "./photos.ts";

const ONE_YEAR = 31_536_000;

export type AppOptions = { build: ServerBuild; env: Env; clientDir: string };
type AppEnv = { Variables: SecureHeadersVariables };

export function createApp({ build, env, clientDir }: AppOptions) {
  const https = env.publicUrl.startsWith("https:");
  const app = new Hono<AppEnv>();
  // Always production mode, whatever NODE_ENV says: React Router then sends no error message
  // or stack to the browser (development runs `react-router dev`, never this file).
  const handleRequest = createRequestHandler(build, "production");

  // OWASP ASVS 5.0 L2 headers; a fresh nonce per response (Hono generates it).
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

  // Other public files (illustrations, favicon): not fingerprinted, cached for an hour.
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  // Dynamic responses (HTML, XML, JSON) are compressed on the fly; they are small.
  app.use("*", compress());

  /** Hands a request to React Router, with the facts only the server knows; `refusedStatus`: see below. */
  async function answer(c: Context<AppEnv>, request: Request, refusedStatus?: number): Promise<Response> {
    const requestId = randomBytes(4).toString("hex");
    const clientIp = resolveClientIp(getConnInfo(c).remote.address, c.req.header("x-forwarded-for") ?? null, env.trustedProxies);
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: c.get("secureHeadersNonce") ?? "", clientIp, requestId, refusedStatus });
    const started = performance.now();
    const response = await handleRequest(request, context);
    if (response.status >= 500) {
      logger.error("request failed", { requestId, method: c.req.method, path: c.req.path, status: response.status });
    } else {
      logger.debug("request", { requestId, method: c.req.method, path: c.req.path, status: response.status, ms: Math.round(performance.now() - started) });
    }
    const headers = new Headers(response.headers);
    headers.set("X-Request-Id", requestId);
    // Judged on the request as it arrived (its cookies, its method).
    applyCachePolicy(c.req.raw, headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  // Every body counted against its route's limit (server/body-limit.ts). Over it, no route reads
  // anything: React Router gets the request without its body and answers with the error page of
  // a 413, in the page's language (app/root.tsx). The rest of the body is not read: the
  // connection closes once the answer is sent.
  app.use(
    "*",
    limitRequestBodies(async (c) => {
      logger.warn("request body over its limit", { method: c.req.method, path: c.req.path });
      const bodiless = new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, signal: c.req.raw.signal });
      const refused = await answer(c, bodiless, 413);
      refused.headers.set("Connection", "close");
      return refused;
    }),
  );

  app.all("*", (c) => answer(c, c.req.raw));

  // Whatever escapes React Router's own error handling: logged, and a message that says nothing
  // of the cause (never the error's message or stack).
  app.onError((error, c) => {
    logger.error("unhandled server error", { path: c.req.path, error });
    return c.text("Une erreur s'est produite / Something went wrong", 500, { "Cache-Control": PRIVATE_NO_STORE });
  });

  return app;
}

export const defaultClientDir = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
