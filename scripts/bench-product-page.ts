/**
 * Server-side rendering of a product page: requests per second and latency
 * (p50, p99) of GET /product/1 and /en/product/1 against the production build,
 * on the embedded database (PGlite) and, when DATABASE_URL or TEST_DATABASE_URL
 * is set, on PostgreSQL (a fresh database, dropped after).
 *
 *   npm run build && npm run bench:product
 *   BUILD_DIR=build-before BENCH_PORT=3611 npm run bench:product   # an older build, same script
 *
 * 10 connections, 10 s per path after a 3 s warm-up (BENCH_DURATION,
 * BENCH_CONNECTIONS). The server runs with NODE_ENV=production on 127.0.0.1.
 * Besides requests per second (which follow whatever else the machine is
 * doing), it reports the server process's CPU time per request, read from
 * /proc (Linux): far steadier on a shared machine, and the figure to compare
 * two builds with when the machine is not quiet.
 * Results go to reports/bench-product-page.json; record them in
 * docs/performance.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServer } from "../tests/reliability/server-process.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

/** The part of autocannon's API used here (the package ships no types). */
type AutocannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; "2xx": number; non2xx: number; errors: number; timeouts: number };
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const ADMIN_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** CPU time (user + system) of a process so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // After "pid (comm) ", utime and stime are fields 12 and 13 (0-based).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Target = { name: string; env: Record<string, string>; dispose(): Promise<void> };

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-bench-product-"));
  return { name: "PGlite", env: { DATA_DIR: dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const throwaway = await createThrowawayPostgres(serverUrl, "lrs_bench");
  return { name: "PostgreSQL", env: { DATABASE_URL: throwaway.url }, dispose: () => throwaway.drop() };
}

const targets: (() => Promise<Target>)[] = [pgliteTarget];
if (ADMIN_URL) targets.push(() => postgresTarget(ADMIN_URL));

const results: { target: string; path: string; requestsPerSecond: number; p50: number; p99: number; cpuMsPerRequest: number; ok: number; other: number }[] = [];
for (const make of targets) {
  const target = await make();
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = await startServer({ port, buildDir: BUILD_DIR, env: { ...target.env, LOG_LEVEL: "error" } });
  try {
    await autocannon({ url: `${server.url}/product/1`, connections: CONNECTIONS, duration: 3 });
    for (const urlPath of ["/product/1", "/en/product/1"]) {
      const cpuBefore = cpuMs(server.child.pid!);
      const result = await autocannon({ url: `${server.url}${urlPath}`, connections: CONNECTIONS, duration: DURATION });
      const cpu = cpuMs(server.child.pid!) - cpuBefore;
      const row = {
        target: target.name,
        path: `GET ${urlPath}`,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuMsPerRequest: Math.round((cpu / Math.max(1, result["2xx"] + result.non2xx)) * 100) / 100,
        ok: result["2xx"],
        other: result.non2xx + result.errors + result.timeouts,
      };
      results.push(row);
      console.log(`${row.target} · ${row.path}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpuMsPerRequest} ms CPU/request (${row.other} not 2xx)`);
      if (row.other > 0) process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await target.dispose();
  }
}

console.log(`\n| Database | Path | Requests/s | p50 (ms) | p99 (ms) | CPU ms/request |`);
console.log(`|---|---|---:|---:|---:|---:|`);
for (const r of results) console.log(`| ${r.target} | ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.cpuMsPerRequest} |`);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench-product-page.json", JSON.stringify({ date: new Date().toISOString(), build: BUILD_DIR, durationSeconds: DURATION, connections: CONNECTIONS, results }, null, 2));
