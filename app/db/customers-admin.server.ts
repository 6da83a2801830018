/**
 * What the back office's customers area reads: the accounts, searched, sorted and
 * paginated, each with its number of requests and its last one; and one customer's page (the
 * profile, every request, the staff-role history). A customer's requests follow the rule of
 * "Mes demandes" (requestsOwnedBy in ./customer-requests.server.ts): sent while signed in with
 * the account, or with its confirmed address; here both kinds, quotes and messages.
 * Role changes are in ./staff-role.server.ts.
 *
 * Every function trusts its caller to have checked the admin role (app/auth/guards.server.ts).
 */
import { asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AccountType, RoleSource, UserRole } from "../auth/account-types.ts";
import type { CustomerListQuery } from "../domain/customer-list-query.ts";
import type { RequestType } from "../domain/request-filters.ts";
import type { RequestStatus } from "../domain/request-status.ts";
import { foldForSearch } from "../domain/text.ts";
import type { Lang } from "../i18n/index.ts";
import { folded, likePattern, PAGE_SIZE } from "./admin-requests.server.ts";
import { clientProfiles, user } from "./auth-schema.ts";
import { staffRoleChanges, type StaffRoleAction } from "./back-office-schema.ts";
import type { Db } from "./client.server.ts";
import { requestsOwnedBy } from "./customer-requests.server.ts";
import { submissions } from "./schema.ts";

/** The name shown for an account: the profile's names, or the name typed at registration. */
const displayName = sql<string>`coalesce(nullif(trim(coalesce(${clientProfiles.firstName}, '') || ' ' || coalesce(${clientProfiles.lastName}, '')), ''), ${user.name})`;

export type CustomerRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  accountType: AccountType;
  createdAt: Date;
  emailVerified: boolean;
  role: UserRole;
  roleSource: RoleSource | null;
  requestCount: number;
  lastRequestAt: Date | null;
};

export type CustomerPage = { rows: CustomerRow[]; total: number; page: number; pageCount: number; pageSize: number };

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(foldForSearch(q));
  return or(...[displayName, user.name, user.email, clientProfiles.company].map((column) => sql`${folded(column)} like ${pattern}`));
}

/** The accounts of one page of the list, with their request counts (one query, plus the count of the search). */
export async function listCustomers(db: Db, query: CustomerListQuery, pageSize = PAGE_SIZE): Promise<CustomerPage> {
  const where = searchCondition(query.q);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, user.id))
    .where(where);
  const total = Number(counted?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);

  // Each account's requests, counted beside it (the indexes on user_id and lower(email) serve it).
  const requests = db
    .select({
      count: sql<number>`count(*)::int`.as("request_count"),
      lastAt: sql<Date | null>`max(${submissions.createdAt})`.mapWith(submissions.createdAt).as("last_request_at"),
    })
    .from(submissions)
    .where(requestsOwnedBy({ userId: user.id, email: user.email, emailVerified: user.emailVerified }))
    .as("account_requests");
  const lastFirst = sql`${requests.lastAt} desc nulls last`;
  const order: Record<CustomerListQuery["sort"], SQL[]> = {
    name: [asc(folded(displayName)), asc(user.email)],
    created: [desc(user.createdAt), asc(user.id)],
    requests: [desc(requests.count), lastFirst, desc(user.createdAt), asc(user.id)],
    "last-request": [lastFirst, desc(user.createdAt), asc(user.id)],
  };

  const rows = await db
    .select({
      id: user.id,
      name: displayName,
      email: user.email,
      company: clientProfiles.company,
      accountType: sql<AccountType>`coalesce(${clientProfiles.accountType}, 'particulier')`,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      role: user.role,
      roleSource: user.roleSource,
      requestCount: requests.count,
      lastRequestAt: requests.lastAt,
    })
    .from(user)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, user.id))
    .leftJoinLateral(requests, sql`true`)
    .where(where)
    .orderBy(...order[query.sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map((row) => ({ ...row, requestCount: Number(row.requestCount ?? 0), lastRequestAt: row.lastRequestAt ?? null })), total, page, pageCount, pageSize };
}

/* ------------------------------------------------------------ one customer */

export type CustomerRequestRow = { reference: string; type: RequestType; status: RequestStatus; createdAt: Date; totalAmount: number | null };

export type StaffRoleChangeRow = { action: StaffRoleAction; via: "screen" | "cli"; changedByName: string; changedAt: Date };

export type CustomerDetail = {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  company: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  accountType: AccountType;
  lang: Lang;
  role: UserRole;
  roleSource: RoleSource | null;
  createdAt: Date;
  /** Newest first. */
  requests: CustomerRequestRow[];
  /** Staff role granted and revoked from the screen or the command, newest first. */
  roleChanges: StaffRoleChangeRow[];
};

/** One account's page, or null when there is no such account. */
export async function getCustomerDetail(db: Db, userId: string): Promise<CustomerDetail | null> {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: displayName,
      company: clientProfiles.company,
      phone: clientProfiles.phone,
      address: clientProfiles.address,
      city: clientProfiles.city,
      postalCode: clientProfiles.postalCode,
      accountType: sql<AccountType>`coalesce(${clientProfiles.accountType}, 'particulier')`,
      lang: user.lang,
      role: user.role,
      roleSource: user.roleSource,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!account) return null;

  const [requests, roleChanges] = await Promise.all([
    db
      .select({ reference: submissions.reference, type: submissions.type, status: submissions.status, createdAt: submissions.createdAt, totalAmount: submissions.totalAmount })
      .from(submissions)
      .where(requestsOwnedBy({ userId: account.id, email: account.email, emailVerified: account.emailVerified }))
      .orderBy(desc(submissions.createdAt), desc(submissions.reference)),
    db
      .select({ action: staffRoleChanges.action, via: staffRoleChanges.via, changedByName: staffRoleChanges.changedByName, changedAt: staffRoleChanges.changedAt })
      .from(staffRoleChanges)
      .where(eq(staffRoleChanges.userId, account.id))
      .orderBy(desc(staffRoleChanges.changedAt), desc(staffRoleChanges.id)),
  ]);
  return { ...account, requests, roleChanges };
}
