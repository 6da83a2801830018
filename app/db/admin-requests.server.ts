/**
 * What the staff dashboard reads and writes (issue 6): counters, the filtered
 * and paginated list of requests, one request's detail and history, status
 * changes (with their history row and the customer's e-mail, in ONE
 * transaction), the live-update check, the e-mail outbox view and its retry,
 * and the CSV export.
 *
 * Every function trusts its caller to have checked the admin role
 * (app/auth/guards.server.ts): routes call them only after the guard.
 */
import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { findProduct } from "../domain/catalogue/catalogue.ts";
import { findOption } from "../domain/catalogue/options.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import { isRequestStatus, type RequestStatus } from "../domain/request-status.ts";
import { foldForSearch } from "../domain/text.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { statusChangedEmail } from "../email/templates/status-changed.ts";
import type { EmailContext } from "../email/layout.ts";
import { translate, type Lang } from "../i18n/index.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails } from "./outbox.server.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { emailOutbox, SUBMISSION_TYPES, submissionItems, submissions } from "./schema.ts";

export type RequestType = (typeof SUBMISSION_TYPES)[number];

export const PAGE_SIZE = 25;
export const OUTBOX_VIEW_SIZE = 50;
/** A bound on one export, so a mistaken click cannot build a file the size of the database. */
export const EXPORT_MAX_ROWS = 10_000;
/**
 * How far back the live check looks before its marker. A request's created_at
 * is set when its transaction starts, but it becomes visible when it commits:
 * a slow transaction (or another instance's clock a little ahead) can show up
 * with a created_at just before the marker of a check that ran in between.
 * The browser drops the ones it has already seen.
 */
export const LIVE_OVERLAP_MS = 60_000;

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === "string" && (SUBMISSION_TYPES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/* ------------------------------------------------------------ filters */

export type RequestFilters = {
  status?: RequestStatus;
  type?: RequestType;
  /** Quebec calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Searched in reference, name, e-mail and company, ignoring case and accents. */
  q?: string;
  page: number;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function isoDay(value: string | null): string | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** Filters from a URL's query; anything invalid is ignored rather than refused (a hand-edited URL still shows a list). */
export function parseRequestFilters(params: URLSearchParams): RequestFilters {
  const status = params.get("status");
  const type = params.get("type");
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    status: isRequestStatus(status) ? status : undefined,
    type: isRequestType(type) ? type : undefined,
    from: isoDay(params.get("from")),
    to: isoDay(params.get("to")),
    q: q || undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

// The column side of foldForSearch (domain/text.ts), which folds the query. PostgreSQL's lower()
// only folds ASCII under the C locale (PGlite's default), so the accented capitals are mapped as
// well. Cheaper than the unaccent extension, which PGlite does not ship.
const ACCENTED = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy";
function folded(column: AnyPgColumn): SQL {
  return sql`replace(replace(translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN}), 'œ', 'oe'), 'æ', 'ae')`;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Start of a Quebec calendar day as an instant, computed by the database (DST included). */
function startOfDay(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
}

function filterConditions(filters: Omit<RequestFilters, "page">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(submissions.status, filters.status));
  if (filters.type) conditions.push(eq(submissions.type, filters.type));
  if (filters.from) conditions.push(gte(submissions.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(submissions.createdAt, startOfDay(filters.to, 1)));
  if (filters.q) {
    const pattern = likePattern(foldForSearch(filters.q));
    const matches = [submissions.reference, submissions.name, submissions.email, submissions.company].map((column) => sql`${folded(column)} like ${pattern}`);
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/* ------------------------------------------------------------ counters */

export type RequestStats = { total: number; new: number; inProgress: number; completed: number; quotes: number; contacts: number };

/** The six counters of the dashboard, in one query. */
export async function requestStats(db: Db): Promise<RequestStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`(count(*) filter (where ${submissions.status} = 'new'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${submissions.status} = 'in_progress'))::int`,
      completed: sql<number>`(count(*) filter (where ${submissions.status} = 'completed'))::int`,
      quotes: sql<number>`(count(*) filter (where ${submissions.type} = 'quote'))::int`,
      contacts: sql<number>`(count(*) filter (where ${submissions.type} = 'contact'))::int`,
    })
    .from(submissions);
  return {
    total: Number(row?.total ?? 0),
    new: Number(row?.new ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    completed: Number(row?.completed ?? 0),
    quotes: Number(row?.quotes ?? 0),
    contacts: Number(row?.contacts ?? 0),
  };
}

/* ------------------------------------------------------------ list */

export type RequestListRow = {
  id: string;
  reference: string;
  type: RequestType;
  status: RequestStatus;
  name: string;
  email: string;
  company: string | null;
  createdAt: Date;
  totalAmount: number | null;
};

export type RequestPage = { rows: RequestListRow[]; total: number; page: number; pageCount: number; pageSize: number };

const listColumns = {
  id: submissions.id,
  reference: submissions.reference,
  type: submissions.type,
  status: submissions.status,
  name: submissions.name,
  email: submissions.email,
  company: submissions.company,
  createdAt: submissions.createdAt,
  totalAmount: submissions.totalAmount,
};

/** Newest first (the reference breaks ties between requests of the same instant). */
export async function listRequests(db: Db, filters: RequestFilters, pageSize = PAGE_SIZE): Promise<RequestPage> {
  const where = filterConditions(filters);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(submissions).where(where);
  const total = Number(counted?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select(listColumns)
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.reference))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount, pageSize };
}

/* ------------------------------------------------------------ detail */

export type RequestItemDetail = {
  productId: number;
  name: string;
  quantity: number;
  period: "day" | "week" | "fixed";
  unitPrice: number;
  lineTotal: number;
  /** Option labels in the page's language. */
  options: string[];
};

export type StatusChange = { id: number; from: RequestStatus; to: RequestStatus; byName: string; at: Date };

export type RequestDetail = Omit<typeof submissions.$inferSelect, "submissionKey"> & { items: RequestItemDetail[]; history: StatusChange[] };

function itemDetail(item: typeof submissionItems.$inferSelect, lang: Lang): RequestItemDetail {
  return {
    productId: item.productId,
    // The catalogue's name in the page's language; the stored French name if the product is gone.
    name: findProduct(item.productId)?.name[lang] ?? item.productName,
    quantity: item.quantity,
    period: item.period,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    options: [item.transformerType, item.sweeperType, item.diamondType].filter((id): id is string => !!id).map((id) => findOption(id)?.label[lang] ?? id),
  };
}

export async function getRequestDetail(db: Db, reference: string, lang: Lang): Promise<RequestDetail | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
  if (!row) return undefined;
  const [items, history] = await Promise.all([
    db.select().from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(asc(submissionItems.position)),
    db
      .select()
      .from(submissionStatusChanges)
      .where(eq(submissionStatusChanges.submissionId, row.id))
      .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id)),
  ]);
  const { submissionKey: _key, ...submission } = row;
  return {
    ...submission,
    items: items.map((item) => itemDetail(item, lang)),
    history: history.map((change) => ({ id: change.id, from: change.fromStatus, to: change.toStatus, byName: change.changedByName, at: change.changedAt })),
  };
}

/* ------------------------------------------------------------ status change */

export type StaffMember = { userId: string; name: string };

export type StatusChangeInput = {
  submissionId: string;
  to: RequestStatus;
  actor: StaffMember;
  /** For the customer's e-mail. */
  mail: EmailContext & { messageIdDomain: string };
  now?: Date;
};

export type StatusChangeOutcome =
  | { outcome: "changed"; reference: string; from: RequestStatus; to: RequestStatus }
  | { outcome: "unchanged"; reference: string; to: RequestStatus }
  | { outcome: "not-found" };

/**
 * Sets a request's status (any to any, spec 4) in ONE transaction: the new
 * status, the history row (who, when, from, to) and the customer's e-mail in
 * the request's language, through the outbox. The row is locked first, so two
 * staff members clicking at once record two consistent steps. Setting the
 * status a request already has changes nothing and sends nothing.
 */
export async function changeRequestStatus(db: Db, input: StatusChangeInput): Promise<StatusChangeOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: submissions.id, reference: submissions.reference, type: submissions.type, status: submissions.status, lang: submissions.lang, name: submissions.name, firstName: submissions.firstName, email: submissions.email })
      .from(submissions)
      .where(eq(submissions.id, input.submissionId))
      .for("update");
    if (!current) return { outcome: "not-found" };
    if (current.status === input.to) return { outcome: "unchanged", reference: current.reference, to: input.to };

    // The database's clock, like the live-update marker it is compared with (a JS Date has only
    // millisecond precision and could fall just before a marker read in the same millisecond).
    await tx
      .update(submissions)
      .set({ status: input.to, updatedAt: input.now ?? sql`now()` })
      .where(eq(submissions.id, current.id));
    await tx.insert(submissionStatusChanges).values({
      submissionId: current.id,
      fromStatus: current.status,
      toStatus: input.to,
      changedByUserId: input.actor.userId,
      changedByName: input.actor.name,
      changedAt: now,
    });
    const content = statusChangedEmail(
      { reference: current.reference, type: current.type, lang: current.lang, greetingName: current.firstName || current.name, to: input.to, changedAt: now },
      input.mail,
    );
    await enqueueEmails(
      tx,
      current.id,
      [
        {
          kind: "status-changed",
          lang: current.lang,
          to: { address: current.email, name: current.name },
          replyTo: { address: input.mail.business.email, name: input.mail.business.name },
          ...content,
        },
      ],
      input.mail.messageIdDomain,
    );
    return { outcome: "changed", reference: current.reference, from: current.status, to: input.to };
  });
}

/* ------------------------------------------------------------ live updates */

export type NewRequest = { id: string; reference: string; type: RequestType; name: string; createdAt: Date };
export type RequestActivity = {
  /** The database's clock: the marker of the next check. */
  checkedAt: Date;
  /** Requests created after (marker − LIVE_OVERLAP_MS), newest first; the caller drops those it has seen. */
  created: NewRequest[];
  /** Requests changed (status) since the marker, by anyone. */
  updated: number;
};

/**
 * What happened since `since`: read from the database, so a request stored
 * by another instance shows on this instance's dashboards (docs/decisions/0004, 0008).
 */
export async function requestActivitySince(db: Db, since: Date): Promise<RequestActivity> {
  const after = new Date(since.getTime() - LIVE_OVERLAP_MS);
  const [checkedAt, created, updated] = await Promise.all([
    databaseNow(db),
    db
      .select({ id: submissions.id, reference: submissions.reference, type: submissions.type, name: submissions.name, createdAt: submissions.createdAt })
      .from(submissions)
      .where(gt(submissions.createdAt, after))
      .orderBy(desc(submissions.createdAt), desc(submissions.reference))
      .limit(50),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(and(gt(submissions.updatedAt, since), sql`${submissions.updatedAt} > ${submissions.createdAt}`)),
  ]);
  return { checkedAt, created, updated: Number(updated[0]?.count ?? 0) };
}

/** The database's clock (the first marker of a dashboard). */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: Date | string }[] };
  const now = result.rows[0]?.now;
  return now instanceof Date ? now : new Date(String(now));
}

/* ------------------------------------------------------------ outbox */

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

/* ------------------------------------------------------------ CSV export */

/**
 * A spreadsheet must not run what a customer typed: a cell starting with
 * = + - @ (or a tab / carriage return, which some spreadsheets skip before
 * reading a formula) gets a leading apostrophe (decisions.md, OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`;
}

/**
 * A CSV document Excel opens correctly: UTF-8 with a byte-order mark (French
 * accents), CRLF line ends, every field quoted. French uses ';' between fields
 * and a decimal comma, as Excel does with French (Canada) regional settings;
 * English uses ','.
 */
export function csvDocument(rows: readonly (readonly string[])[], lang: Lang): string {
  const separator = lang === "fr" ? ";" : ",";
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(separator)).join("\r\n")}\r\n`;
}

function csvMoney(lang: Lang, amount: number | null): string {
  if (amount === null) return "";
  const fixed = amount.toFixed(2);
  return lang === "fr" ? fixed.replace(".", ",") : fixed;
}

/** "2026-05-14 09:32", Quebec time: sortable, and read as a date by spreadsheets. */
export function csvDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

const PERIOD_SHORT: Record<Lang, Record<RequestItemDetail["period"], string>> = {
  fr: { day: "jour", week: "semaine", fixed: "prix fixe" },
  en: { day: "day", week: "week", fixed: "fixed price" },
};

/** The requests matching the filters (all pages, newest first), as CSV rows with a header in the page's language. */
export async function exportRequestRows(db: Db, filters: RequestFilters, lang: Lang): Promise<string[][]> {
  const where = filterConditions(filters);
  const rows = await db.select().from(submissions).where(where).orderBy(desc(submissions.createdAt), desc(submissions.reference)).limit(EXPORT_MAX_ROWS);
  const ids = rows.map((row) => row.id);
  const items = ids.length
    ? await db.select().from(submissionItems).where(inArray(submissionItems.submissionId, ids)).orderBy(asc(submissionItems.submissionId), asc(submissionItems.position))
    : [];
  const itemsOf = new Map<string, string[]>();
  for (const item of items) {
    const detail = itemDetail(item, lang);
    const options = detail.options.length ? ` (+ ${detail.options.join(", ")})` : "";
    const line = `${detail.quantity} × ${detail.name} / ${PERIOD_SHORT[lang][detail.period]}${options}`;
    itemsOf.set(item.submissionId, [...(itemsOf.get(item.submissionId) ?? []), line]);
  }
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const header = [
    t("admin.csv.reference"),
    t("admin.csv.type"),
    t("admin.csv.status"),
    t("admin.csv.date"),
    t("admin.csv.name"),
    t("admin.csv.email"),
    t("admin.csv.phone"),
    t("admin.csv.company"),
    t("admin.csv.subject"),
    t("admin.csv.message"),
    t("admin.csv.startDate"),
    t("admin.csv.endDate"),
    t("admin.csv.delivery"),
    t("admin.csv.deliverySite"),
    t("admin.csv.items"),
    t("admin.csv.subtotal"),
    t("admin.csv.tps"),
    t("admin.csv.tvq"),
    t("admin.csv.total"),
    t("admin.csv.language"),
  ];
  const body = rows.map((row) => [
    row.reference,
    translate(lang, `admin.type.${row.type}`),
    isRequestStatus(row.status) ? translate(lang, `admin.status.${row.status}`) : translate(lang, "admin.status.unknown"),
    csvDateTime(row.createdAt),
    row.name,
    row.email,
    row.phone ? formatPhone(row.phone) : "",
    row.company ?? "",
    row.subject ? translate(lang, `quote.contact.subjects.${row.subject}` as Parameters<typeof translate>[1]) : "",
    row.message ?? "",
    row.startDate ?? "",
    row.endDate ?? "",
    row.deliveryChoice ? translate(lang, `quote.form.deliveryChoices.${row.deliveryChoice}`) : "",
    [row.deliveryLocationName, row.deliveryAddress, [row.deliveryCity, row.deliveryPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    (itemsOf.get(row.id) ?? []).join("\n"),
    csvMoney(lang, row.subtotal),
    csvMoney(lang, row.tps),
    csvMoney(lang, row.tvq),
    csvMoney(lang, row.totalAmount),
    translate(lang, `admin.detail.languages.${row.lang}`),
  ]);
  return [header, ...body];
}
