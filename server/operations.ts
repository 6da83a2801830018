/**
 * What an operator's tools ask each instance, answered by Node's HTTP server before anything else
 * (the render cache's hits, Hono, React Router): `/readyz` for the load balancer, `/metrics` for
 * Prometheus (app/platform/metrics.server.ts). Every other request is counted here, once, so that
 * the hits answered before Hono count like the rest.
 *
 * An instance listens as soon as it starts (server/index.ts): while its database opens and
 * migrates, `/readyz` says 503 and the storefront's pages answer 503 "starting", so a load
 * balancer sends nothing to it yet. `/healthz` stays the liveness check (app/routes/healthz.ts).
 */
import type { RequestListener, ServerResponse } from "node:http";
import { BlockList, isIP } from "node:net";
import { pingDatabase, type Db } from "../app/db/client.server.ts";
import { outboxBacklog } from "../app/db/outbox.server.ts";
import { logger } from "../app/platform/logger.server.ts";
import { METRICS_CONTENT_TYPE, metricsText, recordRequest, routeGroup } from "../app/platform/metrics.server.ts";
import { resolveClientIp } from "./client-ip.ts";
import { isPublicPagePath } from "./public-pages.ts";

/** A database that has not answered this fast is not ready (a load balancer asks every few seconds). */
export const READINESS_PING_TIMEOUT_MS = 1_000;

export type OperationsOptions = {
  /** METRICS_ALLOW: addresses and networks that may read /metrics. */
  metricsAllow: readonly string[];
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-For is believed (server/client-ip.ts). */
  trustedProxies: readonly string[];
  /** The database once it is open and migrated; undefined before. */
  database: () => Db | undefined;
  pingTimeoutMs?: number;
};

/** The listener that answers /readyz and /metrics, counts every other request and hands it to `next`. */
export function withOperations(options: OperationsOptions, next: RequestListener): RequestListener {
  const metricsReaders = allowList(options.metricsAllow);
  const databaseAnswers = readinessPing(options.pingTimeoutMs ?? READINESS_PING_TIMEOUT_MS);
  return (request, response) => {
    const target = request.url ?? "/";
    const pathname = target.split("?", 1)[0];
    if (pathname === "/readyz") {
      void answerReadiness(response, options.database(), databaseAnswers, request.method === "HEAD");
      return;
    }
    if (pathname === "/metrics") {
      const forwardedFor = request.headers["x-forwarded-for"];
      const clientIp = resolveClientIp(request.socket.remoteAddress, typeof forwardedFor === "string" ? forwardedFor : null, options.trustedProxies);
      if (!allowed(metricsReaders, clientIp)) {
        logger.warn("metrics refused to a client not in METRICS_ALLOW", { clientIp });
        plain(response, 403, "Forbidden");
        return;
      }
      void answerMetrics(response, options.database(), request.method === "HEAD");
      return;
    }
    const started = performance.now();
    response.once("finish", () => recordRequest(routeGroup(target, isPublicPagePath), response.statusCode, (performance.now() - started) / 1000));
    next(request, response);
  };
}

/** The storefront's listener once it is ready; until then, 503 "starting" (never cached). */
export function untilReady(ready: () => RequestListener | undefined): RequestListener {
  return (request, response) => {
    const listener = ready();
    if (listener) return listener(request, response);
    response.setHeader("Retry-After", "5");
    plain(response, 503, "Démarrage en cours / Starting");
  };
}

function plain(response: ServerResponse, status: number, text: string, headOnly = false): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  response.end(headOnly ? undefined : text);
}

async function answerReadiness(response: ServerResponse, db: Db | undefined, databaseAnswers: (db: Db) => Promise<boolean>, headOnly: boolean): Promise<void> {
  const reason = db === undefined ? "starting" : (await databaseAnswers(db)) ? undefined : "database";
  const body = JSON.stringify(reason ? { ready: false, reason } : { ready: true });
  response.writeHead(reason ? 503 : 200, { "Content-Type": "application/json", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  response.end(headOnly ? undefined : body);
}

async function answerMetrics(response: ServerResponse, db: Db | undefined, headOnly: boolean): Promise<void> {
  try {
    const text = await metricsText(db ? () => outboxBacklog(db) : undefined);
    response.writeHead(200, { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
    response.end(headOnly ? undefined : text);
  } catch (error) {
    logger.error("metrics could not be written", { error });
    plain(response, 500, "Metrics unavailable", headOnly);
  }
}

/**
 * Whether the database answers within `timeoutMs`. Probes that arrive while one ping is on its
 * way wait for that one: a database that hangs is not asked again and again.
 */
function readinessPing(timeoutMs: number): (db: Db) => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  return async (db) => {
    inFlight ??= pingDatabase(db)
      .catch(() => false)
      .finally(() => {
        inFlight = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([inFlight, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function allowed(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
}
