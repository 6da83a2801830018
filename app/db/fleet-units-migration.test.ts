/**
 * Migration 0014 (the fleet, unit by unit) on a database as it was before it, holding
 * reservations and maintenance blocks: every reservation and every availability answer is the
 * same after it, and each product has as many units as its fleet count said.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { SLOW_DATABASE_TEST_TIMEOUT, testedDatabases } from "../../tests/support/databases.ts";
import { insertQuoteRequest, insertSentVersion, setFleet, STAFF, addStaffAccount } from "../../tests/support/rental-fixture.ts";
import { createThrowawayPostgres } from "../../tests/support/throwaway-postgres.ts";
import { MIGRATIONS_DIR, type Db } from "./client.server.ts";
import { addUnitBlock, availabilityByLine, reserveUnits } from "./reservations.server.ts";
import { reservations } from "./rental-schema.ts";

const BEFORE = "0013_session_version";

/** The migrations folder as it stood before the units: the SQL files and the journal up to BEFORE. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lrs-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  for (const later of journal.entries.slice(last + 1)) rmSync(path.join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Opened = { db: Db; migrateAll(): Promise<void>; close(): Promise<void> };

async function openBefore(kind: "pglite" | "postgres", folder: string): Promise<Opened> {
  if (kind === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, migrateAll: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }), close: () => client.close() };
  }
  const throwaway = await createThrowawayPostgres(process.env.TEST_DATABASE_URL!, "lrs_units");
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    migrateAll: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await pool.end();
      await throwaway.drop();
    },
  };
}

/** What the rental loop answers: every reservation row, and availability over ranges that cross the holds. */
async function answers(db: Db) {
  const rows = await db.select().from(reservations).orderBy(asc(reservations.id));
  const queries = [1, 2, 4].flatMap((productId) =>
    [
      ["2026-12-01", "2026-12-03"],
      ["2026-12-04", "2026-12-12"],
      ["2026-12-10", "2026-12-20"],
      ["2026-12-21", "2026-12-31"],
    ].flatMap(([start, end]) => [1, 2, 3].map((units) => ({ productId, start: start!, end: end!, units }))),
  );
  return { rows, availability: await availabilityByLine(db, queries) };
}

describe("migration 0014: the fleet's counts become units", () => {
  const folder = migrationsBefore();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  for (const kind of testedDatabases) {
    it(
      `keeps every reservation and every availability answer, and makes one unit per unit counted [${kind}]`,
      async () => {
        const opened = await openBefore(kind, folder);
        try {
          const { db } = opened;
          await addStaffAccount(db);
          await setFleet(db, 1, 3);
          await setFleet(db, 2, 2);
          for (const [productId, units, start, end] of [
            [1, 2, "2026-12-04", "2026-12-12"],
            [1, 1, "2026-12-10", "2026-12-15"],
            [2, 2, "2026-12-20", "2026-12-24"],
          ] as const) {
            const request = await insertQuoteRequest(db, { lines: [{ productId, quantity: units }] });
            const quoteVersionId = await insertSentVersion(db, request.id);
            expect(await db.transaction((tx) => reserveUnits(tx, { submissionId: request.id, quoteVersionId, lines: [{ productId, units, start, end }] }))).toEqual({ ok: true });
          }
          expect(await addUnitBlock(db, { productId: 2, units: 1, start: "2026-12-01", end: "2026-12-05", reason: "Entretien", actor: STAFF })).toMatchObject({ ok: true });
          const before = await answers(db);

          await opened.migrateAll();

          expect(await answers(db)).toEqual(before);
          const counted = await db.execute(sql`
            select p.id, p.fleet_units as fleet, count(u.id)::int as units, count(distinct u.tag)::int as tags
            from catalogue_products p left join rental_units u on u.product_id = p.id
            group by p.id order by p.id`);
          const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as { id: number; fleet: number | null; units: number; tags: number }[];
          for (const row of rowsOf(counted)) {
            expect(row.units, `product ${row.id}`).toBe(row.fleet ?? 0);
            expect(row.tags).toBe(row.units);
          }
          expect(rowsOf(counted).find((row) => Number(row.id) === 1)).toMatchObject({ fleet: 3, units: 3 });
        } finally {
          await opened.close();
        }
      },
      SLOW_DATABASE_TEST_TIMEOUT,
    );
  }
});
