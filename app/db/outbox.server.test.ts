import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import type { Db } from "./client.server.ts";
import { claimDueEmails, claimUnloggedEmails, enqueueEmails, markEmailFailed, markEmailSent, messageIdDomain, outboxCounts, type OutboxMessageInput } from "./outbox.server.ts";
import { emailOutbox } from "./schema.ts";

const message = (n: number): OutboxMessageInput => ({
  kind: "quote-staff",
  lang: "fr",
  to: { address: `staff${n}@example.com` },
  subject: `Sujet ${n}`,
  text: `Texte ${n}`,
  html: `<p>Texte ${n}</p>`,
});

async function enqueue(db: Db, n: number) {
  return enqueueEmails(
    db,
    null,
    Array.from({ length: n }, (_, i) => message(i)),
    "location-rive-sud.example",
  );
}

describeEachDatabase("e-mail outbox", (current) => {
  it("gives each row a stable Message-ID on the sender's domain", async () => {
    const { db } = current();
    const [row] = await enqueue(db, 1);
    expect(row?.messageId).toBe(`<${row?.id}@location-rive-sud.example>`);
    const [stored] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(stored?.status).toBe("pending");
    expect(messageIdDomain("Location Rive-Sud <no-reply@location-rive-sud.example>")).toBe("location-rive-sud.example");
    expect(messageIdDomain("bare@example.org")).toBe("example.org");
  });

  it("never hands the same row to two concurrent claims", async () => {
    const { db } = current();
    await enqueue(db, 40);
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimDueEmails(db, { limit: 7, leaseMs: 60_000, token: `00000000-0000-4000-8000-00000000000${i}` })));
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(claims.flat().every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
    expect(await claimDueEmails(db, { limit: 10, leaseMs: 60_000, token: "00000000-0000-4000-8000-0000000000aa" })).toEqual([]);
  });

  it("marks sent only under the claim's token, releasing the lease in the same update", async () => {
    const { db } = current();
    await enqueue(db, 1);
    const [claimed] = await claimDueEmails(db, { limit: 1, leaseMs: 60_000, token: "11111111-1111-4111-8111-111111111111" });
    expect(await markEmailSent(db, claimed!.id, "22222222-2222-4222-8222-222222222222")).toBe(false);
    expect(await markEmailSent(db, claimed!.id, "11111111-1111-4111-8111-111111111111")).toBe(true);
    // Marking twice is a no-op: a row is marked sent exactly once.
    expect(await markEmailSent(db, claimed!.id, "11111111-1111-4111-8111-111111111111")).toBe(false);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, claimed!.id));
    expect(row).toMatchObject({ status: "sent", leaseToken: null, leaseExpiresAt: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await claimDueEmails(db, { limit: 1, leaseMs: 1, token: "33333333-3333-4333-8333-333333333333" })).toEqual([]);
  });

  it("lets another worker take over a row whose lease expired; the first worker's late marking is refused", async () => {
    const { db } = current();
    await enqueue(db, 1);
    const [first] = await claimDueEmails(db, { limit: 1, leaseMs: 1, token: "11111111-1111-4111-8111-111111111111" });
    // Claimable again once the database's clock has passed the 1 ms lease.
    const second = await vi.waitFor(async () => {
      const [row] = await claimDueEmails(db, { limit: 1, leaseMs: 60_000, token: "22222222-2222-4222-8222-222222222222" });
      if (!row) throw new Error("the lease has not expired yet");
      return row;
    });
    expect(second?.id).toBe(first?.id);
    expect(second?.attempts).toBe(2);
    expect(await markEmailSent(db, first!.id, "11111111-1111-4111-8111-111111111111")).toBe(false);
    expect(await markEmailSent(db, second!.id, "22222222-2222-4222-8222-222222222222")).toBe(true);
  });

  it("schedules a retry after a failure, and gives up for good when told to", async () => {
    const { db } = current();
    await enqueue(db, 2);
    const [a, b] = await claimDueEmails(db, { limit: 2, leaseMs: 60_000, token: "11111111-1111-4111-8111-111111111111" });
    expect(await markEmailFailed(db, a!.id, "11111111-1111-4111-8111-111111111111", { error: "ECONNECTION: refused", retryInMs: 60_000 })).toBe(true);
    expect(await markEmailFailed(db, b!.id, "11111111-1111-4111-8111-111111111111", { error: "550 no such user", retryInMs: null })).toBe(true);
    expect(await outboxCounts(db)).toEqual({ pending: 1, sending: 0, sent: 0, failed: 1 });
    // Not due yet.
    expect(await claimDueEmails(db, { limit: 2, leaseMs: 60_000, token: "22222222-2222-4222-8222-222222222222" })).toEqual([]);
    await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    const again = await claimDueEmails(db, { limit: 2, leaseMs: 60_000, token: "22222222-2222-4222-8222-222222222222" });
    expect(again.map((row) => [row.id, row.attempts, row.lastError])).toEqual([[a!.id, 2, "ECONNECTION: refused"]]);
  });

  it("prints each row once when there is no SMTP server, leaving it pending", async () => {
    const { db } = current();
    await enqueue(db, 3);
    expect(await claimUnloggedEmails(db, 10)).toHaveLength(3);
    expect(await claimUnloggedEmails(db, 10)).toHaveLength(0);
    expect(await outboxCounts(db)).toMatchObject({ pending: 3 });
  });
});
