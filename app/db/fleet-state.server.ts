/**
 * The facts every availability decision reads: the turnaround setting, and each
 * product's fleet, "unavailable until" date, active reservations and active maintenance blocks
 * in one statement; and the lock every writer of holds takes. Used by ./reservations.server.ts
 * (availability, reservations) and ./fleet-calendar.server.ts (calendar, blocks).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { SETTINGS_MAX } from "../domain/business-settings.ts";
import { DEFAULT_TURNAROUND_DAYS } from "../domain/constants.ts";
import type { FleetState, Hold } from "../domain/rental/availability.ts";
import { businessSettings } from "./back-office-schema.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { reservations, unitBlocks } from "./rental-schema.ts";

/** A value an integer key column (a product's, a block's id) may hold: a positive 32-bit integer. */
export const isIntegerId = (id: number) => Number.isInteger(id) && id > 0 && id < 2 ** 31;

/** The turnaround (days a returned unit stays unavailable) from the business settings; default 1. */
export async function turnaroundDays(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: sql<unknown>`${businessSettings.values} -> 'turnaroundDays'` })
    .from(businessSettings)
    .where(eq(businessSettings.id, true));
  const value = row?.value;
  // A hand-edited value that breaks the setting's rule falls back to the default, as every setting does.
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= SETTINGS_MAX.turnaroundDays ? value : DEFAULT_TURNAROUND_DAYS;
}

/** What one product's row and holds say, read in one statement for all the products asked. */
export type ProductState = { productId: number; fleet: number | null; unavailableUntil: string | null; holds: Hold[] };

/**
 * The fleet, "unavailable until", active reservations (start to hold_until) and active blocks of
 * each product, from `from` on: one statement whatever the number of products.
 */
export async function readProductStates(db: DbOrTx, productIds: readonly number[], from: string, exceptSubmissionId?: string): Promise<Map<number, ProductState>> {
  // An id no integer column can hold finds nothing (rather than a database error).
  const ids = [...new Set(productIds)].filter(isIntegerId);
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    select p.id, p.fleet_units as fleet, p.unavailable_until::text as unavailable_until,
      coalesce((select json_agg(json_build_object('start', r.start_date::text, 'end', r.hold_until::text, 'units', r.units))
        from ${reservations} r where r.product_id = p.id and r.released_at is null and r.hold_until >= ${from}::date
          ${exceptSubmissionId ? sql`and r.submission_id <> ${exceptSubmissionId}` : sql``}), '[]'::json) as reserved,
      coalesce((select json_agg(json_build_object('start', b.start_date::text, 'end', b.end_date::text, 'units', b.units))
        from ${unitBlocks} b where b.product_id = p.id and b.removed_at is null and b.end_date >= ${from}::date), '[]'::json) as blocked
    from ${catalogueProducts} p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
  `)) as unknown as { rows: { id: number; fleet: number | null; unavailable_until: string | null; reserved: Hold[] | string; blocked: Hold[] | string }[] };
  const parse = (value: Hold[] | string): Hold[] => (typeof value === "string" ? (JSON.parse(value) as Hold[]) : value);
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      { productId: Number(row.id), fleet: row.fleet === null ? null : Number(row.fleet), unavailableUntil: row.unavailable_until, holds: [...parse(row.reserved), ...parse(row.blocked)] },
    ]),
  );
}

export function fleetStateOf(state: ProductState): FleetState {
  return { fleet: state.fleet ?? 0, unavailableUntil: state.unavailableUntil, holds: state.holds };
}

/** Locks the products' rows in id order (every writer of holds does, so two never deadlock). */
export async function lockProducts(tx: DbOrTx, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].filter(isIntegerId).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: catalogueProducts.id }).from(catalogueProducts).where(inArray(catalogueProducts.id, ids)).orderBy(asc(catalogueProducts.id)).for("update");
}
