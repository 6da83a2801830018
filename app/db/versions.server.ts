/**
 * The versions of what each instance keeps in memory: the catalogue (decision 0015) and the
 * business settings. Both are read in ONE statement per request, sent to the driver itself
 * with the simple query protocol: on PGlite it costs ~45 µs, against ~230 µs through
 * Drizzle's query builder (measured; see docs/performance.md, "Product page"), and on a
 * PostgreSQL server it is one round trip for both.
 */
import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { getDb, type Db } from "./client.server.ts";

export type Versions = { catalogue: number; settings: number };

const VERSIONS_QUERY = "select (select version from catalogue_version) as catalogue, (select version from business_settings) as settings";

export async function readVersions(db: Db): Promise<Versions> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const rows: { catalogue: unknown; settings: unknown }[] = client instanceof PGlite ? ((await client.exec(VERSIONS_QUERY))[0]?.rows ?? []) : (await client.query(VERSIONS_QUERY)).rows;
  const [row] = rows;
  if (!row || row.catalogue === null || row.settings === null) throw new Error("catalogue_version or business_settings has no row: migrations were not applied");
  // node-postgres reads a bigint as a string; a version stays far below 2^53.
  return { catalogue: Number(row.catalogue), settings: Number(row.settings) };
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
