/**
 * "Mes demandes de soumission" on /profile (spec 7 call 8, decisions.md):
 * quote requests only, newest first, that were either submitted while signed
 * in with this account, or sent with the account's confirmed e-mail address
 * (compared case-insensitively) — never anyone else's. The rule is in this
 * query, keyed on the session's account; nothing from the page or a form can
 * widen it.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { findOption } from "../domain/catalogue/options.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import type { Lang } from "../i18n/index.ts";
import type { Db } from "./client.server.ts";
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
};

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
  items: CustomerRequestItem[];
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

  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
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
        options: [item.transformerType, item.sweeperType, item.diamondType]
          .filter((id): id is string => !!id)
          .map((id) => findOption(id)?.label[lang] ?? id),
      })),
  }));
}
