/**
 * Quote requests and contact messages (table `submissions`, lines in
 * `submission_items`). A request, its lines and the e-mails it triggers are
 * written in ONE transaction (decisions.md: nothing is lost when the mail
 * server is down); the page answers success only after it commits.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { PricedQuote } from "../domain/quote/priced-quote.ts";
import { formatReference, type SubmissionType } from "../domain/quote/reference.ts";
import type { ContactForm } from "../domain/validation/contact-form.ts";
import { needsDelivery, type QuoteForm } from "../domain/validation/quote-form.ts";
import { yearInBusinessZone } from "../domain/validation/dates.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails, type DbOrTx, type OutboxMessageInput } from "./outbox.server.ts";
import { withinUnprovenRecipientCap } from "../email/unproven-recipients.server.ts";
import type { Lang } from "../i18n/index.ts";
import { contactNumberSequence, quoteNumberSequence, submissionItems, submissions } from "./schema.ts";

/** What the transaction knows once the request row exists; e-mails are rendered from it. */
export type StoredSubmission = { id: string; reference: string; createdAt: Date };

export type SubmissionOutcome = StoredSubmission & {
  /** True when this form had already been stored (same submission key): nothing new was written. */
  duplicate: boolean;
};

export type SaveOptions = {
  lang: Lang;
  /** The signed-in customer (accounts issue); null for a visitor. */
  userId?: string | null;
  /** Renders the e-mails once the reference is known; they are stored in the same transaction. */
  emails: (stored: StoredSubmission) => OutboxMessageInput[];
  /** Domain of the e-mails' Message-IDs. */
  messageIdDomain: string;
  now?: Date;
};

/** A re-sent form whose key belongs to another person's request: refused, never answered with their reference. */
export class SubmissionKeyConflict extends Error {
  override name = "SubmissionKeyConflict";
}

const SEQUENCES = { quote: quoteNumberSequence, contact: contactNumberSequence };

async function nextReference(tx: DbOrTx, type: SubmissionType, now: Date): Promise<string> {
  // A constant of the schema, never user input: safe to inline.
  const name = SEQUENCES[type].seqName ?? "";
  // nextval is never rolled back: a failed transaction leaves a gap, never a duplicate.
  const result = (await tx.execute(sql.raw(`select nextval('${name}')::text as n`))) as unknown as { rows: { n: string }[] };
  const n = Number(result.rows[0]?.n);
  return formatReference(type, yearInBusinessZone(now), n);
}

type SubmissionRow = typeof submissions.$inferInsert;
type ItemRow = Omit<typeof submissionItems.$inferInsert, "submissionId">;

async function saveSubmission(db: Db, type: SubmissionType, row: Omit<SubmissionRow, "reference" | "type">, items: ItemRow[], options: SaveOptions): Promise<SubmissionOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx, type, now);
    const inserted = await tx
      .insert(submissions)
      .values({ ...row, type, reference, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: submissions.submissionKey })
      .returning({ id: submissions.id, reference: submissions.reference, createdAt: submissions.createdAt });
    const created = inserted[0];
    if (!created) {
      // Same form sent again (double click, refresh after a no-JS success, a retry after a
      // lost answer): answer with the request already stored, write nothing new.
      const [existing] = await tx
        .select({ id: submissions.id, reference: submissions.reference, createdAt: submissions.createdAt, email: submissions.email })
        .from(submissions)
        .where(eq(submissions.submissionKey, row.submissionKey ?? ""));
      if (!existing || existing.email.toLowerCase() !== row.email.toLowerCase()) throw new SubmissionKeyConflict("submission key reused by another request");
      return { id: existing.id, reference: existing.reference, createdAt: existing.createdAt, duplicate: true };
    }
    if (items.length > 0) {
      await tx.insert(submissionItems).values(items.map((item) => ({ ...item, submissionId: created.id })));
    }
    // Inside the transaction: a re-sent form (above) sends nothing and counts nothing.
    const emails = await withinUnprovenRecipientCap(tx, options.emails(created), now.getTime());
    await enqueueEmails(tx, created.id, emails, options.messageIdDomain);
    return { ...created, duplicate: false };
  });
}

/** Stores a validated, server-priced quote request with its lines and e-mails. */
export function saveQuoteRequest(db: Db, form: QuoteForm, quote: PricedQuote, options: SaveOptions): Promise<SubmissionOutcome> {
  const delivering = needsDelivery(form.deliveryNeeded);
  return saveSubmission(
    db,
    "quote",
    {
      lang: options.lang,
      userId: options.userId ?? null,
      submissionKey: form.submissionKey ?? null,
      name: `${form.firstName} ${form.lastName}`,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      company: form.company ?? null,
      address: form.address ?? null,
      city: form.city ?? null,
      postalCode: form.postalCode ?? null,
      message: form.comments ?? null,
      startDate: form.startDate ?? null,
      endDate: form.endDate ?? null,
      deliveryChoice: form.deliveryNeeded,
      deliveryNeeded: delivering,
      deliveryLocationName: delivering ? (form.deliveryLocationName ?? null) : null,
      deliveryAddress: delivering ? (form.deliveryAddress ?? null) : null,
      deliveryCity: delivering ? (form.deliveryCity ?? null) : null,
      deliveryPostalCode: delivering ? (form.deliveryPostalCode ?? null) : null,
      subtotal: quote.totals.subtotal,
      tps: quote.totals.tps,
      tvq: quote.totals.tvq,
      totalAmount: quote.totals.total,
      // Included in the amounts above; none or unknown: confirmed in the quote.
      deliveryEstimate: quote.delivery.kind === "estimate" ? quote.delivery.feeCents / 100 : null,
    },
    quote.lines.map((line, position) => ({
      position,
      productId: line.productId,
      productName: line.productName.fr,
      productNameEn: line.productName.en,
      image: line.image,
      quantity: line.quantity,
      period: line.period,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      startDate: line.startDate,
      endDate: line.endDate,
      weeks: line.weeks,
      days: line.days,
      transformerType: line.options.transformerType ?? null,
      sweeperType: line.options.sweeperType ?? null,
      diamondType: line.options.diamondType ?? null,
    })),
    options,
  );
}

/** Stores a validated contact message with its e-mails. */
export function saveContactMessage(db: Db, form: ContactForm, options: SaveOptions): Promise<SubmissionOutcome> {
  return saveSubmission(
    db,
    "contact",
    {
      lang: options.lang,
      userId: options.userId ?? null,
      submissionKey: form.submissionKey ?? null,
      name: form.name,
      email: form.email,
      phone: form.phone ?? null,
      subject: form.subject ?? null,
      message: form.message,
    },
    [],
    options,
  );
}

export type SubmissionRecord = typeof submissions.$inferSelect;
export type SubmissionItemRecord = typeof submissionItems.$inferSelect;

export async function findSubmissionByReference(db: Db, reference: string): Promise<(SubmissionRecord & { items: SubmissionItemRecord[] }) | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
  if (!row) return undefined;
  const items = await db.select().from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(asc(submissionItems.position));
  return { ...row, items };
}

export async function countSubmissions(db: Db, type?: SubmissionType): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(type ? and(eq(submissions.type, type)) : undefined);
  return Number(row?.count ?? 0);
}
