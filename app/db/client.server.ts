/**
 * Database access: embedded PGlite by default (data in DATA_DIR), node-postgres
 * when DATABASE_URL is set. Both get the same Drizzle schema and the same
 * committed migrations, applied at start-up. The process that opens DATA_DIR
 * holds its lock until it closes the database (./data-dir-lock.server.ts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { getEnv } from "../config/env.server.ts";
import { logger } from "../platform/logger.server.ts";
import { acquireDataDirLock, type DataDirLock, type LockHolder } from "./data-dir-lock.server.ts";
import { timePgliteQueries, timePostgresQueries } from "./query-timing.server.ts";
import * as adminSchema from "./admin-schema.ts";
import * as authSchema from "./auth-schema.ts";
import * as backOfficeSchema from "./back-office-schema.ts";
import * as catalogueSchema from "./catalogue-schema.ts";
import * as invoiceSchema from "./invoice-schema.ts";
import * as paymentsSchema from "./payments-schema.ts";
import * as rentalSchema from "./rental-schema.ts";
import * as unitsSchema from "./units-schema.ts";
import * as appSchema from "./schema.ts";

const schema = { ...appSchema, ...authSchema, ...adminSchema, ...catalogueSchema, ...backOfficeSchema, ...rentalSchema, ...unitsSchema, ...invoiceSchema, ...paymentsSchema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database in DATA_DIR: its engine (backups dump it live) and this process's lock on the folder. */
  embedded?: { client: PGlite; dataDir: string; lock: DataDirLock };
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string }
  /** dataDir undefined = in memory (tests). `owner` says who holds DATA_DIR meanwhile (default "command"). */
  | { dataDir: string | undefined; owner?: LockHolder["role"] }
  /** In memory, started from a dump of a database's data folder (PGlite's `dumpDataDir`). */
  | { image: Blob };

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "app/db/migrations");

/** Any key works as long as every instance uses the same one. */
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    // The error itself, not its text: the logger writes a database error's code, never its message.
    pool.on("error", (error) => logger.warn("idle database connection lost", { error }));
    pool.on("connect", timePostgresQueries);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Two instances starting together must not both migrate: serialise on an advisory lock.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }

  if ("dataDir" in options && options.dataDir) {
    const dataDir = options.dataDir;
    // Refused here, before PGlite reads a file, when another process has the folder.
    const lock = acquireDataDirLock(dataDir, options.owner ?? "command");
    try {
      // PGlite does not create missing parent folders.
      const dir = path.join(dataDir, "pglite");
      mkdirSync(dir, { recursive: true });
      const client = new PGlite(dir);
      const db = await migrated(client);
      return {
        db,
        kind: "pglite",
        embedded: { client, dataDir, lock },
        async close() {
          try {
            await client.close();
          } finally {
            lock.release();
          }
        },
      };
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const client = "image" in options ? new PGlite({ loadDataDir: options.image }) : new PGlite();
  return { db: await migrated(client), kind: "pglite", close: () => client.close() };
}

async function migrated(client: PGlite): Promise<Db> {
  timePgliteQueries(client);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  return pgliteDb as unknown as Db;
}

const DB_KEY = Symbol.for("location-rive-sud.database");
type DbHolder = { [DB_KEY]?: Promise<Database> };

/**
 * The process-wide database, opened (and migrated) on first use (the server
 * entry says it is the server: commands find it in DATA_DIR's lock). Held on
 * globalThis: the server entry and the React Router bundle each carry a copy of
 * this module, and PGlite must be opened by one owner only.
 */
export function getDatabase(owner: LockHolder["role"] = "command"): Promise<Database> {
  const holder = globalThis as DbHolder;
  if (!holder[DB_KEY]) {
    const env = getEnv();
    holder[DB_KEY] = openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir, owner });
  }
  return holder[DB_KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as DbHolder;
  const pending = holder[DB_KEY];
  delete holder[DB_KEY];
  if (pending) await (await pending).close();
}

/** Liveness of the database, for /healthz. */
export async function pingDatabase(db: Db): Promise<boolean> {
  // Both drivers answer { rows }; the shared PgDatabase type does not say so.
  const result = (await db.execute(sql`select 1 as ok`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}
