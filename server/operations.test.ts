import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/support/databases.ts";
import { quoteFormData, quoteFormFields } from "../tests/support/quote-fixture.ts";
import { defaultBusiness } from "../app/config/business.ts";
import type { Database, Db } from "../app/db/client.server.ts";
import { recordBackup } from "../app/platform/metrics.server.ts";
import { submitQuoteRequest } from "../app/submissions/quote.server.ts";
import { untilReady, withOperations, type OperationsOptions } from "./operations.ts";
import { readRouteFacts } from "./public-pages.ts";
import { routes } from "../tests/support/source-build.ts";

const settings = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "staff@location-rive-sud.example",
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
};
const NOW = new Date("2026-11-22T15:00:00Z");

/**
 * The storefront as far as these checks need it: a POST to /quote goes through the quote
 * pipeline (app/submissions/quote.server.ts) on the test's database and answers its status, as
 * the page's action does; anything else is not found.
 */
function storefront(db: Db): RequestListener {
  return (request, response) => {
    if (request.method === "POST" && request.url === "/quote") {
      request.resume();
      void submitQuoteRequest({
        db,
        formData: quoteFormData({ ...quoteFormFields(), submissionKey: crypto.randomUUID() }),
        lang: "fr",
        settings,
        clientIp: "203.0.113.7",
        requestId: "req1",
        now: NOW,
      }).then((answer) => {
        response.writeHead(answer.status).end();
      });
      return;
    }
    response.writeHead(404).end();
  };
}

/** The value of one series in Prometheus's text ("name{labels} value"); 0 when absent. */
function figure(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("what an operator reads: /metrics and /readyz", () => {
  // /quote is counted as a public page because its route says so; the server reads that at start-up.
  beforeAll(() => readRouteFacts({ routes }));
  let database: Database;
  const servers: Server[] = [];
  beforeEach(async () => {
    database = await createTestDatabase("pglite");
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  async function serve(options: Partial<OperationsOptions> = {}, next?: RequestListener): Promise<string> {
    const listener = withOperations({ metricsAllow: ["127.0.0.1", "::1"], trustedProxies: [], database: () => database.db, ...options }, next ?? storefront(database.db));
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("answers /metrics to the allowed addresses only, judged on the peer (X-Forwarded-For only from a trusted proxy), never cached", async () => {
    const loopback = await serve();
    const allowed = await fetch(`${loopback}/metrics`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("cache-control")).toBe("no-store");
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    // Node's figures are there, the event loop's delay among them.
    expect(await allowed.text()).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);

    const monitoringOnly = { metricsAllow: ["10.9.0.0/16"] };
    const refused = await fetch(`${await serve(monitoringOnly)}/metrics`, { headers: { "X-Forwarded-For": "10.9.1.1" } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).not.toMatch(/http_requests_total/);
    const viaProxy = await fetch(`${await serve({ ...monitoringOnly, trustedProxies: ["127.0.0.1"] })}/metrics`, { headers: { "X-Forwarded-For": "10.9.1.1" } });
    expect(viaProxy.status).toBe(200);
  });

  it("counts a quote request stored, the request by its group and status, and the e-mails it leaves in the outbox", async () => {
    const url = await serve();
    const before = await (await fetch(`${url}/metrics`)).text();
    expect(figure(before, "storefront_outbox_waiting_emails")).toBe(0);

    expect((await fetch(`${url}/quote`, { method: "POST", body: "" })).status).toBe(200);
    expect((await fetch(`${url}/quotes/${"A".repeat(43)}?t=secret`)).status).toBe(404);

    const after = await (await fetch(`${url}/metrics`)).text();
    expect(figure(after, "storefront_quote_requests_stored_total") - figure(before, "storefront_quote_requests_stored_total")).toBe(1);
    expect(figure(after, 'http_requests_total{group="public",status="200"}') - figure(before, 'http_requests_total{group="public",status="200"}')).toBe(1);
    expect(figure(after, 'http_request_duration_seconds_count{group="public"}') - figure(before, 'http_request_duration_seconds_count{group="public"}')).toBe(1);
    // A private link is counted under its group: its token never becomes a label.
    expect(figure(after, 'http_requests_total{group="quote-link",status="404"}') - figure(before, 'http_requests_total{group="quote-link",status="404"}')).toBe(1);
    expect(after).not.toContain("A".repeat(43));
    // The request's statements are timed under their group.
    expect(figure(after, 'storefront_db_query_duration_seconds_count{group="requests"}')).toBeGreaterThan(figure(before, 'storefront_db_query_duration_seconds_count{group="requests"}'));
    // The customer's acknowledgement and the staff's notice wait in the outbox.
    expect(figure(after, "storefront_outbox_waiting_emails")).toBe(2);
    expect(figure(after, "storefront_outbox_oldest_waiting_age_seconds")).toBeGreaterThan(0);
  });

  it("shows the last backup's time and result", async () => {
    recordBackup({ ok: false, at: new Date("2026-11-27T07:00:00Z") });
    const text = await (await fetch(`${await serve()}/metrics`)).text();
    expect(figure(text, "storefront_last_backup_timestamp_seconds")).toBe(Date.parse("2026-11-27T07:00:00Z") / 1000);
    expect(figure(text, "storefront_last_backup_success")).toBe(0);
  });

  it("says ready when the database answers, and 503 while it opens, when it fails or when it does not answer in time", async () => {
    const ready = await fetch(`${await serve()}/readyz`);
    expect([ready.status, await ready.json(), ready.headers.get("cache-control")]).toEqual([200, { ready: true }, "no-store"]);

    let opened: Db | undefined;
    const starting = await serve(
      { database: () => opened },
      untilReady(() => undefined),
    );
    const whileMigrating = await fetch(`${starting}/readyz`);
    expect([whileMigrating.status, await whileMigrating.json()]).toEqual([503, { ready: false, reason: "starting" }]);
    const page = await fetch(`${starting}/`);
    expect([page.status, page.headers.get("retry-after"), page.headers.get("cache-control")]).toEqual([503, "5", "no-store"]);

    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    opened = hanging;
    const started = Date.now();
    const silent = await fetch(`${await serve({ database: () => hanging, pingTimeoutMs: 200 })}/readyz`);
    expect([silent.status, await silent.json()]).toEqual([503, { ready: false, reason: "database" }]);
    expect(Date.now() - started).toBeLessThan(2_000);

    const closed = await createTestDatabase("pglite");
    await closed.close();
    const failing = await fetch(`${await serve({ database: () => closed.db })}/readyz`);
    expect([failing.status, await failing.json()]).toEqual([503, { ready: false, reason: "database" }]);
  });
});
