/**
 * Migrate once, copy many. Running every migration for every test cost 3 to 5 s a test on
 * PGlite (most of it initdb) and about a second on PostgreSQL; a copy of a database already
 * migrated costs a fraction of that:
 * - PGlite: the data folder of a migrated database, dumped once (`dumpDataDir`) to a file, and
 *   loaded by each test (`loadDataDir`);
 * - PostgreSQL: a migrated template database, copied by `CREATE DATABASE … TEMPLATE`.
 * Both are named after a hash of the migrations, so a new migration makes new ones, and both are
 * written under a temporary name first, so processes preparing them at once never see half a one.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR, openDatabase } from "../../app/db/client.server.ts";

const CACHE_DIR = path.resolve(process.cwd(), "node_modules/.cache/location-rive-sud");

/** What the committed migrations are: their names and bytes. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(MIGRATIONS_DIR, name);
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    hash.update(name).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 12);
}

let pgliteImage: Promise<Blob> | undefined;

/** The dump of a migrated, empty PGlite database: made on the first call of the machine, read after. */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar`);
    if (!existsSync(file)) {
      const client = new PGlite();
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      const dump = await client.dumpDataDir("none");
      await client.close();
      mkdirSync(CACHE_DIR, { recursive: true });
      const partial = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteImage;
}

const templates = new Map<string, Promise<string>>();

/** The name of a migrated, empty template database on that server: made once, copied by every test. */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = (async () => {
      const name = `lrs_template_${migrationsHash()}`;
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const found = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (found.rowCount) return name;
        const partial = `lrs_template_tmp_${randomBytes(6).toString("hex")}`;
        await client.query(`create database ${partial}`);
        const url = new URL(serverUrl);
        url.pathname = `/${partial}`;
        const database = await openDatabase({ databaseUrl: url.toString() });
        await database.close();
        // Another process may have finished first: then its template is the one.
        await client.query(`alter database ${partial} rename to ${name}`).catch(() => client.query(`drop database if exists ${partial} with (force)`));
        return name;
      } finally {
        await client.end();
      }
    })();
    templates.set(serverUrl, template);
  }
  return template;
}

/**
 * A DATA_DIR whose embedded database is already migrated (the image written out to disk), for
 * tests that need the database on disk as the server has it: opening it migrates nothing.
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: await migratedPgliteImage() });
  await client.waitReady;
  await client.close();
  return dataDir;
}
