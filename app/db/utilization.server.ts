/**
 * Fleet utilization for the statistics page: per unit and per product, the share of its days in
 * the fleet that it spent out on rental over a period of Quebec days, and the revenue of the
 * rentals that used it. One SQL query answers the units; the products are their sums.
 *
 * The rules, in Quebec days (America/Toronto):
 * - A unit is out from its handover's day to its return's day, both included, or to today while
 *   it is still out. A day it came back from one rental and left on the next counts once.
 * - Its days are those of the period it was in the fleet: from the day it was added (not before
 *   the period), to today at the latest (a period that runs into the future is not diluted by
 *   days that have not happened), and, for a retired unit, to the day it was retired, included
 *   (it may have come back from its last rental that day). The retirement day is read from the
 *   unit's history, else from its last change. Days in maintenance count as days in the fleet.
 * - A rental (handover) with at least one day out in the period brings the whole of its
 *   accepted version's lines for each product it used (before taxes; extras, delivery and the
 *   quote's discount are not a product's). A product's revenue of a rental is split evenly
 *   among the units of that product it used, in integer cents; the cents left over go to the
 *   first units in tag order, so the parts add up to the lines exactly.
 *
 * Trusts its caller to have checked the admin role.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Localized } from "../domain/catalogue/types.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import type { StatsPeriod } from "../domain/stats/period.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import type { Db } from "./client.server.ts";

const TZ = BUSINESS_TIME_ZONE;

/** One unit over the period: `share` is daysOut / days (days ≥ 1 for every unit listed). */
export type UnitUtilization = { unitId: number; tag: string; productId: number; daysOut: number; days: number; share: number; revenueCents: number };

/** A product's units added up; its share is their days out over their days. */
export type ProductUtilization = { productId: number; name: Localized; units: number; daysOut: number; days: number; share: number; revenueCents: number };

/** Products by share (highest first), and their units in the same order, by tag within a product. */
export type FleetUtilization = { products: ProductUtilization[]; units: UnitUtilization[] };

type UnitRow = Omit<UnitUtilization, "share"> & { name: Localized };

export async function fleetUtilization(db: Db, period: StatsPeriod, now: Date): Promise<FleetUtilization> {
  const quebecDay = (instant: SQL) => sql`(${instant} at time zone ${TZ})::date`;
  const today = todayInBusinessZone(now);
  const result = (await db.execute(
    sql`with fleet as (
          select u.id, u.product_id, u.tag,
                 greatest(${quebecDay(sql`u.created_at`)}, ${period.from}::date) as first_day,
                 least(${period.to}::date, ${today}::date, ${quebecDay(sql`r.retired_at`)}) as last_day
          from rental_units u
          cross join lateral (
            select case when u.state = 'retired' then coalesce(
                     (select max(e.created_at) from rental_unit_events e where e.unit_id = u.id and e.kind = 'state' and e.to_state = 'retired'),
                     u.updated_at) end as retired_at
          ) r
        ),
        stints as (
          select a.handover_id, a.unit_id,
                 greatest(${quebecDay(sql`h.handed_at`)}, f.first_day) as first_day,
                 least(coalesce(${quebecDay(sql`a.returned_at`)}, ${today}::date), f.last_day) as last_day
          from unit_assignments a
          join rental_handovers h on h.id = a.handover_id
          join fleet f on f.id = a.unit_id and f.first_day <= f.last_day
        ),
        days_out as (
          select s.unit_id, count(distinct s.first_day + d.n)::int as days
          from stints s
          cross join lateral generate_series(0, s.last_day - s.first_day) as d(n)
          where s.first_day <= s.last_day
          group by s.unit_id
        ),
        line_cents as (
          select h.id as handover_id, (l.line->>'productId')::int as product_id, sum(round((l.line->>'lineTotal')::numeric * 100))::bigint as cents
          from rental_handovers h
          join quote_versions v on v.id = h.quote_version_id
          cross join lateral jsonb_array_elements(v.lines) as l(line)
          where h.id in (select s.handover_id from stints s where s.first_day <= s.last_day)
          group by 1, 2
        ),
        parts as (
          select a.unit_id, c.cents,
                 count(*) over rental_product as units,
                 row_number() over (partition by a.handover_id, a.product_id order by u.tag, u.id) as rank
          from unit_assignments a
          join rental_units u on u.id = a.unit_id
          join line_cents c on c.handover_id = a.handover_id and c.product_id = a.product_id
          window rental_product as (partition by a.handover_id, a.product_id)
        ),
        revenue as (
          select p.unit_id, sum(p.cents / p.units + case when p.rank <= p.cents % p.units then 1 else 0 end)::bigint as cents
          from parts p
          group by p.unit_id
        )
        select f.id as "unitId", f.tag, f.product_id as "productId", p.name,
               coalesce(o.days, 0)::int as "daysOut", (f.last_day - f.first_day + 1)::int as days, coalesce(r.cents, 0)::bigint as "revenueCents"
        from fleet f
        join catalogue_products p on p.id = f.product_id
        left join days_out o on o.unit_id = f.id
        left join revenue r on r.unit_id = f.id
        where f.first_day <= f.last_day
        order by f.tag, f.id`,
  )) as unknown as { rows: Record<keyof UnitRow, unknown>[] };
  return utilizationOf(
    result.rows.map((row) => ({
      unitId: Number(row.unitId),
      tag: String(row.tag),
      productId: Number(row.productId),
      name: row.name as Localized,
      daysOut: Number(row.daysOut),
      days: Number(row.days),
      // bigint: the driver answers a string.
      revenueCents: Number(row.revenueCents),
    })),
  );
}

/** Adds the units up per product and orders both lists by the products' shares. */
function utilizationOf(rows: UnitRow[]): FleetUtilization {
  const byProduct = new Map<number, ProductUtilization>();
  for (const row of rows) {
    const product = byProduct.get(row.productId) ?? { productId: row.productId, name: row.name, units: 0, daysOut: 0, days: 0, share: 0, revenueCents: 0 };
    product.units += 1;
    product.daysOut += row.daysOut;
    product.days += row.days;
    product.revenueCents += row.revenueCents;
    byProduct.set(row.productId, product);
  }
  // Shares compared as exact fractions; ties: the larger revenue, then the catalogue's order.
  const products = [...byProduct.values()]
    .map((product) => ({ ...product, share: product.daysOut / product.days }))
    .sort((a, b) => b.daysOut * a.days - a.daysOut * b.days || b.revenueCents - a.revenueCents || a.productId - b.productId);
  const rank = new Map(products.map((product, i) => [product.productId, i]));
  const units = rows
    .map((row): UnitUtilization => ({
      unitId: row.unitId,
      tag: row.tag,
      productId: row.productId,
      daysOut: row.daysOut,
      days: row.days,
      share: row.daysOut / row.days,
      revenueCents: row.revenueCents,
    }))
    // A stable sort: within a product, the query's tag order (the database's, as for the split).
    .sort((a, b) => rank.get(a.productId)! - rank.get(b.productId)!);
  return { products, units };
}
