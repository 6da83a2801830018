/**
 * A shop of its own for the browser tests that change the catalogue (prices,
 * availability, archiving): the shared e2e server's catalogue is what the other
 * specs count and price, so these tests start their own server processes on a
 * fresh database — embedded (one process), or a throw-away PostgreSQL database
 * that several processes share (the "other instance") — with a
 * confirmed staff account, and sign staff in with a real session cookie.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type BrowserContext } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { account, user } from "../../app/db/auth-schema.ts";
import { openDatabase } from "../../app/db/client.server.ts";
import { postForm } from "../reliability/http.ts";
import { freePort, startServer, type ServerProcess } from "../reliability/server-process.ts";
import { migratedDataDir, migratedPostgresTemplate } from "../support/migrated-images.ts";
import { createThrowawayPostgres } from "../support/throwaway-postgres.ts";

export const SHOP_STAFF = { email: "comptoir@location-rive-sud.example", password: "Correct-Horse-Battery-42", name: "Sophie Gagnon" };
const AUTH_SECRET = "e2e-private-shop-secret-0123456789abcdef";

export type Shop = { instances: ServerProcess[]; close(): Promise<void> };

/**
 * The time a test that starts its own shop needs: a copy of a migrated database, a server
 * process started, a sign-in, then the walk itself. The
 * settings walk went past the default 30 s in CI's two-worker full suite, and took 84 s beside
 * a running suite; the products walks take 52–100 s there.
 */
export const SHOP_TEST_TIMEOUT = 180_000;

/** The origin the browser uses for an instance (PUBLIC_URL of that process). */
export const originOf = (server: ServerProcess) => `http://localhost:${server.port}`;

/**
 * `count` server processes on one fresh database: embedded when `postgresUrl` is absent
 * (then `count` must be 1: one process owns an embedded database), otherwise a throw-away
 * database on that PostgreSQL server.
 */
export async function startShop({ count = 1, postgresUrl }: { count?: number; postgresUrl?: string } = {}): Promise<Shop> {
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(path.join(tmpdir(), "lrs-shop-")));
  const throwaway = postgresUrl ? await createThrowawayPostgres(postgresUrl, undefined, await migratedPostgresTemplate(postgresUrl)) : undefined;
  const instances: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(instances.map((server) => server.stop()));
    await throwaway?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The staff account first (an embedded database is opened by one process at a time), in a
    // copy of a database already migrated.
    const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : { dataDir: await migratedDataDir(dataDirs[0]!) });
    await database.db.insert(user).values({ id: "staff-e2e", name: SHOP_STAFF.name, email: SHOP_STAFF.email, emailVerified: true, role: "admin", roleSource: "env" });
    await database.db.insert(account).values({ id: "acc-staff-e2e", accountId: "staff-e2e", providerId: "credential", userId: "staff-e2e", password: await hashPassword(SHOP_STAFF.password) });
    await database.close();
    for (const dataDir of dataDirs) {
      instances.push(
        await startServer({
          port: await freePort(),
          buildDir: process.env.BUILD_DIR ?? "build",
          dataDir,
          databaseUrl: throwaway?.url,
          env: { ADMIN_EMAILS: SHOP_STAFF.email, AUTH_SECRET, LOG_LEVEL: "error" },
        }),
      );
    }
    return { instances, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs staff in on that instance and gives the session cookie to the browser context. */
export async function signInStaff(context: BrowserContext, server: ServerProcess): Promise<void> {
  const origin = originOf(server);
  const answer = await postForm(`${server.url}/account`, { intent: "sign-in", email: SHOP_STAFF.email, password: SHOP_STAFF.password }, { headers: { Origin: origin, Host: new URL(origin).host } });
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  const cookies = (answer.headers["set-cookie"] ?? []).map((line) => /^([^=;]+)=([^;]*)/.exec(line)).filter((match): match is RegExpExecArray => !!match && match[2] !== "");
  expect(cookies.length).toBeGreaterThan(0);
  await context.addCookies(cookies.map((match) => ({ name: match[1]!, value: match[2]!, url: origin })));
}

/** A visitor's quote for one product (plain form post, pickup): answers its reference. */
export async function postQuote(server: ServerProcess, productId: number, lang: "fr" | "en" = "fr", n = Date.now() % 100_000): Promise<string> {
  const origin = originOf(server);
  const fields = {
    firstName: "Client",
    lastName: `Numéro ${n}`,
    email: `client${n}@example.com`,
    phone: "450-555-0100",
    deliveryNeeded: "pickup",
    privacyAccepted: "on",
    rentalPolicyAccepted: "on",
    "items[0].id": String(productId),
    "items[0].quantity": "1",
    "items[0].period": "day",
  };
  const answer = await postForm(`${server.url}${lang === "en" ? "/en" : ""}/quote`, fields, {
    headers: { Origin: origin, Host: new URL(origin).host, "X-Forwarded-For": `10.9.${(n >> 8) & 255}.${n & 255}` },
  });
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  const reference = /S-\d{4}-\d{6}/.exec(answer.body)?.[0];
  expect(reference, "reference of the quote").toBeTruthy();
  return reference!;
}
