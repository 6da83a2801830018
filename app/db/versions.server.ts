/**
 * The versions of what each instance keeps in memory: the catalogue (decision 0015), the
 * business settings and, for the render cache (decision 0022), the availability the public pages
 * show (reservations and unit blocks, migration 0012). On PostgreSQL all are read in ONE statement
 * per request (on PGlite, see readVersions), sent to the driver itself with the simple query protocol: on PGlite it costs ~45 µs, against ~230 µs through
 * Drizzle's query builder (measured; see docs/decisions/0015-catalogue-in-the-database.md, "History"), and on a
 * PostgreSQL server it is one round trip for both.
 */
import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { getDb, type Db } from "./client.server.ts";

/** `sessions`: what a session read returns (decision 0026, app/auth/session.server.ts); the others, what the pages show. */
export type Versions = { catalogue: number; settings: number; availability: number; sessions: number };

const VERSIONS_QUERY =
  "select (select version from catalogue_version) as catalogue, (select version from business_settings) as settings, (select version from availability_version) as availability, (select version from session_version) as sessions";

/**
 * On the embedded database this process is the only writer: the versions stay in memory and are
 * forgotten when a trigger says one moved ("content_versions", delivered at commit, before the
 * writer's own query returns; migration 0012), so a cached page costs no statement at all. A
 * PostgreSQL server has other instances writing: each request reads the versions there.
 */
type Remembered = { versions?: Versions; generation: number; listening: Promise<unknown> };
const remembered = new WeakMap<PGlite, Remembered>();

export async function readVersions(db: Db): Promise<Versions> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (!(client instanceof PGlite)) return versionsOf((await client.query(VERSIONS_QUERY)).rows);
  let memory = remembered.get(client);
  if (!memory) {
    const created: Remembered = { generation: 0, listening: Promise.resolve() };
    created.listening = client.listen("content_versions", () => {
      created.generation++;
      created.versions = undefined;
    });
    remembered.set(client, created);
    memory = created;
  }
  await memory.listening;
  if (memory.versions) return memory.versions;
  const generation = memory.generation;
  const versions = versionsOf((await client.exec(VERSIONS_QUERY))[0]?.rows ?? []);
  // A move signalled while the statement ran may not be in what it read: not remembered then.
  if (memory.generation === generation) memory.versions = versions;
  return versions;
}

function versionsOf(rows: { catalogue?: unknown; settings?: unknown; availability?: unknown; sessions?: unknown }[]): Versions {
  const [row] = rows;
  if (!row || row.catalogue == null || row.settings == null || row.availability == null || row.sessions == null) {
    throw new Error("catalogue_version, business_settings, availability_version or session_version has no row: migrations were not applied");
  }
  // node-postgres reads a bigint as a string; a version stays far below 2^53.
  return { catalogue: Number(row.catalogue), settings: Number(row.settings), availability: Number(row.availability), sessions: Number(row.sessions) };
}

const perRequest = new WeakMap<object, Promise<Versions>>();

/** The versions for this request, read once whatever the number of loaders that ask (`context`: React Router's per-request context). */
export function requestVersions(context: object): Promise<Versions> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = getDb().then(readVersions);
    perRequest.set(context, pending);
  }
  return pending;
}
