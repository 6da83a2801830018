/**
 * What every act of the quote lifecycle shares: the request's row locked for the
 * act, its versions as documents, the status change with its history row (who or what), the
 * e-mails' facts, and the rules of time: when a sent version expires, until when its private
 * link works. The acts themselves: ./quote-drafts.server.ts (prepare), ./quote-sending.server.ts
 * (send), ./quote-answers.server.ts (accept, decline, cancel, change dates),
 * ./quote-fulfilment.server.ts (extend, return), ./quote-expiry.server.ts (the job).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { getEnv } from "../config/env.server.ts";
import { businessDateTime } from "../domain/business-clock.ts";
import { ACCEPTED_LINK_DAYS_AFTER_END } from "../domain/constants.ts";
import { isUuid } from "../domain/request-filters.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import type { MailSettings } from "../email/messages.server.ts";
import type { QuoteMailFacts } from "../email/quote-emails.server.ts";
import { localizePath, type Lang } from "../i18n/index.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import { getBusinessSettings } from "./business-settings.server.ts";
import type { Db } from "./client.server.ts";
import { messageIdDomain, type DbOrTx } from "./outbox.server.ts";
import { quoteVersions } from "./rental-schema.ts";
import { submissions } from "./schema.ts";

export type RequestRow = typeof submissions.$inferSelect;
export type VersionRow = typeof quoteVersions.$inferSelect;
/** What the e-mails of an act are rendered with. */
export type QuoteMail = MailSettings & { messageIdDomain: string };

/** Who or what moves a request (the history's "by"). */
export type StatusActor = { kind: "staff" | "customer" | "system"; name: string; userId: string | null };

export const SYSTEM_ACTOR: StatusActor = { kind: "system", name: "system", userId: null };

/** The quote request, locked until the act's transaction ends (two acts on one request run one after the other). */
export async function lockRequest(tx: DbOrTx, by: { id: string } | { token: string }): Promise<RequestRow | undefined> {
  // A posted id that is no uuid finds nothing (rather than a database error).
  if ("id" in by ? !isUuid(by.id) : by.token === "") return undefined;
  const where = "id" in by ? eq(submissions.id, by.id) : eq(submissions.quoteToken, by.token);
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(where, eq(submissions.type, "quote")))
    .for("update");
  return row;
}

/** The request's sent versions, newest first. */
export async function sentVersions(db: DbOrTx, submissionId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.submissionId, submissionId), isNotNull(quoteVersions.sentAt)))
    .orderBy(desc(quoteVersions.version));
}

/** A version as the link, the PDF and the e-mails show it. */
export function documentOf(row: VersionRow): QuoteDocument {
  return {
    version: row.version,
    lines: row.lines,
    extras: row.extras,
    deliveryFee: row.deliveryFee,
    discount: row.discount,
    deposit: row.deposit,
    totals: { subtotal: row.subtotal, tps: row.tps, tvq: row.tvq, total: row.total },
    handoverAt: row.handoverAt.toISOString(),
    validUntil: row.validUntil,
    note: row.note,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** The first day of the rental a version quotes (its earliest line start; without rented lines, the handover's day). */
export function firstStartOf(row: Pick<VersionRow, "lines" | "handoverAt">): string {
  const starts = row.lines.map((line) => line.startDate).filter((date): date is string => date !== null);
  return starts.length > 0 ? starts.reduce((min, date) => (date < min ? date : min)) : businessDateTime(row.handoverAt).date;
}

/** The last day of the rental a version quotes. */
export function lastEndOf(row: Pick<VersionRow, "lines" | "handoverAt">): string {
  const ends = row.lines.map((line) => line.endDate).filter((date): date is string => date !== null);
  return ends.length > 0 ? ends.reduce((max, date) => (date > max ? date : max)) : firstStartOf(row);
}

/**
 * A sent version may no longer be accepted at `now`: its validity date is over
 * (it ends at midnight, Quebec time) or its rental's first day has come.
 */
export function isExpiredAt(row: Pick<VersionRow, "lines" | "handoverAt" | "validUntil">, now: Date): boolean {
  const today = todayInBusinessZone(now);
  return today > row.validUntil || today >= firstStartOf(row);
}

/**
 * The last day the private link shows the quote: ACCEPTED_LINK_DAYS_AFTER_END after the
 * rental's end (an accepted quote keeps its view, PDF, date change and cancellation until then;
 * an expired, declined or cancelled one stays read-only until then). After it: not found.
 */
export function linkOpenUntil(row: Pick<VersionRow, "lines" | "handoverAt">): string {
  return addDays(lastEndOf(row), ACCEPTED_LINK_DAYS_AFTER_END);
}

/** The private link's secret: 32 random bytes (256 bits), URL-safe. */
export function newQuoteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function quoteLinkUrl(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${localizePath(`/quotes/${token}`, lang)}`;
}

export function mailFacts(request: RequestRow, document: QuoteDocument, publicUrl: string): QuoteMailFacts {
  return {
    reference: request.reference,
    lang: request.lang,
    customer: { name: request.name, firstName: request.firstName, email: request.email, company: request.company },
    document,
    linkUrl: quoteLinkUrl(publicUrl, request.lang, request.quoteToken ?? ""),
  };
}

/**
 * Moves the request to `to` with its history row (who or what, when, from, to), in the act's
 * transaction. `at` undefined: the database's clock marks the change (as the dashboard's live
 * check compares with it, ./request-status.server.ts).
 */
export async function recordStatus(tx: DbOrTx, request: Pick<RequestRow, "id" | "status">, to: RequestStatus, by: StatusActor, at: Date | undefined): Promise<void> {
  await tx
    .update(submissions)
    .set({ status: to, updatedAt: at ?? sql`now()` })
    .where(eq(submissions.id, request.id));
  if (request.status === to) return;
  await tx.insert(submissionStatusChanges).values({
    submissionId: request.id,
    fromStatus: request.status,
    toStatus: to,
    changedByKind: by.kind,
    changedByUserId: by.userId,
    changedByName: by.name,
    changedAt: at ?? new Date(),
  });
}

/** The mail settings of the running instance (the background job has no page to give them). */
export async function instanceMail(db: Db): Promise<QuoteMail> {
  const env = getEnv();
  const settings = await getBusinessSettings(db, env.settingsDefaults);
  return { business: settings.business, staffNotifyEmail: settings.staffNotifyEmail, publicUrl: env.publicUrl, messageIdDomain: messageIdDomain(env.mailFrom) };
}
