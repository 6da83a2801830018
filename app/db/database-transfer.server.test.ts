import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { accountsOn } from "../../tests/support/accounts.ts";
import { createTestDatabase, migratedThrowawayPostgres, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { quoteFormData, quoteFormFields } from "../../tests/support/quote-fixture.ts";
import { quoteMail, sentQuote, STAFF_MEMBER } from "../../tests/support/sent-quote.ts";
import type { ThrowawayPostgres } from "../../tests/support/throwaway-postgres.ts";
import { defaultBusiness } from "../config/business.ts";
import { submitQuoteRequest } from "../submissions/quote.server.ts";
import { openDatabase, type Database, type Db } from "./client.server.ts";
import { DatabaseTransferError, exportDatabase, importDatabase, tablesInOrder } from "./database-transfer.server.ts";
import { addProductPhoto } from "./product-photos.server.ts";
import { acceptQuote } from "./quotes.server.ts";
import { submissions } from "./schema.ts";

const settings = {
  business: defaultBusiness,
  publicUrl: "https://location-rive-sud.example",
  staffNotifyEmail: "staff@location-rive-sud.example",
  mailFrom: "Location Rive-Sud <no-reply@location-rive-sud.example>",
};
// 10:00 in Quebec on 2026-11-22: the quote fixture's dates suit it.
const NOW = new Date("2026-11-22T15:00:00Z");

async function sendQuoteRequest(db: Db, submissionKey: string): Promise<string> {
  const answer = await submitQuoteRequest({ db, formData: quoteFormData({ ...quoteFormFields(), submissionKey }), lang: "fr", settings, clientIp: "203.0.113.7", requestId: "req1", now: NOW });
  expect(answer.status).toBe(200);
  return (answer.body as { reference: string }).reference;
}

/** Each table's rows as PostgreSQL writes them (times in UTC), sorted; and every sequence's value. */
async function contents(db: Db): Promise<{ tables: Record<string, string[]>; sequences: unknown[] }> {
  return db.transaction(async (tx) => {
    await tx.execute("set local timezone to 'UTC'");
    const tables: Record<string, string[]> = {};
    for (const table of tablesInOrder(db)) {
      const { rows } = (await tx.execute(`select row_to_json(t)::text as row from "${table}" t order by 1`)) as unknown as { rows: { row: string }[] };
      tables[table] = rows.map((r) => r.row);
    }
    const { rows: sequences } = (await tx.execute("select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1")) as unknown as { rows: unknown[] };
    return { tables, sequences };
  });
}

async function exported(db: Db): Promise<string[]> {
  const lines: string[] = [];
  await exportDatabase(db, (line) => void lines.push(line), NOW);
  return lines;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("moving the embedded database to PostgreSQL", () => {
  const opened: Database[] = [];
  const throwaways: ThrowawayPostgres[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const throwaway of throwaways.splice(0)) await throwaway.drop();
  });
  async function emptyPostgres(): Promise<Database> {
    const throwaway = await migratedThrowawayPostgres();
    throwaways.push(throwaway);
    const database = await openDatabase({ databaseUrl: throwaway.url });
    opened.push(database);
    return database;
  }

  it(
    "gives PostgreSQL the same rows in every table and the same sequences; the next request's reference follows; a database with data is refused",
    async () => {
      const source = await createTestDatabase("pglite");
      opened.push(source);
      const db = source.db;
      // Requests from the form, an account, a quote sent and accepted, a photo's row.
      expect([await sendQuoteRequest(db, "first"), await sendQuoteRequest(db, "second")]).toEqual(["S-2026-000001", "S-2026-000002"]);
      await accountsOn(db).auth.api.signUpEmail({ body: { email: "marie@example.com", password: "le beton coule bien", name: "Marie Tremblay" } });
      const quote = await sentQuote(db);
      expect(await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: "203.0.113.7", userAgent: "test", mail: quoteMail })).toEqual({ ok: true });
      const photo = { id: randomUUID(), alt: { fr: "Meuleuse sur une dalle", en: "Grinder on a slab" }, width: 1600, height: 1200, widths: [320, 640, 960, 1280] };
      expect((await addProductPhoto(db, { productId: 1, actor: STAFF_MEMBER, photo })).outcome).toBe("changed");

      const lines = await exported(db);
      const before = await contents(db);
      for (const table of ["submissions", "submission_items", "email_outbox", "user", "account", "quote_versions", "quote_responses", "reservations", "product_photos", "product_changes"]) {
        expect(before.tables[table]?.length, table).toBeGreaterThan(0);
      }

      const target = await emptyPostgres();
      const outcome = await importDatabase(target.db, lines);
      expect(outcome.rows.submissions).toBe(3);
      const after = await contents(target.db);
      expect(after.tables).toEqual(before.tables);
      expect(after.sequences).toEqual(before.sequences);

      // The next request through the form continues the references.
      expect(await sendQuoteRequest(target.db, "third")).toBe("S-2026-000003");

      await expect(importDatabase(target.db, lines)).rejects.toThrow(/already holds data \(.*submissions.*\): import only into a new, empty database/);
      const [{ n } = { n: 0 }] = await target.db.select({ n: count() }).from(submissions);
      expect(n).toBe(4);
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it(
    "refuses a file cut short, changing nothing",
    async () => {
      const source = await createTestDatabase("pglite");
      opened.push(source);
      await sendQuoteRequest(source.db, "first");
      const lines = await exported(source.db);
      const target = await emptyPostgres();
      await expect(importDatabase(target.db, lines.slice(0, -1))).rejects.toThrow(DatabaseTransferError);
      await expect(importDatabase(target.db, lines.slice(0, -1))).rejects.toThrow(/no end: the file is incomplete/);
      const [{ n } = { n: -1 }] = await target.db.select({ n: count() }).from(submissions);
      expect(n).toBe(0);
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );
});
