/**
 * What the invoice screen shows of a rental (app/routes/admin-invoice.tsx): its draft with its
 * lines and amounts, its issued invoices and credit notes, each invoice's balance, the deposit
 * held, and the ledger's entries, newest last. Every sum comes from the ledger
 * (app/domain/billing/ledger.ts), never from a stored balance.
 */
import { and, asc, eq } from "drizzle-orm";
import type { InvoiceLine } from "../domain/billing/invoice-lines.ts";
import { depositHeld, invoiceBalance, refundableOf, rentalBalance } from "../domain/billing/ledger.ts";
import type { Db } from "./client.server.ts";
import { INVOICEABLE_STATUSES } from "./invoice-drafts.server.ts";
import { invoices } from "./invoice-schema.ts";
import { rentalLedger, type LedgerRow } from "./ledger.server.ts";
import { returnCharges } from "./units-schema.ts";
import { submissions } from "./schema.ts";

export type InvoiceDraftView = {
  id: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  tpsCents: number;
  tvqCents: number;
  totalCents: number;
  waiverPercent: number;
  waiverNote: string | null;
  lang: "fr" | "en";
};

export type IssuedView = {
  id: string;
  kind: "invoice" | "credit-note";
  number: string;
  issuedAt: Date;
  dueDate: string;
  totalCents: number;
  subtotalCents: number;
  sha256: string;
  /** An invoice: what is still owed on it. */
  balanceCents: number;
  /** A credit note: the invoice it corrects, and why. */
  corrects: string | null;
  reason: string | null;
  issuedBy: string;
};

export type InvoicePage = {
  submissionId: string;
  reference: string;
  status: string;
  customer: string;
  lang: "fr" | "en";
  /** Invoices may be made (the quote is accepted, or the rental completed). */
  invoiceable: boolean;
  /** The rental is back (completed): its draft can start from the quote and the return's charges. */
  returned: boolean;
  chargesCount: number;
  draft: InvoiceDraftView | null;
  issued: IssuedView[];
  ledger: (LedgerRow & { invoiceNumber: string | null; refundableCents: number })[];
  balanceCents: number;
  depositHeldCents: number;
};

export async function invoicePage(db: Db, reference: string): Promise<InvoicePage | undefined> {
  const [request] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.reference, reference), eq(submissions.type, "quote")));
  if (!request) return undefined;
  const [rows, ledger, charges] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        status: invoices.status,
        number: invoices.number,
        correctsId: invoices.correctsId,
        lang: invoices.lang,
        lines: invoices.lines,
        subtotalCents: invoices.subtotalCents,
        tpsCents: invoices.tpsCents,
        tvqCents: invoices.tvqCents,
        totalCents: invoices.totalCents,
        waiverPercent: invoices.waiverPercent,
        waiverNote: invoices.waiverNote,
        reason: invoices.reason,
        dueDate: invoices.dueDate,
        sha256: invoices.sha256,
        issuedAt: invoices.issuedAt,
        issuedByName: invoices.issuedByName,
      })
      .from(invoices)
      .where(eq(invoices.submissionId, request.id))
      .orderBy(asc(invoices.createdAt), asc(invoices.number)),
    rentalLedger(db, request.id),
    db.select({ id: returnCharges.id }).from(returnCharges).where(eq(returnCharges.submissionId, request.id)),
  ]);
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  const draft = rows.find((row) => row.status === "draft");
  return {
    submissionId: request.id,
    reference: request.reference,
    status: request.status,
    customer: request.company ? `${request.name} (${request.company})` : request.name,
    lang: request.lang,
    invoiceable: INVOICEABLE_STATUSES.includes(request.status),
    returned: request.status === "completed",
    chargesCount: charges.length,
    draft: draft
      ? {
          id: draft.id,
          lines: draft.lines,
          subtotalCents: draft.subtotalCents,
          tpsCents: draft.tpsCents,
          tvqCents: draft.tvqCents,
          totalCents: draft.totalCents,
          waiverPercent: draft.waiverPercent,
          waiverNote: draft.waiverNote,
          lang: draft.lang,
        }
      : null,
    issued: rows
      .filter((row) => row.status === "issued")
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        number: row.number!,
        issuedAt: row.issuedAt!,
        dueDate: row.dueDate!,
        totalCents: row.totalCents,
        subtotalCents: row.subtotalCents,
        sha256: row.sha256!,
        balanceCents: row.kind === "invoice" ? invoiceBalance(ledger, row.id) : 0,
        corrects: row.correctsId ? (numberOf.get(row.correctsId) ?? null) : null,
        reason: row.reason,
        issuedBy: row.issuedByName ?? "",
      })),
    ledger: ledger.map((entry) => ({
      ...entry,
      invoiceNumber: entry.invoiceId ? (numberOf.get(entry.invoiceId) ?? null) : null,
      refundableCents: entry.kind === "payment" ? refundableOf(ledger, entry.id) : 0,
    })),
    balanceCents: rentalBalance(ledger),
    depositHeldCents: depositHeld(ledger),
  };
}
