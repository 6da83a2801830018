/**
 * Runs a data-access suite on every database the project supports: embedded
 * PGlite always, and the PostgreSQL server when TEST_DATABASE_URL is set. Each
 * test gets a migrated, empty database of its own: a copy of one migrated once
 * (migrated-images.ts), not a new run of every migration.
 */
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterEach, beforeEach, describe } from "vitest";
import { openDatabase, type Database, type Db } from "../../app/db/client.server.ts";
import { migratedPgliteImage, migratedPostgresTemplate } from "./migrated-images.ts";
import { createThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres.ts";

export type DatabaseKind = "pglite" | "postgres";

export const testedDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A migrated, empty database of the given kind, and how to throw it away. */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ image: await migratedPgliteImage() });
  const throwaway = await migratedThrowawayPostgres();
  const database = await openDatabase({ databaseUrl: throwaway.url });
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** A copy of the migrated template on the TEST_DATABASE_URL server, dropped by `drop()`. */
export async function migratedThrowawayPostgres(prefix?: string): Promise<ThrowawayPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return createThrowawayPostgres(serverUrl, prefix, await migratedPostgresTemplate(serverUrl));
}

/**
 * The time allowed to a test that migrates a second database or hashes tens of passwords:
 * 4 to 9 s on a quiet 2-core machine, past the default 30 s when the same machine was also
 * building and running browser tests.
 */
export const SLOW_DATABASE_TEST_TIMEOUT = 90_000;

/**
 * Two "instances" on one migrated, empty database: two handles, each with its own
 * connections and its own in-memory state (two pools on one PostgreSQL database; on
 * PGlite, which one process owns, two Drizzle handles on one embedded database).
 */
export async function createTwoInstances(kind: DatabaseKind): Promise<{ first: Db; second: Db; close(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({ image: await migratedPgliteImage() });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return { first: database.db, second: drizzle(client, { schema: database.db._.fullSchema }) as unknown as Db, close: () => database.close() };
  }
  const throwaway = await migratedThrowawayPostgres();
  const first = await openDatabase({ databaseUrl: throwaway.url });
  const second = await openDatabase({ databaseUrl: throwaway.url });
  return {
    first: first.db,
    second: second.db,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await throwaway.drop();
    },
  };
}

/** describe() once per database kind; `current()` is the test's database. */
export function describeEachDatabase(title: string, body: (current: () => Database, kind: DatabaseKind) => void): void {
  for (const kind of testedDatabases) {
    describe(`${title} [${kind}]`, () => {
      let database: Database | undefined;
      beforeEach(async () => {
        database = await createTestDatabase(kind);
      });
      afterEach(async () => {
        await database?.close();
        database = undefined;
      });
      body(() => {
        if (!database) throw new Error("database not ready");
        return database;
      }, kind);
    });
  }
}
