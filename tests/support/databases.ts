/**
 * Runs a data-access suite on every database the project supports: embedded
 * PGlite always, and the PostgreSQL server when TEST_DATABASE_URL is set. Each
 * test gets a freshly migrated, empty database.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeEach, describe } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";

export type DatabaseKind = "pglite" | "postgres";

export const testedDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A migrated, empty database of the given kind, and how to throw it away. */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ dataDir: undefined });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `lrs_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
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
