import { describe, expect, it } from "vitest";
import { createTwoInstances, describeEachDatabase } from "../../tests/support/databases.ts";
import { RATE_LIMITS } from "./rate-limit-rules.ts";
import { backoffWaitMs, hitRateLimit, PRUNE_AFTER_MS, pruneRateLimits, reserveAttempt, reserveBackoffAttempt, type BackoffRule, type RateLimitRule } from "./rate-limit.server.ts";

const MINUTE = 60_000;
const now = Date.UTC(2026, 10, 22, 10, 0, 30);
const parallel = <T>(n: number, task: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => task(i)));

describeEachDatabase("rate limit counters", (current) => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows up to the limit in one window, then refuses with a retry delay", async () => {
    const { db } = current();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, "quote:203.0.113.7", rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(30);
    // Another key is counted apart.
    expect((await hitRateLimit(db, "quote:198.51.100.1", rule, now)).allowed).toBe(true);
  });

  it("starts again in the next window", async () => {
    const { db } = current();
    for (let i = 0; i < 4; i++) await hitRateLimit(db, "k", rule, now);
    expect((await hitRateLimit(db, "k", rule, now + 60_000)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const { db } = current();
    const results = await parallel(60, () => hitRateLimit(db, "burst", { limit: 10, windowMs: 60_000 }, now));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("prunes windows older than a day and streaks already forgotten", async () => {
    const { db } = current();
    await hitRateLimit(db, "old", rule, now - 2 * 24 * 3600_000);
    const backoff: BackoffRule = { freeFailures: 1, firstWaitMs: MINUTE, maxWaitMs: MINUTE, forgetAfterMs: MINUTE };
    await reserveBackoffAttempt(db, "streak", backoff, now - 3 * MINUTE);
    await pruneRateLimits(db, now);
    expect((await hitRateLimit(db, "old", { limit: 1, windowMs: 60_000 }, now - 2 * 24 * 3600_000)).allowed).toBe(true);
    // A pruned streak starts again with its free failure.
    const again = await reserveBackoffAttempt(db, "streak", backoff, now - 3 * MINUTE);
    expect(again.limited).toBe(false);
  });
});

describeEachDatabase("slots reserved before an attempt", (current) => {
  const rule: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };

  it("gives exactly `limit` slots to 60 parallel attempts and tells the others how long to wait", async () => {
    const { db } = current();
    const results = await parallel(60, () => reserveAttempt(db, "auth:sign-in-failures:203.0.113.7", rule, now));
    expect(results.filter((r) => !r.limited)).toHaveLength(10);
    // The window (aligned on 15 minutes) ends 14 min 30 s later: 15 minutes, rounded up.
    expect(results.filter((r) => r.limited).map((r) => (r.limited ? r.retryAfterMinutes : 0))).toEqual(Array(50).fill(15));
  });

  it("frees a slot given back, in the same window only once per slot", async () => {
    const { db } = current();
    const taken = await parallel(10, () => reserveAttempt(db, "k", rule, now));
    expect((await reserveAttempt(db, "k", rule, now)).limited).toBe(true);
    await Promise.all(taken.slice(0, 3).map((r) => (r.limited ? undefined : r.release())));
    const next = await parallel(5, () => reserveAttempt(db, "k", rule, now));
    expect(next.filter((r) => !r.limited)).toHaveLength(3);
  });
});

describeEachDatabase("waits that grow with failures in a row", (current) => {
  const rule = RATE_LIMITS.signInFailuresPerAccount;

  it("lets 5 of 60 parallel tries run; the fifth starts a 1-minute wait the others are told about", async () => {
    const { db } = current();
    const results = await parallel(60, () => reserveBackoffAttempt(db, "account", rule, now));
    const ran = results.filter((r) => !r.limited);
    expect(ran).toHaveLength(5);
    expect(ran.map((r) => (r.limited ? -1 : r.waitMsIfFailed)).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, MINUTE]);
    expect(results.filter((r) => r.limited).map((r) => (r.limited ? r.retryAfterMinutes : 0))).toEqual(Array(55).fill(1));
  });

  it("doubles the wait after each further failure, 15 minutes at most, and forgets the streak on success", async () => {
    const { db } = current();
    let at = now;
    for (let i = 0; i < 5; i++) expect((await reserveBackoffAttempt(db, "account", rule, at)).limited).toBe(false);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await reserveBackoffAttempt(db, "account", rule, at);
      if (!refused.limited) throw new Error("expected a wait");
      waits.push(refused.retryAfterMinutes);
      // One second before the end of the wait: still waiting; at its end: one more try.
      expect((await reserveBackoffAttempt(db, "account", rule, at + refused.retryAfterMinutes * MINUTE - 1000)).limited).toBe(true);
      at += refused.retryAfterMinutes * MINUTE;
      expect((await reserveBackoffAttempt(db, "account", rule, at)).limited).toBe(false);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15, 15]);

    const last = await reserveBackoffAttempt(db, "account", rule, at + 15 * MINUTE);
    if (last.limited) throw new Error("expected a try");
    await last.release();
    const fresh = await parallel(5, () => reserveBackoffAttempt(db, "account", rule, at + 15 * MINUTE));
    expect(fresh.map((r) => (r.limited ? -1 : r.waitMsIfFailed)).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, MINUTE]);
  });

  it("forgets a streak 15 minutes after its last failure's wait ended", async () => {
    const { db } = current();
    for (let i = 0; i < 5; i++) await reserveBackoffAttempt(db, "account", rule, now);
    // The wait ends at +1 min; the streak is remembered until +16 min.
    const stillRemembered = await reserveBackoffAttempt(db, "account", rule, now + 16 * MINUTE - 1000);
    expect(stillRemembered).toMatchObject({ limited: false, waitMsIfFailed: 2 * MINUTE });
    const forgotten = await reserveBackoffAttempt(db, "account", rule, now + 2 * MINUTE + 31 * MINUTE);
    expect(forgotten).toMatchObject({ limited: false, waitMsIfFailed: 0 });
  });
});

describe("rate limit rules", () => {
  it("compute the waits 1, 2, 4, 8, 15, 15 … minutes after the fifth failure, never longer", () => {
    const rule = RATE_LIMITS.signInFailuresPerAccount;
    expect(Array.from({ length: 12 }, (_, i) => backoffWaitMs(rule, i + 1) / MINUTE)).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15, 15]);
    expect(backoffWaitMs(rule, 10_000)).toBe(15 * MINUTE);
  });

  it("keep every window, wait and memory within the pruning age", () => {
    for (const [name, rule] of Object.entries(RATE_LIMITS)) {
      const longest = "windowMs" in rule ? rule.windowMs : rule.maxWaitMs + rule.forgetAfterMs;
      expect(longest, name).toBeLessThanOrEqual(PRUNE_AFTER_MS);
    }
  });
});

// Two instances are two processes with their own connection pools on one PostgreSQL: the
// database is their only shared state (docs/decisions/0004). PGlite belongs to one process.
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("share every limit: 60 attempts spread over both get 10 slots, 5 tries of one account", async () => {
    const { first, second, close } = await createTwoInstances("postgres");
    try {
      const instance = (i: number) => (i % 2 === 0 ? first : second);
      const slots = await parallel(60, (i) => reserveAttempt(instance(i), "auth:sign-in-failures:203.0.113.7", RATE_LIMITS.signInFailures, now));
      expect(slots.filter((r) => !r.limited)).toHaveLength(10);
      const tries = await parallel(60, (i) => reserveBackoffAttempt(instance(i), "account", RATE_LIMITS.signInFailuresPerAccount, now));
      expect(tries.filter((r) => !r.limited)).toHaveLength(5);
      const hits = await parallel(60, (i) => hitRateLimit(instance(i), "quote:203.0.113.7", RATE_LIMITS.quote, now));
      expect(hits.filter((r) => r.allowed)).toHaveLength(10);
    } finally {
      await close();
    }
  });
});
