/**
 * The day's board at the counter (the first screen of /admin): the reservations to hand over
 * today and tomorrow, the rentals due back today and tomorrow, the rentals overdue (end date
 * past, units not back) with the customer's phone, and the units in the shop. Days are Quebec
 * days. A rental's first and last days are those of its reservations in force.
 */
import { sql } from "drizzle-orm";
import { addDays } from "../domain/rental/rental-dates.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import type { Db } from "./client.server.ts";

export type BoardRental = {
  reference: string;
  customer: string;
  phone: string | null;
  /** The day it is handed over (handovers) or due back (returns, overdue). */
  day: string;
  units: number;
  products: { fr: string; en: string }[];
};

export type BoardUnit = { tag: string; product: { fr: string; en: string }; since: string; note: string | null };

export type CounterBoard = { today: string; tomorrow: string; handovers: BoardRental[]; returns: BoardRental[]; overdue: BoardRental[]; maintenance: BoardUnit[] };

type RentalRow = { reference: string; name: string; company: string | null; phone: string | null; day: string; units: number; products: { fr: string; en: string }[] };

const rentalOf = (row: RentalRow): BoardRental => ({
  reference: row.reference,
  customer: row.company ? `${row.name} (${row.company})` : row.name,
  phone: row.phone,
  day: row.day,
  units: Number(row.units),
  products: row.products,
});

/** The board as it stands at `now`. */
export async function counterBoard(db: Db, now: Date = new Date()): Promise<CounterBoard> {
  const today = todayInBusinessZone(now);
  const tomorrow = addDays(today, 1);
  // Each accepted rental with its first and last day, its units reserved and out, and its products.
  const rentals = sql`
    select s.reference, s.name, s.company, s.phone,
      min(r.start_date) as first_day, max(r.end_date) as last_day, sum(r.units)::int as units,
      jsonb_agg(distinct p.name) as products,
      (select count(*) from unit_assignments a join rental_handovers h on h.id = a.handover_id
        where h.submission_id = s.id and a.returned_at is null)::int as out,
      exists (select 1 from rental_handovers h where h.submission_id = s.id) as handed
    from submissions s
    join reservations r on r.submission_id = s.id and r.released_at is null
    join catalogue_products p on p.id = r.product_id
    where s.type = 'quote' and s.status = 'accepted'
    group by s.id`;
  const [handovers, returns, overdue, maintenance] = await Promise.all([
    db.execute(sql`select reference, name, company, phone, first_day::text as day, units, products from (${rentals}) x
      where not handed and first_day between ${today}::date and ${tomorrow}::date order by first_day, reference`),
    db.execute(sql`select reference, name, company, phone, last_day::text as day, out as units, products from (${rentals}) x
      where out > 0 and last_day between ${today}::date and ${tomorrow}::date order by last_day, reference`),
    db.execute(sql`select reference, name, company, phone, last_day::text as day, out as units, products from (${rentals}) x
      where out > 0 and last_day < ${today}::date order by last_day, reference`),
    // Since when each unit is in the shop, and why: its latest move there.
    db.execute(sql`
      select u.tag, p.name as product, e.created_at as since, e.note
      from rental_units u
      join catalogue_products p on p.id = u.product_id
      left join lateral (
        select created_at, note from rental_unit_events
        where unit_id = u.id and to_state = 'maintenance' order by created_at desc, id desc limit 1
      ) e on true
      where u.state = 'maintenance'
      order by e.created_at nulls first, u.tag`),
  ]);
  const rows = (result: unknown) => (result as { rows: RentalRow[] }).rows.map(rentalOf);
  return {
    today,
    tomorrow,
    handovers: rows(handovers),
    returns: rows(returns),
    overdue: rows(overdue),
    maintenance: (maintenance as unknown as { rows: { tag: string; product: { fr: string; en: string }; since: Date | string | null; note: string | null }[] }).rows.map((row) => ({
      tag: row.tag,
      product: row.product,
      since: row.since ? new Date(row.since).toISOString() : "",
      note: row.note,
    })),
  };
}
