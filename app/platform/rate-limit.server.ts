/**
 * Fixed-window rate limiting with counters in the database, so that several
 * instances behind one load balancer share them (docs/decisions/0004). The
 * rules themselves are one table: ./rate-limit-rules.ts.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { rateLimitHits } from "../db/schema.ts";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };
/** What a form tells the visitor: limited, and for how many minutes (at least 1). */
export type Limited = { limited: true; retryAfterMinutes: number } | { limited: false };

function windowStart(rule: RateLimitRule, now: number): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

function result(count: number, start: Date, rule: RateLimitRule, now: number): RateLimitResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds };
}

/** Count one hit for `key` and tell whether it is still within the rule. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const start = windowStart(rule, now);
  // One atomic upsert: concurrent hits from any instance are all counted.
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return result(row?.count ?? 1, start, rule, now);
}

function toLimited(outcome: RateLimitResult): Limited {
  return outcome.allowed ? { limited: false } : { limited: true, retryAfterMinutes: Math.ceil(outcome.retryAfterSeconds / 60) };
}

/** Count one attempt; limited once the rule's count is exceeded. */
export async function countAttempt(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<Limited> {
  return toLimited(await hitRateLimit(db, key, rule, now));
}

/** Whether the rule is already used up, without counting (for limits that count failures only). */
export async function isExhausted(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<Limited> {
  const start = windowStart(rule, now);
  const [row] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, start)));
  // One more attempt would be over the limit: the window is used up.
  return toLimited(result((row?.count ?? 0) + 1, start, rule, now));
}

/** Drop windows older than a day (run by the background worker). */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
}
