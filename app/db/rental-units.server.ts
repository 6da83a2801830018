/**
 * The fleet's units (./units-schema.ts): listed per product, found by the tag a scanner types,
 * added, described and moved between states by staff, each change recorded with who and when in
 * the same transaction. A change that takes a unit out of the fleet (maintenance, retired) is
 * made under the lock every writer of holds takes (./fleet-state.server.ts) and refused when the
 * units left would not cover the reservations already made, unless staff confirm it.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { unitsFreeThroughout } from "../domain/rental/availability.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { TAG_PATTERN, type StaffState } from "../domain/rental/unit-form.ts";
import type { Localized } from "../domain/catalogue/types.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { fleetStateOf, isIntegerId, lockProducts, readProductStates } from "./fleet-state.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { reservations } from "./rental-schema.ts";
import { submissions } from "./schema.ts";
import type { StaffMember } from "./request-status.server.ts";
import { rentalUnitEvents, rentalUnits, type UnitEventKind, type UnitState } from "./units-schema.ts";

export type UnitDetails = { serialNumber: string | null; hourMeter: boolean; hours: number | null; notes: string | null };

export type Unit = UnitDetails & { id: number; productId: number; tag: string; state: UnitState; updatedAt: Date };

export type UnitEvent = { id: number; kind: UnitEventKind; fromState: UnitState | null; toState: UnitState | null; hours: number | null; note: string | null; actorName: string; at: Date };

/** A reservation of the unit's product, as its page lists it. */
export type UnitReservation = { reference: string; customer: string; start: string; end: string; units: number };

export type UnitPage = {
  unit: Unit;
  product: { id: number; name: Localized };
  history: UnitEvent[];
  /** The product's reservations in force today or later, soonest first (until the handover names units). */
  reservations: UnitReservation[];
};

/** How far ahead a unit taken out of the fleet is checked against the reservations already made. */
export const RESERVATION_HORIZON_DAYS = 366;

/** A tag as a scanner or a person types it: trimmed, upper case; the last segment of a label's address. */
export function normaliseTag(typed: string): string {
  const text = typed.trim();
  const fromAddress = /\/units\/([^/?#\s]+)\/?(?:[?#].*)?$/i.exec(text)?.[1];
  return decodeURIComponent(fromAddress ?? text).toUpperCase();
}

const unitColumns = {
  id: rentalUnits.id,
  productId: rentalUnits.productId,
  tag: rentalUnits.tag,
  state: rentalUnits.state,
  serialNumber: rentalUnits.serialNumber,
  hourMeter: rentalUnits.hourMeter,
  hours: rentalUnits.hours,
  notes: rentalUnits.notes,
  updatedAt: rentalUnits.updatedAt,
};

/** A product's units, retired ones last, each group in tag order. */
export async function listProductUnits(db: DbOrTx, productId: number): Promise<Unit[]> {
  if (!isIntegerId(productId)) return [];
  return db
    .select(unitColumns)
    .from(rentalUnits)
    .where(eq(rentalUnits.productId, productId))
    .orderBy(sql`${rentalUnits.state} = 'retired'`, asc(rentalUnits.tag));
}

/** Units by id, for a product's label sheet (only that product's). */
export async function unitsForLabels(db: DbOrTx, productId: number, ids?: readonly number[]): Promise<Unit[]> {
  const units = await listProductUnits(db, productId);
  const wanted = ids && ids.length > 0 ? new Set(ids) : null;
  return units.filter((unit) => unit.state !== "retired" && (!wanted || wanted.has(unit.id)));
}

/** The page of the unit a tag names: the unit, its product, its history and the product's reservations ahead. */
export async function findUnitPage(db: Db, typedTag: string, today: string): Promise<UnitPage | undefined> {
  const tag = normaliseTag(typedTag);
  if (!TAG_PATTERN.test(tag)) return undefined;
  const [row] = await db
    .select({ ...unitColumns, name: catalogueProducts.name })
    .from(rentalUnits)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, rentalUnits.productId))
    .where(eq(rentalUnits.tag, tag));
  if (!row) return undefined;
  const { name, ...unit } = row;
  const [history, ahead] = await Promise.all([
    db
      .select({
        id: rentalUnitEvents.id,
        kind: rentalUnitEvents.kind,
        fromState: rentalUnitEvents.fromState,
        toState: rentalUnitEvents.toState,
        hours: rentalUnitEvents.hours,
        note: rentalUnitEvents.note,
        actorName: rentalUnitEvents.actorName,
        at: rentalUnitEvents.createdAt,
      })
      .from(rentalUnitEvents)
      .where(eq(rentalUnitEvents.unitId, unit.id))
      .orderBy(desc(rentalUnitEvents.createdAt), desc(rentalUnitEvents.id))
      .limit(100),
    db
      .select({
        reference: submissions.reference,
        firstName: submissions.firstName,
        lastName: submissions.lastName,
        company: submissions.company,
        start: reservations.startDate,
        end: reservations.endDate,
        units: reservations.units,
      })
      .from(reservations)
      .innerJoin(submissions, eq(submissions.id, reservations.submissionId))
      .where(and(eq(reservations.productId, unit.productId), isNull(reservations.releasedAt), gte(reservations.endDate, today)))
      .orderBy(asc(reservations.startDate), asc(reservations.id))
      .limit(10),
  ]);
  return {
    unit,
    product: { id: unit.productId, name },
    history,
    reservations: ahead.map((r) => ({ reference: r.reference, customer: r.company || `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim(), start: r.start, end: r.end, units: r.units })),
  };
}

async function recordEvent(tx: DbOrTx, unitId: number, kind: UnitEventKind, actor: StaffMember, facts: { from?: UnitState; to?: UnitState; hours?: number | null; note?: string | null } = {}) {
  await tx.insert(rentalUnitEvents).values({
    unitId,
    kind,
    fromState: facts.from ?? null,
    toState: facts.to ?? null,
    hours: facts.hours ?? null,
    note: facts.note ?? null,
    actorUserId: actor.userId,
    actorName: actor.name,
  });
}

/** PostgreSQL's unique_violation, whether the driver or Drizzle's wrapper carries the code. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (typeof value === "object" && value !== null && "code" in value ? (value as { code: unknown }).code : undefined);
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}

export type AddUnitOutcome = { ok: true; id: number; tag: string } | { ok: false; reason: "not-found" | "sold-item" | "tag-taken" };

/** Adds one unit to a rented product: the tag typed (one it already wears) or the next the database numbers. */
export async function addUnit(db: Db, input: { productId: number; tag: string | null } & UnitDetails, actor: StaffMember): Promise<AddUnitOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockProducts(tx, [input.productId]);
      const [product] = await tx.select({ fleet: catalogueProducts.fleetUnits }).from(catalogueProducts).where(eq(catalogueProducts.id, input.productId));
      if (!product) return { ok: false, reason: "not-found" } as const;
      if (product.fleet === null) return { ok: false, reason: "sold-item" } as const;
      const [created] = await tx
        .insert(rentalUnits)
        .values({
          productId: input.productId,
          ...(input.tag ? { tag: input.tag } : {}),
          serialNumber: input.serialNumber,
          hourMeter: input.hourMeter,
          hours: input.hourMeter ? input.hours : null,
          notes: input.notes,
        })
        .returning({ id: rentalUnits.id, tag: rentalUnits.tag });
      await recordEvent(tx, created!.id, "added", actor, { to: "available", hours: input.hourMeter ? input.hours : null, note: input.notes });
      return { ok: true, id: created!.id, tag: created!.tag } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "tag-taken" };
    throw error;
  }
}

export type UnitChangeOutcome =
  | { ok: true; unit: Unit }
  | { ok: false; reason: "not-found" | "unchanged" | "out-on-rental" }
  /** Taking it out would leave fewer units than reserved on `day`; `confirm` overrides. */
  | { ok: false; reason: "reserved"; day: string; short: number };

/** Changes a unit's serial number, hour meter, reading and notes. */
export async function updateUnitDetails(db: Db, unitId: number, details: UnitDetails, actor: StaffMember): Promise<UnitChangeOutcome> {
  if (!isIntegerId(unitId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [before] = await tx.select(unitColumns).from(rentalUnits).where(eq(rentalUnits.id, unitId)).for("update");
    if (!before) return { ok: false, reason: "not-found" } as const;
    const hours = details.hourMeter ? details.hours : null;
    if (before.serialNumber === details.serialNumber && before.hourMeter === details.hourMeter && before.hours === hours && before.notes === details.notes)
      return { ok: false, reason: "unchanged" } as const;
    const [unit] = await tx
      .update(rentalUnits)
      .set({ serialNumber: details.serialNumber, hourMeter: details.hourMeter, hours, notes: details.notes, updatedAt: new Date() })
      .where(eq(rentalUnits.id, unitId))
      .returning(unitColumns);
    await recordEvent(tx, unitId, "edited", actor, { hours: hours !== before.hours ? hours : null, note: details.notes !== before.notes ? details.notes : null });
    return { ok: true, unit: unit! } as const;
  });
}

const COUNTED: readonly UnitState[] = ["available", "rented"];

/**
 * Moves a unit to `to` with the note that says why. Out of the fleet (maintenance, retired), the
 * product's reservations ahead must still fit in the units left, unless `confirm` (staff saw the
 * warning and will deal with the shortage).
 */
export async function setUnitState(db: Db, input: { unitId: number; to: StaffState; note: string | null; confirm: boolean; today: string }, actor: StaffMember): Promise<UnitChangeOutcome> {
  if (!isIntegerId(input.unitId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ productId: rentalUnits.productId }).from(rentalUnits).where(eq(rentalUnits.id, input.unitId));
    if (!found) return { ok: false, reason: "not-found" } as const;
    await lockProducts(tx, [found.productId]);
    const [before] = await tx.select(unitColumns).from(rentalUnits).where(eq(rentalUnits.id, input.unitId)).for("update");
    if (!before) return { ok: false, reason: "not-found" } as const;
    if (before.state === input.to) return { ok: false, reason: "unchanged" } as const;
    if (before.state === "rented") return { ok: false, reason: "out-on-rental" } as const;
    const leavesFleet = COUNTED.includes(before.state) && !COUNTED.includes(input.to);
    if (leavesFleet && !input.confirm) {
      const state = (await readProductStates(tx, [before.productId], input.today)).get(before.productId);
      if (state) {
        const shortage = firstShortDay(fleetStateOf(state), input.today);
        if (shortage) return { ok: false, reason: "reserved", ...shortage } as const;
      }
    }
    const [unit] = await tx.update(rentalUnits).set({ state: input.to, updatedAt: new Date() }).where(eq(rentalUnits.id, input.unitId)).returning(unitColumns);
    await recordEvent(tx, input.unitId, "state", actor, { from: before.state, to: input.to, note: input.note });
    return { ok: true, unit: unit! } as const;
  });
}

/** The first day ahead on which one unit fewer would not cover what is reserved and blocked. */
function firstShortDay(state: ReturnType<typeof fleetStateOf>, today: string): { day: string; short: number } | null {
  const until = addDays(today, RESERVATION_HORIZON_DAYS);
  if (unitsFreeThroughout(state, today, until) >= 1) return null;
  for (let day = today; day <= until; day = addDays(day, 1)) {
    const free = unitsFreeThroughout(state, day, day);
    if (free < 1) return { day, short: 1 - free };
  }
  return null;
}

export type ResizeOutcome = { ok: true } | { ok: false; reason: "units-busy"; available: number };

/**
 * Makes a product's fleet count `wanted` from its product form: more units are added with
 * numbered tags; fewer retire the newest units that are available. Units out on rental or in
 * maintenance are never retired this way: when too few are available, nothing changes. Runs in
 * the product form's transaction, under the product's lock.
 */
export async function resizeFleet(tx: DbOrTx, productId: number, wanted: number, actor: StaffMember): Promise<ResizeOutcome> {
  const units = await tx
    .select({ id: rentalUnits.id, state: rentalUnits.state })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.productId, productId), inArray(rentalUnits.state, ["available", "rented"])))
    .orderBy(desc(rentalUnits.id));
  if (wanted > units.length) {
    const added = await tx
      .insert(rentalUnits)
      .values(Array.from({ length: wanted - units.length }, () => ({ productId })))
      .returning({ id: rentalUnits.id });
    for (const unit of added) await recordEvent(tx, unit.id, "added", actor, { to: "available" });
    return { ok: true };
  }
  const available = units.filter((unit) => unit.state === "available");
  const leaving = units.length - wanted;
  if (leaving > available.length) return { ok: false, reason: "units-busy", available: available.length };
  for (const unit of available.slice(0, leaving)) {
    await tx.update(rentalUnits).set({ state: "retired", updatedAt: new Date() }).where(eq(rentalUnits.id, unit.id));
    await recordEvent(tx, unit.id, "state", actor, { from: "available", to: "retired" });
  }
  return { ok: true };
}

export type FleetRow = { productId: number; name: Localized; available: number; rented: number; maintenance: number; retired: number };

/** Every rented product still in the catalogue with its units counted by state. */
export async function fleetSummary(db: DbOrTx): Promise<FleetRow[]> {
  const count = (state: UnitState) => sql<number>`count(${rentalUnits.id}) filter (where ${rentalUnits.state} = ${state})`.mapWith(Number);
  return db
    .select({
      productId: catalogueProducts.id,
      name: catalogueProducts.name,
      available: count("available"),
      rented: count("rented"),
      maintenance: count("maintenance"),
      retired: count("retired"),
    })
    .from(catalogueProducts)
    .leftJoin(rentalUnits, eq(rentalUnits.productId, catalogueProducts.id))
    .where(and(isNull(catalogueProducts.archivedAt), sql`${catalogueProducts.fleetUnits} is not null`))
    .groupBy(catalogueProducts.id);
}
