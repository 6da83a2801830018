/**
 * Time to usable: how long a person on a phone waits, from the tap that opens a page to the
 * moment every control on it works (React has hydrated the document, which `app/root.tsx` marks
 * with `data-hydrated` on <html>). Budget: ≤ 2.0 s on `/`, `/product/1`, `/quote`, `/contact`
 * and their `/en` twins, median of `RUNS` (3). First and largest contentful paint are printed
 * beside it, for context.
 *
 *   npm run bench:usable                (builds first if there is no build)
 *   RUNS=5 npm run bench:usable -- /faq /en/faq
 *
 * The phone is Lighthouse's mobile profile played by Chromium itself: a 412 × 823 screen at
 * 1.75 dpr, the CPU 4× slower and its slow 4G (150 ms a round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), as DevTools throttles: each request waits one round trip, with no connection set-up
 * modelled. Every run is a first visit: a new browser context, nothing cached. The server is
 * the production build with a throw-away database (bench-server.ts); each page is asked for
 * once before the runs, so the runs read the render cache as visitors mostly do.
 *
 * Prints a table, writes reports/usable/summary.json and exits 1 when a page is over budget.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";
import { startBenchServer, type BenchServer } from "./bench-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3311);
const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUDGET_MS = 2000;
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/product/1", "/quote", "/contact", "/en", "/en/product/1", "/en/quote", "/en/contact"];

/** Lighthouse's mobile profile (its `mobileSlow4G` throttling and Moto G Power screen). */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

type Timing = { usableMs: number; fcpMs: number; lcpMs: number };

declare global {
  interface Window {
    __benchTiming?: { usable?: number; fcp?: number; lcp?: number };
    /** Added by the benchmark through the DevTools protocol (Runtime.addBinding). */
    __benchUsable?: (payload: string) => void;
  }
}

/**
 * Runs in the page before any of its own scripts: notes when <html> gets `data-hydrated` (a
 * mutation observer calls back within the task that set it) and tells the benchmark at once,
 * and the paint entries.
 */
function recordTiming() {
  const timing: NonNullable<Window["__benchTiming"]> = {};
  window.__benchTiming = timing;
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.hasAttribute("data-hydrated")) {
      timing.usable = performance.now();
      observer.disconnect();
      window.__benchUsable?.("");
    }
  }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) timing.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timing.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

async function firstVisit(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(recordTiming);
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.add(`${new URL(url).pathname}: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    // The page says when it is usable through a binding: Playwright's own waiting (waitForFunction,
    // locators) injects its script into the page, 0.4 s of the throttled CPU that the page then
    // waits for.
    await cdp.send("Runtime.enable");
    await cdp.send("Runtime.addBinding", { name: "__benchUsable" });
    const usableSaid = new Promise<boolean>((resolve) => {
      cdp.on("Runtime.bindingCalled", (event) => event.name === "__benchUsable" && resolve(true));
      // A page not usable after a minute counts as never (Infinity): over budget, and printed.
      setTimeout(() => resolve(false), 60_000).unref();
    });
    await page.goto(url, { waitUntil: "commit" });
    const usable = await usableSaid;
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window.__benchTiming", returnByValue: true });
    const timing = result.value as NonNullable<Window["__benchTiming"]>;
    return { usableMs: usable ? Math.round(timing.usable!) : Number.POSITIVE_INFINITY, fcpMs: Math.round(timing.fcp ?? Number.NaN), lcpMs: Math.round(timing.lcp ?? Number.NaN) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** What went wrong in the pages, printed once each: a page that never hydrates says why here. */
const pageErrors = new Set<string>();
const loadBefore = load();
const runs = new Map<string, Timing[]>(PAGES.map((page) => [page, []]));
let server: BenchServer | undefined;
let browser: Browser | undefined;
try {
  server = await startBenchServer({ port: PORT, buildDir: BUILD_DIR });
  for (const page of PAGES) {
    const response = await fetch(server.url + page);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  }
  browser = await chromium.launch(chromiumLaunch);
  // Page after page within a run, so a burst of other work on the machine spreads over pages.
  for (let run = 0; run < RUNS; run++) for (const page of PAGES) runs.get(page)!.push(await firstVisit(browser, server.url + page));
} finally {
  await browser?.close();
  await server?.stop();
}

const rows = PAGES.map((page) => {
  const timings = runs.get(page)!;
  return {
    page,
    usableMs: median(timings.map((timing) => timing.usableMs)),
    fcpMs: median(timings.map((timing) => timing.fcpMs)),
    lcpMs: median(timings.map((timing) => timing.lcpMs)),
    usableRunsMs: timings.map((timing) => timing.usableMs),
    neverUsable: timings.filter((timing) => timing.usableMs === Number.POSITIVE_INFINITY).length,
  };
});
const loadAfter = load();

console.log(`\nTime to usable (hydrated), Lighthouse's mobile profile (CPU ${PHONE.cpuSlowdown}x, slow 4G), median of ${RUNS}, first visits`);
console.log(`Load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`);
console.table(rows.map(({ page, usableMs, fcpMs, lcpMs, usableRunsMs }) => ({ page, "usable ms": usableMs, "FCP ms": fcpMs, "LCP ms": lcpMs, "usable, each run": usableRunsMs.join(" / ") })));
for (const error of pageErrors) console.log(`  page error: ${error}`);
mkdirSync("reports/usable", { recursive: true });
writeFileSync(
  "reports/usable/summary.json",
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, phone: PHONE, budgetMs: BUDGET_MS, loadAverage: { before: loadBefore, after: loadAfter }, rows }, null, 2),
);

const misses = rows.filter((row) => !(row.usableMs <= BUDGET_MS)).map((row) => `${row.page}: usable after ${row.usableMs} ms > ${BUDGET_MS} ms`);
if (misses.length) {
  console.log(`\nBudget missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery page usable within the budget.");
