/**
 * What the statistics page reads: one SQL query per chart, over the requests
 * created in a period of Quebec calendar days (and the fleet's days out over the same days:
 * ./utilization.server.ts). Each query answers the chart's rows ready
 * to draw (empty weeks and months included), so the page's server time is the database's.
 * Written for PostgreSQL 15 and PGlite (PostgreSQL 18) alike; timed on 100,000 requests
 * in docs/performance.md ("Statistics on 100,000 requests").
 *
 * Opening hours arrive as the week's windows (app/domain/stats/opening-hours.ts): the
 * response time of a request is computed in SQL from a running count of opening minutes
 * since a Monday (2000-01-03), F(t) = whole weeks × minutes per week + minutes of the
 * windows already passed in t's week, and the delay is F(first change) − F(creation).
 * Constant work per request, however long it waited (intersecting each wait with the
 * opening intervals of generate_series days would grow with the wait); the domain's
 * day-by-day count is the hand check (app/db/stats.server.test.ts compares them).
 *
 * Every function trusts its caller to have checked the admin role.
 */
import { sql, type SQL } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import { MINUTES_PER_WEEK, PROMISE_MINUTES, RESPONSE_TIME_LIMITS, weeklyOpeningMinutes, type OpeningWindow } from "../domain/stats/opening-hours.ts";
import type { StatsPeriod } from "../domain/stats/period.ts";
import { startOfDay } from "./admin-requests.server.ts";
import type { Db } from "./client.server.ts";
import { fleetUtilization, type FleetUtilization } from "./utilization.server.ts";

const TZ = BUSINESS_TIME_ZONE;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer { rows }; the shared PgDatabase type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Requests created in the period (alias s), by the submissions_created_at_idx index. */
function createdIn(period: StatsPeriod): SQL {
  return sql`s.created_at >= ${startOfDay(period.from)} and s.created_at < ${startOfDay(period.to, 1)}`;
}

/* ------------------------------------------------------------ requests per week */

/** Monday (YYYY-MM-DD) of the week, and its requests by type. */
export type WeekCount = { week: string; quotes: number; contacts: number };

export async function requestsPerWeek(db: Db, period: StatsPeriod): Promise<WeekCount[]> {
  const found = await rows<WeekCount>(
    db,
    sql`with counted as (
          select date_trunc('week', s.created_at at time zone ${TZ}) as week,
                 count(*) filter (where s.type = 'quote') as quotes,
                 count(*) filter (where s.type = 'contact') as contacts
          from submissions s
          where ${createdIn(period)}
          group by 1
        )
        select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(c.quotes, 0)::int as quotes, coalesce(c.contacts, 0)::int as contacts
        from generate_series(date_trunc('week', ${period.from}::date::timestamp), ${period.to}::date::timestamp, interval '1 week') as w(week)
        left join counted c on c.week = w.week
        order by w.week`,
  );
  return found.map((r) => ({ week: r.week, quotes: Number(r.quotes), contacts: Number(r.contacts) }));
}

/* ------------------------------------------------------------ response times */

export type ResponseTimes = {
  /** Requests whose status has changed at least once. */
  answered: number;
  /** Of those, answered within the promise (2 opening hours). */
  withinPromise: number;
  /** Still "new": within the promise so far (not judged yet), or already past it (late). */
  waiting: number;
  lateWaiting: number;
  /** Opening minutes from creation to the first change, answered requests only. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Answered requests per bar of RESPONSE_TIME_LIMITS (one more bar for beyond the last). */
  buckets: number[];
};

/**
 * F(m): opening minutes from Monday 2000-01-03 00:00 (Quebec) to the Quebec wall-clock minute
 * `m` counted from then: whole weeks × the week's opening minutes, plus the part of each
 * window already passed in m's week. The (few) windows are written into the expression: plain
 * arithmetic per row, no join, no subquery.
 */
function openingMinutesUntil(m: SQL, windows: readonly OpeningWindow[]): SQL {
  const week = sql`floor(${m} / ${MINUTES_PER_WEEK}::float8)`;
  const inWeek = sql`(${m} - ${week} * ${MINUTES_PER_WEEK}::float8)`;
  const passed = windows.map((w) => sql`least(greatest(${inWeek} - ${w.start}::float8, 0), ${w.end - w.start}::float8)`);
  return sql`(${week} * ${weeklyOpeningMinutes(windows)}::float8 + ${passed.length ? sql.join(passed, sql` + `) : sql`0`})`;
}

export async function responseTimes(db: Db, period: StatsPeriod, windows: readonly OpeningWindow[], now: Date): Promise<ResponseTimes> {
  const limits = [0, ...RESPONSE_TIME_LIMITS, Number.POSITIVE_INFINITY];
  const buckets = sql.join(
    limits.slice(1).map((upper, i) => {
      const lower = limits[i]!;
      const below = Number.isFinite(upper) ? sql` and t.minutes <= ${upper}` : sql``;
      return sql`(count(*) filter (where t.answered and ${i === 0 ? sql`true` : sql`t.minutes > ${lower}`}${below}))::int`;
    }),
    sql`, `,
  );
  const wallMinutes = (instant: SQL) => sql`(extract(epoch from (${instant} at time zone ${TZ}) - timestamp '2000-01-03 00:00')::float8 / 60)`;
  const [row] = await rows<Record<string, unknown> & { buckets: unknown[] }>(
    db,
    // A request's first change comes after its creation, so after the period's start: one pass
    // over those changes (hash aggregate) rather than an index lookup per request.
    sql`with first_changes as (
          select c.submission_id, min(c.changed_at) as changed_at
          from submission_status_changes c
          where c.changed_at >= ${startOfDay(period.from)}
          group by c.submission_id
        ),
        asked as materialized (
          select f.changed_at is not null as answered,
                 ${wallMinutes(sql`s.created_at`)} as start_m,
                 ${wallMinutes(sql`coalesce(f.changed_at, ${now.toISOString()}::timestamptz)`)} as end_m
          from submissions s
          left join first_changes f on f.submission_id = s.id
          where ${createdIn(period)}
        ),
        timed as materialized (
          select a.answered, greatest(0, ${openingMinutesUntil(sql`a.end_m`, windows)} - ${openingMinutesUntil(sql`a.start_m`, windows)}) as minutes
          from asked a
        )
        select count(*) filter (where t.answered)::int as answered,
               count(*) filter (where t.answered and t.minutes <= ${PROMISE_MINUTES})::int as within_promise,
               count(*) filter (where not t.answered and t.minutes <= ${PROMISE_MINUTES})::int as waiting,
               count(*) filter (where not t.answered and t.minutes > ${PROMISE_MINUTES})::int as late_waiting,
               round((percentile_cont(0.5) within group (order by t.minutes) filter (where t.answered))::numeric, 2) as median,
               round((percentile_cont(0.9) within group (order by t.minutes) filter (where t.answered))::numeric, 2) as p90,
               array[${buckets}] as buckets
        from timed t`,
  );
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    answered: Number(row?.answered ?? 0),
    withinPromise: Number(row?.within_promise ?? 0),
    waiting: Number(row?.waiting ?? 0),
    lateWaiting: Number(row?.late_waiting ?? 0),
    medianMinutes: number(row?.median),
    p90Minutes: number(row?.p90),
    buckets: (row?.buckets ?? []).map(Number),
  };
}

/* ------------------------------------------------------------ statuses */

export type StatusCounts = { total: number; new: number; inProgress: number; completed: number };

export async function statusCounts(db: Db, period: StatsPeriod): Promise<StatusCounts> {
  const [row] = await rows<Record<keyof StatusCounts, unknown>>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where s.status = 'new')::int as new,
               count(*) filter (where s.status = 'in_progress')::int as "inProgress",
               count(*) filter (where s.status = 'completed')::int as completed
        from submissions s
        where ${createdIn(period)}`,
  );
  return { total: Number(row?.total ?? 0), new: Number(row?.new ?? 0), inProgress: Number(row?.inProgress ?? 0), completed: Number(row?.completed ?? 0) };
}

/* ------------------------------------------------------------ top products */

/** A product as its lines name it (the most recent line's names: an old request keeps the old ones). */
export type TopProduct = { productId: number; nameFr: string; nameEn: string; lines: number; value: number };
export const TOP_PRODUCTS = 10;

export async function topProducts(db: Db, period: StatsPeriod, by: "lines" | "value"): Promise<TopProduct[]> {
  const order = by === "lines" ? sql`lines desc, value desc` : sql`value desc, lines desc`;
  // Counted by a hash aggregate; the names are then read from the latest line of the 10 kept
  // (an ordered array_agg per product would sort every line of the period).
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with ranked as (
          select i.product_id, count(*)::int as lines, sum(i.line_total) as value, max(s.created_at) as latest
          from submission_items i
          join submissions s on s.id = i.submission_id
          where ${createdIn(period)}
          group by i.product_id
          order by ${order}, i.product_id
          limit ${TOP_PRODUCTS}
        )
        select r.product_id as "productId", named.product_name as "nameFr", named.product_name_en as "nameEn", r.lines, r.value
        from ranked r
        cross join lateral (
          select i.product_name, i.product_name_en
          from submissions s
          join submission_items i on i.submission_id = s.id
          where s.created_at = r.latest and i.product_id = r.product_id
          order by i.id desc
          limit 1
        ) named
        order by ${order}, r.product_id`,
  );
  return found.map((r) => ({ productId: Number(r.productId), nameFr: String(r.nameFr), nameEn: String(r.nameEn), lines: Number(r.lines), value: Number(r.value) }));
}

/* ------------------------------------------------------------ quote value per month */

/** A month (YYYY-MM): its quotes and the sum of their totals (taxes included). */
export type MonthValue = { month: string; quotes: number; value: number };

export async function quoteValuePerMonth(db: Db, period: StatsPeriod): Promise<MonthValue[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with summed as (
          select date_trunc('month', s.created_at at time zone ${TZ}) as month, count(*) as quotes, sum(s.total_amount) as value
          from submissions s
          where s.type = 'quote' and ${createdIn(period)}
          group by 1
        )
        select to_char(m.month, 'YYYY-MM') as month, coalesce(t.quotes, 0)::int as quotes, coalesce(t.value, 0) as value
        from generate_series(date_trunc('month', ${period.from}::date::timestamp), ${period.to}::date::timestamp, interval '1 month') as m(month)
        left join summed t on t.month = m.month
        order by m.month`,
  );
  return found.map((r) => ({ month: String(r.month), quotes: Number(r.quotes), value: Number(r.value) }));
}

/* ------------------------------------------------------------ the page */

export type StatsReport = {
  weeks: WeekCount[];
  responseTimes: ResponseTimes;
  statuses: StatusCounts;
  topByLines: TopProduct[];
  topByValue: TopProduct[];
  months: MonthValue[];
  /** Days out on rental and revenue per product and unit (./utilization.server.ts). */
  fleet: FleetUtilization;
};

export type StatsQuery = { period: StatsPeriod; windows: readonly OpeningWindow[]; now: Date };

/** Every chart of the page (on PGlite the queries take turns on its one connection). */
export async function readStatistics(db: Db, { period, windows, now }: StatsQuery): Promise<StatsReport> {
  const [weeks, times, statuses, topByLines, topByValue, months, fleet] = await Promise.all([
    requestsPerWeek(db, period),
    responseTimes(db, period, windows, now),
    statusCounts(db, period),
    topProducts(db, period, "lines"),
    topProducts(db, period, "value"),
    quoteValuePerMonth(db, period),
    fleetUtilization(db, period, now),
  ]);
  return { weeks, responseTimes: times, statuses, topByLines, topByValue, months, fleet };
}
