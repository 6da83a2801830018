/**
 * Invoices, credit notes and the ledger of a rental's money (decisions.md, third round).
 *
 * An invoice is a draft staff prepare, then issued: numbered, its customer, lines and amounts
 * frozen, its PDF stored with its SHA-256. From then on a trigger refuses any change to its row
 * (migration 0018): a correction is a credit note, which names the invoice it corrects and is
 * issued at once. Numbers come from `invoice_counters`, one row per series and year, taken in the
 * issuing transaction (app/db/invoice-numbers.server.ts).
 *
 * The ledger is append-only (another trigger refuses updates and deletes): an invoice issued, a
 * credit note, a payment and its refund, the deposit applied or given back. The deposit taken at a
 * handover is that handover's row (`rental_handovers.deposit_cents`, written in the handover's own
 * transaction), read as an entry rather than copied here, so it can never be counted twice;
 * `deposit-taken` rows are for a deposit taken elsewhere (online, later).
 *
 * Who acted is kept as written (id and name), without a foreign key to the account: a frozen
 * record keeps its author after the account is gone, where a key would have to null it.
 */
import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { InvoiceCustomer, InvoiceLine } from "../domain/billing/invoice-lines.ts";
import { INVOICE_KINDS } from "../domain/billing/invoice-number.ts";
import { LEDGER_KINDS, PAYMENT_METHODS } from "../domain/billing/ledger.ts";
import { submissions } from "./schema.ts";

/** Bytes (the PDF) as PostgreSQL stores them. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const INVOICE_STATUSES = ["draft", "issued"] as const;

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The rental (the quote request). Never deleted while it has invoices: no cascade. */
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    /** F-2026-000123 or NC-2026-000001; null while a draft. */
    number: text("number").unique("invoices_number_unique"),
    /** A credit note: the invoice it corrects. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => invoices.id),
    lang: text("lang", { enum: ["fr", "en"] }).notNull(),
    customer: jsonb("customer").$type<InvoiceCustomer>(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull().default([]),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    tpsCents: integer("tps_cents").notNull().default(0),
    tvqCents: integer("tvq_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    /** Damage waiver: a percentage of the rented lines (0: none), and why it was declined or changed. */
    waiverPercent: numeric("waiver_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    waiverNote: text("waiver_note"),
    /** A credit note's reason. */
    reason: text("reason"),
    /** Payable by then (the day of issue until contractor accounts bring their terms). */
    dueDate: date("due_date", { mode: "string" }),
    pdf: bytea("pdf"),
    sha256: text("sha256"),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }),
    issuedByUserId: text("issued_by_user_id"),
    issuedByName: text("issued_by_name"),
    createdByUserId: text("created_by_user_id"),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit-note')`),
    check("invoices_status_check", sql`${t.status} in ('draft', 'issued')`),
    // A credit note names what it corrects and is issued at once; an invoice corrects nothing.
    check("invoices_credit_note_check", sql`(${t.kind} = 'credit-note') = (${t.correctsId} is not null) and (${t.kind} = 'invoice' or ${t.status} = 'issued')`),
    check(
      "invoices_issued_check",
      sql`case when ${t.status} = 'issued'
        then ${t.number} is not null and ${t.customer} is not null and ${t.dueDate} is not null and ${t.pdf} is not null and ${t.sha256} is not null and ${t.issuedAt} is not null and ${t.issuedByName} is not null and ${t.totalCents} > 0
        else ${t.number} is null and ${t.pdf} is null and ${t.issuedAt} is null end`,
    ),
    check("invoices_number_check", sql`${t.number} is null or ${t.number} ~ (case when ${t.kind} = 'invoice' then '^F-[0-9]{4}-[0-9]{6,}$' else '^NC-[0-9]{4}-[0-9]{6,}$' end)`),
    check("invoices_amounts_check", sql`${t.subtotalCents} >= 0 and ${t.tpsCents} >= 0 and ${t.tvqCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.tpsCents} + ${t.tvqCents}`),
    check("invoices_waiver_check", sql`${t.waiverPercent} between 0 and 100`),
    check("invoices_sha256_check", sql`${t.sha256} is null or ${t.sha256} ~ '^[0-9a-f]{64}$'`),
    // One draft per rental: staff finish or discard it before starting another.
    uniqueIndex("invoices_one_draft_idx")
      .on(t.submissionId)
      .where(sql`${t.status} = 'draft'`),
    index("invoices_submission_idx").on(t.submissionId, t.createdAt),
    index("invoices_corrects_idx").on(t.correctsId),
  ],
);

/**
 * The last number given in each series (F, NC) and year. The issuing transaction takes the row
 * with an UPDATE (or creates it, the year's first), which locks it until the transaction ends: a
 * second issuer, on any instance, waits, then gets the next number; a transaction that fails gives
 * its number back by rolling back. A PostgreSQL sequence would not: `nextval` is never rolled
 * back, so a failed issue (a PDF that does not build, a lost connection) would leave a hole in
 * the run, which an auditor asks about.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series", { enum: ["F", "NC"] }).notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.year] }),
    check("invoice_counters_series_check", sql`${t.series} in ('F', 'NC')`),
    check("invoice_counters_year_check", sql`${t.year} between 2000 and 9999`),
    check("invoice_counters_last_check", sql`${t.lastNumber} >= 1`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The invoice whose balance the entry moves (a credit note's entry: the invoice it corrects). */
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    creditNoteId: uuid("credit_note_id").references(() => invoices.id),
    method: text("method", { enum: PAYMENT_METHODS }),
    /** The terminal's authorization number, the cheque's number, a transfer's confirmation. */
    reference: text("reference"),
    /** Why a deposit or a payment is given back. */
    reason: text("reason"),
    /** A payment refunded: the payment. */
    refundsId: integer("refunds_id").references((): AnyPgColumn => ledgerEntries.id),
    staffUserId: text("staff_user_id"),
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_entries_amount_check", sql`${t.amountCents} > 0`),
    check("ledger_entries_kind_check", sql`${t.kind} in ('invoice', 'credit-note', 'payment', 'payment-refund', 'deposit-taken', 'deposit-applied', 'deposit-refunded')`),
    check("ledger_entries_method_check", sql`${t.method} is null or ${t.method} in ('card-terminal', 'interac', 'cash', 'cheque', 'transfer', 'on-account', 'stripe')`),
    // Each kind with exactly what it needs: an invoice's movements name it, money that changes hands says how, a refund says why.
    check(
      "ledger_entries_kind_fields_check",
      sql`coalesce(case ${t.kind}
        when 'invoice' then ${t.invoiceId} is not null and ${t.method} is null and ${t.creditNoteId} is null and ${t.refundsId} is null
        when 'credit-note' then ${t.invoiceId} is not null and ${t.creditNoteId} is not null and ${t.method} is null and ${t.refundsId} is null
        when 'payment' then ${t.invoiceId} is not null and ${t.method} is not null and ${t.creditNoteId} is null and ${t.refundsId} is null
        when 'payment-refund' then ${t.invoiceId} is not null and ${t.method} is not null and ${t.refundsId} is not null and ${t.reason} is not null and ${t.creditNoteId} is null
        when 'deposit-taken' then ${t.invoiceId} is null and ${t.method} is not null and ${t.method} <> 'on-account' and ${t.refundsId} is null
        when 'deposit-applied' then ${t.invoiceId} is not null and ${t.method} is null and ${t.creditNoteId} is null and ${t.refundsId} is null
        when 'deposit-refunded' then ${t.invoiceId} is null and ${t.method} is not null and ${t.method} <> 'on-account' and ${t.reason} is not null and ${t.refundsId} is null
      end, false)`,
    ),
    // An invoice and a credit note are each entered once.
    uniqueIndex("ledger_entries_invoice_once_idx")
      .on(t.invoiceId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("ledger_entries_credit_note_once_idx").on(t.creditNoteId),
    index("ledger_entries_submission_idx").on(t.submissionId, t.id),
    index("ledger_entries_invoice_idx").on(t.invoiceId),
  ],
);
