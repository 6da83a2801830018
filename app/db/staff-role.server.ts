/**
 * The staff role granted or revoked by a person: from the back office's customer page
 * or from the command (`npm run grant-admin` / `revoke-admin`, ./admin-role-cli.server.ts). Both
 * write the same way: the role, the end of the person's sessions on a revocation (their next
 * request is signed out: the guards read the session and the role from the database on every
 * request), and the audit row in staff_role_changes, in the caller's transaction.
 * ADMIN_EMAILS roles are applied by app/auth/admin-role.server.ts and are not audited here.
 */
import { eq } from "drizzle-orm";
import { decideStaffRoleChange, type StaffRoleChange, type StaffRoleRefusal } from "../domain/staff-role.ts";
import { session, user } from "./auth-schema.ts";
import { staffRoleChanges } from "./back-office-schema.ts";
import type { Db } from "./client.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import type { StaffMember } from "./request-status.server.ts";

/**
 * What the audit stores as the author of a change made by the command: a neutral value, shown
 * translated ("ligne de commande" / "command line") by the page, which goes by `via` anyway.
 */
export const COMMAND_LINE_AUTHOR = "command-line";

export type StaffRoleAuthor = { via: "screen"; staff: StaffMember } | { via: "cli" };

/** Sets the role (a grant is for good: source "cli", as the command's), ends the sessions on a revocation, and records the change. */
export async function writeStaffRoleChange(tx: DbOrTx, account: { id: string; email: string }, change: StaffRoleChange, author: StaffRoleAuthor): Promise<void> {
  const now = new Date();
  if (change === "grant") {
    await tx.update(user).set({ role: "admin", roleSource: "cli", updatedAt: now }).where(eq(user.id, account.id));
  } else {
    await tx.update(user).set({ role: "customer", roleSource: null, updatedAt: now }).where(eq(user.id, account.id));
    await tx.delete(session).where(eq(session.userId, account.id));
  }
  await tx.insert(staffRoleChanges).values({
    userId: account.id,
    userEmail: account.email,
    action: change,
    via: author.via,
    changedByUserId: author.via === "screen" ? author.staff.userId : null,
    changedByName: author.via === "screen" ? author.staff.name : COMMAND_LINE_AUTHOR,
    changedAt: now,
  });
}

export type ScreenRoleOutcome = { ok: true; change: "granted" | "revoked" | "unchanged"; email: string; emailVerified: boolean } | { ok: false; error: "unknown-user" | StaffRoleRefusal };

/**
 * A grant or a revocation asked from the customer's page by `actor`: the account is locked, the
 * rule checked (app/domain/staff-role.ts) and the change written in ONE transaction, so two staff
 * members clicking at once, or a sign-in re-applying ADMIN_EMAILS meanwhile, leave one
 * consistent state. A refusal or "unchanged" writes nothing.
 */
export async function changeStaffRoleFromScreen(db: Db, input: { userId: string; change: StaffRoleChange; actor: StaffMember }): Promise<ScreenRoleOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role, roleSource: user.roleSource })
      .from(user)
      .where(eq(user.id, input.userId))
      .for("update");
    if (!account) return { ok: false, error: "unknown-user" } as const;
    const decision = decideStaffRoleChange(account, input.change, input.actor.userId);
    if (!decision.ok) return { ok: false, error: decision.refusal } as const;
    const base = { ok: true, email: account.email, emailVerified: account.emailVerified } as const;
    if (decision.change === "unchanged") return { ...base, change: "unchanged" } as const;
    await writeStaffRoleChange(tx, account, decision.change, { via: "screen", staff: input.actor });
    return { ...base, change: decision.change === "grant" ? "granted" : "revoked" } as const;
  });
}
