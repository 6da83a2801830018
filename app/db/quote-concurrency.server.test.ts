/**
 * Double booking is impossible: 20 customers accept, at the same moment, 20 quotes
 * for the LAST unit of a product, through two instances (two connection pools on one
 * PostgreSQL database; two handles on one PGlite). Exactly one gets it; the 19 others are told
 * "unavailable" and leave nothing behind. The expiry job, run by both instances at once,
 * expires each due quote once.
 */
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTwoInstances, testedDatabases } from "../../tests/support/databases.ts";
import { countRows, insertQuotedRequest, MAIL, setFleet } from "../../tests/support/rental-fixture.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import type { Db } from "./client.server.ts";
import { acceptQuote, expireQuotes } from "./quotes.server.ts";
import { quoteResponses, reservations } from "./rental-schema.ts";
import { emailOutbox, submissions } from "./schema.ts";

const NOW = new Date("2026-11-22T15:00:00Z");

for (const kind of testedDatabases) {
  describe(`two instances, one fleet [${kind}]`, () => {
    let instances: Awaited<ReturnType<typeof createTwoInstances>> | undefined;
    beforeEach(async () => {
      instances = await createTwoInstances(kind);
    });
    afterEach(async () => {
      await instances?.close();
      instances = undefined;
    });

    it("20 concurrent acceptances for the last unit: exactly one succeeds, the 19 others are refused and write nothing", async () => {
      const { first, second } = instances!;
      await setFleet(first, 1, 3);
      // Two of the three units are already held on overlapping dates: one is left.
      const held = await insertQuotedRequest(first, { units: 2, start: "2026-12-01", end: "2026-12-06" });
      expect((await acceptQuote(first, { token: held.token, version: 1, fullName: "Déjà réservé", ip: null, userAgent: null, mail: MAIL, now: NOW })).ok).toBe(true);

      const quotes = [];
      for (let i = 0; i < 20; i++) quotes.push(await insertQuotedRequest(first, { units: 1, start: "2026-12-04", end: "2026-12-12" }));
      const outcomes = await Promise.all(
        quotes.map((quote, i) => {
          const db: Db = i % 2 === 0 ? first : second;
          return acceptQuote(db, { token: quote.token, version: 1, fullName: `Client ${i}`, ip: `203.0.113.${i + 1}`, userAgent: "test", mail: MAIL, now: NOW });
        }),
      );

      const winners = quotes.filter((_, i) => outcomes[i]!.ok);
      const losers = quotes.filter((_, i) => !outcomes[i]!.ok);
      expect(winners).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 19 }, () => ({ ok: false, reason: "unavailable", productId: 1 })));

      // The winner's reservation is the only new one; the last unit is taken once.
      const winnerId = winners[0]!.id;
      expect(await first.select({ submissionId: reservations.submissionId, units: reservations.units }).from(reservations).where(eq(reservations.startDate, "2026-12-04"))).toEqual([
        { submissionId: winnerId, units: 1 },
      ]);
      const loserIds = losers.map((quote) => quote.id);
      // Nothing half-written for the refused ones: no answer, no status change, no history, no e-mail, no reservation.
      expect(await second.select().from(quoteResponses).where(inArray(quoteResponses.submissionId, loserIds))).toEqual([]);
      expect(await second.select().from(submissionStatusChanges).where(inArray(submissionStatusChanges.submissionId, loserIds))).toEqual([]);
      expect(await second.select().from(emailOutbox).where(inArray(emailOutbox.submissionId, loserIds))).toEqual([]);
      expect(await second.select().from(reservations).where(inArray(reservations.submissionId, loserIds))).toEqual([]);
      const statuses = await second.select({ status: submissions.status }).from(submissions).where(inArray(submissions.id, loserIds));
      expect(statuses.every((row) => row.status === "quoted")).toBe(true);
      // The winner: accepted, its answer, history and both confirmations.
      const [winner] = await second.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, winnerId));
      expect(winner?.status).toBe("accepted");
      expect(await countRows(first, "quote_responses")).toBe(2);
      expect((await first.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.submissionId, winnerId))).map((row) => row.kind).sort()).toEqual([
        "quote-accepted-customer",
        "quote-accepted-staff",
      ]);
    });

    it("the expiry job run by both instances at once expires each due quote once", async () => {
      const { first, second } = instances!;
      // More than one batch of due quotes, and one still open.
      for (let i = 0; i < 25; i++) await insertQuotedRequest(first, { validUntil: "2026-11-29" });
      const open = await insertQuotedRequest(first, { validUntil: "2026-12-10", start: "2026-12-15", end: "2026-12-16" });
      const at = new Date("2026-11-30T15:00:00Z");
      const [a, b] = await Promise.all([expireQuotes(first, at, MAIL), expireQuotes(second, at, MAIL)]);
      expect(a + b).toBe(25);
      expect(await countRows(first, "submission_status_changes")).toBe(25);
      expect(await countRows(first, "quote_responses")).toBe(25);
      expect(await countRows(first, "email_outbox")).toBe(25);
      const [still] = await first.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, open.id));
      expect(still?.status).toBe("quoted");
    });
  });
}
