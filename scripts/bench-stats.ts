/**
 * `npm run bench:stats`: the statistics page's server time on the database of the settings
 * (DATABASE_URL, or the embedded one in DATA_DIR; fill it first with `npm run seed:requests`).
 * For the default period (12 weeks) and the longest useful one (2 years): each chart's query
 * alone, then the page's loader work (every query, as the loader runs them), median of 7 runs
 * after 2 warm-ups, printed as the Markdown rows of docs/performance.md.
 */
import { sql } from "drizzle-orm";
import { getEnv } from "../app/config/env.server.ts";
import { getBusinessSettings } from "../app/db/business-settings.server.ts";
import { closeDatabase, getDatabase } from "../app/db/client.server.ts";
import { quoteValuePerMonth, readStatistics, requestsPerWeek, responseTimes, statusCounts, topProducts } from "../app/db/stats.server.ts";
import { openingWindows } from "../app/domain/stats/opening-hours.ts";
import { addDays, defaultStatsPeriod, type StatsPeriod } from "../app/domain/stats/period.ts";
import { todayInBusinessZone } from "../app/domain/validation/dates.ts";

const RUNS = 7;
const WARM_UPS = 2;

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UPS; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)]!;
}

const database = await getDatabase();
const { db } = database;
const now = new Date();
const today = todayInBusinessZone(now);
const windows = openingWindows((await getBusinessSettings(db, getEnv().settingsDefaults)).business.openingHours);
const counted = (await db.execute(
  sql`select (select count(*) from submissions)::int as requests, (select count(*) from submission_items)::int as lines, (select count(*) from submission_status_changes)::int as changes`,
)) as unknown as { rows: Record<string, number>[] };
console.log(`${database.kind}: ${JSON.stringify(counted.rows[0])}`);

const periods: [string, StatsPeriod][] = [
  ["12 weeks", defaultStatsPeriod(today)],
  ["2 years", { from: addDays(today, -729), to: today }],
];
const charts: [string, (period: StatsPeriod) => Promise<unknown>][] = [
  ["Requests per week", (p) => requestsPerWeek(db, p)],
  ["Response times (opening hours)", (p) => responseTimes(db, p, windows, now)],
  ["Status shares", (p) => statusCounts(db, p)],
  ["Top 10 by lines", (p) => topProducts(db, p, "lines")],
  ["Top 10 by value", (p) => topProducts(db, p, "value")],
  ["Quote value per month", (p) => quoteValuePerMonth(db, p)],
  ["**Whole loader (all six)**", (p) => readStatistics(db, { period: p, windows, now })],
];
console.log(`| Query | ${periods.map(([name]) => `${database.kind} ${name} (ms)`).join(" | ")} |`);
for (const [name, run] of charts) {
  const cells: string[] = [];
  for (const [, period] of periods) cells.push((await medianMs(() => run(period))).toFixed(1));
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}
await closeDatabase();
