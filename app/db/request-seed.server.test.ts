import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { defaultBusiness } from "../config/business.ts";
import { openingWindows } from "../domain/stats/opening-hours.ts";
import { seedRequests } from "./request-seed.server.ts";
import { readStatistics } from "./stats.server.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

describeEachDatabase("made-up requests in bulk", (current) => {
  it("writes requests with lines priced from the catalogue and a consistent history, after those already seeded", async () => {
    const { db } = current();
    expect(await seedRequests(db, { count: 300, now: NOW })).toBe(300);
    expect(await seedRequests(db, { count: 200, now: NOW })).toBe(200);
    const result = (await db.execute(sql`
      select (select count(*) from submissions)::int as requests,
             (select count(distinct reference) from submissions)::int as references,
             (select count(*) from submissions where created_at > ${NOW.toISOString()}::timestamptz or created_at < ${NOW.toISOString()}::timestamptz - interval '731 days')::int as outside,
             (select count(*) from submissions s where s.type = 'quote' and (s.total_amount is null or s.subtotal <> (select sum(line_total) from submission_items i where i.submission_id = s.id)))::int as unbalanced,
             (select count(*) from submissions s where s.type = 'contact' and exists (select 1 from submission_items i where i.submission_id = s.id))::int as contact_lines,
             (select count(*) from submissions s where (s.status = 'new') <> not exists (select 1 from submission_status_changes c where c.submission_id = s.id))::int as inconsistent,
             (select count(*) from submission_status_changes c join submissions s on s.id = c.submission_id where c.changed_at < s.created_at or c.changed_at > ${NOW.toISOString()}::timestamptz)::int as misdated
    `)) as unknown as { rows: Record<string, number>[] };
    expect(result.rows[0]).toEqual({ requests: 500, references: 500, outside: 0, unbalanced: 0, contact_lines: 0, inconsistent: 0, misdated: 0 });

    const report = await readStatistics(db, { period: { from: "2024-11-23", to: "2026-11-23" }, windows: openingWindows(defaultBusiness.openingHours), now: NOW });
    expect(report.statuses.total).toBe(500);
    expect(report.topByLines).toHaveLength(10);
    expect(report.responseTimes.answered).toBeGreaterThan(400);
  });
});
