import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, isPgSequence, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { hitRateLimit } from "../platform/rate-limit.server.ts";
import * as adminSchema from "./admin-schema.ts";
import * as authSchema from "./auth-schema.ts";
import * as backOfficeSchema from "./back-office-schema.ts";
import * as catalogueSchema from "./catalogue-schema.ts";
import * as invoiceSchema from "./invoice-schema.ts";
import * as paymentsSchema from "./payments-schema.ts";
import * as rentalSchema from "./rental-schema.ts";
import * as unitsSchema from "./units-schema.ts";
import { MIGRATIONS_DIR, openDatabase, pingDatabase, type Db } from "./client.server.ts";
import * as appSchema from "./schema.ts";

const declared: unknown[] = Object.values({
  ...appSchema,
  ...authSchema,
  ...adminSchema,
  ...catalogueSchema,
  ...backOfficeSchema,
  ...rentalSchema,
  ...unitsSchema,
  ...invoiceSchema,
  ...paymentsSchema,
});
const declaredTables = declared.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }; the shared PgDatabase type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** "numeric(12, 2)" (Drizzle) and "numeric(12,2)" (PostgreSQL) are the same type. */
const typeName = (type: string) => type.replace(/\s+/g, "").toLowerCase();

describeEachDatabase("database start-up", (current, kind) => {
  it("applies every committed migration and answers queries", async () => {
    const { db, kind: opened } = current();
    expect(opened).toBe(kind);
    expect(await pingDatabase(db)).toBe(true);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const [applied] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied?.n).toBe(journal.entries.length);
  });

  it("builds the schema the code declares: its tables, columns, types, nullability, keys, checks and indexes", async () => {
    const { db } = current();
    const tables = await rows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    expect(tables.map((t) => t.name).sort()).toEqual([
      "account",
      "availability_version",
      "business_settings",
      "catalogue_categories",
      "catalogue_products",
      "catalogue_version",
      "client_profiles",
      "email_outbox",
      "invoice_counters",
      "invoices",
      "ledger_entries",
      "product_changes",
      "product_photos",
      "quote_responses",
      "quote_versions",
      "rate_limit_backoffs",
      "rate_limit_hits",
      "rental_contracts",
      "rental_handovers",
      "rental_notices",
      "rental_requests",
      "rental_returns",
      "rental_unit_events",
      "rental_units",
      "reservations",
      "return_charges",
      "session",
      "session_version",
      "staff_role_changes",
      "stripe_events",
      "submission_items",
      "submission_status_changes",
      "submissions",
      "unit_assignments",
      "unit_blocks",
      "unit_photos",
      "user",
      "verification",
    ]);
    expect(declaredTables.map((t) => t.name).sort()).toEqual(tables.map((t) => t.name).sort());

    const columns = await rows<{ table: string; column: string; type: string; notNull: boolean }>(
      db,
      sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull"
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
    );
    const constraints = await rows<{ table: string; name: string; kind: string }>(
      db,
      sql`select c.relname as "table", k.conname as "name", k.contype as "kind"
          from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`,
    );
    const primaryKeys = await rows<{ table: string; column: string }>(
      db,
      sql`select tc.table_name as "table", ku.column_name as "column"
          from information_schema.table_constraints tc
          join information_schema.key_column_usage ku on ku.constraint_name = tc.constraint_name and ku.table_schema = tc.table_schema
          where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'`,
    );
    const indexes = await rows<{ table: string; name: string }>(db, sql`select tablename as "table", indexname as "name" from pg_indexes where schemaname = 'public'`);

    for (const table of declaredTables) {
      const actual = columns.filter((c) => c.table === table.name).map((c) => ({ column: c.column, type: typeName(c.type), notNull: c.notNull }));
      const expected = table.columns.map((c) => ({ column: c.name, type: typeName(c.getSQLType()), notNull: c.notNull }));
      expect(
        actual.sort((a, b) => a.column.localeCompare(b.column)),
        `columns of ${table.name}`,
      ).toEqual(expected.sort((a, b) => a.column.localeCompare(b.column)));

      const keyColumns = [...table.columns.filter((c) => c.primary).map((c) => c.name), ...table.primaryKeys.flatMap((k) => k.columns.map((c) => c.name))];
      expect(
        primaryKeys
          .filter((k) => k.table === table.name)
          .map((k) => k.column)
          .sort(),
        `primary key of ${table.name}`,
      ).toEqual(keyColumns.sort());

      const named = (kind: string) =>
        constraints
          .filter((c) => c.table === table.name && c.kind === kind)
          .map((c) => c.name)
          .sort();
      const uniques = [...table.columns.filter((c) => c.isUnique).map((c) => c.uniqueName!), ...table.uniqueConstraints.map((u) => u.getName())];
      expect(named("u"), `unique constraints of ${table.name}`).toEqual(uniques.sort());
      expect(named("c"), `checks of ${table.name}`).toEqual(table.checks.map((c) => c.name).sort());
      expect(named("f"), `foreign keys of ${table.name}`).toEqual(table.foreignKeys.map((f) => f.getName()).sort());
      const tableIndexes = indexes.filter((i) => i.table === table.name).map((i) => i.name);
      for (const index of table.indexes) expect(tableIndexes, `indexes of ${table.name}`).toContain(index.config.name);
    }

    const sequences = await rows<{ name: string }>(db, sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`);
    const declaredSequences = declared.filter(isPgSequence).map((s) => s.seqName);
    expect(declaredSequences.length).toBeGreaterThan(0);
    for (const name of declaredSequences) expect(sequences.map((s) => s.name)).toContain(name);
  });
});

describe("embedded database on disk", () => {
  it("keeps its data across a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-db-"));
    const rule = { limit: 2, windowMs: 3_600_000 };
    const now = Date.UTC(2026, 10, 22, 12);
    const first = await openDatabase({ dataDir });
    await hitRateLimit(first.db, "restart", rule, now);
    await hitRateLimit(first.db, "restart", rule, now);
    await first.close();

    // Reopening re-runs the migrator (a no-op) and finds the counters.
    const second = await openDatabase({ dataDir });
    expect((await hitRateLimit(second.db, "restart", rule, now)).allowed).toBe(false);
    await second.close();
  });
});
