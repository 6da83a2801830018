/**
 * The customer's answers on the private link, and staff's for an answer given by
 * phone: accept (which reserves the units), decline, cancel an accepted reservation (with the
 * policy's fee, or staff's waiver), ask for other dates. Each in ONE transaction with the
 * request's row locked first: its answer row, its status change with the history row (who or
 * what), and its e-mails in the outbox. A refused answer writes nothing.
 */
import { unitsOut } from "./handovers.server.ts";
import { DATE_CHANGE_FREE_HOURS } from "../domain/constants.ts";
import { cancellationFee, type CancellationFee } from "../domain/rental/cancellation-fee.ts";
import { toCents } from "../domain/pricing.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { hasControlCharacter } from "../domain/validation/fields.ts";
import { dateChangeRequestedEmails, quoteAcceptedEmails, quoteDeclinedEmails, reservationCancelledEmails } from "../email/quote-emails.server.ts";
import { recordQuoteAccepted } from "../platform/metrics.server.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails, type DbOrTx } from "./outbox.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import {
  documentOf,
  isExpiredAt,
  linkOpenUntil,
  lockRequest,
  mailFacts,
  recordStatus,
  sentVersions,
  type QuoteMail,
  type RequestRow,
  type StatusActor,
  type VersionRow,
} from "./quote-records.server.ts";
import type { AnswerRefusal } from "./quote-types.ts";
import { quoteResponses } from "./rental-schema.ts";
import type { StaffMember } from "./request-status.server.ts";
import { releaseReservations, reserveUnits } from "./reservations.server.ts";

/** Lengths of what the link's forms take (characters, trimmed). */
export const ANSWER_LIMITS = { fullName: 120, reason: 1000, message: 2000, waiverReason: 300 } as const;

/** A trimmed text within its limit, without invisible characters; undefined when not. */
function cleanText(value: string | null | undefined, max: number, { required = false, multiLine = false } = {}): string | null | undefined {
  const text = (value ?? "").trim();
  if (text === "") return required ? undefined : null;
  return text.length <= max && !hasControlCharacter(text, { multiLine }) ? text : undefined;
}

type Refused = { ok: false; reason: AnswerRefusal };

/** Who answers: the staff member who records it (a phone answer), else the customer by the name given. */
function answeredBy(staff: StaffMember | undefined, customerName: string): StatusActor & { kind: "staff" | "customer" } {
  return staff ? { kind: "staff", name: staff.name, userId: staff.userId } : { kind: "customer", name: customerName, userId: null };
}
const refuse = (reason: AnswerRefusal): Refused => ({ ok: false, reason });

/** The request of this token, locked, with its latest sent version; or why not. */
async function openRequest(tx: DbOrTx, token: string): Promise<{ request: RequestRow; versions: VersionRow[]; latest: VersionRow } | Refused> {
  const request = await lockRequest(tx, { token });
  if (!request) return refuse("not-found");
  const versions = await sentVersions(tx, request.id);
  const latest = versions[0];
  return latest ? { request, versions, latest } : refuse("not-found");
}

/** The version answered must be the latest, still open, not expired at `now`. */
function checkAnswerable(found: { request: RequestRow; versions: VersionRow[]; latest: VersionRow }, version: number, now: Date): AnswerRefusal | null {
  if (!found.versions.some((row) => row.version === version)) return "not-found";
  if (found.request.status === "expired") return "expired";
  if (found.request.status !== "quoted") return "not-open";
  if (version !== found.latest.version) return "superseded";
  return isExpiredAt(found.latest, now) ? "expired" : null;
}

/**
 * Accepts the latest sent version: reserves its units under the products' lock (or answers
 * "unavailable" with the product, writing nothing), records the answer with the exact version,
 * time, IP, browser and typed name (or the staff member, for an answer given by phone), moves
 * the request to `accepted`, and queues the confirmations to the customer and to staff.
 */
export async function acceptQuote(
  db: Db,
  input: { token: string; version: number; fullName: string; ip: string | null; userAgent: string | null; staff?: StaffMember; mail: QuoteMail; now?: Date },
): Promise<{ ok: true } | { ok: false; reason: AnswerRefusal; productId?: number }> {
  const now = input.now ?? new Date();
  // The customer types their name; staff may note who agreed on the phone.
  const fullName = cleanText(input.fullName, ANSWER_LIMITS.fullName, { required: !input.staff });
  if (fullName === undefined || !Number.isInteger(input.version)) return refuse("invalid");
  const outcome = await db.transaction(async (tx) => {
    const found = await openRequest(tx, input.token);
    if (!("request" in found)) return found;
    const refusal = checkAnswerable(found, input.version, now);
    if (refusal) return refuse(refusal);
    const { request, latest } = found;
    const reserved = await reserveUnits(tx, {
      submissionId: request.id,
      quoteVersionId: latest.id,
      lines: latest.lines.flatMap((line) => (line.startDate && line.endDate ? [{ productId: line.productId, units: line.quantity, start: line.startDate, end: line.endDate }] : [])),
    });
    if (!reserved.ok) return { ok: false, reason: "unavailable", productId: reserved.productId } as const;

    const by = answeredBy(input.staff, fullName!);
    await tx.insert(quoteResponses).values({
      submissionId: request.id,
      quoteVersionId: latest.id,
      kind: "accepted",
      actor: by.kind,
      actorName: by.name,
      actorUserId: by.userId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      reason: input.staff ? fullName : null,
      createdAt: now,
    });
    await recordStatus(tx, request, "accepted", by, input.now);
    const facts = mailFacts(request, documentOf(latest), input.mail.publicUrl);
    const emails = await quoteAcceptedEmails({ ...facts, acceptedName: fullName ?? by.name, acceptedAt: now, byStaff: input.staff !== undefined }, input.mail);
    await enqueueEmails(tx, request.id, emails, input.mail.messageIdDomain);
    return { ok: true } as const;
  });
  if (outcome.ok) recordQuoteAccepted(input.staff ? "staff" : "customer");
  return outcome;
}

/** Declines the latest sent version (an optional reason); staff are told. */
export async function declineQuote(
  db: Db,
  input: { token: string; version: number; reason: string | null; mail: QuoteMail; now?: Date },
): Promise<{ ok: true } | { ok: false; reason: AnswerRefusal }> {
  const now = input.now ?? new Date();
  const reason = cleanText(input.reason, ANSWER_LIMITS.reason, { multiLine: true });
  if (reason === undefined || !Number.isInteger(input.version)) return refuse("invalid");
  return db.transaction(async (tx) => {
    const found = await openRequest(tx, input.token);
    if (!("request" in found)) return found;
    const refusal = checkAnswerable(found, input.version, now);
    if (refusal) return refuse(refusal);
    const { request, latest } = found;
    await tx.insert(quoteResponses).values({ submissionId: request.id, quoteVersionId: latest.id, kind: "declined", actor: "customer", actorName: request.name, reason, createdAt: now });
    await recordStatus(tx, request, "declined", { kind: "customer", name: request.name, userId: null }, input.now);
    const facts = mailFacts(request, documentOf(latest), input.mail.publicUrl);
    await enqueueEmails(tx, request.id, quoteDeclinedEmails({ ...facts, reason, at: now }, input.mail), input.mail.messageIdDomain);
    return { ok: true } as const;
  });
}

/** The accepted request of this token, within its link's days; or why not. */
async function acceptedRequest(tx: DbOrTx, token: string, now: Date): Promise<{ request: RequestRow; accepted: VersionRow } | Refused> {
  const found = await openRequest(tx, token);
  if (!("request" in found)) return found;
  if (found.request.status !== "accepted") return refuse("not-open");
  const accepted = acceptedVersionOf(found.versions, await responsesOf(tx, found.request.id)) ?? found.latest;
  if (todayInBusinessZone(now) > linkOpenUntil(accepted)) return refuse("too-late");
  return { request: found.request, accepted };
}

/**
 * Cancels an accepted reservation: the policy's fee on the accepted version's total, taxes
 * included, counted from its handover time (app/domain/rental/cancellation-fee.ts). Staff may
 * waive it for the policy's exceptions with a reason: the fee is then 0, its band and the
 * policy's percentage recorded with the reason. The units are released.
 */
export async function cancelReservation(
  db: Db,
  input: { token: string; staff?: StaffMember; waiverReason?: string | null; mail: QuoteMail; now?: Date },
): Promise<{ ok: true; fee: CancellationFee } | { ok: false; reason: AnswerRefusal }> {
  const now = input.now ?? new Date();
  // Only staff waive a fee.
  const waiver = input.staff ? cleanText(input.waiverReason, ANSWER_LIMITS.waiverReason) : null;
  if (waiver === undefined) return refuse("invalid");
  return db.transaction(async (tx) => {
    const found = await acceptedRequest(tx, input.token, now);
    if (!("request" in found)) return found;
    const { request, accepted } = found;
    // Equipment already handed over is returned, not cancelled.
    if ((await unitsOut(tx, request.id)) > 0) return refuse("too-late");
    const policy = cancellationFee({ totalCents: toCents(accepted.total), handoverAt: accepted.handoverAt, now });
    const fee: CancellationFee = waiver ? { ...policy, feeCents: 0 } : policy;
    await releaseReservations(tx, request.id, now);
    const by = answeredBy(input.staff, request.name);
    await tx.insert(quoteResponses).values({
      submissionId: request.id,
      quoteVersionId: accepted.id,
      kind: "cancelled",
      actor: by.kind,
      actorName: by.name,
      actorUserId: by.userId,
      feePercent: fee.percent,
      feeAmount: fee.feeCents / 100,
      feeWaived: waiver,
      createdAt: now,
    });
    await recordStatus(tx, request, "cancelled", by, input.now);
    const facts = mailFacts(request, documentOf(accepted), input.mail.publicUrl);
    await enqueueEmails(tx, request.id, reservationCancelledEmails({ ...facts, fee, feeWaived: waiver, at: now, byStaff: input.staff !== undefined }, input.mail), input.mail.messageIdDomain);
    return { ok: true, fee } as const;
  });
}

/**
 * The customer asks for other dates (staff then send a new version): free when asked more than
 * DATE_CHANGE_FREE_HOURS before the handover. Recorded, staff told; the status stays accepted.
 */
export async function requestDateChange(db: Db, input: { token: string; message: string; mail: QuoteMail; now?: Date }): Promise<{ ok: true; free: boolean } | { ok: false; reason: AnswerRefusal }> {
  const now = input.now ?? new Date();
  const message = cleanText(input.message, ANSWER_LIMITS.message, { required: true, multiLine: true });
  if (!message) return refuse("invalid");
  return db.transaction(async (tx) => {
    const found = await acceptedRequest(tx, input.token, now);
    if (!("request" in found)) return found;
    const { request, accepted } = found;
    const free = accepted.handoverAt.getTime() - now.getTime() > DATE_CHANGE_FREE_HOURS * 3_600_000;
    await tx.insert(quoteResponses).values({ submissionId: request.id, quoteVersionId: accepted.id, kind: "date-change", actor: "customer", actorName: request.name, reason: message, createdAt: now });
    const facts = mailFacts(request, documentOf(accepted), input.mail.publicUrl);
    await enqueueEmails(tx, request.id, dateChangeRequestedEmails({ ...facts, message, free, at: now }, input.mail), input.mail.messageIdDomain);
    return { ok: true, free } as const;
  });
}
