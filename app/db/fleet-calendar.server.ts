/**
 * The staff's view of a product's fleet: its calendar (units held per day, and which
 * request or maintenance block holds them) and the maintenance blocks, which take units under
 * the same lock as reservations (a block never takes a reserved unit). Re-exported by
 * ./reservations.server.ts, the pages' entry.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { unitsFreeByDay, unitsFreeThroughout, type FleetState } from "../domain/rental/availability.ts";
import { addDays, rentalDayCount } from "../domain/rental/rental-dates.ts";
import { isIsoDate } from "../domain/validation/dates.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { fleetStateOf, isIntegerId, lockProducts, readProductStates } from "./fleet-state.server.ts";
import { reservations, unitBlocks } from "./rental-schema.ts";
import type { StaffMember } from "./request-status.server.ts";
import { submissions } from "./schema.ts";

export type CalendarHolder = {
  reference: string;
  units: number;
  kind: "reservation" | "block";
  reason?: string;
  /** A reservation's day after its end: the units are being checked and cleaned. */
  turnaround?: boolean;
};
export type CalendarDay = {
  date: string;
  fleet: number;
  reserved: number;
  blocked: number;
  free: number;
  holders: CalendarHolder[];
  /** Before the product's "unavailable until" date: no unit at all. */
  outOfService: boolean;
};

/** The longest range the calendar shows at once. */
export const MAX_CALENDAR_DAYS = 366;

/** A product's days from `from` to `to` for the staff calendar: units held per day, and which request holds them. Null: no such rented product. */
export async function productCalendar(db: Db, productId: number, from: string, to: string): Promise<CalendarDay[] | null> {
  if (!isIntegerId(productId)) return null;
  const [product] = await db.select({ fleet: catalogueProducts.fleetUnits, unavailableUntil: catalogueProducts.unavailableUntil }).from(catalogueProducts).where(eq(catalogueProducts.id, productId));
  if (!product || product.fleet === null) return null;
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return [];
  const last = rentalDayCount(from, to) > MAX_CALENDAR_DAYS ? addDays(from, MAX_CALENDAR_DAYS - 1) : to;
  const [held, blocks] = await Promise.all([
    db
      .select({ reference: submissions.reference, units: reservations.units, start: reservations.startDate, end: reservations.endDate, holdUntil: reservations.holdUntil })
      .from(reservations)
      .innerJoin(submissions, eq(submissions.id, reservations.submissionId))
      .where(and(eq(reservations.productId, productId), isNull(reservations.releasedAt), sql`${reservations.startDate} <= ${last}::date`, sql`${reservations.holdUntil} >= ${from}::date`))
      .orderBy(asc(reservations.startDate), asc(submissions.reference)),
    db
      .select({ units: unitBlocks.units, start: unitBlocks.startDate, end: unitBlocks.endDate, reason: unitBlocks.reason })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.productId, productId), isNull(unitBlocks.removedAt), sql`${unitBlocks.startDate} <= ${last}::date`, sql`${unitBlocks.endDate} >= ${from}::date`))
      .orderBy(asc(unitBlocks.startDate)),
  ]);
  const state: FleetState = {
    fleet: product.fleet,
    unavailableUntil: product.unavailableUntil,
    holds: [...held.map((r) => ({ start: r.start, end: r.holdUntil, units: r.units })), ...blocks.map((b) => ({ start: b.start, end: b.end, units: b.units }))],
  };
  return unitsFreeByDay(state, from, last).map(({ date, free }) => {
    const reservedHere = held.filter((r) => r.start <= date && date <= r.holdUntil);
    const blockedHere = blocks.filter((b) => b.start <= date && date <= b.end);
    return {
      date,
      fleet: product.fleet ?? 0,
      reserved: reservedHere.reduce((sum, r) => sum + r.units, 0),
      blocked: blockedHere.reduce((sum, b) => sum + b.units, 0),
      free,
      outOfService: product.unavailableUntil !== null && date < product.unavailableUntil,
      holders: [
        ...reservedHere.map((r): CalendarHolder => ({ reference: r.reference, units: r.units, kind: "reservation", ...(date > r.end ? { turnaround: true } : {}) })),
        ...blockedHere.map((b): CalendarHolder => ({ reference: "", units: b.units, kind: "block", reason: b.reason })),
      ],
    };
  });
}

export type UnitBlock = { id: number; productId: number; units: number; start: string; end: string; reason: string; byName: string; createdAt: Date };

/** The product's blocks still in force (not removed), by start date. */
export async function listUnitBlocks(db: Db, productId: number): Promise<UnitBlock[]> {
  if (!isIntegerId(productId)) return [];
  return db
    .select({
      id: unitBlocks.id,
      productId: unitBlocks.productId,
      units: unitBlocks.units,
      start: unitBlocks.startDate,
      end: unitBlocks.endDate,
      reason: unitBlocks.reason,
      byName: unitBlocks.createdByName,
      createdAt: unitBlocks.createdAt,
    })
    .from(unitBlocks)
    .where(and(eq(unitBlocks.productId, productId), isNull(unitBlocks.removedAt)))
    .orderBy(asc(unitBlocks.startDate), asc(unitBlocks.id));
}

/** A block's reason: one line of text, at most this long. */
export const BLOCK_REASON_MAX = 200;

/**
 * Takes units out of service (under the same lock as reservations: a block never takes a
 * reserved unit). "invalid": bad dates (end before start, more than a year), units outside
 * 1-999, or an empty or too long reason.
 */
export async function addUnitBlock(
  db: Db,
  input: { productId: number; units: number; start: string; end: string; reason: string; actor: StaffMember },
): Promise<{ ok: true; id: number } | { ok: false; reason: "not-found" | "not-enough-units" | "invalid"; free?: number }> {
  const reason = input.reason.trim();
  const validDates = isIsoDate(input.start) && isIsoDate(input.end) && input.start <= input.end && rentalDayCount(input.start, input.end) <= MAX_CALENDAR_DAYS;
  if (!validDates || !Number.isInteger(input.units) || input.units < 1 || input.units > 999 || reason === "" || reason.length > BLOCK_REASON_MAX || /[\p{Cc}]/u.test(reason)) {
    return { ok: false, reason: "invalid" };
  }
  return db.transaction(async (tx) => {
    await lockProducts(tx, [input.productId]);
    const state = (await readProductStates(tx, [input.productId], input.start)).get(input.productId);
    if (!state || state.fleet === null) return { ok: false, reason: "not-found" } as const;
    const free = unitsFreeThroughout(fleetStateOf(state), input.start, input.end);
    if (free < input.units) return { ok: false, reason: "not-enough-units", free } as const;
    const [row] = await tx
      .insert(unitBlocks)
      .values({ productId: input.productId, units: input.units, startDate: input.start, endDate: input.end, reason, createdByUserId: input.actor.userId, createdByName: input.actor.name })
      .returning({ id: unitBlocks.id });
    return { ok: true, id: row!.id } as const;
  });
}

/** Puts a block's units back in service; false when there is no such block in force. */
export async function removeUnitBlock(db: Db, input: { id: number; actor: StaffMember }): Promise<boolean> {
  if (!isIntegerId(input.id)) return false;
  const removed = await db
    .update(unitBlocks)
    .set({ removedAt: new Date() })
    .where(and(eq(unitBlocks.id, input.id), isNull(unitBlocks.removedAt)))
    .returning({ id: unitBlocks.id });
  return removed.length > 0;
}
