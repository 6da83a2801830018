/**
 * Performance budget of the public pages, both languages:
 *   - first-load JS ≤ 130 KB gzip;
 *   - the HTML document, as served to an anonymous visitor, ≤ 14 KB gzip (the
 *     first round trip of a new connection), ≤ 20 KB for the categories page
 *     (48 products);
 *   - Lighthouse mobile, simulated throttling, median of 3: performance ≥ 99
 *     with LCP ≤ 1.5 s, accessibility / best practices / SEO = 100; CLS 0 on
 *     the quote page.
 * Also printed per page: how much of the HTML is React Router's inline
 * loader data (the `streamController.enqueue(…)` scripts).
 *
 *   npm run bench:lighthouse            (builds first if there is no build)
 *   RUNS=5 npm run bench:lighthouse -- / /en/product/3
 *   HTML_ONLY=1 npm run bench:lighthouse  (sizes and JS only, no Lighthouse: seconds)
 *
 * Starts the production server on its own port with a throw-away database,
 * measures, prints the tables, writes reports/lighthouse/summary.json
 * (summary-html-only.json with HTML_ONLY, so a quick check does not replace a
 * full run's figures), and exits 1 when a budget is missed.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadScripts } from "../tests/e2e/first-load-scripts.ts";
import { startBenchServer, type BenchServer } from "./bench-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const HTML_ONLY = process.env.HTML_ONLY === "1";
const PUBLIC_PAGES = ["/", "/categories", "/category/meuleuses", "/product/1", "/quote", "/contact", "/faq", "/services"];
// Both languages: each page exists in French (default) and English under /en.
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((page) => (page === "/" ? "/en" : `/en${page}`))];
const BUDGET = {
  jsKb: 130,
  htmlGzipKb: 14,
  // The categories page lists the 48 seeded products.
  htmlGzipKbCategories: 20,
  performance: 99,
  lcpMs: 1500,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  // CLS 0 on the quote page (it was 0.10); the other pages are already at 0.
  clsPages: ["/quote", "/en/quote"],
};
const htmlBudgetKb = (pagePath: string) => (/^(\/en)?\/categories$/.test(pagePath) ? BUDGET.htmlGzipKbCategories : BUDGET.htmlGzipKb);

/** The document as an anonymous visitor's first request gets it: no cookie; uncompressed, to count it ourselves. */
function anonymousDocument(pagePath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${PORT}${pagePath}`, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks).toString("utf8")) : reject(new Error(`${pagePath} answered ${response.statusCode}`))));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The compressed bytes a browser receives for the page, brotli or gzip as the server chose (asked twice: the second is the render cache's copy). */
async function servedBytes(pagePath: string): Promise<number> {
  const ask = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${PORT}${pagePath}`, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => (["br", "gzip"].includes(response.headers["content-encoding"] ?? "") ? resolve(bytes) : reject(new Error(`${pagePath} was not sent compressed`))));
          response.on("error", reject);
        })
        .on("error", reject);
    });
  await ask();
  return ask();
}

/**
 * Size of the HTML: raw, gzip (level 6, what compression middleware uses by
 * default), and the part that is React Router's inline loader data (the
 * `streamController.enqueue(…)` scripts, each counted whole, tags included).
 */
function documentSize(html: string) {
  const htmlBytes = Buffer.byteLength(html);
  const loaderScripts = [...html.matchAll(/<script\b[^>]*>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g)];
  const loaderDataBytes = loaderScripts.reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
  return {
    htmlBytes,
    htmlGzipKb: Number((gzipSync(html, { level: 6 }).length / 1024).toFixed(1)),
    loaderDataBytes,
    loaderDataShare: `${Math.round((loaderDataBytes / htmlBytes) * 100)} %`,
  };
}

/** First-load JavaScript: every script the served HTML loads, gzip-compressed. */
function firstLoadJs(html: string): { jsKb: number; jsFiles: number } {
  const urls = firstLoadScripts(html);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(path.join(BUILD_DIR, "client", url))).length;
  return { jsKb: Number((bytes / 1024).toFixed(1)), jsFiles: urls.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Sizes = { page: string; jsKb: number; jsFiles: number; servedGzipKb: number } & ReturnType<typeof documentSize>;
type Scores = { performance: number; accessibility: number; "best-practices": number; seo: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
type Row = Sizes & Partial<Scores>;
const rows: Row[] = [];
// Lighthouse's own measure of the host's CPU, per run: simulated throttling multiplies the
// host's main-thread time, so blocking time (and the score) follows it. Printed so figures taken
// on different machines can be compared.
const hostIndexes: number[] = [];
const hostWarnings = new Set<string>();
let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: BenchServer | undefined;
try {
  server = await startBenchServer({ port: PORT, buildDir: BUILD_DIR });
  for (const pagePath of PAGES) {
    const html = await anonymousDocument(pagePath);
    rows.push({ page: pagePath, ...firstLoadJs(html), ...documentSize(html), servedGzipKb: Number(((await servedBytes(pagePath)) / 1024).toFixed(1)) });
  }
  if (!HTML_ONLY) {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
    });
    for (const row of rows) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(BASE + row.page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
        hostIndexes.push(lhr.environment.benchmarkIndex);
        for (const warning of lhr.runWarnings) hostWarnings.add(warning);
        if (i === 0) {
          const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
          if (failing.length) console.log(`  ${row.page}: audits not passed: ${failing.map((a) => a.id).join(", ")}`);
        }
      }
      for (const key of ["performance", "accessibility", "best-practices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls"] as const) row[key] = median(runs.map((r) => r[key]));
    }
  }
} finally {
  await chrome?.kill();
  await server?.stop();
}

console.log(`\nDocument as served to an anonymous visitor (gzip level 6; and the bytes the server sends a browser) and first-load JS (gzip)`);
console.table(
  rows.map(({ page, jsKb, jsFiles, htmlBytes, htmlGzipKb, servedGzipKb, loaderDataBytes, loaderDataShare }) => ({
    page,
    "JS KB gzip": jsKb,
    "JS files": jsFiles,
    "HTML bytes": htmlBytes,
    "HTML KB gzip": htmlGzipKb,
    "HTML KB sent": servedGzipKb,
    "loader data bytes": loaderDataBytes,
    "loader data share": loaderDataShare,
  })),
);
if (!HTML_ONLY) {
  console.log(`\nLighthouse mobile (simulated throttling), median of ${RUNS}`);
  console.log(`Host CPU (Lighthouse benchmarkIndex, higher is faster): median ${median(hostIndexes)}, ${Math.min(...hostIndexes)}–${Math.max(...hostIndexes)} over ${hostIndexes.length} runs`);
  for (const warning of hostWarnings) console.log(`  Lighthouse: ${warning}`);
  console.table(
    rows.map((r) => ({
      page: r.page,
      performance: r.performance,
      accessibility: r.accessibility,
      "best-practices": r["best-practices"],
      seo: r.seo,
      fcpMs: r.fcpMs,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      cls: r.cls,
    })),
  );
}
mkdirSync("reports/lighthouse", { recursive: true });
writeFileSync(
  HTML_ONLY ? "reports/lighthouse/summary-html-only.json" : "reports/lighthouse/summary.json",
  JSON.stringify(
    { date: new Date().toISOString(), mode: HTML_ONLY ? "html-only" : "lighthouse", runs: HTML_ONLY ? 0 : RUNS, hostBenchmarkIndex: HTML_ONLY ? null : median(hostIndexes), budget: BUDGET, rows },
    null,
    2,
  ),
);

const misses = rows.flatMap((r) => [
  ...(r.jsKb > BUDGET.jsKb ? [`${r.page}: first-load JS ${r.jsKb} KB > ${BUDGET.jsKb} KB`] : []),
  ...(r.htmlGzipKb > htmlBudgetKb(r.page) ? [`${r.page}: HTML ${r.htmlGzipKb} KB gzip > ${htmlBudgetKb(r.page)} KB`] : []),
  ...(HTML_ONLY
    ? []
    : [
        ...(["performance", "accessibility", "best-practices", "seo"] as const).filter((k) => r[k]! < BUDGET[k]).map((k) => `${r.page}: ${k} ${r[k]} < ${BUDGET[k]}`),
        ...(r.lcpMs! > BUDGET.lcpMs ? [`${r.page}: LCP ${r.lcpMs} ms > ${BUDGET.lcpMs} ms`] : []),
        ...(BUDGET.clsPages.includes(r.page) && r.cls! > 0 ? [`${r.page}: CLS ${r.cls} > 0`] : []),
      ]),
]);
if (misses.length) {
  console.log(`\nBudget missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(HTML_ONLY ? "\nAll size budgets met (Lighthouse not run: HTML_ONLY)." : "\nAll budgets met.");
