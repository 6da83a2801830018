/**
 * The HTTP application: static files, security headers, then React Router.
 * Kept free of process concerns (ports, signals) so tests can drive it.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server.ts";
import { requestInfoContext } from "../app/platform/request-context.ts";
import { logger } from "../app/platform/logger.server.ts";
import { resolveClientIp } from "./client-ip.ts";

const ONE_YEAR = 31_536_000;

export type AppOptions = { build: ServerBuild; env: Env; clientDir: string };

export function createApp({ build, env, clientDir }: AppOptions) {
  const https = env.publicUrl.startsWith("https:");
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const handleRequest = createRequestHandler(build, env.nodeEnv === "production" ? "production" : "development");

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
        frameSrc: ["https://www.youtube-nocookie.com"],
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

  app.all("*", async (c) => {
    const requestId = randomBytes(4).toString("hex");
    const clientIp = resolveClientIp(getConnInfo(c).remote.address, c.req.header("x-forwarded-for") ?? null, env.trustedProxies);
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: c.get("secureHeadersNonce") ?? "", clientIp, requestId });
    const started = performance.now();
    const response = await handleRequest(c.req.raw, context);
    if (response.status >= 500) {
      logger.error("request failed", { requestId, method: c.req.method, path: c.req.path, status: response.status });
    } else {
      logger.debug("request", { requestId, method: c.req.method, path: c.req.path, status: response.status, ms: Math.round(performance.now() - started) });
    }
    const headers = new Headers(response.headers);
    headers.set("X-Request-Id", requestId);
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  app.onError((error, c) => {
    logger.error("unhandled server error", { path: c.req.path, error });
    return c.text("Une erreur s'est produite / Something went wrong", 500);
  });

  return app;
}

export const defaultClientDir = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
