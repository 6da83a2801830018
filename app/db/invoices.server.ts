/**
 * Issuing: a draft becomes an invoice, or an issued invoice gets a credit note, in ONE transaction
 * under the rental's lock: the next number of its series (./invoice-numbers.server.ts), the
 * customer frozen as the request names them now, the PDF written and stored with its SHA-256, the
 * ledger's entry, and the customer's e-mail with the PDF in the outbox. Any failure rolls all of it
 * back, the number too. From then on the row never changes (the database refuses it, migration
 * 0018): a correction is a credit note, for the whole of what is left of the invoice or part of it
 * before taxes, with its reason, and never more than the invoice's balance (what was paid is
 * refunded first: ./ledger.server.ts).
 */
import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { invoicePdf } from "../documents/invoice-pdf.server.ts";
import { businessDateTime } from "../domain/business-clock.ts";
import { creditNoteTotals, type InvoiceCustomer, type InvoiceLine, type InvoiceTotals } from "../domain/billing/invoice-lines.ts";
import type { CreditNoteValue } from "../domain/billing/invoice-forms.ts";
import { ledgerRefusal, type LedgerRefusal } from "../domain/billing/ledger.ts";
import { isUuid } from "../domain/request-filters.ts";
import { creditNoteIssuedEmails, invoiceIssuedEmails } from "../email/invoice-emails.server.ts";
import type { Db } from "./client.server.ts";
import { takeInvoiceNumber } from "./invoice-numbers.server.ts";
import { invoices } from "./invoice-schema.ts";
import { enterInLedger, rentalLedger } from "./ledger.server.ts";
import { enqueueEmails } from "./outbox.server.ts";
import { lockRequest, type QuoteMail, type RequestRow } from "./quote-records.server.ts";
import type { StaffMember } from "./request-status.server.ts";
import { submissions } from "./schema.ts";

export type IssueOutcome =
  | { ok: true; invoiceId: string; number: string; sha256: string; pdf: Uint8Array }
  | { ok: false; reason: "not-found" | "not-draft" | "empty" | "no-tax-numbers" | "not-issued" | "nothing-left" | "over-invoice" | LedgerRefusal };

/** Thrown inside the transaction to roll it back with the refusal as the answer. */
class Refused extends Error {
  readonly outcome: Extract<IssueOutcome, { ok: false }>;
  constructor(outcome: Extract<IssueOutcome, { ok: false }>) {
    super(outcome.reason);
    this.outcome = outcome;
  }
}

async function refusedOr(work: () => Promise<IssueOutcome>): Promise<IssueOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** The customer as the request names them when the invoice is issued. */
function customerOf(request: RequestRow): InvoiceCustomer {
  const address = [request.address, [request.city, request.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return { name: request.name, company: request.company, email: request.email, phone: request.phone, address: address || null };
}

const totalsOf = (row: Pick<typeof invoices.$inferSelect, "subtotalCents" | "tpsCents" | "tvqCents" | "totalCents">): InvoiceTotals => ({
  subtotalCents: row.subtotalCents,
  tpsCents: row.tpsCents,
  tvqCents: row.tvqCents,
  totalCents: row.totalCents,
});

/**
 * Issues a rental's draft. A Quebec invoice names the business's TPS and TVQ registration
 * numbers: without them in the settings, nothing is issued.
 */
export function issueInvoice(db: Db, input: { submissionId: string; invoiceId: string }, actor: StaffMember, mail: QuoteMail, now: Date = new Date()): Promise<IssueOutcome> {
  if (!isUuid(input.invoiceId)) return Promise.resolve({ ok: false, reason: "not-found" });
  if (!mail.business.gstNumber || !mail.business.qstNumber) return Promise.resolve({ ok: false, reason: "no-tax-numbers" });
  return refusedOr(() =>
    db.transaction(async (tx) => {
      const refuse = (outcome: Extract<IssueOutcome, { ok: false }>): never => {
        throw new Refused(outcome);
      };
      const request = (await lockRequest(tx, { id: input.submissionId })) ?? refuse({ ok: false, reason: "not-found" });
      const [draft] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, input.invoiceId), eq(invoices.submissionId, request.id)));
      if (!draft) refuse({ ok: false, reason: "not-found" });
      if (draft!.status !== "draft") refuse({ ok: false, reason: "not-draft" });
      if (draft!.lines.length === 0 || draft!.totalCents <= 0) refuse({ ok: false, reason: "empty" });

      const number = await takeInvoiceNumber(tx, "invoice", now);
      const customer = customerOf(request);
      const dueDate = businessDateTime(now).date;
      const pdf = await invoicePdf({
        kind: "invoice",
        number,
        lang: draft!.lang,
        reference: request.reference,
        issuedAt: now,
        dueDate,
        customer,
        lines: draft!.lines,
        totals: totalsOf(draft!),
        waiverPercent: draft!.waiverPercent,
        waiverNote: draft!.waiverNote,
        corrects: null,
        reason: null,
        business: mail.business,
      });
      const sha256 = createHash("sha256").update(pdf).digest("hex");
      await tx
        .update(invoices)
        .set({ status: "issued", number, customer, dueDate, pdf, sha256, issuedAt: now, issuedByUserId: actor.userId, issuedByName: actor.name, updatedAt: now })
        .where(eq(invoices.id, draft!.id));
      const entered = await enterInLedger(tx, request.id, { kind: "invoice", amountCents: draft!.totalCents, invoiceId: draft!.id, refundsId: null }, {}, actor, now);
      if (!entered.ok) refuse({ ok: false, reason: entered.reason });
      // Stored before anyone is told: the customer's copy leaves through the outbox.
      const facts = {
        reference: request.reference,
        lang: draft!.lang,
        customer: { name: request.name, firstName: request.firstName, email: request.email },
        number,
        totalCents: draft!.totalCents,
        dueDate,
        pdf,
      };
      await enqueueEmails(tx, request.id, invoiceIssuedEmails(facts, mail), mail.messageIdDomain);
      return { ok: true, invoiceId: draft!.id, number, sha256, pdf } as const;
    }),
  );
}

/** A credit note for an issued invoice of the rental: in full (what is left of it) or in part (before taxes), with its reason. */
export function issueCreditNote(
  db: Db,
  input: { submissionId: string; invoiceId: string; credit: CreditNoteValue },
  actor: StaffMember,
  mail: QuoteMail,
  now: Date = new Date(),
): Promise<IssueOutcome> {
  if (!isUuid(input.invoiceId)) return Promise.resolve({ ok: false, reason: "not-found" });
  if (!mail.business.gstNumber || !mail.business.qstNumber) return Promise.resolve({ ok: false, reason: "no-tax-numbers" });
  return refusedOr(() =>
    db.transaction(async (tx) => {
      const refuse = (outcome: Extract<IssueOutcome, { ok: false }>): never => {
        throw new Refused(outcome);
      };
      const request = (await lockRequest(tx, { id: input.submissionId })) ?? refuse({ ok: false, reason: "not-found" });
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, input.invoiceId), eq(invoices.submissionId, request.id), eq(invoices.kind, "invoice")));
      if (!invoice) refuse({ ok: false, reason: "not-found" });
      if (invoice!.status !== "issued") refuse({ ok: false, reason: "not-issued" });
      const earlier = await tx.select().from(invoices).where(eq(invoices.correctsId, invoice!.id)).orderBy(asc(invoices.createdAt));
      const totals = creditNoteTotals(totalsOf(invoice!), earlier.map(totalsOf), input.credit.scope);
      if (typeof totals === "string") refuse({ ok: false, reason: totals });
      const credited = totals as InvoiceTotals;
      const proposal = { kind: "credit-note" as const, amountCents: credited.totalCents, invoiceId: invoice!.id, refundsId: null };
      const refusal = ledgerRefusal(await rentalLedger(tx, request.id), proposal);
      if (refusal) refuse({ ok: false, reason: refusal });

      const number = await takeInvoiceNumber(tx, "credit-note", now);
      const customer = invoice!.customer ?? customerOf(request);
      const dueDate = businessDateTime(now).date;
      const lines: InvoiceLine[] = [
        {
          id: "l1",
          kind: "credit",
          label: null,
          chargeKind: null,
          startDate: null,
          endDate: null,
          note: input.credit.reason,
          quantity: 1,
          unitCents: credited.subtotalCents,
          totalCents: credited.subtotalCents,
        },
      ];
      const pdf = await invoicePdf({
        kind: "credit-note",
        number,
        lang: invoice!.lang,
        reference: request.reference,
        issuedAt: now,
        dueDate,
        customer,
        lines,
        totals: credited,
        waiverPercent: 0,
        waiverNote: null,
        corrects: invoice!.number,
        reason: input.credit.reason,
        business: mail.business,
      });
      const sha256 = createHash("sha256").update(pdf).digest("hex");
      const [row] = await tx
        .insert(invoices)
        .values({
          submissionId: request.id,
          kind: "credit-note",
          status: "issued",
          number,
          correctsId: invoice!.id,
          lang: invoice!.lang,
          customer,
          lines,
          ...credited,
          reason: input.credit.reason,
          dueDate,
          pdf,
          sha256,
          issuedAt: now,
          issuedByUserId: actor.userId,
          issuedByName: actor.name,
          createdByUserId: actor.userId,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: invoices.id });
      const entered = await enterInLedger(tx, request.id, proposal, { creditNoteId: row!.id }, actor, now);
      if (!entered.ok) refuse({ ok: false, reason: entered.reason });
      const facts = {
        reference: request.reference,
        lang: invoice!.lang,
        customer: { name: request.name, firstName: request.firstName, email: request.email },
        number,
        totalCents: credited.totalCents,
        dueDate,
        pdf,
      };
      await enqueueEmails(tx, request.id, creditNoteIssuedEmails({ ...facts, corrects: invoice!.number! }, mail), mail.messageIdDomain);
      return { ok: true, invoiceId: row!.id, number, sha256, pdf } as const;
    }),
  );
}

/** An issued invoice's or credit note's PDF, as stored, by the rental's reference and its number. */
export async function invoicePdfBytes(db: Db, reference: string, number: string): Promise<{ pdf: Uint8Array; kind: "invoice" | "credit-note"; lang: "fr" | "en" } | undefined> {
  const [row] = await db
    .select({ pdf: invoices.pdf, kind: invoices.kind, lang: invoices.lang })
    .from(invoices)
    .innerJoin(submissions, eq(submissions.id, invoices.submissionId))
    .where(and(eq(submissions.reference, reference), eq(invoices.number, number), eq(invoices.status, "issued")));
  return row?.pdf ? { pdf: row.pdf, kind: row.kind, lang: row.lang } : undefined;
}
