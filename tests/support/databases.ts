/**
 * Runs a data-access suite on every database the project supports: embedded
 * PGlite always, and the PostgreSQL server when TEST_DATABASE_URL is set. Each
 * test gets a freshly migrated, empty database.
 */
import { afterEach, beforeEach, describe } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import { createThrowawayPostgres } from "./throwaway-postgres.ts";

export type DatabaseKind = "pglite" | "postgres";

export const testedDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A migrated, empty database of the given kind, and how to throw it away. */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ dataDir: undefined });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const throwaway = await createThrowawayPostgres(serverUrl);
  const database = await openDatabase({ databaseUrl: throwaway.url });
  return {
    ...database,
    async close() {
      await database.close();
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
