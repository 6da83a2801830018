/**
 * Made-up requests in bulk, to measure the statistics on a realistic volume
 * (`npm run seed:requests`, docs/performance.md "Statistics on 100,000 requests"): quotes
 * (70 %) with 1-4 lines priced from the catalogue, contact messages, and their status
 * changes, spread over the last two years (more recent ones a little more frequent, most
 * sent during the day). Each batch is one INSERT … SELECT generate_series statement that
 * writes the requests, their lines and their history together.
 *
 * Seeded requests are marked by their submission key ("seed-N") and a reference numbered
 * from 9,000,001 (S-2026-9000001): never the number of a real request.
 */
import { sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE, TPS_RATE, TVQ_RATE } from "../domain/constants.ts";
import type { Db } from "./client.server.ts";

export const SEED_BATCH = 5_000;
const SEED_DAYS = 730;

type SeedOptions = { count: number; now?: Date; onBatch?: (done: number) => void };

async function firstFreeNumber(db: Db): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(substring(submission_key from 6)::int), 0)::int as last from submissions where submission_key like 'seed-%'`)) as unknown as {
    rows: { last: number }[];
  };
  return Number(result.rows[0]?.last ?? 0) + 1;
}

/** Adds `count` requests after those already seeded; answers how many were written. */
export async function seedRequests(db: Db, { count, now = new Date(), onBatch }: SeedOptions): Promise<number> {
  const first = await firstFreeNumber(db);
  const at = now.toISOString();
  for (let from = first; from < first + count; from += SEED_BATCH) {
    const to = Math.min(from + SEED_BATCH, first + count) - 1;
    await db.execute(sql`
      with base as materialized (
        select g, gen_random_uuid() as id,
               case when random() < 0.7 then 'quote' else 'contact' end as type,
               case when random() < 0.75 then 'fr' else 'en' end as lang,
               least(${at}::timestamptz - interval '1 minute',
                     ((((${at}::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date - floor(${SEED_DAYS} * power(random(), 1.25))::int)::timestamp
                       + make_interval(mins => case when random() < 0.85 then 420 + floor(random() * 600)::int else floor(random() * 1440)::int end))
                      at time zone ${BUSINESS_TIME_ZONE})) as created_at,
               random() as fate, random() as slowness, random() as later
        from generate_series(${from}::int, ${to}::int) as g
      ),
      fates as materialized (
        select b.*, b.created_at + make_interval(mins => 3 + floor(1500 * power(b.slowness, 4))::int) as first_change
        from base b
      ),
      decided as materialized (
        select f.*, f.fate < 0.93 and f.first_change < ${at}::timestamptz as answered,
               f.first_change + make_interval(hours => 1 + floor(160 * f.later)::int) as completed_at
        from fates f
      ),
      settled as materialized (
        select d.*, d.answered and d.fate < 0.7 and d.completed_at < ${at}::timestamptz as completed from decided d
      ),
      picked as materialized (
        select s.id as submission_id, k as position, 1 + floor(48 * power(random(), 2))::int as product_id,
               1 + floor(3 * power(random(), 2))::int as quantity, random() < 0.55 as by_day
        from settled s
        cross join lateral generate_series(1, case when s.type = 'quote' then 1 + floor(random() * 4)::int else 0 end) as k
      ),
      lines as materialized (
        select pk.submission_id, pk.position, pk.product_id, pk.quantity, p.name->>'fr' as name_fr, p.name->>'en' as name_en,
               case when p.sale_price is not null then 'fixed' when pk.by_day then 'day' else 'week' end as period,
               case when p.sale_price is not null then p.sale_price when pk.by_day then p.price_day else coalesce(p.price_week, p.price_day * 4.5) end as unit_price
        from picked pk
        join catalogue_products p on p.id = pk.product_id
      ),
      totals as (
        select submission_id, sum(unit_price * quantity) as subtotal from lines group by submission_id
      ),
      requests as (
        insert into submissions (id, reference, type, status, lang, submission_key, name, email, subject, created_at, updated_at, subtotal, tps, tvq, total_amount)
        select s.id,
               case when s.type = 'quote' then 'S-' else 'C-' end || to_char(s.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY') || '-' || (9000000 + s.g),
               s.type, case when s.completed then 'completed' when s.answered then 'in_progress' else 'new' end, s.lang,
               'seed-' || s.g, 'Client ' || s.g, 'client' || s.g || '@example.com', case when s.type = 'contact' then 'rental' end,
               s.created_at, case when s.completed then s.completed_at when s.answered then s.first_change else s.created_at end,
               t.subtotal, round(t.subtotal * ${TPS_RATE}, 2), round(t.subtotal * ${TVQ_RATE}, 2),
               t.subtotal + round(t.subtotal * ${TPS_RATE}, 2) + round(t.subtotal * ${TVQ_RATE}, 2)
        from settled s
        left join totals t on t.submission_id = s.id
        returning 1
      ),
      items as (
        insert into submission_items (submission_id, position, product_id, product_name, product_name_en, quantity, period, unit_price, line_total)
        select submission_id, position, product_id, name_fr, name_en, quantity, period, unit_price, unit_price * quantity from lines
        returning 1
      ),
      changes as (
        insert into submission_status_changes (submission_id, from_status, to_status, changed_by_name, changed_at)
        select id, 'new', 'in_progress', 'Équipe (données de test)', first_change from settled where answered
        union all
        select id, 'in_progress', 'completed', 'Équipe (données de test)', completed_at from settled where completed
        returning 1
      )
      select (select count(*) from requests) as requests, (select count(*) from items) as items, (select count(*) from changes) as changes
    `);
    onBatch?.(to - first + 1);
  }
  // Fresh planner statistics and visibility map for the measurements that follow (what autovacuum does in time).
  await db.execute(sql`vacuum (analyze) submissions, submission_items, submission_status_changes`);
  return count;
}
