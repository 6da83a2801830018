/**
 * Staff acts on an accepted reservation: extend it (the added days checked under
 * the products' lock, as an acceptance is), and mark the equipment returned, which completes
 * the request and frees the units after the turnaround (./reservations.server.ts
 * holdUntilReturned). Each in one transaction with its answer row and, for the return, the
 * status change with its history row.
 *
 * An extension moves the end of the lines that end last (a tool rented for part of the project
 * keeps its dates); the accepted version's price is not changed: staff bill the added days.
 */
import { todayInBusinessZone, isIsoDate } from "../domain/validation/dates.ts";
import type { Db } from "./client.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import { lockRequest, recordStatus, sentVersions, type RequestRow } from "./quote-records.server.ts";
import { quoteResponses } from "./rental-schema.ts";
import { returnAllUnits } from "./handovers.server.ts";
import type { StaffMember } from "./request-status.server.ts";
import { extendReservations, holdUntilReturned } from "./reservations.server.ts";

/** The accepted version's row id of a locked, accepted request. */
async function acceptedVersionId(tx: DbOrTx, submissionId: string): Promise<string | undefined> {
  const [versions, responses] = await Promise.all([sentVersions(tx, submissionId), responsesOf(tx, submissionId)]);
  return (acceptedVersionOf(versions, responses) ?? versions[0])?.id;
}

export type ExtendRefusal = { ok: false; reason: "not-found" | "not-accepted" | "invalid" | "unavailable"; productId?: number };

export async function extendReservation(db: Db, input: { submissionId: string; newEnd: string; actor: StaffMember; now?: Date }): Promise<{ ok: true } | ExtendRefusal> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    return extendLockedReservation(tx, request, input.newEnd, input.actor, now);
  });
}

/**
 * The extension itself, in the caller's transaction with the request locked: staff's button, or
 * staff confirming a customer's request (./rental-requests.server.ts). Writes nothing when refused.
 */
export async function extendLockedReservation(tx: DbOrTx, request: RequestRow, newEnd: string, actor: StaffMember, now: Date): Promise<{ ok: true } | ExtendRefusal> {
  if (request.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
  if (!isIsoDate(newEnd) || newEnd < todayInBusinessZone(now)) return { ok: false, reason: "invalid" } as const;
  const outcome = await extendReservations(tx, request.id, newEnd);
  if ("productId" in outcome) return { ok: false, reason: "unavailable", productId: outcome.productId } as const;
  // Nothing to move: the new end is not after the rental's end (or nothing is rented).
  if (outcome.extended === 0) return { ok: false, reason: "invalid" } as const;
  const versionId = await acceptedVersionId(tx, request.id);
  await tx.insert(quoteResponses).values({
    submissionId: request.id,
    quoteVersionId: versionId!,
    kind: "extended",
    actor: "staff",
    actorName: actor.name,
    actorUserId: actor.userId,
    // The new end date: the history says "extended to …".
    reason: newEnd,
    createdAt: now,
  });
  return { ok: true } as const;
}

export async function markReturned(db: Db, input: { submissionId: string; actor: StaffMember; now?: Date }): Promise<{ ok: true } | { ok: false; reason: "not-found" | "not-accepted" }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    if (request.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
    await returnAllUnits(tx, request.id, input.actor, request.reference, now);
    await completeRental(tx, request, input.actor, now);
    return { ok: true } as const;
  });
}

/**
 * The rental is over (every unit back): the reservation holds its units through the turnaround
 * from today, the history says "returned" and the request is completed. In the caller's
 * transaction, the request locked.
 */
export async function completeRental(tx: DbOrTx, request: RequestRow, actor: StaffMember, now: Date): Promise<void> {
  await holdUntilReturned(tx, request.id, todayInBusinessZone(now), now);
  const versionId = await acceptedVersionId(tx, request.id);
  await tx.insert(quoteResponses).values({ submissionId: request.id, quoteVersionId: versionId!, kind: "returned", actor: "staff", actorName: actor.name, actorUserId: actor.userId, createdAt: now });
  await recordStatus(tx, request, "completed", { kind: "staff", name: actor.name, userId: actor.userId }, now);
}
