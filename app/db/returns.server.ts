/**
 * The return at the counter: staff check in some or all of a rental's units, each with its meter
 * and condition, a damaged one straight to the shop (maintenance), and the charges that follow
 * (app/domain/rental/return-form.ts prices them from the accepted quote's rates). One
 * transaction: the request is locked, then its open assignments (units in id order); a unit
 * another return already brought back is refused. When the last unit is back the rental is
 * completed, as staff's "equipment returned" does. The charges wait for the invoice. The photos of
 * each unit's condition (their files written before, by the route) get their rows in the same
 * transaction; the screen shows those of the handover beside each unit out, to compare.
 */
import { and, asc, eq, inArray, isNotNull, isNull, max } from "drizzle-orm";
import { toCents } from "../domain/pricing.ts";
import { DEFAULT_RETURN_PRICES, extraDaysAt, type ReturnChargeKind, type ReturnFormValue, type ReturnPrices, type UnitOutRates } from "../domain/rental/return-form.ts";
import type { RentalRates } from "../domain/rental/duration-pricing.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { insertUnitPhotos, unitPhotosOf, type UnitPhotoFile } from "./handovers.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { completeRental } from "./quote-fulfilment.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import { documentOf, lockRequest, sentVersions } from "./quote-records.server.ts";
import { reservations } from "./rental-schema.ts";
import type { StaffMember } from "./request-status.server.ts";
import { submissions } from "./schema.ts";
import { rentalHandovers, rentalReturns, rentalUnitEvents, rentalUnits, returnCharges, unitAssignments, type UnitState } from "./units-schema.ts";

export type UnitOut = UnitOutRates & {
  tag: string;
  productId: number;
  product: { fr: string; en: string };
  hourMeter: boolean;
  hoursOut: number | null;
  conditionOut: string | null;
  /** The photos taken at the handover. */
  photosOut: UnitPhotoFile[];
  handedAt: Date;
  /** The last day of the product's rental (its reservation), and the days past it today. */
  endDate: string | null;
  extraDays: number;
};

export type UnitBack = {
  tag: string;
  product: { fr: string; en: string };
  hoursIn: number | null;
  conditionIn: string | null;
  returnedAt: Date;
  state: UnitState;
  /** The photos taken at the handover and at the return. */
  photosOut: UnitPhotoFile[];
  photosIn: UnitPhotoFile[];
};

export type ChargeRow = { tag: string | null; kind: ReturnChargeKind; quantity: number; amountCents: number; note: string | null };

export type ReturnPage = {
  submissionId: string;
  reference: string;
  status: string;
  customer: string;
  phone: string | null;
  lang: "fr" | "en";
  out: UnitOut[];
  back: UnitBack[];
  charges: ChargeRow[];
  prices: ReturnPrices;
  today: string;
};

/** The accepted quote's rates for a product: what the customer agreed to pay per day and week. */
function ratesIn(document: QuoteDocument | null, productId: number): RentalRates | null {
  const line = document?.lines.find((l) => l.productId === productId && l.dayPrice !== null);
  if (!line || line.dayPrice === null) return null;
  const weekly = line.weekPrice !== null && line.weekPrice !== line.dayPrice;
  return { dayCents: toCents(line.dayPrice), weekCents: weekly ? toCents(line.weekPrice!) : null };
}

/** The quote's own disc and operator prices when it priced them, else the shop's. */
function pricesIn(document: QuoteDocument | null): ReturnPrices {
  const extra = (kind: "diamond" | "operator") => document?.extras.find((e) => e.kind === kind && e.unitPrice > 0)?.unitPrice;
  const disc = extra("diamond");
  const operator = extra("operator");
  return {
    discCents: disc === undefined ? DEFAULT_RETURN_PRICES.discCents : toCents(disc),
    operatorHourCents: operator === undefined ? DEFAULT_RETURN_PRICES.operatorHourCents : toCents(operator),
  };
}

async function acceptedDocument(tx: DbOrTx, submissionId: string): Promise<QuoteDocument | null> {
  const [versions, responses] = await Promise.all([sentVersions(tx, submissionId), responsesOf(tx, submissionId)]);
  const accepted = acceptedVersionOf(versions, responses);
  return accepted ? documentOf(accepted) : null;
}

/** The request's assignments, with their units and products; `open`: still out, or back. */
function assignmentsOf(tx: DbOrTx, submissionId: string, open: boolean) {
  return tx
    .select({
      assignmentId: unitAssignments.id,
      unitId: unitAssignments.unitId,
      productId: unitAssignments.productId,
      tag: rentalUnits.tag,
      state: rentalUnits.state,
      hourMeter: rentalUnits.hourMeter,
      hoursOut: unitAssignments.hoursOut,
      conditionOut: unitAssignments.conditionOut,
      hoursIn: unitAssignments.hoursIn,
      conditionIn: unitAssignments.conditionIn,
      returnedAt: unitAssignments.returnedAt,
      handedAt: rentalHandovers.handedAt,
      product: catalogueProducts.name,
    })
    .from(unitAssignments)
    .innerJoin(rentalHandovers, eq(rentalHandovers.id, unitAssignments.handoverId))
    .innerJoin(rentalUnits, eq(rentalUnits.id, unitAssignments.unitId))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, unitAssignments.productId))
    .where(and(eq(rentalHandovers.submissionId, submissionId), open ? isNull(unitAssignments.returnedAt) : isNotNull(unitAssignments.returnedAt)))
    .orderBy(asc(rentalUnits.tag));
}

/** The last day of each product's rental: its reservations' latest end. */
async function endDates(tx: DbOrTx, submissionId: string): Promise<Map<number, string>> {
  const rows = await tx
    .select({ productId: reservations.productId, end: max(reservations.endDate) })
    .from(reservations)
    .where(eq(reservations.submissionId, submissionId))
    .groupBy(reservations.productId);
  return new Map(rows.flatMap((row) => (row.end ? [[row.productId, row.end] as const] : [])));
}

/** What the return screen shows of a request (by its reference), or undefined. */
export async function returnPage(db: Db, reference: string, now: Date = new Date()): Promise<ReturnPage | undefined> {
  const [request] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.reference, reference), eq(submissions.type, "quote")));
  if (!request) return undefined;
  const today = todayInBusinessZone(now);
  const [document, out, back, ends, charges] = await Promise.all([
    acceptedDocument(db, request.id),
    assignmentsOf(db, request.id, true),
    assignmentsOf(db, request.id, false),
    endDates(db, request.id),
    db
      .select({ tag: rentalUnits.tag, kind: returnCharges.kind, quantity: returnCharges.quantity, amountCents: returnCharges.amountCents, note: returnCharges.note })
      .from(returnCharges)
      .leftJoin(rentalUnits, eq(rentalUnits.id, returnCharges.unitId))
      .where(eq(returnCharges.submissionId, request.id))
      .orderBy(asc(returnCharges.id)),
  ]);
  const photos = await unitPhotosOf(
    db,
    [...out, ...back].map((row) => row.assignmentId),
  );
  const photosOf = (assignmentId: number, stage: "handover" | "return"): UnitPhotoFile[] =>
    photos.filter((photo) => photo.assignmentId === assignmentId && photo.stage === stage).map(({ id, width, height, widths }) => ({ id, width, height, widths }));
  return {
    submissionId: request.id,
    reference: request.reference,
    status: request.status,
    customer: request.company ? `${request.name} (${request.company})` : request.name,
    phone: request.phone,
    lang: request.lang,
    out: out.map((row) => {
      const endDate = ends.get(row.productId) ?? null;
      return {
        assignmentId: row.assignmentId,
        unitId: row.unitId,
        rates: ratesIn(document, row.productId),
        tag: row.tag,
        productId: row.productId,
        product: row.product,
        hourMeter: row.hourMeter,
        hoursOut: row.hoursOut,
        conditionOut: row.conditionOut,
        photosOut: photosOf(row.assignmentId, "handover"),
        handedAt: row.handedAt,
        endDate,
        extraDays: endDate ? extraDaysAt(endDate, today) : 0,
      };
    }),
    back: back.map((row) => ({
      tag: row.tag,
      product: row.product,
      hoursIn: row.hoursIn,
      conditionIn: row.conditionIn,
      returnedAt: row.returnedAt!,
      state: row.state,
      photosOut: photosOf(row.assignmentId, "handover"),
      photosIn: photosOf(row.assignmentId, "return"),
    })),
    charges,
    prices: pricesIn(document),
    today,
  };
}

export type ReturnOutcome = { ok: true; returnId: number; complete: boolean; chargedCents: number } | { ok: false; reason: "not-found" | "not-accepted" | "not-out" };

/**
 * Records a return (the checked form: ../domain/rental/return-form.ts) for one request; `photos`:
 * each unit's photos, by its assignment.
 */
export async function recordReturn(
  db: Db,
  input: { submissionId: string; value: ReturnFormValue; photos?: ReadonlyMap<number, readonly UnitPhotoFile[]> },
  actor: StaffMember,
  now: Date = new Date(),
): Promise<ReturnOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    if (request.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
    const open = await tx
      .select({ assignmentId: unitAssignments.id, unitId: unitAssignments.unitId })
      .from(unitAssignments)
      .innerJoin(rentalHandovers, eq(rentalHandovers.id, unitAssignments.handoverId))
      .where(and(eq(rentalHandovers.submissionId, request.id), isNull(unitAssignments.returnedAt)));
    const openIds = new Map(open.map((row) => [row.assignmentId, row.unitId]));
    if (input.value.units.some((unit) => openIds.get(unit.assignmentId) !== unit.unitId)) return { ok: false, reason: "not-out" } as const;
    const unitIds = input.value.units.map((unit) => unit.unitId).sort((a, b) => a - b);
    const units = await tx.select().from(rentalUnits).where(inArray(rentalUnits.id, unitIds)).orderBy(asc(rentalUnits.id)).for("update");
    const unitById = new Map(units.map((unit) => [unit.id, unit]));

    const [saved] = await tx.insert(rentalReturns).values({ submissionId: request.id, staffUserId: actor.userId, staffName: actor.name, returnedAt: now }).returning({ id: rentalReturns.id });
    const returnId = saved!.id;
    for (const typed of input.value.units) {
      const unit = unitById.get(typed.unitId)!;
      const hours = unit.hourMeter ? typed.hours : null;
      await tx.update(unitAssignments).set({ returnedAt: now, returnId, hoursIn: hours, conditionIn: typed.condition }).where(eq(unitAssignments.id, typed.assignmentId));
      await insertUnitPhotos(tx, typed.assignmentId, "return", input.photos?.get(typed.assignmentId) ?? []);
      const to = typed.toMaintenance ? "maintenance" : "available";
      await tx
        .update(rentalUnits)
        .set({ state: to, ...(hours !== null ? { hours } : {}), updatedAt: now })
        .where(eq(rentalUnits.id, unit.id));
      // The history says which rental it came back from and in what state (the shop reads it).
      const note = typed.condition ? `${request.reference} · ${typed.condition}` : request.reference;
      await tx.insert(rentalUnitEvents).values({ unitId: unit.id, kind: "state", fromState: unit.state, toState: to, hours, note, actorUserId: actor.userId, actorName: actor.name, createdAt: now });
    }
    if (input.value.charges.length > 0) {
      await tx.insert(returnCharges).values(input.value.charges.map((charge) => ({ returnId, submissionId: request.id, ...charge })));
    }
    const complete = open.length === input.value.units.length;
    if (complete) await completeRental(tx, request, actor, now);
    return { ok: true, returnId, complete, chargedCents: input.value.charges.reduce((sum, charge) => sum + charge.amountCents, 0) } as const;
  });
}
