/**
 * Server rendering against a plain server: for each public page, in
 * both languages, the production server's requests per second at 50
 * connections, next to a plain Node `http` server returning the same bytes
 * measured in the same run. Goals: anonymous pages asked as a browser asks (Accept-Encoding:
 * gzip, deflate, br, zstd; the plain server returning the same compressed bytes) ≥ 0.5 × the
 * plain server, uncompressed ≥ 0.25 × with p99 ≤ 50 ms. A signed-in page (French) is rendered
 * for its person: its server time, one request at a time, at most 1.5 × that of an uncached
 * anonymous render of the same page (a query no one asked before: the render, its hashes and
 * its compression once). Signed-in throughput and an account page (/profile) are measured too,
 * for information.
 *
 *   npm run bench:ssr                               (builds first if there is no build)
 *   DURATION=5 WARMUP=1 npm run bench:ssr -- / /en/product/1
 *   SIGNED_IN=0 npm run bench:ssr                   (anonymous pages only)
 *   SIGNED_IN=/profile,/quote npm run bench:ssr     (these signed-in pages only)
 *   GZIP=0 npm run bench:ssr                        (not the compressed copies)
 *
 * Why a plain server and a ratio: requests per second on this 2-core machine
 * follow whatever else runs on it; both servers measured page by page, one
 * right after the other, see the same conditions, so their ratio holds where
 * the absolute figures do not. The plain server runs in a child process of
 * its own, like the storefront, so neither shares its event loop with
 * autocannon (it is this same file, started with PLAIN_BODY_FILE: see the end).
 *
 * Starts the production server (`node server/index.ts`, NODE_ENV=production)
 * on 127.0.0.1 with a throw-away database and an SMTP server of its own (to
 * confirm the account of the signed-in pages, as a person does: sign-up, the
 * e-mail's link, sign-in). Prints the load average, a table per group of
 * pages, writes reports/ssr/summary.json and exits 1 when a goal is missed.
 * When the storefront answers an `X-Render-Cache` header (hit, miss, bypass),
 * its values are counted per page.
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { postForm } from "../tests/reliability/http.ts";
import { freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../tests/reliability/smtp-sink.ts";

/** The part of autocannon's API used here (the package ships no types). */
type AutocannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; "2xx": number; non2xx: number; errors: number; timeouts: number };
type AutocannonClient = { on(event: "headers", listener: (response: { headers: string[] }) => void): void };
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string>; setupClient?: (client: AutocannonClient) => void }) => Promise<AutocannonResult>;

/** "…, gzip": as a browser asks (Accept-Encoding), the plain server returning the same compressed bytes. */
type Kind = "anonymous" | "anonymous, gzip" | "signed in" | "signed in, gzip" | "account page, signed in";
type Measure = { requestsPerSecond: number; p50: number; p99: number; ok: number; non2xx: number; errors: number };
type Row = {
  kind: Kind;
  page: string;
  bytes: number;
  plain: Measure;
  app: Measure;
  ratio: number;
  /** Values of the X-Render-Cache header during the measurement, when the storefront sends it. */
  renderCache: Record<string, number>;
  misses: string[];
};

const CONNECTIONS = 50;
const GOALS = { anonymousRatio: 0.25, anonymousGzipRatio: 0.5, anonymousP99Ms: 50, signedInCostRatio: 1.5 };
/** Requests one after another for a page's server time. */
const TIMED_REQUESTS = 30;
const PUBLIC_PAGES = ["/", "/categories", "/category/meuleuses", "/product/1", "/quote", "/contact", "/faq", "/services"];
/** The goals name the public pages; an account page is measured for information (rendered per person). */
const SIGNED_IN_PAGES = PUBLIC_PAGES;
const ACCOUNT_PAGES = ["/profile"];
/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

async function main() {
  const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  const DURATION = Number(process.env.DURATION ?? 10);
  const WARMUP = Number(process.env.WARMUP ?? 2);
  const BUILD_DIR = process.env.BUILD_DIR ?? "build";
  const argvPages = process.argv.slice(2);
  // Both languages: each page exists in French (default) and English under /en.
  const anonymousPages = argvPages.length ? argvPages : [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((page) => (page === "/" ? "/en" : `/en${page}`))];
  const signedInPages = process.env.SIGNED_IN === "0" ? [] : process.env.SIGNED_IN ? process.env.SIGNED_IN.split(",") : SIGNED_IN_PAGES;

  if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) execSync("npm run build", { stdio: "inherit" });

  const loadBefore = loadavg().map((load) => Number(load.toFixed(2)));
  console.log(`Load average before the run (1, 5, 15 min): ${loadBefore.join(", ")}`);
  console.log(`${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per server and page, plain server then storefront\n`);

  /** One load: warm-up (not counted), then the measured run. */
  async function load(url: string, headers: Record<string, string>, renderCache?: Record<string, number>): Promise<Measure> {
    if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
      // Read from the parsed headers (a flat [name, value, …] list): counting
      // them costs nothing next to buffering each body.
      setupClient: (client) =>
        client.on("headers", ({ headers: raw }) => {
          if (!renderCache) return;
          for (let i = 0; i < raw.length; i += 2) {
            if (raw[i]!.toLowerCase() === "x-render-cache") renderCache[raw[i + 1]!] = (renderCache[raw[i + 1]!] ?? 0) + 1;
          }
        }),
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-bench-ssr-"));
  const bodiesDir = mkdtempSync(path.join(tmpdir(), "lrs-bench-ssr-bodies-"));
  const rows: Row[] = [];
  const costs: { page: string; anonymousMs: number; signedInMs: number; ratio: number; misses: string[] }[] = [];
  const setupMisses: string[] = [];
  let sink: SmtpSink | undefined;
  let server: ServerProcess | undefined;
  try {
    sink = await startSmtpSink({ port: 0 });
    server = await startServer({
      port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort(),
      buildDir: BUILD_DIR,
      dataDir,
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      env: process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {},
    });

    const measurePage = async (kind: Kind, page: string, cookie?: string) => {
      const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(kind.endsWith("gzip") ? { "accept-encoding": BROWSER_ACCEPT_ENCODING } : {}) };
      // Twice: the first may be the render that fills the cache, answered compressed on the fly.
      await getDocument(server!.url + page, headers);
      const document = await getDocument(server!.url + page, headers);
      if (document.status !== 200) {
        setupMisses.push(`${kind} ${page}: the page answered ${document.status}, not measured`);
        return;
      }
      const bodyFile = path.join(bodiesDir, `${rows.length}.html`);
      writeFileSync(bodyFile, document.body);
      const plainServer = await startPlainServer(bodyFile, document.contentType, document.contentEncoding);
      const renderCache: Record<string, number> = {};
      let plain: Measure;
      try {
        plain = await load(`${plainServer.url}${page}`, {});
      } finally {
        await plainServer.stop();
      }
      const app = await load(server!.url + page, headers, renderCache);
      const ratio = Number((app.requestsPerSecond / Math.max(1, plain.requestsPerSecond)).toFixed(3));
      const goalRatio = kind === "anonymous" ? GOALS.anonymousRatio : kind === "anonymous, gzip" ? GOALS.anonymousGzipRatio : 0;
      const misses = [
        ...(ratio < goalRatio ? [`ratio ${ratio} < ${goalRatio}`] : []),
        ...(kind.startsWith("anonymous") && app.p99 > GOALS.anonymousP99Ms ? [`p99 ${app.p99} ms > ${GOALS.anonymousP99Ms} ms`] : []),
        ...(app.non2xx + app.errors > 0 ? [`${app.non2xx} non-2xx, ${app.errors} errors`] : []),
        ...(plain.non2xx + plain.errors > 0 ? [`plain server: ${plain.non2xx} non-2xx, ${plain.errors} errors`] : []),
      ];
      const row: Row = { kind, page, bytes: document.body.length, plain, app, ratio, renderCache, misses };
      rows.push(row);
      console.log(`${kind} ${page}: plain ${plain.requestsPerSecond} req/s, storefront ${app.requestsPerSecond} req/s (p50 ${app.p50} ms, p99 ${app.p99} ms), ratio ${ratio}`);
    };

    for (const page of anonymousPages) await measurePage("anonymous", page);
    if (process.env.GZIP !== "0") for (const page of anonymousPages) await measurePage("anonymous, gzip", page);
    if (signedInPages.length) {
      const cookie = await confirmedSession(server, sink);
      for (const page of signedInPages) {
        // Asked as a browser asks, one at a time: a fresh query makes each anonymous request a render.
        const headers = { "accept-encoding": BROWSER_ACCEPT_ENCODING };
        const anonymousMs = await medianTime((n) => `${server!.url}${page}?render=${Date.now()}-${n}`, headers);
        const signedInMs = await medianTime(() => server!.url + page, { ...headers, cookie });
        const ratio = Number((signedInMs / anonymousMs).toFixed(2));
        costs.push({ page, anonymousMs, signedInMs, ratio, misses: ratio > GOALS.signedInCostRatio ? [`signed in ${ratio} × an uncached anonymous render > ${GOALS.signedInCostRatio}`] : [] });
        console.log(`signed in ${page}: ${signedInMs} ms, uncached anonymous ${anonymousMs} ms, ${ratio} ×`);
      }
      for (const page of signedInPages) await measurePage("signed in", page, cookie);
      if (process.env.GZIP !== "0") for (const page of signedInPages) await measurePage("signed in, gzip", page, cookie);
      if (process.env.SIGNED_IN === undefined) for (const page of ACCOUNT_PAGES) await measurePage("account page, signed in", page, cookie);
    }
  } finally {
    await server?.stop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bodiesDir, { recursive: true, force: true });
  }

  const loadAfter = loadavg().map((load) => Number(load.toFixed(2)));
  for (const kind of ["anonymous", "anonymous, gzip", "signed in", "signed in, gzip", "account page, signed in"] as const) {
    const group = rows.filter((row) => row.kind === kind);
    if (!group.length) continue;
    const goal =
      kind === "anonymous"
        ? `ratio ≥ ${GOALS.anonymousRatio}, p99 ≤ ${GOALS.anonymousP99Ms} ms`
        : kind === "anonymous, gzip"
          ? `ratio ≥ ${GOALS.anonymousGzipRatio}, p99 ≤ ${GOALS.anonymousP99Ms} ms`
          : "none: for information";
    console.log(`\nServer rendering, ${kind} (goal: ${goal}); ${CONNECTIONS} connections, ${DURATION} s`);
    console.table(
      group.map((row) => {
        const cacheTotal = Object.values(row.renderCache).reduce((sum, count) => sum + count, 0);
        return {
          page: row.page,
          bytes: row.bytes,
          "plain req/s": row.plain.requestsPerSecond,
          "app req/s": row.app.requestsPerSecond,
          ratio: row.ratio,
          "app p50 ms": row.app.p50,
          "app p99 ms": row.app.p99,
          "app non-2xx": row.app.non2xx + row.app.errors,
          "cache hits": cacheTotal ? `${Math.round(((row.renderCache.hit ?? 0) / cacheTotal) * 100)} %` : "-",
          verdict: row.misses.length ? "missed" : "ok",
        };
      }),
    );
  }
  if (costs.length) {
    console.log(`\nServer time, one request at a time, median of ${TIMED_REQUESTS} (goal: signed in ≤ ${GOALS.signedInCostRatio} × an uncached anonymous render)`);
    console.table(
      costs.map(({ page, anonymousMs, signedInMs, ratio, misses }) => ({ page, "uncached anonymous ms": anonymousMs, "signed in ms": signedInMs, ratio, verdict: misses.length ? "missed" : "ok" })),
    );
  }
  console.log(`Load average after the run (1, 5, 15 min): ${loadAfter.join(", ")}`);

  mkdirSync("reports/ssr", { recursive: true });
  writeFileSync(
    "reports/ssr/summary.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        build: BUILD_DIR,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmUpSeconds: WARMUP,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        goals: GOALS,
        rows,
        signedInCosts: costs,
      },
      null,
      2,
    ),
  );

  const misses = [
    ...setupMisses,
    ...rows.flatMap((row) => row.misses.map((miss) => `${row.kind} ${row.page}: ${miss}`)),
    ...costs.flatMap((cost) => cost.misses.map((miss) => `${cost.page}: ${miss}`)),
  ];
  if (misses.length) {
    console.log(`\nGoals missed:\n  ${misses.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nAll goals met.");
}

/** The median time of TIMED_REQUESTS requests made one after another, to the whole body, in ms (the first, warming up, not counted). */
async function medianTime(url: (n: number) => string, headers: Record<string, string>): Promise<number> {
  await getDocument(url(-1), headers);
  const times: number[] = [];
  for (let n = 0; n < TIMED_REQUESTS; n++) {
    const started = performance.now();
    const answer = await getDocument(url(n), headers);
    if (answer.status !== 200) throw new Error(`${url(n)} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(1));
}

/** A page's bytes as autocannon gets them with these headers (compressed when they ask for it). */
function getDocument(url: string, headers: Record<string, string>): Promise<{ status: number; contentType: string; contentEncoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "text/html; charset=utf-8",
            contentEncoding: response.headers["content-encoding"],
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Starts this file as the plain server for one body; resolves once it listens. */
function startPlainServer(bodyFile: string, contentType: string, contentEncoding?: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { PATH: process.env.PATH ?? "", PLAIN_BODY_FILE: bodyFile, PLAIN_CONTENT_TYPE: contentType, ...(contentEncoding ? { PLAIN_CONTENT_ENCODING: contentEncoding } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => reject(new Error(`plain server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (!port) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        async stop() {
          if (child.exitCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    });
  });
}

/**
 * A session cookie of a confirmed customer account, made as a person makes it
 * (tests/e2e/accounts.ts): the sign-up form, the link of the confirmation
 * e-mail (received by the script's SMTP server), the sign-in form.
 */
async function confirmedSession(server: ServerProcess, sink: SmtpSink): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const password = "le beton coule bien";
  // As the browser sends it: the page's origin, which is the host it posts to.
  const headers = { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` };
  const signUp = await postForm(
    `${server.url}/account`,
    { intent: "sign-up", firstName: "Marie", lastName: "Tremblay", email, phone: "", password, confirmPassword: password, privacyAccepted: "on" },
    { headers },
  );
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);

  // The outbox worker sends the confirmation within a few seconds.
  const deadline = Date.now() + 30_000;
  let link: string | undefined;
  while (!link) {
    for (const message of sink.messages.filter((m) => m.envelopeTo.includes(email))) {
      const text = (await simpleParser(message.raw)).text ?? "";
      link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(text)?.[0];
    }
    if (Date.now() > deadline) throw new Error("no confirmation e-mail within 30 s");
    if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The link names PUBLIC_URL (localhost); follow it on 127.0.0.1 like every other request here.
  const { pathname, search } = new URL(link);
  const confirmation = await fetch(server.url + pathname + search, { redirect: "manual" });
  if (confirmation.status !== 302) throw new Error(`confirmation link answered ${confirmation.status}`);

  const signIn = await postForm(`${server.url}/account`, { intent: "sign-in", email, password }, { headers });
  const cookies = (signIn.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).filter((pair) => !pair.endsWith("="));
  if (signIn.status !== 200 || !cookies.some((pair) => pair.includes("session_token"))) throw new Error(`sign-in answered ${signIn.status} without a session`);
  return cookies.join("; ");
}

// ---------------------------------------------------------------------------
// The plain server: this same file, started as a child with PLAIN_BODY_FILE.
// It answers every request with the file's bytes, Content-Type and Content-Encoding.
// ---------------------------------------------------------------------------
if (process.env.PLAIN_BODY_FILE) {
  const body = readFileSync(process.env.PLAIN_BODY_FILE);
  const contentType = process.env.PLAIN_CONTENT_TYPE ?? "text/html; charset=utf-8";
  const plain = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length, ...(process.env.PLAIN_CONTENT_ENCODING ? { "Content-Encoding": process.env.PLAIN_CONTENT_ENCODING } : {}) });
    response.end(body);
  });
  plain.listen(0, "127.0.0.1", () => {
    const { port } = plain.address() as { port: number };
    process.stdout.write(`listening ${port}\n`);
  });
  process.on("SIGTERM", () => plain.close(() => process.exit(0)));
} else {
  await main();
}
