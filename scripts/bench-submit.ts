/**
 * Sustained quote submissions: requests per second and latency (p50, p99) of
 * POST /quote, on the embedded database (PGlite) and, when DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL (a fresh database, dropped after).
 *
 *   npm run bench:submit
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:submit
 *   BENCH_DURATION=30 BENCH_CONNECTIONS=50 npm run bench:submit
 *
 * Each request is a complete, valid quote (two lines, an option) from its own
 * client address (X-Forwarded-For, trusted from 127.0.0.1 for the run, so the
 * per-IP limit applies as in production without stopping the benchmark). Two
 * paths: `.data` (what the page sends with JavaScript: the action only) and
 * the plain form post (no JavaScript: the action and a full page render).
 * Every accepted request is stored with its lines and two outbox rows in one
 * transaction; a real SMTP server (in this process) receives the e-mails
 * while the load runs. Results go to reports/bench-submit.json; record them
 * in docs/performance.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { clientAddress, quoteFields } from "../tests/reliability/quote-fields.ts";
import { ensureBuild, freePort, startServer } from "../tests/reliability/server-process.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

/** The part of autocannon's API used here (the package ships no types). */
type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; setupRequest: (request: Record<string, unknown>) => Record<string, unknown> }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
const ADMIN_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A counting SMTP server: the outbox worker sends while the load runs, as in production. */
async function startSmtp(): Promise<{ port: number; count: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, count: () => received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Target = { name: string; env: Record<string, string>; count(): Promise<{ submissions: number; sent: number; outbox: number }>; dispose(): Promise<void> };

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-bench-submit-"));
  return {
    name: "PGlite (embedded)",
    env: { DATA_DIR: dataDir },
    async count() {
      // The server is stopped by now: the embedded database can be opened here.
      const { openDatabase } = await import("../app/db/client.server.ts");
      const { sql } = await import("drizzle-orm");
      const database = await openDatabase({ dataDir });
      try {
        return countsOf(await database.db.execute(sql.raw(COUNT_SQL)));
      } finally {
        await database.close();
      }
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const throwaway = await createThrowawayPostgres(serverUrl, "lrs_bench");
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: throwaway.url },
    async count() {
      const client = new pg.Client({ connectionString: throwaway.url });
      await client.connect();
      try {
        return countsOf(await client.query(COUNT_SQL));
      } finally {
        await client.end();
      }
    },
    dispose: () => throwaway.drop(),
  };
}

const COUNT_SQL = `select (select count(*) from submissions)::int as submissions,
  (select count(*) from email_outbox)::int as outbox,
  (select count(*) from email_outbox where status = 'sent')::int as sent`;

function countsOf(result: unknown): { submissions: number; sent: number; outbox: number } {
  const row = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return { submissions: Number(row.submissions), outbox: Number(row.outbox), sent: Number(row.sent) };
}

let sequence = 0;
function quoteBody(): string {
  sequence++;
  return new URLSearchParams(quoteFields(sequence)).toString();
}

type Result = { target: string; path: string; requestsPerSecond: number; p50: number; p99: number; ok: number; other: number; errors: number };

async function load(port: number, urlPath: string, seconds: number, label: string, target: string): Promise<Result> {
  let client = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest(request: Record<string, unknown>) {
          client++;
          return {
            ...request,
            body: quoteBody(),
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "x-forwarded-for": clientAddress(client),
            },
          };
        },
      },
    ],
  });
  const result = await instance;
  const ok = result["2xx"];
  return {
    target,
    path: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    other: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

console.log(`building into ${BUILD_DIR} if app/ changed...`);
ensureBuild(BUILD_DIR);
const targets: (() => Promise<Target>)[] = [pgliteTarget];
if (ADMIN_URL) targets.push(() => postgresTarget(ADMIN_URL));

const results: Result[] = [];
for (const make of targets) {
  const target = await make();
  const smtp = await startSmtp();
  const port = await freePort();
  const server = await startServer({ port, buildDir: BUILD_DIR, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, env: { ...target.env, LOG_LEVEL: "error" } });
  try {
    // Warm-up: JIT, connection pools, the first transaction of each kind.
    const warmUp = await load(port, "/quote.data", 3, "warm-up", target.name);
    for (const [urlPath, label] of [
      ["/quote.data", "POST /quote.data (JavaScript)"],
      ["/quote", "POST /quote (form post, page rendered)"],
    ] as const) {
      const result = await load(port, urlPath, DURATION, label, target.name);
      results.push(result);
      console.log(`${target.name} · ${label}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.ok} stored, ${result.other} non-2xx, ${result.errors} errors)`);
    }
    // Let the outbox drain (warm-up included), then check that every accepted request was stored with its e-mails.
    // Requests still in flight when a load phase ends are not counted by the client, but the server
    // finishes them: up to one per connection and phase more than `accepted` are stored.
    const phases = 3;
    const accepted = warmUp.ok + results.filter((r) => r.target === target.name).reduce((sum, r) => sum + r.ok, 0);
    const deadline = Date.now() + 120_000;
    let seen = -1;
    while ((smtp.count() < accepted * 2 || smtp.count() !== seen) && Date.now() < deadline) {
      seen = smtp.count();
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await server.stop();
    const rows = await target.count();
    console.log(`${target.name}: ${rows.submissions} requests stored (warm-up included), ${rows.outbox} e-mails queued, ${rows.sent} sent, ${smtp.count()} received by SMTP`);
    const stored = rows.submissions >= accepted && rows.submissions <= accepted + phases * CONNECTIONS;
    if (!stored || rows.outbox !== rows.submissions * 2 || rows.sent !== rows.outbox) {
      console.error(`${target.name}: ${accepted} requests were answered with success; the database holds ${rows.submissions} with ${rows.outbox} e-mails, ${rows.sent} sent`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await smtp.close();
    await target.dispose();
  }
}

console.log(`\n| Database | Path | Requests/s | p50 (ms) | p99 (ms) | Stored | Errors |`);
console.log(`|---|---|---:|---:|---:|---:|---:|`);
for (const r of results) console.log(`| ${r.target} | ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.other + r.errors} |`);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench-submit.json", JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, results }, null, 2));
