/**
 * An invoice's draft, before it is issued: one per rental at a time. Staff start it from the
 * rental (the accepted quote's lines, options, delivery and discount, and the return's charges:
 * the final invoice), or empty (an invoice before the return: a deposit, a long rental's 28 days),
 * then add lines of their own, take lines out, set the damage waiver, or discard it. Every change
 * is one transaction under the rental's lock, and the server computes every amount again from the
 * lines (app/domain/billing/invoice-lines.ts).
 */
import { and, asc, eq } from "drizzle-orm";
import { invoiceTotals, nextLineId, rentalInvoiceLines, withWaiver, type InvoiceLine } from "../domain/billing/invoice-lines.ts";
import { MAX_ENTRY_CENTS } from "../domain/billing/ledger.ts";
import type { DraftLineValue, WaiverValue } from "../domain/billing/invoice-forms.ts";
import { isUuid } from "../domain/request-filters.ts";
import type { Db } from "./client.server.ts";
import { invoices } from "./invoice-schema.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import { documentOf, lockRequest, sentVersions } from "./quote-records.server.ts";
import type { StaffMember } from "./request-status.server.ts";
import { isUniqueViolation } from "./rental-units.server.ts";
import { rentalUnits, returnCharges } from "./units-schema.ts";

/** A rental may be invoiced once its quote is accepted: before the return (a deposit, a period) and after it. */
export const INVOICEABLE_STATUSES: readonly string[] = ["accepted", "completed"];

export type DraftSource = "rental" | "blank";

export type DraftOutcome = { ok: true; invoiceId: string } | { ok: false; reason: "not-found" | "not-rented" | "draft-exists" | "not-draft" | "line-unknown" | "too-large" };

/** The return's charges recorded for a rental, oldest first, with their units' tags. */
export function chargesOf(db: DbOrTx, submissionId: string) {
  return db
    .select({ tag: rentalUnits.tag, kind: returnCharges.kind, quantity: returnCharges.quantity, amountCents: returnCharges.amountCents, note: returnCharges.note })
    .from(returnCharges)
    .leftJoin(rentalUnits, eq(rentalUnits.id, returnCharges.unitId))
    .where(eq(returnCharges.submissionId, submissionId))
    .orderBy(asc(returnCharges.id));
}

/** Amounts of these lines with the waiver, or null when the total would not fit an entry of the ledger. */
function priced(lines: readonly InvoiceLine[], waiverPercent: number) {
  const withIt = withWaiver(lines, waiverPercent);
  const totals = invoiceTotals(withIt);
  if (totals.totalCents > MAX_ENTRY_CENTS) return null;
  return { lines: withIt, subtotalCents: totals.subtotalCents, tpsCents: totals.tpsCents, tvqCents: totals.tvqCents, totalCents: totals.totalCents };
}

export async function createDraft(db: Db, input: { submissionId: string; source: DraftSource }, actor: StaffMember, now: Date = new Date()): Promise<DraftOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const request = await lockRequest(tx, { id: input.submissionId });
      if (!request) return { ok: false, reason: "not-found" } as const;
      if (!INVOICEABLE_STATUSES.includes(request.status)) return { ok: false, reason: "not-rented" } as const;
      let lines: InvoiceLine[] = [];
      if (input.source === "rental") {
        const [versions, responses, charges] = await Promise.all([sentVersions(tx, request.id), responsesOf(tx, request.id), chargesOf(tx, request.id)]);
        const accepted = acceptedVersionOf(versions, responses);
        if (!accepted) return { ok: false, reason: "not-rented" } as const;
        lines = rentalInvoiceLines(documentOf(accepted), charges);
      }
      const amounts = priced(lines, 0);
      if (!amounts) return { ok: false, reason: "too-large" } as const;
      const [row] = await tx
        .insert(invoices)
        .values({
          submissionId: request.id,
          kind: "invoice",
          status: "draft",
          lang: request.lang,
          ...amounts,
          createdByUserId: actor.userId,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: invoices.id });
      return { ok: true, invoiceId: row!.id } as const;
    });
  } catch (error) {
    // Another instance started this rental's draft at the same moment.
    if (isUniqueViolation(error)) return { ok: false, reason: "draft-exists" };
    throw error;
  }
}

type Draft = typeof invoices.$inferSelect;
type Change = { lines: InvoiceLine[]; waiverPercent: number; waiverNote: string | null } | "line-unknown";

/** Changes a rental's draft under the rental's lock: the amounts follow the lines. */
async function changeDraft(db: Db, input: { submissionId: string; invoiceId: string }, change: (draft: Draft) => Change, now: Date): Promise<DraftOutcome> {
  if (!isUuid(input.invoiceId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    const [draft] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.submissionId, request.id)));
    if (!draft) return { ok: false, reason: "not-found" } as const;
    if (draft.status !== "draft") return { ok: false, reason: "not-draft" } as const;
    const changed = change(draft);
    if (changed === "line-unknown") return { ok: false, reason: "line-unknown" } as const;
    const amounts = priced(changed.lines, changed.waiverPercent);
    if (!amounts) return { ok: false, reason: "too-large" } as const;
    await tx
      .update(invoices)
      .set({ ...amounts, waiverPercent: changed.waiverPercent, waiverNote: changed.waiverNote, updatedAt: now })
      .where(eq(invoices.id, draft.id));
    return { ok: true, invoiceId: draft.id } as const;
  });
}

/** A line of staff's own (both languages read staff's words). */
export function addDraftLine(db: Db, input: { submissionId: string; invoiceId: string; line: DraftLineValue }, now: Date = new Date()): Promise<DraftOutcome> {
  return changeDraft(
    db,
    input,
    (draft) => {
      const { label, quantity, unitCents } = input.line;
      const added: InvoiceLine = {
        id: nextLineId(draft.lines),
        kind: "custom",
        label: { fr: label, en: label },
        chargeKind: null,
        startDate: null,
        endDate: null,
        note: null,
        quantity,
        unitCents,
        totalCents: Math.round(quantity * unitCents),
      };
      // Before the discount and the waiver, which close the list.
      const at = draft.lines.findIndex((line) => line.kind === "waiver" || line.kind === "discount");
      const lines = at === -1 ? [...draft.lines, added] : [...draft.lines.slice(0, at), added, ...draft.lines.slice(at)];
      return { lines, waiverPercent: draft.waiverPercent, waiverNote: draft.waiverNote };
    },
    now,
  );
}

/** A line taken out (the waiver is not: its percentage goes to 0 instead). */
export function removeDraftLine(db: Db, input: { submissionId: string; invoiceId: string; lineId: string }, now: Date = new Date()): Promise<DraftOutcome> {
  return changeDraft(
    db,
    input,
    (draft) => {
      const line = draft.lines.find((candidate) => candidate.id === input.lineId);
      if (!line || line.kind === "waiver") return "line-unknown";
      return { lines: draft.lines.filter((candidate) => candidate !== line), waiverPercent: draft.waiverPercent, waiverNote: draft.waiverNote };
    },
    now,
  );
}

/** The damage waiver: its percentage of the rental time (0 = none) and staff's note (declined by the customer, and why). */
export function setDraftWaiver(db: Db, input: { submissionId: string; invoiceId: string; waiver: WaiverValue }, now: Date = new Date()): Promise<DraftOutcome> {
  return changeDraft(db, input, (draft) => ({ lines: draft.lines, waiverPercent: input.waiver.percent, waiverNote: input.waiver.note }), now);
}

/** The draft thrown away (nothing was issued: no number is lost). */
export async function discardDraft(db: Db, input: { submissionId: string; invoiceId: string }): Promise<DraftOutcome> {
  if (!isUuid(input.invoiceId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" } as const;
    const gone = await tx
      .delete(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.submissionId, request.id), eq(invoices.status, "draft")))
      .returning({ id: invoices.id });
    return gone.length === 1 ? ({ ok: true, invoiceId: input.invoiceId } as const) : ({ ok: false, reason: "not-draft" } as const);
  });
}
