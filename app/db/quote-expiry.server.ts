/**
 * The expiry job: a quote still unanswered at the end of its validity date or on its
 * rental's first day, whichever comes first, becomes `expired` (history row by "system", an
 * answer row, the customer's e-mail), each request in a transaction with its e-mail.
 *
 * Safe on several instances: due requests are claimed with FOR UPDATE SKIP LOCKED (a request
 * another instance, or an acceptance, is handling is skipped) and expired only if still
 * `quoted` under the lock, so two runs never write two history rows. The SQL finds the
 * candidates; the one rule (./quote-records.server.ts isExpiredAt) decides.
 */
import { sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { quoteExpiredEmails } from "../email/quote-emails.server.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails } from "./outbox.server.ts";
import { documentOf, instanceMail, isExpiredAt, lockRequest, mailFacts, recordStatus, sentVersions, SYSTEM_ACTOR, type QuoteMail } from "./quote-records.server.ts";
import { quoteResponses } from "./rental-schema.ts";

/** Requests claimed per transaction. */
const BATCH = 20;

/**
 * Expires the quotes due at `now`; answers how many. `mail`: what the e-mails are rendered
 * with (by default the running instance's settings).
 */
export async function expireQuotes(db: Db, now: Date = new Date(), mail?: QuoteMail): Promise<number> {
  const today = todayInBusinessZone(now);
  const settings = mail ?? (await instanceMail(db));
  let expired = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      // The latest sent version of each quoted request: past its validity, or its first day come.
      const due = (await tx.execute(sql`
        select s.id from submissions s
        join lateral (
          select v.lines, v.valid_until, v.handover_at from quote_versions v
          where v.submission_id = s.id and v.sent_at is not null order by v.version desc limit 1
        ) latest on true
        where s.type = 'quote' and s.status = 'quoted' and s.id > ${after}::uuid
          and (latest.valid_until < ${today}::date or coalesce(
            (select min((l ->> 'startDate')::date) from jsonb_array_elements(latest.lines) l where l ->> 'startDate' is not null),
            (latest.handover_at at time zone ${BUSINESS_TIME_ZONE})::date) <= ${today}::date)
        order by s.id
        limit ${BATCH}
        for update of s skip locked
      `)) as unknown as { rows: { id: string }[] };
      for (const { id } of due.rows) {
        const request = await lockRequest(tx, { id });
        const [latest] = request ? await sentVersions(tx, id) : [];
        if (!request || !latest || request.status !== "quoted" || !isExpiredAt(latest, now)) continue;
        await recordStatus(tx, request, "expired", SYSTEM_ACTOR, now);
        await tx.insert(quoteResponses).values({ submissionId: id, quoteVersionId: latest.id, kind: "expired", actor: "system", actorName: SYSTEM_ACTOR.name, createdAt: now });
        await enqueueEmails(tx, id, quoteExpiredEmails(mailFacts(request, documentOf(latest), settings.publicUrl), settings), settings.messageIdDomain);
        expired += 1;
      }
      return due.rows.map((row) => row.id);
    });
    if (claimed.length < BATCH) return expired;
    after = claimed.at(-1)!;
  }
}
