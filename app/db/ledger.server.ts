/**
 * A rental's money, recorded: payments against its invoices, payments refunded, the deposit
 * applied to an invoice or given back. Every act is one transaction that locks the rental's
 * request first (so two staff members, on any instance, act on its sums one after the other),
 * reads its ledger, asks the ledger's rules (app/domain/billing/ledger.ts) and writes one entry,
 * or nothing with the reason. Issuing an invoice or a credit note writes its entry the same way
 * (./invoices.server.ts).
 */
import { asc, eq } from "drizzle-orm";
import { ledgerRefusal, type LedgerEntry, type LedgerProposal, type LedgerRefusal, type PaymentMethod } from "../domain/billing/ledger.ts";
import { isUuid } from "../domain/request-filters.ts";
import type { Db } from "./client.server.ts";
import { ledgerEntries } from "./invoice-schema.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { lockRequest } from "./quote-records.server.ts";
import type { StaffMember } from "./request-status.server.ts";
import { rentalHandovers } from "./units-schema.ts";

/** An entry as the screen lists it. */
export type LedgerRow = LedgerEntry & {
  method: PaymentMethod | null;
  reference: string | null;
  reason: string | null;
  creditNoteId: string | null;
  staffName: string;
  at: Date;
};

/**
 * The rental's ledger, oldest first: its entries, and the deposit taken at each handover (the
 * handover's own row, never copied: a negative id tells it from the entries).
 */
export async function rentalLedger(db: DbOrTx, submissionId: string): Promise<LedgerRow[]> {
  const [rows, handovers] = await Promise.all([
    db.select().from(ledgerEntries).where(eq(ledgerEntries.submissionId, submissionId)).orderBy(asc(ledgerEntries.id)),
    db.select().from(rentalHandovers).where(eq(rentalHandovers.submissionId, submissionId)).orderBy(asc(rentalHandovers.id)),
  ]);
  const deposits: LedgerRow[] = handovers
    .filter((handover) => handover.depositCents > 0)
    .map((handover) => ({
      id: -handover.id,
      kind: "deposit-taken",
      amountCents: handover.depositCents,
      invoiceId: null,
      refundsId: null,
      method: handover.depositMethod,
      reference: handover.depositReference,
      reason: null,
      creditNoteId: null,
      staffName: handover.staffName,
      at: handover.handedAt,
    }));
  const entries: LedgerRow[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountCents: row.amountCents,
    invoiceId: row.invoiceId,
    refundsId: row.refundsId,
    method: row.method,
    reference: row.reference,
    reason: row.reason,
    creditNoteId: row.creditNoteId,
    staffName: row.staffName,
    at: row.createdAt,
  }));
  return [...deposits, ...entries].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
}

export type EntryDetails = { method?: PaymentMethod | null; reference?: string | null; reason?: string | null; creditNoteId?: string | null };

/**
 * Writes one entry for a rental whose request the caller's transaction has locked, or answers
 * why the ledger refuses it (nothing written).
 */
export async function enterInLedger(
  tx: DbOrTx,
  submissionId: string,
  proposal: LedgerProposal,
  details: EntryDetails,
  actor: StaffMember,
  now: Date,
): Promise<{ ok: true; entryId: number } | { ok: false; reason: LedgerRefusal }> {
  const refusal = ledgerRefusal(await rentalLedger(tx, submissionId), proposal);
  if (refusal) return { ok: false, reason: refusal };
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      submissionId,
      kind: proposal.kind,
      amountCents: proposal.amountCents,
      invoiceId: proposal.invoiceId,
      refundsId: proposal.refundsId,
      method: details.method ?? null,
      reference: details.reference ?? null,
      reason: details.reason ?? null,
      creditNoteId: details.creditNoteId ?? null,
      staffUserId: actor.userId,
      staffName: actor.name,
      createdAt: now,
    })
    .returning({ id: ledgerEntries.id });
  return { ok: true, entryId: row!.id };
}

export type MoneyOutcome = { ok: true; entryId: number } | { ok: false; reason: "not-found" | LedgerRefusal };

/** One entry in its own transaction, the rental locked first. */
function recordEntry(db: Db, submissionId: string, proposal: LedgerProposal, details: EntryDetails, actor: StaffMember, now: Date): Promise<MoneyOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    // A posted id that is no uuid names no invoice of this rental.
    if (proposal.invoiceId !== null && !isUuid(proposal.invoiceId)) return { ok: false, reason: "no-invoice" } as const;
    return enterInLedger(tx, request.id, proposal, details, actor, now);
  });
}

/** A payment of an invoice (never more than its balance: an overpayment is refused). */
export function recordPayment(
  db: Db,
  input: { submissionId: string; invoiceId: string; amountCents: number; method: PaymentMethod; reference: string | null },
  actor: StaffMember,
  now: Date = new Date(),
): Promise<MoneyOutcome> {
  return recordEntry(
    db,
    input.submissionId,
    { kind: "payment", amountCents: input.amountCents, invoiceId: input.invoiceId, refundsId: null },
    { method: input.method, reference: input.reference },
    actor,
    now,
  );
}

/** The deposit held, or part of it, put toward an invoice (never more than held, nor than the invoice's balance). */
export function applyDeposit(db: Db, input: { submissionId: string; invoiceId: string; amountCents: number }, actor: StaffMember, now: Date = new Date()): Promise<MoneyOutcome> {
  return recordEntry(db, input.submissionId, { kind: "deposit-applied", amountCents: input.amountCents, invoiceId: input.invoiceId, refundsId: null }, {}, actor, now);
}

/** The deposit held, or part of it, given back, with how and why. */
export function refundDeposit(
  db: Db,
  input: { submissionId: string; amountCents: number; method: PaymentMethod; reference: string | null; reason: string },
  actor: StaffMember,
  now: Date = new Date(),
): Promise<MoneyOutcome> {
  return recordEntry(
    db,
    input.submissionId,
    { kind: "deposit-refunded", amountCents: input.amountCents, invoiceId: null, refundsId: null },
    { method: input.method, reference: input.reference, reason: input.reason },
    actor,
    now,
  );
}

/** A payment given back, in full or in part, the way it came (a card refunded to the card), with why. */
export async function refundPayment(
  db: Db,
  input: { submissionId: string; paymentId: number; amountCents: number; reason: string },
  actor: StaffMember,
  now: Date = new Date(),
): Promise<MoneyOutcome> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    const payment = (await rentalLedger(tx, request.id)).find((entry) => entry.id === input.paymentId && entry.kind === "payment");
    if (!payment) return { ok: false, reason: "over-payment" } as const;
    return enterInLedger(
      tx,
      request.id,
      { kind: "payment-refund", amountCents: input.amountCents, invoiceId: payment.invoiceId, refundsId: payment.id },
      { method: payment.method, reason: input.reason },
      actor,
      now,
    );
  });
}
