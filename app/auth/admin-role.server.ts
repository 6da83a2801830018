/**
 * Staff role from the ADMIN_EMAILS setting (decisions.md, "Accounts and
 * staff"): re-read at each sign-in. A verified account whose e-mail is listed
 * becomes admin (source "env"); an account that got the role from the list
 * loses it once removed from the list. A role granted by the command line
 * (source "cli") is left alone: only the CLI revokes it.
 */
import { eq } from "drizzle-orm";
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

export async function syncAdminRole(db: Db, userId: string, adminEmails: readonly string[]): Promise<void> {
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified, role: user.role, roleSource: user.roleSource })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return;
  const change = roleFromAdminList(row, adminEmails);
  if (change) await db.update(user).set({ ...change, updatedAt: new Date() }).where(eq(user.id, userId));
}
