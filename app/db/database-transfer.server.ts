/**
 * Moving a storefront from the embedded database to a PostgreSQL server (`npm run db:export`,
 * `npm run db:import`; docs/deployment.md). One JSON-lines file: a header (format, version, the
 * last migration), every row of every table of the schema, parents before children, then a
 * trailer with each table's row count and every sequence's value (the requests' references, the
 * numbered rows). A file cut short has no trailer and is refused.
 *
 * Rows travel as PostgreSQL writes them (`row_to_json`) and are read back by PostgreSQL
 * (`json_populate_recordset`): amounts, dates and JSON keep their exact text, JavaScript never
 * converts a value. The import is one transaction: a failure leaves the target as it was.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { MIGRATIONS_DIR, type Db } from "./client.server.ts";

export const EXPORT_FORMAT = "location-rive-sud/database";
export const EXPORT_VERSION = 1;

/**
 * Tables a fresh database already fills in its migrations: the first catalogue and its units, the
 * settings row and the version rows. The import replaces their rows with the export's; any other table
 * must be empty.
 */
const FILLED_BY_MIGRATIONS = new Set([
  "catalogue_categories",
  "catalogue_products",
  "rental_units",
  "rental_unit_events",
  "business_settings",
  "catalogue_version",
  "availability_version",
  "session_version",
]);

/**
 * The version rows the render cache reads. Triggers move them when products, photos,
 * reservations or sessions are written: they are written last, so that they end as exported.
 */
const VERSION_TABLES = new Set(["catalogue_version", "availability_version", "session_version"]);

const ROWS_PER_BATCH = 500;

export class DatabaseTransferError extends Error {
  override name = "DatabaseTransferError";
}

type Header = { format: string; version: number; migration: string; exportedAt: string };
type Trailer = { rows: Record<string, number>; sequences: Record<string, { lastValue: string | null; startValue: string }> };

/** The last migration this code applies: an export and its import must be made by the same version. */
function lastMigration(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? "";
}

/** Every table of the schema, each after the tables it references; the version rows last. */
export function tablesInOrder(db: Db): string[] {
  const configs = (Object.values(db._.fullSchema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const parents = config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((name) => name !== config.name);
      return { name: config.name, parents };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < configs.length) {
    const next = configs.find((table) => !placed.has(table.name) && table.parents.every((parent) => placed.has(parent)));
    if (!next) throw new Error("the schema's foreign keys form a cycle");
    ordered.push(next.name);
    placed.add(next.name);
  }
  return [...ordered.filter((name) => !VERSION_TABLES.has(name)), ...ordered.filter((name) => VERSION_TABLES.has(name))];
}

function checkedName(name: string): string {
  if (!/^\w+$/.test(name)) throw new DatabaseTransferError(`Unexpected name in the export: ${name.slice(0, 80)}`);
  return name;
}
const identifier = (name: string) => sql.raw(`"${checkedName(name)}"`);

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/**
 * Writes the whole database as JSON lines through `write`, from one snapshot (a read-only,
 * repeatable-read transaction, read through a cursor: a large table is never held in memory).
 */
export async function exportDatabase(db: Db, write: (line: string) => void | Promise<void>, now: Date = new Date()): Promise<Trailer> {
  const tables = tablesInOrder(db);
  const header: Header = { format: EXPORT_FORMAT, version: EXPORT_VERSION, migration: lastMigration(), exportedAt: now.toISOString() };
  await write(JSON.stringify(header));
  return db.transaction(
    async (tx) => {
      const rows: Record<string, number> = {};
      for (const table of tables) {
        rows[table] = 0;
        const tableJson = JSON.stringify(table);
        await tx.execute(sql`declare export_rows no scroll cursor for select row_to_json(t)::text as row from ${identifier(table)} t`);
        for (;;) {
          const batch = await rowsOf<{ row: string }>(tx.execute(sql.raw(`fetch ${ROWS_PER_BATCH} from export_rows`)));
          for (const { row } of batch) await write(`{"table":${tableJson},"row":${row}}`);
          rows[table] += batch.length;
          if (batch.length < ROWS_PER_BATCH) break;
        }
        await tx.execute(sql`close export_rows`);
      }
      const sequences: Trailer["sequences"] = {};
      const found = await rowsOf<{ name: string; last_value: string | null; start_value: string }>(
        tx.execute(sql`select sequencename as name, last_value::text, start_value::text from pg_sequences where schemaname = 'public' order by sequencename`),
      );
      for (const sequence of found) sequences[sequence.name] = { lastValue: sequence.last_value, startValue: sequence.start_value };
      const trailer: Trailer = { rows, sequences };
      await write(JSON.stringify({ end: true, ...trailer }));
      return trailer;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** What is already in the target, table by table, apart from what its migrations wrote. */
async function tablesHoldingData(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], tables: string[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    if (FILLED_BY_MIGRATIONS.has(table)) continue;
    const [row] = await rowsOf<{ found: boolean }>(tx.execute(sql`select exists (select 1 from ${identifier(table)}) as found`));
    if (row?.found) holding.push(table);
  }
  return holding;
}

/**
 * Reads an export (`lines`, in order) into `db`, already migrated, in ONE transaction: refuses
 * a database that already holds data, replaces what its migrations wrote, inserts every row,
 * sets every sequence, and checks each table's count against the trailer.
 */
export async function importDatabase(db: Db, lines: AsyncIterable<string> | Iterable<string>): Promise<Trailer> {
  const tables = tablesInOrder(db);
  const known = new Set(tables);
  const iterator = (
    Symbol.asyncIterator in lines
      ? lines[Symbol.asyncIterator]()
      : (async function* () {
          yield* lines;
        })()
  ) as AsyncIterator<string>;
  const nextLine = async () => {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return undefined;
      if (value.trim() !== "") return value;
    }
  };

  const first = await nextLine();
  const header = first ? (JSON.parse(first) as Partial<Header>) : undefined;
  if (header?.format !== EXPORT_FORMAT) throw new DatabaseTransferError("This file is not an export of the storefront's database (npm run db:export).");
  if (header.version !== EXPORT_VERSION) throw new DatabaseTransferError(`This export's format (version ${header.version}) is not the one this version reads (${EXPORT_VERSION}).`);
  if (header.migration !== lastMigration()) {
    throw new DatabaseTransferError(
      `This export was made by another version of the storefront (its last migration: ${header.migration}; this one's: ${lastMigration()}). Export and import with the same version.`,
    );
  }

  return db.transaction(async (tx) => {
    const holding = await tablesHoldingData(tx, tables);
    if (holding.length > 0) {
      throw new DatabaseTransferError(`The target database already holds data (${holding.join(", ")}): import only into a new, empty database. Nothing was changed.`);
    }
    // What the target's migrations wrote gives way to the export's rows: children first.
    for (const table of [...tables].reverse()) if (FILLED_BY_MIGRATIONS.has(table)) await tx.execute(sql`delete from ${identifier(table)}`);

    const inserted: Record<string, number> = {};
    let order = 0;
    let batch: { table: string; rows: string[] } | undefined;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      const table = identifier(batch.table);
      // OVERRIDING SYSTEM VALUE: the numbered rows keep their numbers (identity columns).
      await tx.execute(sql`insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, ${`[${batch.rows.join(",")}]`}::json)`);
      inserted[batch.table] = (inserted[batch.table] ?? 0) + batch.rows.length;
      batch.rows = [];
    };

    let trailer: Trailer | undefined;
    for (let line = await nextLine(); line !== undefined; line = await nextLine()) {
      if (trailer) throw new DatabaseTransferError("The export goes on after its end: the file is damaged.");
      if (line.startsWith('{"end":')) {
        await flush();
        trailer = JSON.parse(line) as Trailer;
        continue;
      }
      // The table's name only: the row's text goes to PostgreSQL as it was written.
      const match = /^\{"table":"(\w+)","row":(.*)\}$/.exec(line);
      const table = match?.[1];
      if (!match || !table || !known.has(table)) throw new DatabaseTransferError(`Unexpected line in the export: ${line.slice(0, 80)}`);
      if (batch?.table !== table) {
        await flush();
        const at = tables.indexOf(table);
        if (at < order) throw new DatabaseTransferError(`The export's tables are out of order (${table}): the file is damaged.`);
        order = at;
        batch = { table, rows: [] };
      }
      batch.rows.push(match[2]!);
      if (batch.rows.length >= ROWS_PER_BATCH) await flush();
    }
    if (!trailer) throw new DatabaseTransferError("The export has no end: the file is incomplete (was the export interrupted?). Nothing was changed.");

    for (const table of tables) {
      const expected = trailer.rows[table] ?? 0;
      if ((inserted[table] ?? 0) !== expected)
        throw new DatabaseTransferError(`The export announces ${expected} rows in ${table} but holds ${inserted[table] ?? 0}: the file is damaged. Nothing was changed.`);
    }
    for (const [name, sequence] of Object.entries(trailer.sequences)) {
      const qualified = `public."${checkedName(name)}"`;
      // A sequence never used starts at its first value again.
      if (sequence.lastValue === null) await tx.execute(sql`select setval(${qualified}::regclass, ${sequence.startValue}::bigint, false)`);
      else await tx.execute(sql`select setval(${qualified}::regclass, ${sequence.lastValue}::bigint, true)`);
    }
    return { rows: inserted, sequences: trailer.sequences };
  });
}
