/**
 * The e-mail outbox (docs/decisions/0007): rows written in the transaction of
 * the request that triggers them, claimed by the background worker with
 * `FOR UPDATE SKIP LOCKED` and a lease, marked sent with a single conditional
 * UPDATE that also releases the lease.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, lt } from "drizzle-orm";
import { isUuid } from "../domain/request-filters.ts";
import type { Db } from "./client.server.ts";
import { emailOutbox, submissions, type OutboxAttachment } from "./schema.ts";

/** The database or an open transaction (enqueueing happens inside the submission's transaction). */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Mailbox = { address: string; name?: string };

/** One e-mail, rendered, ready to be stored. */
export type OutboxMessageInput = {
  kind: string;
  lang: "fr" | "en";
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a quote's PDF, a calendar .ics). */
  attachments?: OutboxAttachment[];
};

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Domain of the Message-ID: the sender's domain ("Name <no-reply@example.com>" → "example.com"). */
export function messageIdDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim());
  return match?.[1] ?? "localhost";
}

/** Stores the messages; each gets its id and its stable Message-ID now, before any attempt. */
export async function enqueueEmails(db: DbOrTx, submissionId: string | null, messages: readonly OutboxMessageInput[], domain: string): Promise<{ id: string; messageId: string }[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => {
    const id = randomUUID();
    return {
      id,
      submissionId,
      kind: message.kind,
      lang: message.lang,
      toAddress: message.to.address,
      toName: message.to.name ?? null,
      replyToAddress: message.replyTo?.address ?? null,
      replyToName: message.replyTo?.name ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      // Base64 in the row: the worker sends exactly what the act stored, on any instance, at any retry.
      attachments: message.attachments && message.attachments.length > 0 ? message.attachments : null,
      messageId: `<${id}@${domain}>`,
    };
  });
  await db.insert(emailOutbox).values(rows);
  return rows.map(({ id, messageId }) => ({ id, messageId }));
}

const ms = (value: number) => sql`(${Math.max(0, Math.round(value))}::int * interval '1 millisecond')`;

/**
 * Claims up to `limit` due rows for one worker: pending rows whose time has
 * come, and rows whose previous claim's lease expired (a worker died mid-send).
 * One statement: the inner SELECT locks the rows it picks and skips rows
 * another worker is claiming at this instant, the UPDATE stamps them with this
 * worker's token and lease, and the statement commits on its own. Two workers,
 * in one process or on two instances, never get the same row at the same time.
 */
export async function claimDueEmails(db: Db, options: { limit: number; leaseMs: number; token: string }): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(or(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)), and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseExpiresAt, sql`now()`))))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      leaseToken: options.token,
      leaseExpiresAt: sql`now() + ${ms(options.leaseMs)}`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Sent: status, time, and the lease released in ONE conditional UPDATE. It
 * only applies while this worker still holds the claim (same token), so a
 * worker that lost its lease can never overwrite another worker's outcome.
 * Returns false when the claim was lost.
 */
export async function markEmailSent(db: Db, id: string, token: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, leaseToken: null, leaseExpiresAt: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.leaseToken, token), eq(emailOutbox.status, "sending")))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/** Failed attempt: back to pending after `retryInMs`, or `failed` for good; lease released. */
export async function markEmailFailed(db: Db, id: string, token: string, outcome: { error: string; retryInMs: number | null }): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: outcome.retryInMs === null ? "failed" : "pending",
      nextAttemptAt: outcome.retryInMs === null ? sql`${emailOutbox.nextAttemptAt}` : sql`now() + ${ms(outcome.retryInMs)}`,
      leaseToken: null,
      leaseExpiresAt: null,
      lastError: outcome.error.slice(0, 1000),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.leaseToken, token), eq(emailOutbox.status, "sending")))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/**
 * Without SMTP_URL: picks pending rows not yet printed and stamps them, so
 * each e-mail is printed once (by one instance) and stays pending for the day
 * an SMTP server is configured.
 */
export async function claimUnloggedEmails(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), isNull(emailOutbox.loggedAt)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ loggedAt: sql`now()` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Counts by status (health checks, tests). */
export async function outboxCounts(db: Db): Promise<Record<(typeof emailOutbox.$inferSelect)["status"], number>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** E-mails not sent yet and the oldest one's creation (the operator's /metrics). */
export async function outboxBacklog(db: Db): Promise<{ waiting: number; oldestCreatedAt: Date | null }> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${emailOutbox.createdAt})`.mapWith(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending"]));
  return { waiting: Number(row?.waiting ?? 0), oldestCreatedAt: row?.oldest ?? null };
}

export async function emailsOfSubmission(db: Db, submissionId: string): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).where(eq(emailOutbox.submissionId, submissionId)).orderBy(asc(emailOutbox.kind));
}

/* ------------------------------------------------------------ the dashboard's view */

/** How many e-mails the dashboard's outbox view lists. */
export const OUTBOX_VIEW_SIZE = 50;

export type OutboxEntry = {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  status: (typeof emailOutbox.$inferSelect)["status"];
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  reference: string | null;
};

/** The most recent e-mails, newest first, with their state. */
export async function listOutbox(db: Db, limit = OUTBOX_VIEW_SIZE): Promise<OutboxEntry[]> {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      reference: submissions.reference,
    })
    .from(emailOutbox)
    .leftJoin(submissions, eq(submissions.id, emailOutbox.submissionId))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/**
 * A failed e-mail goes back to the queue, due now. Only a row that is still
 * `failed` moves (two clicks, or two staff members, retry it once). The
 * attempt count is kept: the worker then makes one more attempt before
 * giving up again on a permanent refusal, and the view shows the real total.
 */
export async function retryFailedEmail(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()`, leaseToken: null, leaseExpiresAt: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}
