/**
 * What an operator's tools ask each instance, answered by Node's HTTP server before the storefront
 * is ready: `/readyz` for the load balancer (503 while the database opens and migrates, when the
 * pages answer 503 "starting"), `/metrics` for Prometheus; every other request is counted here.
 * `/healthz` stays the liveness check (app/routes/healthz.ts).
 */
import type { RequestListener, ServerResponse } from "node:http";
import { BlockList, isIP } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
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

function plain(response: ServerResponse, status: number, text: string, headOnly = false, type = "text/plain; charset=utf-8"): void {
  response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  response.end(headOnly ? undefined : text);
}

async function answerReadiness(response: ServerResponse, db: Db | undefined, databaseAnswers: (db: Db) => Promise<boolean>, headOnly: boolean): Promise<void> {
  const reason = db === undefined ? "starting" : (await databaseAnswers(db)) ? undefined : "database";
  plain(response, reason ? 503 : 200, JSON.stringify(reason ? { ready: false, reason } : { ready: true }), headOnly, "application/json");
}

async function answerMetrics(response: ServerResponse, db: Db | undefined, headOnly: boolean): Promise<void> {
  try {
    plain(response, 200, await metricsText(db ? () => outboxBacklog(db) : undefined), headOnly, METRICS_CONTENT_TYPE);
  } catch (error) {
    logger.error("metrics could not be written", { error });
    plain(response, 500, "Metrics unavailable", headOnly);
  }
}

/** Whether the database answers within `timeoutMs`; probes that arrive meanwhile wait for the same ping. */
function readinessPing(timeoutMs: number): (db: Db) => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  return (db) => {
    inFlight ??= pingDatabase(db)
      .catch(() => false)
      .finally(() => (inFlight = undefined));
    return Promise.race([inFlight, delay(timeoutMs, false, { ref: false })]);
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
