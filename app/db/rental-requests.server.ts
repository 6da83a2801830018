/**
 * What a customer sees and asks of a rental under way (decisions.md, third round): the units
 * they have, the contracts they signed, the end date, and their two requests — a pickup (a date
 * and a note) and an extension (a new end date, checked against availability when asked but
 * reserving nothing, then confirmed by staff, which extends the reservation exactly as staff's
 * own button does, or declined). Only an accepted request with units out may ask.
 *
 * Each act is ONE transaction with the request locked first: its row and its e-mail in the
 * outbox (staff are told of a question in French, the customer of the answer in their
 * language). A refusal is a reason the pages translate, and writes nothing.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import {
  extensionAddedCents,
  extensionWindow,
  isWithin,
  pickupWindow,
  RENTAL_REQUEST_NOTE_MAX,
  type DateWindow,
  type RentalRequestKind,
  type RentalRequestStatus,
} from "../domain/rental/rental-requests.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import { isIsoDate, todayInBusinessZone } from "../domain/validation/dates.ts";
import { hasControlCharacter } from "../domain/validation/fields.ts";
import { rentalRequestAnsweredEmails, rentalRequestStaffEmails } from "../email/quote-emails.server.ts";
import type { RentalRequestAnswer } from "../email/templates/rental-request-answered.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails, type DbOrTx } from "./outbox.server.ts";
import { extendLockedReservation, type ExtendRefusal } from "./quote-fulfilment.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import { documentOf, lockRequest, mailFacts, sentVersions, type QuoteMail, type RequestRow } from "./quote-records.server.ts";
import { rentalOut } from "./rental-notices.server.ts";
import type { StaffMember } from "./request-status.server.ts";
import { extensionPlan } from "./reservations.server.ts";
import { submissions } from "./schema.ts";
import { rentalContracts, rentalRequests } from "./units-schema.ts";

export type RentalRequestView = {
  id: number;
  kind: RentalRequestKind;
  /** Pickup: the day asked. Extension: the new end. */
  date: string;
  note: string | null;
  status: RentalRequestStatus;
  createdAt: Date;
  answeredAt: Date | null;
  /** Extension: what it adds to the accepted quote by the price rule, before taxes, in cents (null: not priced, or a pickup). */
  addedCents: number | null;
};

export type RentalUnderWay = {
  reference: string;
  units: { tag: string; product: { fr: string; en: string } }[];
  /** The last day of the rental (its reservations in force). */
  endDate: string;
  contracts: { number: string; signedAt: Date }[];
  /** Newest first. */
  requests: RentalRequestView[];
  /** The days each request may name today. */
  windows: Record<RentalRequestKind, DateWindow>;
  /** A request of that kind waits for staff's answer: another is not taken meanwhile. */
  waiting: Record<RentalRequestKind, boolean>;
};

type Refused<R extends string> = { ok: false; reason: R };

export type AskRefusal =
  | Refused<"not-found" | "not-under-way" | "waiting" | "invalid">
  /** The day is outside what the rental allows: the window says what it does. */
  | (Refused<"out-of-window"> & { window: DateWindow })
  /** Extension: a product lacks units, from that day on. */
  | (Refused<"unavailable"> & { productId: number; product: { fr: string; en: string }; shortOn: string });

export type AnswerRefusal = Refused<"not-found" | "answered"> | ExtendRefusal;

/** The version the customer accepted (what the e-mails and the price rule read). */
async function acceptedDocument(tx: DbOrTx, submissionId: string): Promise<QuoteDocument | null> {
  const [versions, responses] = await Promise.all([sentVersions(tx, submissionId), responsesOf(tx, submissionId)]);
  const version = acceptedVersionOf(versions, responses) ?? versions[0];
  return version ? documentOf(version) : null;
}

function viewOf(row: typeof rentalRequests.$inferSelect, document: QuoteDocument | null): RentalRequestView {
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    addedCents: row.kind === "extend" && document ? extensionAddedCents(document, row.date) : null,
  };
}

/** The rental as its customer sees it; null when it is not under way (not accepted, or nothing out). */
export async function rentalUnderWay(db: DbOrTx, submissionId: string, now: Date = new Date()): Promise<RentalUnderWay | null> {
  const [request] = await db.select({ reference: submissions.reference, status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId));
  if (request?.status !== "accepted") return null;
  const out = await rentalOut(db, submissionId);
  if (out.endDate === null || out.units.length === 0) return null;
  const [contracts, rows, document] = await Promise.all([
    db.select({ number: rentalContracts.number, signedAt: rentalContracts.signedAt }).from(rentalContracts).where(eq(rentalContracts.submissionId, submissionId)).orderBy(asc(rentalContracts.id)),
    db.select().from(rentalRequests).where(eq(rentalRequests.submissionId, submissionId)).orderBy(desc(rentalRequests.createdAt), desc(rentalRequests.id)),
    acceptedDocument(db, submissionId),
  ]);
  const today = todayInBusinessZone(now);
  const waiting = (kind: RentalRequestKind) => rows.some((row) => row.kind === kind && row.status === "open");
  return {
    reference: request.reference,
    units: out.units,
    endDate: out.endDate,
    contracts,
    requests: rows.map((row) => viewOf(row, document)),
    windows: { pickup: pickupWindow(today, out.endDate), extend: extensionWindow(today, out.endDate) },
    waiting: { pickup: waiting("pickup"), extend: waiting("extend") },
  };
}

/** The rentals under way among a customer's requests ("Mes demandes" on /profile), each with its private link's token. */
export async function rentalsUnderWayOf(
  db: Db,
  requests: readonly { id: string; status: string; quoteToken: string | null }[],
  now: Date = new Date(),
): Promise<(RentalUnderWay & { token: string })[]> {
  const candidates = requests.filter((request) => request.status === "accepted" && request.quoteToken);
  const found = await Promise.all(candidates.map(async (request) => ({ token: request.quoteToken!, rental: await rentalUnderWay(db, request.id, now) })));
  return found.flatMap(({ token, rental }) => (rental ? [{ ...rental, token }] : []));
}

/** The requests waiting for staff's answer, oldest first, and the rental's end now (the staff's panel). */
export async function openRentalRequests(db: Db, submissionId: string): Promise<{ endDate: string | null; requests: RentalRequestView[] }> {
  const rows = await db
    .select()
    .from(rentalRequests)
    .where(and(eq(rentalRequests.submissionId, submissionId), eq(rentalRequests.status, "open")))
    .orderBy(asc(rentalRequests.createdAt), asc(rentalRequests.id));
  if (rows.length === 0) return { endDate: null, requests: [] };
  const [out, document] = await Promise.all([rentalOut(db, submissionId), acceptedDocument(db, submissionId)]);
  return { endDate: out.endDate, requests: rows.map((row) => viewOf(row, document)) };
}

/** The customer's note: trimmed, within its limit, nothing invisible; undefined when refused. */
function cleanNote(note: string | null | undefined): string | null | undefined {
  const text = (note ?? "").replace(/\r\n?/g, "\n").trim();
  if (text === "") return null;
  return text.length <= RENTAL_REQUEST_NOTE_MAX && !hasControlCharacter(text, { multiLine: true }) ? text : undefined;
}

type Asked = { submissionId: string; kind: RentalRequestKind; date: string; note?: string | null; mail: QuoteMail; now?: Date };

/**
 * Both requests' one path: the request locked, under way, none of this kind waiting, the day in
 * its window (and, for an extension, the units free until it); then the row and staff's e-mail.
 */
async function ask(db: Db, input: Asked): Promise<{ ok: true; id: number } | AskRefusal> {
  const now = input.now ?? new Date();
  const note = cleanNote(input.note);
  if (note === undefined || !isIsoDate(input.date)) return { ok: false, reason: "invalid" };
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    const out = await rentalOut(tx, request.id);
    if (request.status !== "accepted" || out.endDate === null || out.units.length === 0) return { ok: false, reason: "not-under-way" } as const;
    const [waiting] = await tx
      .select({ id: rentalRequests.id })
      .from(rentalRequests)
      .where(and(eq(rentalRequests.submissionId, request.id), eq(rentalRequests.kind, input.kind), eq(rentalRequests.status, "open")));
    if (waiting) return { ok: false, reason: "waiting" } as const;
    const today = todayInBusinessZone(now);
    const window = input.kind === "pickup" ? pickupWindow(today, out.endDate) : extensionWindow(today, out.endDate);
    if (!isWithin(input.date, window)) return { ok: false, reason: "out-of-window", window } as const;
    if (input.kind === "extend") {
      // Checked as staff's confirmation will check it, but nothing is held: staff decide.
      const plan = await extensionPlan(tx, request.id, input.date);
      if ("productId" in plan) {
        const [product] = await tx.select({ name: catalogueProducts.name }).from(catalogueProducts).where(eq(catalogueProducts.id, plan.productId));
        return { ok: false, reason: "unavailable", productId: plan.productId, product: product?.name ?? { fr: "", en: "" }, shortOn: plan.shortOn } as const;
      }
    }
    const [row] = await tx.insert(rentalRequests).values({ submissionId: request.id, kind: input.kind, date: input.date, note, createdAt: now }).returning({ id: rentalRequests.id });
    const document = await acceptedDocument(tx, request.id);
    if (document) {
      const facts = {
        ...mailFacts(request, document, input.mail.publicUrl),
        kind: input.kind,
        date: input.date,
        note,
        endDate: out.endDate,
        // Staff read French.
        units: out.units.map((unit) => ({ product: unit.product.fr || unit.product.en, tag: unit.tag })),
        addedCents: input.kind === "extend" ? extensionAddedCents(document, input.date) : null,
        at: now,
      };
      await enqueueEmails(tx, request.id, rentalRequestStaffEmails(facts, input.mail), input.mail.messageIdDomain);
    }
    return { ok: true, id: row!.id } as const;
  });
}

/** The customer asks for a pickup on `date` (today to a week past the end), with an optional note. */
export function askPickup(db: Db, input: { submissionId: string; date: string; note?: string | null; mail: QuoteMail; now?: Date }) {
  return ask(db, { ...input, kind: "pickup" });
}

/** The customer asks to keep the equipment until `newEnd`: found free now, sent to staff to confirm. */
export function askExtension(db: Db, input: { submissionId: string; newEnd: string; note?: string | null; mail: QuoteMail; now?: Date }) {
  return ask(db, { submissionId: input.submissionId, kind: "extend", date: input.newEnd, note: input.note, mail: input.mail, now: input.now });
}

/** An open request of this kind, its request locked and its row locked after it; or why not. */
async function openRequest(tx: DbOrTx, requestId: number, kind: RentalRequestKind): Promise<{ request: RequestRow; row: typeof rentalRequests.$inferSelect } | Refused<"not-found" | "answered">> {
  if (!Number.isInteger(requestId) || requestId < 1 || requestId >= 2 ** 31) return { ok: false, reason: "not-found" };
  const [found] = await tx.select({ submissionId: rentalRequests.submissionId }).from(rentalRequests).where(eq(rentalRequests.id, requestId));
  const request = found ? await lockRequest(tx, { id: found.submissionId }) : undefined;
  if (!request) return { ok: false, reason: "not-found" };
  const [row] = await tx.select().from(rentalRequests).where(eq(rentalRequests.id, requestId)).for("update");
  if (!row || row.kind !== kind) return { ok: false, reason: "not-found" };
  return row.status === "open" ? { request, row } : { ok: false, reason: "answered" };
}

/** The answer recorded on the row, and the customer told in their language. */
async function recordAnswer(tx: DbOrTx, found: { request: RequestRow; row: typeof rentalRequests.$inferSelect }, answer: RentalRequestAnswer, actor: StaffMember, mail: QuoteMail, now: Date) {
  const status = answer === "extendDeclined" ? "declined" : "confirmed";
  await tx.update(rentalRequests).set({ status, answeredAt: now, answeredBy: actor.name }).where(eq(rentalRequests.id, found.row.id));
  const document = await acceptedDocument(tx, found.request.id);
  const endDate = (await rentalOut(tx, found.request.id)).endDate ?? found.row.date;
  if (document) {
    const facts = { ...mailFacts(found.request, document, mail.publicUrl), answer, date: found.row.date, endDate };
    await enqueueEmails(tx, found.request.id, rentalRequestAnsweredEmails(facts, mail), mail.messageIdDomain);
  }
  return status;
}

/**
 * Staff answer an extension: confirmed, the reservation is extended as staff's own button does
 * (availability checked again under the products' lock; refused, nothing changes), or declined.
 */
export async function answerExtension(
  db: Db,
  input: { requestId: number; confirm: boolean; actor: StaffMember; mail: QuoteMail; now?: Date },
): Promise<{ ok: true; status: "confirmed" | "declined" } | AnswerRefusal> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const found = await openRequest(tx, input.requestId, "extend");
    if (!("request" in found)) return found;
    if (input.confirm) {
      const extended = await extendLockedReservation(tx, found.request, found.row.date, input.actor, now);
      if (!extended.ok) return extended;
    }
    const status = await recordAnswer(tx, found, input.confirm ? "extendConfirmed" : "extendDeclined", input.actor, input.mail, now);
    return { ok: true, status } as const;
  });
}

/** Staff scheduled the pickup asked: the request is confirmed and the customer told the day. */
export async function answerPickup(db: Db, input: { requestId: number; actor: StaffMember; mail: QuoteMail; now?: Date }): Promise<{ ok: true } | Refused<"not-found" | "answered">> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const found = await openRequest(tx, input.requestId, "pickup");
    if (!("request" in found)) return found;
    await recordAnswer(tx, found, "pickupScheduled", input.actor, input.mail, now);
    return { ok: true } as const;
  });
}
