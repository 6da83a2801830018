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

/**
 * Opening an embedded database, even from the migrated image, costs 0.5 to 1.8 s on a 2-core
 * machine (PGlite starting its PostgreSQL); putting one back as it was after the migrations
 * costs about a tenth of that. So a test file opens one, keeps a copy of every table's rows and
 * of the sequences as the migrations left them, and each test starts from those again: every
 * table emptied and refilled, the sequences set back, session settings and advisory locks
 * dropped, and the versions the pages remember told to move (NOTIFY content_versions): the
 * tests of `describeEachDatabase` (a test that needs a database of its own, to close it, calls
 * `createTestDatabase`). Each test
 * gets its own Drizzle handle, so nothing cached per handle (the catalogue, the settings)
 * crosses from one test to the next. A test that changed the tables' shape gets a new database.
 */
type Embedded = { database: Database; client: PGlite; reset: string; shape: string };
let embedded: Promise<Embedded> | undefined;

const SHAPE_QUERY = `select md5(string_agg(c.relname || '.' || a.attname || ':' || a.atttypid, ',' order by c.relname, a.attnum))
  || (select count(*) from pg_trigger) || '/' || (select count(*) from pg_index) as shape
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function openEmbedded(): Promise<Embedded> {
  const database = await openDatabase({ image: await migratedPgliteImage() });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tables = (await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1")).rows.map((row) => row.name);
  const statements = [
    "rollback",
    "reset all",
    "select pg_advisory_unlock_all()",
    "begin",
    "set local session_replication_role = replica",
    ...tables.map((table) => `delete from public.${quoted(table)}`),
  ];
  await client.exec("create schema test_pristine");
  for (const table of tables) {
    await client.exec(`create table test_pristine.${quoted(table)} as select * from public.${quoted(table)}`);
    const rows = (await client.query<{ n: number }>(`select count(*)::int as n from public.${quoted(table)}`)).rows[0]?.n ?? 0;
    if (rows === 0) continue;
    const columns = (
      await client.query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
        [table],
      )
    ).rows
      .map((row) => quoted(row.name))
      .join(", ");
    statements.push(`insert into public.${quoted(table)} (${columns}) overriding system value select ${columns} from test_pristine.${quoted(table)}`);
  }
  const sequences = (
    await client.query<{ name: string; start: string; last: string | null }>(
      "select sequencename as name, start_value::text as start, last_value::text as last from pg_sequences where schemaname = 'public'",
    )
  ).rows;
  if (sequences.length > 0) statements.push(`select ${sequences.map((seq) => `setval('public.${quoted(seq.name)}', ${seq.last ?? seq.start}, ${seq.last !== null})`).join(", ")}`);
  statements.push("commit", "notify content_versions");
  const shape = (await client.query<{ shape: string }>(SHAPE_QUERY)).rows[0]!.shape;
  return { database, client, reset: `${statements.join(";\n")};`, shape };
}

async function freshEmbeddedDatabase(): Promise<Database> {
  let current = embedded ? await embedded.catch(() => undefined) : undefined;
  if (current && (await current.client.query<{ shape: string }>(SHAPE_QUERY)).rows[0]?.shape !== current.shape) {
    await current.database.close();
    current = undefined;
  }
  if (current) {
    await current.client.exec(current.reset);
  } else {
    embedded = openEmbedded();
    current = await embedded;
  }
  const db = drizzle(current.client, { schema: current.database.db._.fullSchema }) as unknown as Db;
  // Kept open for the file's next test; the process ends with the file.
  return { db, kind: "pglite", close: async () => {} };
}

/** The database of one test of describeEachDatabase: the file's embedded one put back as migrated, or a PostgreSQL copy of its own. */
function databaseForTest(kind: DatabaseKind): Promise<Database> {
  return kind === "pglite" ? freshEmbeddedDatabase() : createTestDatabase(kind);
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
        database = await databaseForTest(kind);
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
