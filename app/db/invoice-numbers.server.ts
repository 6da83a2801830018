/**
 * The next number of a series (F for invoices, NC for credit notes) in the business's year, taken
 * inside the issuing transaction: one statement creates the year's row or adds one to it, and the
 * row stays locked until the transaction ends (app/db/invoice-schema.ts says why a sequence would
 * not do). Two issuers, on one instance or several, take their numbers one after the other; an
 * issue that fails rolls its number back, so the run has no hole.
 */
import { sql } from "drizzle-orm";
import { businessDateTime } from "../domain/business-clock.ts";
import { INVOICE_SERIES, invoiceNumber, type InvoiceKind } from "../domain/billing/invoice-number.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { invoiceCounters } from "./invoice-schema.ts";

export async function takeInvoiceNumber(tx: DbOrTx, kind: InvoiceKind, issuedAt: Date): Promise<string> {
  const series = INVOICE_SERIES[kind];
  const year = Number(businessDateTime(issuedAt).date.slice(0, 4));
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return invoiceNumber(series, year, row!.lastNumber);
}
