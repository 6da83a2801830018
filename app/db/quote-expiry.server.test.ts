import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { countRows, insertQuotedRequest, MAIL } from "../../tests/support/rental-fixture.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import type { Db } from "./client.server.ts";
import { acceptQuote, expireQuotes, quoteForLink } from "./quotes.server.ts";
import { quoteResponses } from "./rental-schema.ts";
import { emailOutbox, submissions } from "./schema.ts";

async function statusOf(db: Db, id: string) {
  const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
  return row?.status;
}

describeEachDatabase("the expiry job", (current) => {
  it("expires the quotes past their validity or whose first day has come, once, by the system, with the customer's e-mail", async () => {
    const { db } = current();
    // 01:00 in Quebec on 2026-12-04 (06:00 UTC).
    const now = new Date("2026-12-04T06:00:00Z");
    const pastValidity = await insertQuotedRequest(db, { validUntil: "2026-11-29", start: "2026-12-08", end: "2026-12-09" });
    const startReached = await insertQuotedRequest(db, { validUntil: "2026-12-10", start: "2026-12-04", end: "2026-12-06" });
    const stillOpen = await insertQuotedRequest(db, { validUntil: "2026-12-10", start: "2026-12-08", end: "2026-12-09" });
    // Its validity ends today: open until midnight.
    const lastDay = await insertQuotedRequest(db, { validUntil: "2026-12-04", start: "2026-12-08", end: "2026-12-09" });
    const accepted = await insertQuotedRequest(db, { validUntil: "2026-11-29", status: "accepted" });
    // Version 1 is past its validity, but the latest (version 2) counts.
    const twoVersions = await insertQuotedRequest(db, { validUntil: "2026-12-10", start: "2026-12-08", end: "2026-12-09", versions: 2 });

    expect(await quoteForLink(db, pastValidity.token, now)).toMatchObject({ status: "quoted", expired: true, can: { accept: false } });
    expect(await expireQuotes(db, now, MAIL)).toBe(2);
    expect(await statusOf(db, pastValidity.id)).toBe("expired");
    expect(await statusOf(db, startReached.id)).toBe("expired");
    for (const open of [stillOpen, lastDay, twoVersions]) expect(await statusOf(db, open.id)).toBe("quoted");
    expect(await statusOf(db, accepted.id)).toBe("accepted");

    const history = await db.select().from(submissionStatusChanges).orderBy(asc(submissionStatusChanges.id));
    expect(history.map((row) => [row.submissionId, row.fromStatus, row.toStatus, row.changedByKind, row.changedByName, row.changedAt])).toEqual(
      expect.arrayContaining([
        [pastValidity.id, "quoted", "expired", "system", "system", now],
        [startReached.id, "quoted", "expired", "system", "system", now],
      ]),
    );
    expect(history).toHaveLength(2);
    expect((await db.select({ kind: quoteResponses.kind, actor: quoteResponses.actor }).from(quoteResponses)).sort()).toEqual([
      { kind: "expired", actor: "system" },
      { kind: "expired", actor: "system" },
    ]);
    const emails = await db.select({ kind: emailOutbox.kind, submissionId: emailOutbox.submissionId, to: emailOutbox.toAddress }).from(emailOutbox);
    expect(emails.map((row) => row.kind)).toEqual(["quote-expired-customer", "quote-expired-customer"]);
    expect(emails.map((row) => row.submissionId).sort()).toEqual([pastValidity.id, startReached.id].sort());

    // Run again: nothing more to do, no second history row or e-mail.
    expect(await expireQuotes(db, now, MAIL)).toBe(0);
    expect(await countRows(db, "submission_status_changes")).toBe(2);
    expect(await countRows(db, "email_outbox")).toBe(2);
    // The expired link is read-only; accepting is refused as expired.
    expect(await quoteForLink(db, pastValidity.token, now)).toMatchObject({ status: "expired", can: { accept: false, decline: false, cancel: false } });
    expect(await acceptQuote(db, { token: pastValidity.token, version: 1, fullName: "Jean", ip: null, userAgent: null, mail: MAIL, now })).toEqual({ ok: false, reason: "expired" });

    // The next day, the last-day one is over.
    expect(await expireQuotes(db, new Date("2026-12-05T06:00:00Z"), MAIL)).toBe(1);
    expect(await statusOf(db, lastDay.id)).toBe("expired");
  });
});
