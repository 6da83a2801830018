import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { migratedDataDir } from "../../tests/support/migrated-images.ts";
import { roleFromAdminList } from "../auth/admin-role.server.ts";
import { describeGrant, describeRevoke, grantAdmin, revokeAdmin } from "./admin-role-cli.server.ts";
import { user } from "./auth-schema.ts";
import { openDatabase, type Db } from "./client.server.ts";

async function addAccount(db: Db, email: string, values: Partial<typeof user.$inferInsert> = {}) {
  await db.insert(user).values({ id: email, name: "Sophie Gagnon", email, emailVerified: true, ...values });
}

async function roleOf(db: Db, email: string) {
  const [row] = await db.select({ role: user.role, roleSource: user.roleSource }).from(user).where(eq(user.email, email));
  return row;
}

async function snapshot(db: Db) {
  return db.select({ email: user.email, role: user.role, roleSource: user.roleSource, updatedAt: user.updatedAt }).from(user).orderBy(user.email);
}

describeEachDatabase("grant-admin / revoke-admin", (current) => {
  it("grants the role for good (source cli), whatever the case of the e-mail typed", async () => {
    const { db } = current();
    await addAccount(db, "sophie@example.com");
    const outcome = await grantAdmin(db, "  Sophie@Example.COM ");
    expect(outcome).toEqual({ ok: true, change: "granted", email: "sophie@example.com", emailVerified: true });
    expect(await roleOf(db, "sophie@example.com")).toEqual({ role: "admin", roleSource: "cli" });
    expect(describeGrant(outcome)).toContain("sophie@example.com a maintenant le rôle admin");
    // ADMIN_EMAILS no longer decides for this account: removing it from the list keeps the role.
    expect(roleFromAdminList({ email: "sophie@example.com", emailVerified: true, role: "admin", roleSource: "cli" }, [])).toBeNull();
  });

  it("makes an ADMIN_EMAILS admin permanent, and says when nothing changes", async () => {
    const { db } = current();
    await addAccount(db, "env@example.com", { role: "admin", roleSource: "env" });
    expect(await grantAdmin(db, "env@example.com")).toMatchObject({ ok: true, change: "made-permanent" });
    expect(await roleOf(db, "env@example.com")).toEqual({ role: "admin", roleSource: "cli" });
    const again = await grantAdmin(db, "env@example.com");
    expect(again).toMatchObject({ ok: true, change: "unchanged" });
    expect(describeGrant(again)).toContain("rien n'a changé");
  });

  it("refuses an unknown or malformed e-mail with a clear error and changes nothing", async () => {
    const { db } = current();
    await addAccount(db, "client@example.com");
    await addAccount(db, "staff@example.com", { role: "admin", roleSource: "cli" });
    const before = await snapshot(db);
    const grant = await grantAdmin(db, "nobody@example.com");
    expect(grant).toEqual({ ok: false, error: "unknown-email", email: "nobody@example.com" });
    expect(describeGrant(grant)).toMatch(/^Erreur : aucun compte avec l'adresse nobody@example.com\. Rien n'a changé\./);
    const revoke = await revokeAdmin(db, "nobody@example.com");
    expect(revoke).toEqual({ ok: false, error: "unknown-email", email: "nobody@example.com" });
    expect(describeRevoke(revoke, [])).toContain("no account with the address nobody@example.com. Nothing changed.");
    expect(await grantAdmin(db, "not an e-mail")).toMatchObject({ ok: false, error: "invalid-email" });
    expect(await revokeAdmin(db, "")).toMatchObject({ ok: false, error: "invalid-email" });
    expect(await snapshot(db)).toEqual(before);
  });

  it("revokes the role, warning when ADMIN_EMAILS would give it back", async () => {
    const { db } = current();
    await addAccount(db, "cli@example.com", { role: "admin", roleSource: "cli" });
    await addAccount(db, "env@example.com", { role: "admin", roleSource: "env" });
    await addAccount(db, "client@example.com");
    const cli = await revokeAdmin(db, "CLI@example.com");
    expect(cli).toEqual({ ok: true, change: "revoked", email: "cli@example.com", wasFromAdminList: false });
    expect(await roleOf(db, "cli@example.com")).toEqual({ role: "customer", roleSource: null });
    expect(describeRevoke(cli, [])).not.toContain("ADMIN_EMAILS");

    const env = await revokeAdmin(db, "env@example.com");
    expect(env).toMatchObject({ ok: true, change: "revoked", wasFromAdminList: true });
    expect(describeRevoke(env, ["env@example.com"])).toContain("encore dans ADMIN_EMAILS");

    const customer = await revokeAdmin(db, "client@example.com");
    expect(customer).toMatchObject({ ok: true, change: "unchanged" });
    expect(await roleOf(db, "client@example.com")).toEqual({ role: "customer", roleSource: null });
  });
});

const run = promisify(execFile);

it("the npm scripts open the server's database, print, and exit 1 on an unknown e-mail", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-admin-cli-"));
  try {
    const database = await openDatabase({ dataDir });
    await addAccount(database.db, "sophie@example.com");
    await database.close();

    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "http://localhost:3000", ADMIN_EMAILS: "" };
    const script = (name: string, ...args: string[]) => run(process.execPath, [path.resolve(`scripts/${name}.ts`), ...args], { env });

    const granted = await script("grant-admin", "sophie@example.com");
    expect(granted.stdout).toContain("sophie@example.com a maintenant le rôle admin");

    const unknown = await script("grant-admin", "nobody@example.com").then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain("aucun compte avec l'adresse nobody@example.com");

    const revoked = await script("revoke-admin", "sophie@example.com");
    expect(revoked.stdout).toContain("sophie@example.com n'a plus le rôle admin");

    const check = await openDatabase({ dataDir });
    expect(await roleOf(check.db, "sophie@example.com")).toEqual({ role: "customer", roleSource: null });
    expect((await snapshot(check.db)).map((row) => row.email)).toEqual(["sophie@example.com"]);
    await check.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it("the npm scripts refuse, changing nothing, while another process (the server) holds the embedded database", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-admin-cli-held-"));
  try {
    // This test process plays the running server: it holds DATA_DIR until it closes it.
    const server = await openDatabase({ dataDir: await migratedDataDir(dataDir), owner: "server" });
    try {
      await addAccount(server.db, "sophie@example.com");
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "http://localhost:3000", ADMIN_EMAILS: "" };
      for (const name of ["grant-admin", "revoke-admin"]) {
        const refused = await run(process.execPath, [path.resolve(`scripts/${name}.ts`), "sophie@example.com"], { env }).then(
          () => undefined,
          (error: { code: number; stderr: string }) => error,
        );
        expect(refused?.code, name).toBe(1);
        expect(refused?.stderr).toContain("Rien n'a changé");
        expect(refused?.stderr).toContain("Arrêtez le serveur");
        expect(refused?.stderr).toContain("/admin/customers");
        expect(refused?.stderr).toContain("Stop the server");
      }
      expect(await roleOf(server.db, "sophie@example.com")).toEqual({ role: "customer", roleSource: null });
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
