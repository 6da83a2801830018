/**
 * What a refused request must leave untouched: every business row (requests, their
 * lines, e-mails, status history, accounts, sessions, profiles, links). Rate-limit
 * counters are left out on purpose: every attempt counts, refused or not.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../app/db/client.server.ts";

export type BusinessRows = Record<string, string | number>;

export async function businessRows(db: Db): Promise<BusinessRows> {
  // Both drivers answer { rows }; the shared PgDatabase type does not say so.
  const result = (await db.execute(sql`
    select
      (select count(*) from submissions)::int as submissions,
      (select count(*) from submission_items)::int as items,
      (select count(*) from email_outbox)::int as emails,
      (select count(*) from submission_status_changes)::int as status_changes,
      (select count(*) from "user")::int as users,
      (select count(*) from account)::int as credentials,
      (select count(*) from session)::int as sessions,
      (select count(*) from verification)::int as links,
      (select count(*) from client_profiles)::int as profiles,
      (select md5(coalesce(string_agg(p::text, '|' order by p.user_id), '')) from client_profiles p) as profile_contents,
      (select md5(coalesce(string_agg(s.id::text || ':' || s.status, '|' order by s.id), '')) from submissions s) as statuses,
      (select md5(coalesce(string_agg(u.id || ':' || u.name || ':' || u.email, '|' order by u.id), '')) from "user" u) as user_contents
  `)) as unknown as { rows: BusinessRows[] };
  const row = result.rows[0];
  if (!row) throw new Error("no answer");
  return row;
}
