/**
 * "Mes demandes de soumission" on /profile (spec 7 call 8, decisions.md):
 * quote requests only, newest first, that were either submitted while signed
 * in with this account, or sent with the account's confirmed e-mail address
 * (compared case-insensitively) — never anyone else's. The rule is in this
 * query, keyed on the session's account; nothing from the page or a form can
 * widen it.
 */
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
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

export async function listCustomerQuoteRequests(db: Db, owner: RequestOwner, lang: Lang): Promise<CustomerRequest[]> {
  const ownedByAccount = eq(submissions.userId, owner.userId);
  // Requests sent before the account existed count only once the address is confirmed.
  const sentWithConfirmedEmail = owner.emailVerified ? eq(sql`lower(${submissions.email})`, owner.email.trim().toLowerCase()) : undefined;
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
    .where(and(eq(submissions.type, "quote"), sentWithConfirmedEmail ? or(ownedByAccount, sentWithConfirmedEmail) : ownedByAccount))
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
