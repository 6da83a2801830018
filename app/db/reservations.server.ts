/**
 * Fleet availability and reservations. The pages use these signatures; the rules are
 * pure (app/domain/rental/availability.ts): this module reads the holds and, for every write that
 * takes units (an acceptance, an extension, a maintenance block), decides under a lock.
 *
 * Why row locks on `catalogue_products` (and not an exclusion constraint): availability is a
 * SUM over days (fleet − reserved − blocked ≥ units), which no constraint can express. Every
 * writer locks the rows of the products it takes units of, in id order (no deadlock between
 * two quotes of several products), then reads the holds and checks: two acceptances for the
 * last unit, on any instance, are serialised by the lock, and the second sees the first's
 * reservation. On PGlite, one process owns the database and runs one transaction at a time.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { firstFittingStart, fits, holdRange, unitsFreeByDay, unitsFreeThroughout } from "../domain/rental/availability.ts";
import { addDays, rentalDayCount } from "../domain/rental/rental-dates.ts";
import { isIsoDate } from "../domain/validation/dates.ts";
import type { Db } from "./client.server.ts";
import { fleetStateOf, lockProducts, readProductStates, turnaroundDays, type ProductState } from "./fleet-state.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { reservations } from "./rental-schema.ts";

export { turnaroundDays, lockProducts } from "./fleet-state.server.ts";
/** The staff calendar and the maintenance blocks. */
export { addUnitBlock, BLOCK_REASON_MAX, listUnitBlocks, MAX_CALENDAR_DAYS, productCalendar, removeUnitBlock, type CalendarDay, type CalendarHolder, type UnitBlock } from "./fleet-calendar.server.ts";

/** A product's availability for a range (rented items; items for sale have no fleet and are never reserved). */
export type ProductAvailability = {
  productId: number;
  /** Units in the fleet; null for an item for sale (always available). */
  fleet: number | null;
  /** The fewest units free on any day of the range, turnaround included (an item for sale: the units asked). */
  freeThroughout: number;
  /** The first start on or after the asked start from which `units` fit for the same length; null: none within 180 days. */
  firstFittingStart: string | null;
  /** The product's "unavailable until" date when it falls after the asked start (it then takes every unit before it). */
  unavailableUntil: string | null;
};

export type AvailabilityQuery = { productId: number; start: string; end: string; units: number };

function availabilityOf(state: ProductState, query: AvailabilityQuery, turnaround: number): ProductAvailability {
  if (state.fleet === null) return { productId: state.productId, fleet: null, freeThroughout: query.units, firstFittingStart: query.start, unavailableUntil: null };
  const fleet = fleetStateOf(state);
  const range = holdRange(query.start, query.end, turnaround);
  return {
    productId: state.productId,
    fleet: state.fleet,
    freeThroughout: unitsFreeThroughout(fleet, range.start, range.end),
    firstFittingStart: firstFittingStart(fleet, { from: query.start, lengthDays: rentalDayCount(query.start, query.end), units: query.units, turnaroundDays: turnaround }),
    unavailableUntil: state.unavailableUntil && state.unavailableUntil > query.start ? state.unavailableUntil : null,
  };
}

const validQuery = (q: AvailabilityQuery) => isIsoDate(q.start) && isIsoDate(q.end) && q.start <= q.end && Number.isInteger(q.units) && q.units >= 1;

/**
 * The availability of each asked line, by position (the same product may be asked twice, with
 * other dates); null for a line with bad dates or an unknown product. One read for them all.
 */
export async function availabilityByLine(db: DbOrTx, queries: readonly AvailabilityQuery[]): Promise<(ProductAvailability | null)[]> {
  const valid = queries.filter(validQuery);
  if (valid.length === 0) return queries.map(() => null);
  const from = valid.reduce((min, q) => (q.start < min ? q.start : min), valid[0]!.start);
  const [states, turnaround] = await Promise.all([
    readProductStates(
      db,
      valid.map((q) => q.productId),
      from,
    ),
    turnaroundDays(db),
  ]);
  return queries.map((query) => {
    const state = states.get(query.productId);
    return state && validQuery(query) ? availabilityOf(state, query, turnaround) : null;
  });
}

/** Availability of each asked line (one read for all products), for the product page, /quote and the staff editor; keyed by product (a product asked twice: its last query). */
export async function availabilityFor(db: Db, queries: readonly AvailabilityQuery[]): Promise<Map<number, ProductAvailability>> {
  const answers = await availabilityByLine(db, queries);
  const byProduct = new Map<number, ProductAvailability>();
  for (const answer of answers) if (answer) byProduct.set(answer.productId, answer);
  return byProduct;
}

export type ReserveLine = { productId: number; units: number; start: string; end: string };
export type ReserveOutcome = { ok: true } | { ok: false; productId: number; free: number };

/**
 * In the caller's transaction: locks the products' rows (in id order), checks that every line
 * fits (its range plus the turnaround), and inserts the reservations; all or nothing. Two
 * acceptances for the last unit, on any instance, never both succeed. Lines of items for sale
 * (no fleet) are skipped: they are never reserved. Nothing is written when a line does not fit.
 * The request's own earlier reservations (staff reopened it after an acceptance) do not count
 * against it and are replaced: a request holds what its latest acceptance says.
 */
export async function reserveUnits(tx: DbOrTx, input: { submissionId: string; quoteVersionId: string; lines: readonly ReserveLine[] }): Promise<ReserveOutcome> {
  const lines = input.lines.filter((line) => line.units > 0);
  if (lines.length === 0) return { ok: true };
  for (const line of lines) {
    if (!validQuery({ ...line })) throw new Error(`reserveUnits: bad line for product ${line.productId}`);
  }
  await lockProducts(
    tx,
    lines.map((line) => line.productId),
  );
  const from = lines.reduce((min, line) => (line.start < min ? line.start : min), lines[0]!.start);
  // Read after the lock: another transaction's reservation of these products is committed by now.
  const [states, turnaround] = await Promise.all([
    readProductStates(
      tx,
      lines.map((line) => line.productId),
      from,
      input.submissionId,
    ),
    turnaroundDays(tx),
  ]);
  const rows: (typeof reservations.$inferInsert)[] = [];
  for (const line of lines) {
    const state = states.get(line.productId);
    if (!state) return { ok: false, productId: line.productId, free: 0 };
    if (state.fleet === null) continue;
    const fleet = fleetStateOf(state);
    if (!fits(fleet, { start: line.start, end: line.end, units: line.units, turnaroundDays: turnaround })) {
      const range = holdRange(line.start, line.end, turnaround);
      return { ok: false, productId: line.productId, free: unitsFreeThroughout(fleet, range.start, range.end) };
    }
    const holdUntil = addDays(line.end, turnaround);
    // A second line of the same product in this quote counts the first one.
    state.holds.push({ start: line.start, end: holdUntil, units: line.units });
    rows.push({ productId: line.productId, submissionId: input.submissionId, quoteVersionId: input.quoteVersionId, units: line.units, startDate: line.start, endDate: line.end, holdUntil });
  }
  await tx
    .update(reservations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(reservations.submissionId, input.submissionId), isNull(reservations.releasedAt)));
  if (rows.length > 0) await tx.insert(reservations).values(rows);
  return { ok: true };
}

/** In the caller's transaction: frees every unit the request holds (cancellation). Answers how many reservations were released. */
export async function releaseReservations(tx: DbOrTx, submissionId: string, at: Date): Promise<number> {
  const released = await tx
    .update(reservations)
    .set({ releasedAt: at })
    .where(and(eq(reservations.submissionId, submissionId), isNull(reservations.releasedAt)))
    .returning({ id: reservations.id });
  return released.length;
}

/**
 * In the caller's transaction: the equipment came back on `today` (business date). Its units
 * stay held through today plus the turnaround (cleaning, checks), then are free: an early return
 * frees the days it no longer uses, a late one holds the days it really used. The reservation's
 * end becomes the return day when earlier (the accepted version keeps the dates agreed); a
 * reservation that had not started yet is released.
 */
export async function holdUntilReturned(tx: DbOrTx, submissionId: string, today: string, at: Date): Promise<void> {
  const turnaround = await turnaroundDays(tx);
  const active = and(eq(reservations.submissionId, submissionId), isNull(reservations.releasedAt));
  await tx
    .update(reservations)
    .set({ endDate: sql`least(${reservations.endDate}, ${today}::date)`, holdUntil: addDays(today, turnaround) })
    .where(and(active, sql`${reservations.startDate} <= ${today}::date`));
  await tx
    .update(reservations)
    .set({ releasedAt: at })
    .where(and(active, sql`${reservations.startDate} > ${today}::date`));
}

type ReservationRow = typeof reservations.$inferSelect;

/** What an extension to `newEnd` would move, or the first product short of units and the first day it is short. */
export type ExtensionPlan = { moving: ReservationRow[]; turnaround: number } | { productId: number; free: number; shortOn: string };

/**
 * Whether the request's rental can end on `newEnd`: the reservations that end last and would
 * move, if the added days (turnaround included) have their units free; else the first product
 * that does not fit and the first day it is short. Reads only: a writer passes `lock` to take
 * the products' lock first, a customer's question (app/db/rental-requests.server.ts) does not.
 */
export async function extensionPlan(tx: DbOrTx, submissionId: string, newEnd: string, { lock = false } = {}): Promise<ExtensionPlan> {
  const active = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.submissionId, submissionId), isNull(reservations.releasedAt)));
  const lastEnd = active.reduce((max, r) => (r.endDate > max ? r.endDate : max), "");
  const moving = active.filter((r) => r.endDate === lastEnd && r.endDate < newEnd);
  if (moving.length === 0) return { moving, turnaround: 0 };
  if (lock)
    await lockProducts(
      tx,
      moving.map((r) => r.productId),
    );
  const turnaround = await turnaroundDays(tx);
  // The request's own holds are not in the way of its extension: only the others' count.
  const states = await readProductStates(
    tx,
    moving.map((r) => r.productId),
    addDays(lastEnd, 1),
    submissionId,
  );
  // Its lines that keep their dates still hold theirs.
  for (const r of active) if (!moving.includes(r)) states.get(r.productId)?.holds.push({ start: r.startDate, end: r.holdUntil, units: r.units });
  for (const reservation of moving) {
    const state = states.get(reservation.productId);
    if (!state || state.fleet === null) continue;
    const days = unitsFreeByDay(fleetStateOf(state), addDays(reservation.endDate, 1), addDays(newEnd, turnaround));
    const short = days.find((day) => day.free < reservation.units);
    if (short) return { productId: reservation.productId, free: Math.min(...days.map((day) => day.free)), shortOn: short.date };
    // Two moving lines of one product: the second counts the first's added days.
    state.holds.push({ start: addDays(reservation.endDate, 1), end: addDays(newEnd, turnaround), units: reservation.units });
  }
  return { moving, turnaround };
}

/**
 * In the caller's transaction: moves the end of the request's reservations that end last to
 * `newEnd`, if the added days (turnaround included) have the units free; under the products'
 * lock. Answers the product that does not fit, or how many reservations moved.
 */
export async function extendReservations(tx: DbOrTx, submissionId: string, newEnd: string): Promise<{ extended: number } | { productId: number; free: number }> {
  const plan = await extensionPlan(tx, submissionId, newEnd, { lock: true });
  if ("productId" in plan) return { productId: plan.productId, free: plan.free };
  if (plan.moving.length === 0) return { extended: 0 };
  await tx
    .update(reservations)
    .set({ endDate: newEnd, holdUntil: addDays(newEnd, plan.turnaround) })
    .where(
      inArray(
        reservations.id,
        plan.moving.map((r) => r.id),
      ),
    );
  return { extended: plan.moving.length };
}
