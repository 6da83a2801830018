/**
 * Performance budget of the catalogue pages (issue: ≤ 140 KB gzip first-load
 * JS each; Lighthouse mobile, simulated throttling, median of 3: performance
 * ≥ 95, accessibility / best practices / SEO = 100).
 *
 *   npm run bench:lighthouse            (builds first if there is no build)
 *   RUNS=5 npm run bench:lighthouse -- / /en/product/3
 *
 * Starts the production server on its own port with a throw-away database,
 * measures, prints a table, writes reports/lighthouse/summary.json, and exits
 * 1 when a budget is missed.
 */
import { spawn, execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// Both languages: each page exists in French (default) and English.
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/category/meuleuses", "/product/1", "/en", "/en/category/meuleuses", "/en/product/1"];
const BUDGET = { jsKb: 140, performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) execSync("npm run build", { stdio: "inherit" });

const server = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), "lrs-bench-")), LOG_LEVEL: "warn", PUBLIC_URL: BASE },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

/** First-load JavaScript: every script and modulepreload of the served HTML, gzip-compressed. */
async function firstLoadJs(pagePath: string): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(BASE + pagePath)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  // The inline route manifest imports are in the HTML too.
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(path.join(BUILD_DIR, "client", url))).length;
  return { kb: bytes / 1024, files: urls.size };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Row = { page: string; jsKb: number; jsFiles: number; performance: number; accessibility: number; "best-practices": number; seo: number; lcpMs: number; tbtMs: number; cls: number };
const rows: Row[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  });
  for (const pagePath of PAGES) {
    const runs: Omit<Row, "page" | "jsKb" | "jsFiles">[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(BASE + pagePath, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      });
      if (i === 0) {
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
        if (failing.length) console.log(`  ${pagePath}: audits not passed: ${failing.map((a) => a.id).join(", ")}`);
      }
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    rows.push({
      page: pagePath,
      ...(await firstLoadJs(pagePath).then(({ kb, files }) => ({ jsKb: Number(kb.toFixed(1)), jsFiles: files }))),
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
    });
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
}

console.log(`\nLighthouse mobile (simulated throttling), median of ${RUNS}; first-load JS gzip`);
console.table(rows);
mkdirSync("reports/lighthouse", { recursive: true });
writeFileSync("reports/lighthouse/summary.json", JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budget: BUDGET, rows }, null, 2));

const misses = rows.flatMap((r) => [
  ...(r.jsKb > BUDGET.jsKb ? [`${r.page}: first-load JS ${r.jsKb} KB > ${BUDGET.jsKb} KB`] : []),
  ...(["performance", "accessibility", "best-practices", "seo"] as const)
    .filter((k) => r[k] < BUDGET[k])
    .map((k) => `${r.page}: ${k} ${r[k]} < ${BUDGET[k]}`),
]);
if (misses.length) {
  console.log(`\nBudget missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
