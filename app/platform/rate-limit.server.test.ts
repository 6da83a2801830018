import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { hitRateLimit, pruneRateLimits } from "./rate-limit.server.ts";

describeEachDatabase("rate limit counters", (current) => {
  const rule = { limit: 3, windowMs: 60_000 };
  const now = Date.UTC(2026, 10, 22, 10, 0, 30);

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
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(db, "burst", { limit: 5, windowMs: 60_000 }, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("prunes windows older than a day", async () => {
    const { db } = current();
    await hitRateLimit(db, "old", rule, now - 2 * 24 * 3600_000);
    await pruneRateLimits(db, now);
    expect((await hitRateLimit(db, "old", { limit: 1, windowMs: 60_000 }, now - 2 * 24 * 3600_000)).allowed).toBe(true);
  });
});
