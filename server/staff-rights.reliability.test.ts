/**
 * Staff rights end on the next request, whichever way they are taken away
 * (finding 5; docs/security.md): a real server, a real signed-in
 * staff session, then
 *   - the address is removed from ADMIN_EMAILS and the server restarts: the
 *     same session cookie no longer opens /admin;
 *   - the role is revoked by the command (revokeAdmin, what `npm run
 *     revoke-admin` runs): the person's sessions end;
 *   - the role is revoked from the back office (the customer's page, by
 *     another staff member): the person's sessions end;
 *   - on PostgreSQL, with the server running, a role that came from a list
 *     this instance does not have ends at the next staff request.
 * Run by `npm run test:reliability` (vitest.reliability.config.ts takes every server/*.reliability.test.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeAdmin } from "../app/db/admin-role-cli.server.ts";
import { account, session, user } from "../app/db/auth-schema.ts";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { postForm } from "../tests/reliability/http.ts";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";
import type { RoleSource, UserRole } from "../app/auth/account-types.ts";

const PASSWORD = "Correct-Horse-Battery-42";

type Place = { dataDir: string; databaseUrl?: string; drop(): Promise<void> };

async function newPlace(kind: "pglite" | "postgres"): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-staff-"));
  if (kind === "pglite") return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const throwaway = await createThrowawayPostgres(process.env.TEST_DATABASE_URL!);
  return {
    dataDir,
    databaseUrl: throwaway.url,
    async drop() {
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function openPlace(place: Place): Promise<Database> {
  return openDatabase(place.databaseUrl ? { databaseUrl: place.databaseUrl } : { dataDir: place.dataDir });
}

/** A confirmed account with a password, as sign-up and confirmation leave it. */
async function addStaffAccount(db: Database["db"], email: string, role: UserRole, roleSource: RoleSource | null) {
  await db.insert(user).values({ id: email, name: "Sophie Gagnon", email, emailVerified: true, role, roleSource });
  await db.insert(account).values({ id: `acc-${email}`, accountId: email, providerId: "credential", userId: email, password: await hashPassword(PASSWORD) });
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const answer = await postForm(
    `${server.url}/account`,
    { intent: "sign-in", email, password: PASSWORD },
    {
      // As the browser sends it: the page's origin, which is the host it posts to.
      headers: { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` },
    },
  );
  expect(answer.status, answer.body.slice(0, 500)).toBe(200);
  const cookies = (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!);
  expect(cookies.some((c) => c.includes("session_token"))).toBe(true);
  return cookies.join("; ");
}

/** Where GET /admin leads with this cookie: "admin" (the dashboard), or the redirect's target. */
async function openAdmin(server: ServerProcess, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" });
  if (response.status === 200) return "admin";
  expect(response.status).toBe(302);
  return response.headers.get("location") ?? "";
}

const kinds: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

for (const kind of kinds) {
  describe(`staff rights end on the next request [${kind}]`, () => {
    let buildDir = "";
    let place: Place;
    const servers: ServerProcess[] = [];
    const start = async (adminEmails: string) => {
      const server = await startServer({
        port: await freePort(),
        buildDir,
        dataDir: place.dataDir,
        databaseUrl: place.databaseUrl,
        env: { ADMIN_EMAILS: adminEmails },
      });
      servers.push(server);
      return server;
    };
    /** The embedded database has one owner at a time: the server stops while the test writes. */
    const withDatabase = async (work: (db: Database["db"]) => Promise<void>) => {
      const database = await openPlace(place);
      try {
        await work(database.db);
      } finally {
        await database.close();
      }
    };

    beforeAll(async () => {
      buildDir = ensureBuild();
      place = await newPlace(kind);
      await withDatabase(async (db) => {
        await addStaffAccount(db, "listed@example.com", "customer", null);
        await addStaffAccount(db, "granted@example.com", "admin", "cli");
        await addStaffAccount(db, "screen@example.com", "admin", "cli");
      });
    });

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await place.drop();
    });

    it("removing the address from ADMIN_EMAILS ends the role of a signed-in staff member", async () => {
      const before = await start("listed@example.com");
      const cookie = await signIn(before, "listed@example.com");
      expect(await openAdmin(before, cookie)).toBe("admin");
      await before.stop();

      const after = await start("someone-else@example.com");
      expect(await openAdmin(after, cookie)).toBe("/");
      await after.stop();
      await withDatabase(async (db) => {
        const [row] = await db.select({ role: user.role, roleSource: user.roleSource }).from(user).where(eq(user.email, "listed@example.com"));
        expect(row).toEqual({ role: "customer", roleSource: null });
      });
    });

    it("a revocation by the command ends the person's sessions", async () => {
      const server = await start("");
      const cookie = await signIn(server, "granted@example.com");
      expect(await openAdmin(server, cookie)).toBe("admin");
      if (kind === "pglite") await server.stop();

      await withDatabase(async (db) => {
        expect(await revokeAdmin(db, "granted@example.com")).toMatchObject({ ok: true, change: "revoked" });
        expect(await db.select().from(session).where(eq(session.userId, "granted@example.com"))).toEqual([]);
      });

      const next = kind === "pglite" ? await start("") : server;
      expect(await openAdmin(next, cookie)).toBe("/?login=1");
      await next.stop();
    });

    it("a revocation from the back office ends the person's sessions", async () => {
      const server = await start("listed@example.com");
      const staff = await signIn(server, "listed@example.com");
      const cookie = await signIn(server, "screen@example.com");
      expect(await openAdmin(server, cookie)).toBe("admin");
      // What the customer's page posts once the revocation is confirmed (accounts here are keyed by their e-mail).
      const answer = await postForm(
        `${server.url}/admin/customers/${encodeURIComponent("screen@example.com")}`,
        { intent: "revoke-staff", confirm: "yes" },
        {
          headers: { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}`, Cookie: staff },
        },
      );
      expect(answer.status, answer.body.slice(0, 500)).toBe(200);
      expect(await openAdmin(server, cookie)).toBe("/?login=1");
      expect(await openAdmin(server, staff)).toBe("admin");
      await server.stop();
    });

    if (kind === "postgres") {
      it("with the server running, a role from a list this instance does not hold ends at the next staff request", async () => {
        const server = await start("");
        await withDatabase(async (db) => {
          await db.update(user).set({ role: "customer", roleSource: null }).where(eq(user.email, "listed@example.com"));
        });
        const cookie = await signIn(server, "listed@example.com");
        // Another instance, started with the address listed, gave the role while this one runs.
        await withDatabase(async (db) => {
          await db.update(user).set({ role: "admin", roleSource: "env" }).where(eq(user.email, "listed@example.com"));
        });
        expect(await openAdmin(server, cookie)).toBe("/");
        await server.stop();
      });
    }
  });
}
