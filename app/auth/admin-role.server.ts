/**
 * Staff role from the ADMIN_EMAILS setting (decisions.md, "Accounts and
 * staff"): re-read at each sign-in, at start-up and on every staff request. A
 * verified account whose e-mail is listed becomes admin (source "env"); an
 * account that got the role from the list loses it once removed from the list,
 * at the latest on its next staff request (docs/security.md). A role granted by
 * the command line (source "cli") is left alone: only the CLI revokes it.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { user } from "../db/auth-schema.ts";
import type { RoleSource, UserRole } from "./account-types.ts";

export type RoleState = { email: string; emailVerified: boolean; role: UserRole; roleSource: RoleSource | null };

/** The role the account should have now, or null when nothing changes. */
export function roleFromAdminList(account: RoleState, adminEmails: readonly string[]): Pick<RoleState, "role" | "roleSource"> | null {
  const listed = adminEmails.includes(account.email.toLowerCase());
  if (listed && account.emailVerified && account.role !== "admin") return { role: "admin", roleSource: "env" };
  if (!listed && account.role === "admin" && account.roleSource === "env") return { role: "customer", roleSource: null };
  return null;
}

/** Applies ADMIN_EMAILS to one account; the role it has afterwards (null: no such account). */
export async function syncAdminRole(db: Db, userId: string, adminEmails: readonly string[]): Promise<UserRole | null> {
  const [row] = await db.select({ email: user.email, emailVerified: user.emailVerified, role: user.role, roleSource: user.roleSource }).from(user).where(eq(user.id, userId));
  if (!row) return null;
  const change = roleFromAdminList(row, adminEmails);
  if (!change) return row.role;
  await db
    .update(user)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(user.id, userId));
  return change.role;
}

/**
 * At start-up: every role that came from ADMIN_EMAILS and whose address is no
 * longer listed ends now, before the first request. Returns how many ended.
 */
export async function endDelistedAdmins(db: Db, adminEmails: readonly string[]): Promise<number> {
  const listed = adminEmails.map((email) => email.toLowerCase());
  const delisted = and(eq(user.role, "admin"), eq(user.roleSource, "env"), listed.length > 0 ? notInArray(sql`lower(${user.email})`, listed) : undefined);
  const ended = await db.update(user).set({ role: "customer", roleSource: null, updatedAt: new Date() }).where(delisted).returning({ id: user.id });
  return ended.length;
}
