/**
 * A fresh, empty database on a PostgreSQL server (TEST_DATABASE_URL or
 * DATABASE_URL names the server), dropped afterwards even if connections are
 * still open. Used by the data-access tests, the reliability tests and the
 * submission benchmark.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export type ThrowawayPostgres = { url: string; drop(): Promise<void> };

async function run(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `template`: a database to copy (migratedPostgresTemplate) instead of an empty one. */
export async function createThrowawayPostgres(serverUrl: string, prefix = "lrs_test", template?: string): Promise<ThrowawayPostgres> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
