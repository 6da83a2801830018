import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase, testedDatabases, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { readVersions } from "./versions.server.ts";

/** What the render cache keys on (decision 0022): each topic moves at the writer's commit, and only then. */
describeEachDatabase("the versions of what public pages show", (current) => {
  it("move with a catalogue, settings or availability write, at once for the next reader, and not for a write rolled back", async () => {
    const { db } = current();
    const start = await readVersions(db);
    // A second read with nothing written: the same (on PGlite, from memory).
    expect(await readVersions(db)).toEqual(start);

    await db.execute(sql`update catalogue_products set price_day = price_day + 1 where id = 1`);
    expect(await readVersions(db)).toEqual({ ...start, catalogue: start.catalogue + 1 });

    await db.execute(sql`update business_settings set values = '{"phone":"450-555-0177"}'::jsonb`);
    expect(await readVersions(db)).toEqual({ ...start, catalogue: start.catalogue + 1, settings: start.settings + 1 });

    await db.execute(sql`insert into unit_blocks (product_id, units, start_date, end_date, reason, created_by_name) values (1, 1, '2026-12-01', '2026-12-03', 'Entretien', 'Julie Gagnon')`);
    const moved = await readVersions(db);
    expect(moved).toEqual({ catalogue: start.catalogue + 1, settings: start.settings + 1, availability: start.availability + 1 });

    // Rolled back: nothing moved, and what is remembered is still right.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update catalogue_products set price_day = price_day + 1 where id = 1`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await readVersions(db)).toEqual(moved);
  });
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

for (const kind of testedDatabases) {
  it(`[${kind}] a write through one handle shows in the versions the other reads next`, async () => {
    const { first, second, close } = await createTwoInstances(kind);
    closers.push(close);
    const before = await readVersions(second);
    await first.execute(sql`update catalogue_products set price_day = price_day + 1 where id = 2`);
    expect((await readVersions(second)).catalogue).toBe(before.catalogue + 1);
  }, SLOW_DATABASE_TEST_TIMEOUT);
}
