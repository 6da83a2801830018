/**
 * The handover at the counter (decision 0038): an accepted quote's reserved units are given to
 * the customer, unit by unit, by the tags staff type or scan; the ID checked, the deposit taken
 * and who took the equipment are recorded; the customer signs the rental contract, whose PDF is
 * stored with the SHA-256 of its bytes and e-mailed to them. One transaction: the request and
 * the units are locked (units in id order), each tag must name a free unit of a reserved product,
 * as many as reserved, and the open-assignment index makes a second taker of a unit fail even
 * from another instance. The photos of each unit's condition (their files written before, by the
 * route) get their rows in the same transaction.
 */
import { createHash } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { contractPdf, type ContractPdfInput } from "../documents/contract-pdf.server.ts";
import { rentalContractEmails } from "../email/quote-emails.server.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails, type DbOrTx } from "./outbox.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import { documentOf, lockRequest, mailFacts, sentVersions, type QuoteMail } from "./quote-records.server.ts";
import { reservations } from "./rental-schema.ts";
import { submissions } from "./schema.ts";
import { isUniqueViolation, normaliseTag } from "./rental-units.server.ts";
import type { StaffMember } from "./request-status.server.ts";
import { rentalContracts, rentalHandovers, rentalUnitEvents, rentalUnits, unitAssignments, unitPhotos } from "./units-schema.ts";
import type { HandoverFormValue } from "../domain/rental/handover-form.ts";

/**
 * A photo of a unit's condition whose files are already written (app/photos/counter-photos.server.ts):
 * its row is inserted with the handover or the return it belongs to, or not at all.
 */
export type UnitPhotoFile = { id: string; width: number; height: number; widths: number[] };

export type HandoverUnitInput = { tag: string; hours: number | null; condition: string | null; photos?: readonly UnitPhotoFile[] };

/** The checked form (../domain/rental/handover-form.ts) for one request. */
export type HandoverInput = Omit<HandoverFormValue, "units"> & { submissionId: string; units: readonly HandoverUnitInput[] };

export type HandoverOutcome =
  | { ok: true; handoverId: number; contractNumber: string; sha256: string; pdf: Uint8Array }
  | { ok: false; reason: "not-found" | "not-accepted" | "already-handed-over" }
  /** A tag that names no unit, a unit of a product the quote does not reserve, one not free, one typed twice. */
  | { ok: false; reason: "unit-unknown" | "unit-wrong-product" | "unit-busy" | "unit-twice"; tag: string }
  /** Not as many units of a product as reserved. */
  | { ok: false; reason: "units-count"; productId: number; reserved: number; given: number };

/** Thrown inside the transaction to roll it back with the refusal as the answer. */
class Refused extends Error {
  readonly outcome: Extract<HandoverOutcome, { ok: false }>;
  constructor(outcome: Extract<HandoverOutcome, { ok: false }>) {
    super(outcome.reason);
    this.outcome = outcome;
  }
}

/** The units an accepted request holds, per product (its reservations in force). */
async function reservedUnits(tx: DbOrTx, submissionId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: reservations.productId, units: sql<number>`sum(${reservations.units})`.mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.submissionId, submissionId), isNull(reservations.releasedAt)))
    .groupBy(reservations.productId);
  return new Map(rows.map((row) => [row.productId, row.units]));
}

export async function recordHandover(db: Db, input: HandoverInput, actor: StaffMember, mail: QuoteMail, now: Date = new Date()): Promise<HandoverOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const refuse = (outcome: Extract<HandoverOutcome, { ok: false }>): never => {
        throw new Refused(outcome);
      };
      const request = (await lockRequest(tx, { id: input.submissionId })) ?? refuse({ ok: false, reason: "not-found" });
      if (request.status !== "accepted") refuse({ ok: false, reason: "not-accepted" });
      if ((await unitsOut(tx, request.id)) > 0) refuse({ ok: false, reason: "already-handed-over" });
      const [versions, responses] = await Promise.all([sentVersions(tx, request.id), responsesOf(tx, request.id)]);
      const version = acceptedVersionOf(versions, responses) ?? refuse({ ok: false, reason: "not-accepted" });
      const reserved = await reservedUnits(tx, request.id);

      // Each tag once, then the units locked in id order (two handovers never wait on each other in a circle).
      const tags = input.units.map((unit) => normaliseTag(unit.tag));
      const twice = tags.find((tag, i) => tags.indexOf(tag) !== i);
      if (twice) refuse({ ok: false, reason: "unit-twice", tag: twice });
      const found = tags.length === 0 ? [] : await tx.select().from(rentalUnits).where(inArray(rentalUnits.tag, tags)).orderBy(asc(rentalUnits.id)).for("update");
      const byTag = new Map(found.map((unit) => [unit.tag, unit]));
      const given = new Map<number, number>();
      for (const tag of tags) {
        const unit = byTag.get(tag) ?? refuse({ ok: false, reason: "unit-unknown", tag });
        if (!reserved.has(unit.productId)) refuse({ ok: false, reason: "unit-wrong-product", tag });
        if (unit.state !== "available") refuse({ ok: false, reason: "unit-busy", tag });
        given.set(unit.productId, (given.get(unit.productId) ?? 0) + 1);
      }
      for (const [productId, units] of reserved) {
        if ((given.get(productId) ?? 0) !== units) refuse({ ok: false, reason: "units-count", productId, reserved: units, given: given.get(productId) ?? 0 });
      }

      const [handover] = await tx
        .insert(rentalHandovers)
        .values({
          submissionId: request.id,
          quoteVersionId: version.id,
          idKind: input.idKind,
          idLast4: input.idLast4,
          depositCents: input.depositCents,
          depositMethod: input.depositMethod,
          depositReference: input.depositReference,
          takenBy: input.takenBy,
          staffUserId: actor.userId,
          staffName: actor.name,
          handedAt: now,
        })
        .returning({ id: rentalHandovers.id });
      const handoverId = handover!.id;
      for (const [i, typed] of input.units.entries()) {
        const unit = byTag.get(tags[i]!)!;
        const hours = unit.hourMeter ? typed.hours : null;
        const [assignment] = await tx
          .insert(unitAssignments)
          .values({ handoverId, unitId: unit.id, productId: unit.productId, hoursOut: hours, conditionOut: typed.condition })
          .returning({ id: unitAssignments.id });
        await insertUnitPhotos(tx, assignment!.id, "handover", typed.photos ?? []);
        await tx
          .update(rentalUnits)
          .set({ state: "rented", ...(hours !== null ? { hours } : {}), updatedAt: now })
          .where(eq(rentalUnits.id, unit.id));
        await tx
          .insert(rentalUnitEvents)
          .values({ unitId: unit.id, kind: "state", fromState: "available", toState: "rented", hours, note: request.reference, actorUserId: actor.userId, actorName: actor.name, createdAt: now });
      }

      // The contract: numbered after the request's earlier ones; the last one is what a new one replaces.
      const earlier = await tx
        .select({ id: rentalContracts.id, number: rentalContracts.number })
        .from(rentalContracts)
        .where(eq(rentalContracts.submissionId, request.id))
        .orderBy(asc(rentalContracts.id));
      const number = `${request.reference}-${earlier.length + 1}`;
      const names = await tx
        .select({ id: catalogueProducts.id, name: catalogueProducts.name })
        .from(catalogueProducts)
        .where(inArray(catalogueProducts.id, [...reserved.keys()]));
      const nameOf = new Map(names.map((row) => [row.id, row.name[request.lang] || row.name.fr]));
      const pdfInput: ContractPdfInput = {
        number,
        replaces: earlier.at(-1)?.number ?? null,
        lang: request.lang,
        reference: request.reference,
        document: documentOf(version),
        customer: { name: request.name, email: request.email, company: request.company, phone: request.phone },
        units: input.units.map((typed, i) => {
          const unit = byTag.get(tags[i]!)!;
          return { tag: unit.tag, product: nameOf.get(unit.productId) ?? "", hours: unit.hourMeter ? typed.hours : null, condition: typed.condition };
        }),
        handover: { ...input, staffName: actor.name },
        signerName: input.signerName,
        signaturePng: input.signaturePng,
        signedAt: now,
        business: mail.business,
        publicUrl: mail.publicUrl,
      };
      const pdf = await contractPdf(pdfInput);
      const sha256 = createHash("sha256").update(pdf).digest("hex");
      await tx.insert(rentalContracts).values({
        submissionId: request.id,
        handoverId,
        number,
        replacesId: earlier.at(-1)?.id ?? null,
        lang: request.lang,
        signerName: input.signerName,
        signaturePng: input.signaturePng,
        pdf,
        sha256,
        signedAt: now,
      });
      // Stored before anyone is told: the customer's copy leaves through the outbox.
      const facts = mailFacts(request, pdfInput.document, mail.publicUrl);
      await enqueueEmails(tx, request.id, rentalContractEmails({ ...facts, number, signedAt: now, pdf }, mail), mail.messageIdDomain);
      return { ok: true, handoverId, contractNumber: number, sha256, pdf } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    // Another instance took one of the units between our read and our write.
    if (isUniqueViolation(error)) return { ok: false, reason: "unit-busy", tag: "" };
    throw error;
  }
}

/** A unit's photos at one stage of its rental, in the order staff chose them. */
export async function insertUnitPhotos(tx: DbOrTx, assignmentId: number, stage: "handover" | "return", photos: readonly UnitPhotoFile[]): Promise<void> {
  if (photos.length === 0) return;
  await tx.insert(unitPhotos).values(photos.map((photo, position) => ({ id: photo.id, assignmentId, stage, position, width: photo.width, height: photo.height, widths: photo.widths })));
}

/** The photos of these assignments, both stages, each in its order. */
export async function unitPhotosOf(db: DbOrTx, assignmentIds: readonly number[]): Promise<(UnitPhotoFile & { assignmentId: number; stage: "handover" | "return" })[]> {
  if (assignmentIds.length === 0) return [];
  return db
    .select({ id: unitPhotos.id, assignmentId: unitPhotos.assignmentId, stage: unitPhotos.stage, width: unitPhotos.width, height: unitPhotos.height, widths: unitPhotos.widths })
    .from(unitPhotos)
    .where(inArray(unitPhotos.assignmentId, [...assignmentIds]))
    .orderBy(asc(unitPhotos.assignmentId), asc(unitPhotos.stage), asc(unitPhotos.position));
}

/** The widths stored of one counter photo; undefined when no row names it (its files are then never served). */
export async function unitPhotoWidths(db: Db, id: string): Promise<number[] | undefined> {
  const [row] = await db.select({ widths: unitPhotos.widths }).from(unitPhotos).where(eq(unitPhotos.id, id));
  return row?.widths;
}

/** How many of the request's units are out (handed over, not back). */
export async function unitsOut(tx: DbOrTx, submissionId: string): Promise<number> {
  const [open] = await tx
    .select({ n: count() })
    .from(unitAssignments)
    .innerJoin(rentalHandovers, eq(rentalHandovers.id, unitAssignments.handoverId))
    .where(and(eq(rentalHandovers.submissionId, submissionId), isNull(unitAssignments.returnedAt)));
  return open?.n ?? 0;
}

/**
 * Every unit of the request back at once (staff's "equipment returned"): the assignments closed,
 * the units available again, each with its history row. The detailed return (meter, condition,
 * charges, unit by unit) comes with the return screen.
 */
export async function returnAllUnits(tx: DbOrTx, submissionId: string, actor: StaffMember, reference: string, now: Date): Promise<number> {
  const handovers = tx.select({ id: rentalHandovers.id }).from(rentalHandovers).where(eq(rentalHandovers.submissionId, submissionId));
  const closed = await tx
    .update(unitAssignments)
    .set({ returnedAt: now })
    .where(and(inArray(unitAssignments.handoverId, handovers), isNull(unitAssignments.returnedAt)))
    .returning({ unitId: unitAssignments.unitId });
  for (const { unitId } of closed) {
    const back = await tx
      .update(rentalUnits)
      .set({ state: "available", updatedAt: now })
      .where(and(eq(rentalUnits.id, unitId), eq(rentalUnits.state, "rented")))
      .returning({ id: rentalUnits.id });
    if (back.length > 0)
      await tx.insert(rentalUnitEvents).values({ unitId, kind: "state", fromState: "rented", toState: "available", note: reference, actorUserId: actor.userId, actorName: actor.name, createdAt: now });
  }
  return closed.length;
}

export type HandoverPage = {
  submissionId: string;
  reference: string;
  status: string;
  customer: string;
  lang: "fr" | "en";
  document: ReturnType<typeof documentOf> | null;
  /** Per reserved product: its name (staff's language), the units reserved and the tags free now. */
  products: { productId: number; name: { fr: string; en: string }; units: number; freeTags: string[] }[];
  contracts: { number: string; sha256: string; signedAt: Date }[];
  out: number;
};

/** What the handover screen shows of a request (by its reference), or undefined. */
export async function handoverPage(db: Db, reference: string): Promise<HandoverPage | undefined> {
  const [request] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.reference, reference), eq(submissions.type, "quote")));
  if (!request) return undefined;
  const [versions, responses, reserved, contracts, out] = await Promise.all([
    sentVersions(db, request.id),
    responsesOf(db, request.id),
    reservedUnits(db, request.id),
    db
      .select({ number: rentalContracts.number, sha256: rentalContracts.sha256, signedAt: rentalContracts.signedAt })
      .from(rentalContracts)
      .where(eq(rentalContracts.submissionId, request.id))
      .orderBy(asc(rentalContracts.id)),
    unitsOut(db, request.id),
  ]);
  const accepted = acceptedVersionOf(versions, responses);
  const ids = [...reserved.keys()];
  const [names, free] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select({ id: catalogueProducts.id, name: catalogueProducts.name }).from(catalogueProducts).where(inArray(catalogueProducts.id, ids)),
          db
            .select({ productId: rentalUnits.productId, tag: rentalUnits.tag })
            .from(rentalUnits)
            .where(and(inArray(rentalUnits.productId, ids), eq(rentalUnits.state, "available")))
            .orderBy(asc(rentalUnits.tag)),
        ]);
  return {
    submissionId: request.id,
    reference: request.reference,
    status: request.status,
    customer: request.company ? `${request.name} (${request.company})` : request.name,
    lang: request.lang,
    document: accepted ? documentOf(accepted) : null,
    products: ids.map((productId) => ({
      productId,
      name: names.find((row) => row.id === productId)?.name ?? { fr: "", en: "" },
      units: reserved.get(productId) ?? 0,
      freeTags: free.filter((row) => row.productId === productId).map((row) => row.tag),
    })),
    contracts,
    out,
  };
}

/** The bytes of a request's contract, by its number. */
export async function contractBytes(db: Db, reference: string, number: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ pdf: rentalContracts.pdf })
    .from(rentalContracts)
    .innerJoin(submissions, eq(submissions.id, rentalContracts.submissionId))
    .where(and(eq(submissions.reference, reference), eq(rentalContracts.number, number)));
  return row?.pdf;
}
