import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { syncAdminRole } from "../auth/admin-role.server.ts";
import { grantAdmin, revokeAdmin } from "./admin-role-cli.server.ts";
import { session, user } from "./auth-schema.ts";
import { staffRoleChanges } from "./back-office-schema.ts";
import type { Db } from "./client.server.ts";
import { changeStaffRoleFromScreen, COMMAND_LINE_AUTHOR } from "./staff-role.server.ts";

const SOPHIE = { userId: "sophie", name: "Sophie Gagnon" };

async function addAccount(db: Db, id: string, values: Partial<typeof user.$inferInsert> = {}) {
  await db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true, ...values });
}

async function addSession(db: Db, userId: string) {
  await db.insert(session).values({ id: `s-${userId}-${Math.random()}`, token: `t-${Math.random()}`, userId, expiresAt: new Date(Date.now() + 3_600_000) });
}

async function state(db: Db, id: string) {
  const [row] = await db.select({ role: user.role, roleSource: user.roleSource }).from(user).where(eq(user.id, id));
  const sessions = await db.select().from(session).where(eq(session.userId, id));
  const audit = await db
    .select({
      action: staffRoleChanges.action,
      via: staffRoleChanges.via,
      userEmail: staffRoleChanges.userEmail,
      changedByUserId: staffRoleChanges.changedByUserId,
      changedByName: staffRoleChanges.changedByName,
    })
    .from(staffRoleChanges)
    .where(eq(staffRoleChanges.userId, id))
    .orderBy(staffRoleChanges.id);
  return { ...row, sessions: sessions.length, audit };
}

describeEachDatabase("staff role from the back office", (current) => {
  it("a grant from the screen makes a customer staff for good, as the command does, and records who did it", async () => {
    const { db } = current();
    await addAccount(db, "sophie", { role: "admin", roleSource: "env" });
    await addAccount(db, "marc");
    expect(await changeStaffRoleFromScreen(db, { userId: "marc", change: "grant", actor: SOPHIE })).toEqual({ ok: true, change: "granted", email: "marc@example.com", emailVerified: true });
    expect(await state(db, "marc")).toEqual({
      role: "admin",
      roleSource: "cli",
      sessions: 0,
      audit: [{ action: "grant", via: "screen", userEmail: "marc@example.com", changedByUserId: "sophie", changedByName: "Sophie Gagnon" }],
    });
    // ADMIN_EMAILS leaves it alone, as it leaves the command's.
    expect(await syncAdminRole(db, "marc", [])).toBe("admin");
    // Asked again: nothing changes, nothing is recorded.
    expect(await changeStaffRoleFromScreen(db, { userId: "marc", change: "grant", actor: SOPHIE })).toMatchObject({ ok: true, change: "unchanged" });
    expect((await state(db, "marc")).audit).toHaveLength(1);
  });

  it("grants an unconfirmed account too (as the command does) and says so", async () => {
    const { db } = current();
    await addAccount(db, "sophie", { role: "admin", roleSource: "env" });
    await addAccount(db, "zoe", { emailVerified: false });
    expect(await changeStaffRoleFromScreen(db, { userId: "zoe", change: "grant", actor: SOPHIE })).toMatchObject({ ok: true, change: "granted", emailVerified: false });
  });

  it("a revocation from the screen ends the role and every session of the person, in one step with its record", async () => {
    const { db } = current();
    await addAccount(db, "sophie", { role: "admin", roleSource: "env" });
    await addAccount(db, "marc", { role: "admin", roleSource: "cli" });
    await addSession(db, "marc");
    await addSession(db, "marc");
    await addSession(db, "sophie");
    expect(await changeStaffRoleFromScreen(db, { userId: "marc", change: "revoke", actor: SOPHIE })).toMatchObject({ ok: true, change: "revoked" });
    expect(await state(db, "marc")).toEqual({
      role: "customer",
      roleSource: null,
      sessions: 0,
      audit: [{ action: "revoke", via: "screen", userEmail: "marc@example.com", changedByUserId: "sophie", changedByName: "Sophie Gagnon" }],
    });
    // The staff member who did it stays signed in.
    expect((await state(db, "sophie")).sessions).toBe(1);
    expect(await changeStaffRoleFromScreen(db, { userId: "marc", change: "revoke", actor: SOPHIE })).toMatchObject({ ok: true, change: "unchanged" });
  });

  it("refuses an ADMIN_EMAILS role, one's own role and an unknown account, and changes nothing", async () => {
    const { db } = current();
    await addAccount(db, "sophie", { role: "admin", roleSource: "cli" });
    await addAccount(db, "listed", { role: "admin", roleSource: "env" });
    await addSession(db, "sophie");
    await addSession(db, "listed");
    expect(await changeStaffRoleFromScreen(db, { userId: "listed", change: "revoke", actor: SOPHIE })).toEqual({ ok: false, error: "env-role" });
    expect(await changeStaffRoleFromScreen(db, { userId: "sophie", change: "revoke", actor: SOPHIE })).toEqual({ ok: false, error: "own-role" });
    expect(await changeStaffRoleFromScreen(db, { userId: "nobody", change: "revoke", actor: SOPHIE })).toEqual({ ok: false, error: "unknown-user" });
    expect(await changeStaffRoleFromScreen(db, { userId: "nobody", change: "grant", actor: SOPHIE })).toEqual({ ok: false, error: "unknown-user" });
    // The screen does not turn an ADMIN_EMAILS role into a permanent one.
    expect(await changeStaffRoleFromScreen(db, { userId: "listed", change: "grant", actor: SOPHIE })).toMatchObject({ ok: true, change: "unchanged" });
    expect(await state(db, "listed")).toEqual({ role: "admin", roleSource: "env", sessions: 1, audit: [] });
    expect(await state(db, "sophie")).toEqual({ role: "admin", roleSource: "cli", sessions: 1, audit: [] });
  });

  it("the command's grant and revocation are recorded too, with a neutral author", async () => {
    const { db } = current();
    await addAccount(db, "marc");
    await addAccount(db, "listed", { role: "admin", roleSource: "env" });
    await addSession(db, "marc");
    expect(await grantAdmin(db, "marc@example.com")).toMatchObject({ ok: true, change: "granted" });
    expect(await grantAdmin(db, "marc@example.com")).toMatchObject({ ok: true, change: "unchanged" });
    expect(await revokeAdmin(db, "marc@example.com")).toMatchObject({ ok: true, change: "revoked" });
    expect(await revokeAdmin(db, "marc@example.com")).toMatchObject({ ok: true, change: "unchanged" });
    const cli = { via: "cli", userEmail: "marc@example.com", changedByUserId: null, changedByName: COMMAND_LINE_AUTHOR };
    expect(await state(db, "marc")).toEqual({
      role: "customer",
      roleSource: null,
      sessions: 0,
      audit: [
        { action: "grant", ...cli },
        { action: "revoke", ...cli },
      ],
    });
    // The command makes an ADMIN_EMAILS role permanent: a grant in the record.
    expect(await grantAdmin(db, "listed@example.com")).toMatchObject({ ok: true, change: "made-permanent" });
    expect((await state(db, "listed")).audit.map((row) => row.action)).toEqual(["grant"]);
  });
});
