/**
 * "Mes demandes de soumission" on /profile (spec 7 call 8, decisions.md; with the
 * dates, the quote versions with the private link, and the status history):
 * quote requests only, newest first, that were either submitted while signed
 * in with this account, or sent with the account's confirmed e-mail address
 * (compared case-insensitively) — never anyone else's. The rule is in this
 * query, keyed on the session's account; nothing from the page or a form can
 * widen it.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { OPTION_FIELDS } from "../domain/cart.ts";
import { findOption } from "../domain/catalogue/options.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import type { Lang } from "../i18n/index.ts";
import type { Db } from "./client.server.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import { quoteVersions } from "./rental-schema.ts";
import { submissionItems, submissions } from "./schema.ts";

export type CustomerRequestItem = {
  productId: number;
  name: string;
  image: string | null;
  quantity: number;
  period: "day" | "week" | "fixed";
  unitPrice: number;
  lineTotal: number;
  /** Option labels in the page's language. */
  options: string[];
  /** The option ids as the cart keeps them ("Redemander" copies the line into a new cart). */
  cartOptions: Partial<Record<(typeof OPTION_FIELDS)[number], string>>;
  /** A rented line's own dates and their weeks and days; null without dates. */
  startDate: string | null;
  endDate: string | null;
  weeks: number | null;
  days: number | null;
};

/** A version of the quote staff sent. */
export type CustomerQuoteVersion = { version: number; sentAt: string; total: number };

/** A step of the request's status history: who or what moved it, when, from, to. */
export type CustomerStatusStep = { from: RequestStatus; to: RequestStatus; at: string; by: "customer" | "staff" | "system" };

export type CustomerRequest = {
  id: string;
  reference: string;
  /** ISO date-time. */
  createdAt: string;
  status: RequestStatus;
  subtotal: number | null;
  tps: number | null;
  tvq: number | null;
  total: number | null;
  /** The project's dates; null when the request had none. */
  startDate: string | null;
  endDate: string | null;
  items: CustomerRequestItem[];
  /** The private link's token once a version was sent (its page and its PDF), else null. */
  quoteToken: string | null;
  /** Sent versions, oldest first. */
  quoteVersions: CustomerQuoteVersion[];
  /** Oldest first. */
  history: CustomerStatusStep[];
};

/** The account whose requests are listed: from the session, never from a form. */
export type RequestOwner = { userId: string; email: string; emailVerified: boolean };

/** The same account, as columns of the `user` table (the back office's customer list counts every account's requests in one query). */
export type RequestOwnerColumns = { userId: AnyPgColumn; email: AnyPgColumn; emailVerified: AnyPgColumn };

/**
 * The requests that belong to an account (the rule above, in one place): sent while signed in
 * with it, or sent with its address once that address is confirmed. Requests sent before the
 * account existed count only once the address is confirmed.
 */
export function requestsOwnedBy(owner: RequestOwner | RequestOwnerColumns): SQL {
  if (typeof owner.userId !== "string") {
    const columns = owner as RequestOwnerColumns;
    return sql`(${submissions.userId} = ${columns.userId} or (${columns.emailVerified} and lower(${submissions.email}) = lower(${columns.email})))`;
  }
  const account = owner as RequestOwner;
  const ownedByAccount = eq(submissions.userId, account.userId);
  if (!account.emailVerified) return ownedByAccount;
  return or(ownedByAccount, eq(sql`lower(${submissions.email})`, account.email.trim().toLowerCase()))!;
}

export async function listCustomerQuoteRequests(db: Db, owner: RequestOwner, lang: Lang): Promise<CustomerRequest[]> {
  const rows = await db
    .select({
      id: submissions.id,
      reference: submissions.reference,
      createdAt: submissions.createdAt,
      status: submissions.status,
      subtotal: submissions.subtotal,
      tps: submissions.tps,
      tvq: submissions.tvq,
      total: submissions.totalAmount,
      startDate: submissions.startDate,
      endDate: submissions.endDate,
      quoteToken: submissions.quoteToken,
    })
    .from(submissions)
    .where(and(eq(submissions.type, "quote"), requestsOwnedBy(owner)))
    .orderBy(desc(submissions.createdAt), desc(submissions.reference));
  if (rows.length === 0) return [];

  const items = await db
    .select()
    .from(submissionItems)
    .where(
      inArray(
        submissionItems.submissionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(submissionItems.submissionId), asc(submissionItems.position));

  const ids = rows.map((row) => row.id);
  const [versions, steps] = await Promise.all([
    db
      .select({ submissionId: quoteVersions.submissionId, version: quoteVersions.version, sentAt: quoteVersions.sentAt, total: quoteVersions.total })
      .from(quoteVersions)
      .where(and(inArray(quoteVersions.submissionId, ids), isNotNull(quoteVersions.sentAt)))
      .orderBy(asc(quoteVersions.submissionId), asc(quoteVersions.version)),
    db
      .select({
        submissionId: submissionStatusChanges.submissionId,
        from: submissionStatusChanges.fromStatus,
        to: submissionStatusChanges.toStatus,
        at: submissionStatusChanges.changedAt,
        by: submissionStatusChanges.changedByKind,
      })
      .from(submissionStatusChanges)
      .where(inArray(submissionStatusChanges.submissionId, ids))
      .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id)),
  ]);

  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // The link exists once a version was sent (the token is made with the first one).
    quoteToken: versions.some((v) => v.submissionId === row.id) ? row.quoteToken : null,
    quoteVersions: versions.filter((v) => v.submissionId === row.id).map((v) => ({ version: v.version, sentAt: v.sentAt!.toISOString(), total: v.total })),
    // Staff's names stay with staff: the customer reads "our team".
    history: steps.filter((step) => step.submissionId === row.id).map((step) => ({ from: step.from, to: step.to, at: step.at.toISOString(), by: step.by })),
    items: items
      .filter((item) => item.submissionId === row.id)
      .map((item) => ({
        productId: item.productId,
        // The name stored with the line, in the page's language: the catalogue may have changed since.
        name: lang === "en" ? item.productNameEn : item.productName,
        image: item.image,
        quantity: item.quantity,
        period: item.period,
        unitPrice: item.unitPrice,
        lineTotal: item.lineTotal,
        options: [item.transformerType, item.sweeperType, item.diamondType].filter((id): id is string => !!id).map((id) => findOption(id)?.label[lang] ?? id),
        cartOptions: Object.fromEntries(OPTION_FIELDS.map((field) => [field, item[field]]).filter(([, id]) => !!id)),
        startDate: item.startDate,
        endDate: item.endDate,
        weeks: item.weeks,
        days: item.days,
      })),
  }));
}

/** Who a quote is for, as its PDF names them (the private link's PDF, app/routes/quote-link-pdf.ts). */
export type QuoteCustomer = { name: string; email: string; company: string | null; phone: string | null };

export async function quoteCustomer(db: Db, submissionId: string): Promise<QuoteCustomer | null> {
  const [row] = await db.select({ name: submissions.name, email: submissions.email, company: submissions.company, phone: submissions.phone }).from(submissions).where(eq(submissions.id, submissionId));
  if (!row) return null;
  return { ...row, phone: row.phone ? formatPhone(row.phone) : null };
}
