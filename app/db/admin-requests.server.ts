/**
 * What the staff dashboard reads: counters, the filtered and
 * paginated list of requests, one request's detail and history, and the
 * live-update check. Status changes are in ./request-status.server.ts, the
 * outbox view and retry in ./outbox.server.ts, the CSV export beside its route
 * (app/routes/admin-export.server.ts); the filters are parsed by
 * app/domain/request-filters.ts.
 *
 * Every function trusts its caller to have checked the admin role
 * (app/auth/guards.server.ts): routes call them only after the guard.
 */
import { unitsOut } from "./handovers.server.ts";
import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { findOption } from "../domain/catalogue/options.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import type { RequestFilters, RequestType } from "../domain/request-filters.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import { foldForSearch } from "../domain/text.ts";
import type { Lang } from "../i18n/index.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import { quoteVersions } from "./rental-schema.ts";
import type { Db } from "./client.server.ts";
import { submissionItems, submissions } from "./schema.ts";

export const PAGE_SIZE = 25;
/**
 * How far back the live check looks before its marker. A request's created_at
 * is set when its transaction starts, but it becomes visible when it commits:
 * a slow transaction (or another instance's clock a little ahead) can show up
 * with a created_at just before the marker of a check that ran in between.
 * The browser drops the ones it has already seen.
 */
export const LIVE_OVERLAP_MS = 60_000;

/* ------------------------------------------------------------ filters as SQL */

// The column side of foldForSearch (domain/text.ts), which folds the query (the customer list uses it too). PostgreSQL's lower()
// only folds ASCII under the C locale (PGlite's default), so the accented capitals are mapped as
// well. Cheaper than the unaccent extension, which PGlite does not ship.
const ACCENTED = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy";
export function folded(column: AnyPgColumn | SQL): SQL {
  return sql`replace(replace(translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN}), 'œ', 'oe'), 'æ', 'ae')`;
}

/** A LIKE pattern that finds `term` anywhere, its wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Start of a Quebec calendar day as an instant, computed by the database (DST included). */
export function startOfDay(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
}

export function filterConditions(filters: Omit<RequestFilters, "page">): SQL | undefined {
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

export type RequestStats = { total: number; new: number; inProgress: number; quoted: number; accepted: number; completed: number; quotes: number; contacts: number };

/**
 * The eight counters of the dashboard, in one query: the spec's six, and the two statuses of the
 * quote lifecycle staff watch: quotes waiting for the customer's answer, and
 * reservations holding units. Declined, cancelled and expired requests are a filter away.
 */
export async function requestStats(db: Db): Promise<RequestStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`(count(*) filter (where ${submissions.status} = 'new'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${submissions.status} = 'in_progress'))::int`,
      quoted: sql<number>`(count(*) filter (where ${submissions.status} = 'quoted'))::int`,
      accepted: sql<number>`(count(*) filter (where ${submissions.status} = 'accepted'))::int`,
      completed: sql<number>`(count(*) filter (where ${submissions.status} = 'completed'))::int`,
      quotes: sql<number>`(count(*) filter (where ${submissions.type} = 'quote'))::int`,
      contacts: sql<number>`(count(*) filter (where ${submissions.type} = 'contact'))::int`,
    })
    .from(submissions);
  return {
    total: Number(row?.total ?? 0),
    new: Number(row?.new ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    quoted: Number(row?.quoted ?? 0),
    accepted: Number(row?.accepted ?? 0),
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
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(where);
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

/** Who or what moved a request: staff (dashboard, quote editor), the customer (the quote's link) or the system (the expiry job). */
export type StatusChangeBy = "staff" | "customer" | "system";

export type StatusChange = { id: number; from: RequestStatus; to: RequestStatus; byKind: StatusChangeBy; byName: string; at: Date };

/** `unitsOut`: the rental's units handed over and not back (the counter's next screen is the return). */
export type RequestDetail = Omit<typeof submissions.$inferSelect, "submissionKey"> & { items: RequestItemDetail[]; history: StatusChange[]; unitsOut: number };

export function itemDetail(item: typeof submissionItems.$inferSelect, lang: Lang): RequestItemDetail {
  return {
    productId: item.productId,
    // The name stored with the line, in the page's language: the catalogue may have changed since.
    name: lang === "en" ? item.productNameEn : item.productName,
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
  const [items, history, out] = await Promise.all([
    db.select().from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(asc(submissionItems.position)),
    db.select().from(submissionStatusChanges).where(eq(submissionStatusChanges.submissionId, row.id)).orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id)),
    row.status === "accepted" ? unitsOut(db, row.id) : 0,
  ]);
  const { submissionKey: _key, ...submission } = row;
  return {
    ...submission,
    items: items.map((item) => itemDetail(item, lang)),
    history: history.map((change) => ({ id: change.id, from: change.fromStatus, to: change.toStatus, byKind: change.changedByKind, byName: change.changedByName, at: change.changedAt })),
    unitsOut: out,
  };
}

/** A request's unsent quote draft, if staff saved one (the detail says so beside "Prepare the quote"). */
export type QuoteDraftSummary = { version: number; byName: string; updatedAt: Date };

export async function quoteDraftOf(db: Db, submissionId: string): Promise<QuoteDraftSummary | null> {
  const [row] = await db
    .select({ version: quoteVersions.version, byName: quoteVersions.createdByName, updatedAt: quoteVersions.updatedAt })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.submissionId, submissionId), isNull(quoteVersions.sentAt)));
  return row ?? null;
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
