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
    expect(moved).toEqual({ ...start, catalogue: start.catalogue + 1, settings: start.settings + 1, availability: start.availability + 1 });

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

/** What a remembered session read rests on (decision 0026): a session renewed or ended, an account or a profile changed. */
describeEachDatabase("the version of what a session read returns", (current) => {
  it("moves when a session ends or is renewed and when an account or a profile changes, not when a session starts", async () => {
    const { db } = current();
    await db.execute(sql`insert into "user" (id, name, email, email_verified) values ('v-user', 'Léa Roy', 'lea.roy@example.com', true)`);
    const start = await readVersions(db);
    await db.execute(sql`insert into session (id, token, user_id, expires_at, created_at, updated_at) values ('v-session', 'v-token', 'v-user', now() + interval '1 day', now(), now())`);
    expect(await readVersions(db), "a session starts: no instance has read it yet").toEqual(start);

    const steps = [
      sql`update session set expires_at = expires_at + interval '1 day' where id = 'v-session'`,
      sql`insert into client_profiles (user_id, first_name, last_name, account_type) values ('v-user', 'Léa', 'Roy', 'particulier')`,
      sql`update client_profiles set last_name = 'Roy-Gagnon' where user_id = 'v-user'`,
      sql`update "user" set role = 'admin' where id = 'v-user'`,
      sql`delete from session where id = 'v-session'`,
    ];
    let sessions = start.sessions;
    for (const step of steps) {
      await db.execute(step);
      const now = await readVersions(db);
      expect(now.sessions).toBe(++sessions);
      // The pages' versions stay put: a sign-out empties no page cache.
      expect({ ...now, sessions: start.sessions }).toEqual(start);
    }
  });
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

for (const kind of testedDatabases) {
  it(
    `[${kind}] a write through one handle shows in the versions the other reads next`,
    async () => {
      const { first, second, close } = await createTwoInstances(kind);
      closers.push(close);
      const before = await readVersions(second);
      await first.execute(sql`update catalogue_products set price_day = price_day + 1 where id = 2`);
      expect((await readVersions(second)).catalogue).toBe(before.catalogue + 1);
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );
}
