/**
 * What an operator watches, in Prometheus's text format (served by server/operations.ts at
 * /metrics): requests by route group, their duration, the database's time per query group, the
 * outbox's backlog, e-mails that failed, quote requests and acceptances, the render cache, the
 * last backup and Node's own figures (the event loop's delay among them).
 *
 * Labels come from small fixed sets only, never from a path or a value a visitor sends: paths
 * hold private tokens (a quote's link), and every new label value is a new series to store.
 * Counting costs one label lookup per request or query; the database is read only at scrape time.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { logger } from "./logger.server.ts";

export const ROUTE_GROUPS = ["public", "assets", "photos", "data", "account", "admin", "quote-link", "other"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export const QUERY_GROUPS = ["catalogue", "versions", "requests", "quotes", "outbox", "accounts", "rate-limits", "settings", "other"] as const;
export type QueryGroup = (typeof QUERY_GROUPS)[number];

function createMetrics() {
  const registry = new Registry();
  // Node's figures: the event loop's delay (nodejs_eventloop_lag_*), memory, GC, handles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route group and status", labelNames: ["group", "status"] as const, registers }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route group",
      labelNames: ["group"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    queryDuration: new Histogram({
      name: "storefront_db_query_duration_seconds",
      help: "Database statements' time, by the group of the first table they name",
      labelNames: ["group"] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    renderCache: new Counter({ name: "storefront_render_cache_lookups_total", help: "Public pages looked up in the render cache: hit or miss", labelNames: ["result"] as const, registers }),
    outboxWaiting: new Gauge({ name: "storefront_outbox_waiting_emails", help: "E-mails not sent yet (pending or being sent), read at scrape time", registers }),
    outboxOldestAge: new Gauge({ name: "storefront_outbox_oldest_waiting_age_seconds", help: "Age of the oldest e-mail not sent yet (0 when none waits), read at scrape time", registers }),
    emailsFailed: new Counter({ name: "storefront_emails_failed_total", help: "Sends that failed: retried later, or abandoned", labelNames: ["outcome"] as const, registers }),
    quoteRequests: new Counter({ name: "storefront_quote_requests_stored_total", help: "Quote requests stored (a repeated submission is not counted again)", registers }),
    quoteAcceptances: new Counter({ name: "storefront_quote_acceptances_total", help: "Quotes accepted, by the customer's link or by staff for them", labelNames: ["by"] as const, registers }),
    backupTime: new Gauge({ name: "storefront_last_backup_timestamp_seconds", help: "When the last backup ended (Unix time)", registers }),
    backupOk: new Gauge({ name: "storefront_last_backup_success", help: "1 when the last backup succeeded, 0 when it failed", registers }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const METRICS_KEY = Symbol.for("location-rive-sud.metrics");
type MetricsHolder = { [METRICS_KEY]?: Metrics };

/**
 * The process-wide metrics. Held on globalThis: the server entry and the React Router bundle
 * each carry a copy of this module, and both must count into the one registry /metrics reads.
 */
function metrics(): Metrics {
  const holder = globalThis as MetricsHolder;
  holder[METRICS_KEY] ??= createMetrics();
  return holder[METRICS_KEY];
}

/* ------------------------------------------------------------ HTTP */

const QUOTE_LINK = /^\/quotes\//;
const ADMIN = /^\/admin(?:[/.]|$)/;
const ACCOUNT = /^\/(?:account|profile|confirm-email|reset-password)(?:[/.]|$)/;
const NAMES_A_FILE = /\.[a-z0-9]+$/i;

/**
 * The group a request is counted under, from its path (`isPublicPage`: server/public-pages.ts).
 * The area comes first (a quote link's or the back office's `.data` is theirs); then React
 * Router's `.data` requests of the other pages, the public pages, files; the rest (JSON
 * endpoints, robots.txt, not found) is "other".
 */
export function routeGroup(target: string, isPublicPage: (pathname: string) => boolean): RouteGroup {
  const query = target.indexOf("?");
  const pathname = query < 0 ? target : target.slice(0, query);
  if (pathname.startsWith("/assets/")) return "assets";
  if (pathname.startsWith("/photos/")) return "photos";
  const page = pathname === "/en" || pathname.startsWith("/en/") || pathname.startsWith("/en.") ? pathname.slice(3) || "/" : pathname;
  if (QUOTE_LINK.test(page)) return "quote-link";
  if (ADMIN.test(page)) return "admin";
  if (ACCOUNT.test(page)) return "account";
  if (pathname.endsWith(".data")) return "data";
  if (isPublicPage(pathname)) return "public";
  if (NAMES_A_FILE.test(pathname)) return "assets";
  return "other";
}

/** Counts one answered request and its duration. */
export function recordRequest(group: RouteGroup, status: number, seconds: number): void {
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc({ group, status });
  httpDuration.observe({ group }, seconds);
}

/* ------------------------------------------------------------ database */

const TABLE_GROUPS: Record<string, QueryGroup> = {
  catalogue_categories: "catalogue",
  catalogue_products: "catalogue",
  product_photos: "catalogue",
  product_changes: "catalogue",
  catalogue_version: "versions",
  availability_version: "versions",
  session_version: "versions",
  submissions: "requests",
  submission_items: "requests",
  submission_status_changes: "requests",
  quote_versions: "quotes",
  quote_responses: "quotes",
  reservations: "quotes",
  unit_blocks: "quotes",
  email_outbox: "outbox",
  user: "accounts",
  session: "accounts",
  account: "accounts",
  verification: "accounts",
  client_profiles: "accounts",
  staff_role_changes: "accounts",
  rate_limit_hits: "rate-limits",
  rate_limit_backoffs: "rate-limits",
  business_settings: "settings",
};
const FIRST_TABLE = /\b(?:from|into|update)\s+"(\w+)"/i;

/** The group of a statement: that of the first table it names (a statement naming none is "other"). */
export function queryGroup(statement: string): QueryGroup {
  const table = FIRST_TABLE.exec(statement)?.[1];
  return (table && TABLE_GROUPS[table]) || "other";
}

/** Counts one statement's time (app/db/client.server.ts times every statement of both drivers). */
export function recordQuery(statement: string, seconds: number): void {
  metrics().queryDuration.observe({ group: queryGroup(statement) }, seconds);
}

/* ------------------------------------------------------------ the business's events */

export function recordRenderCacheLookup(hit: boolean): void {
  metrics().renderCache.inc({ result: hit ? "hit" : "miss" });
}

export function recordEmailFailed(abandoned: boolean): void {
  metrics().emailsFailed.inc({ outcome: abandoned ? "abandoned" : "retried" });
}

export function recordQuoteRequestStored(): void {
  metrics().quoteRequests.inc();
}

export function recordQuoteAccepted(by: "customer" | "staff"): void {
  metrics().quoteAcceptances.inc({ by });
}

/** The last backup's end and result (one alert: none succeeded for 26 h). */
export function recordBackup(outcome: { ok: boolean; at: Date }): void {
  const { backupTime, backupOk } = metrics();
  backupTime.set(outcome.at.getTime() / 1000);
  backupOk.set(outcome.ok ? 1 : 0);
}

/* ------------------------------------------------------------ the scrape */

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** The outbox's backlog as app/db/outbox.server.ts reads it. */
export type OutboxBacklog = { waiting: number; oldestCreatedAt: Date | null };

/**
 * Every figure as Prometheus's text. The outbox's figures are read from the database now
 * (`readBacklog` undefined while it opens); when it cannot be read they are NaN, never a
 * reassuring 0 or a stale figure.
 */
export async function metricsText(readBacklog: (() => Promise<OutboxBacklog>) | undefined, now: Date = new Date()): Promise<string> {
  const { registry, outboxWaiting, outboxOldestAge } = metrics();
  let backlog: OutboxBacklog | undefined;
  try {
    backlog = await readBacklog?.();
  } catch (error) {
    logger.warn("metrics: the outbox could not be read", { error });
  }
  outboxWaiting.set(backlog ? backlog.waiting : Number.NaN);
  const oldest = backlog?.oldestCreatedAt;
  outboxOldestAge.set(!backlog ? Number.NaN : oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0);
  return registry.metrics();
}
