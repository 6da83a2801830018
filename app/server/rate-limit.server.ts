/**
 * Fixed-window rate limiting with counters in the database, so that several
 * instances behind one load balancer share them (docs/decisions/0004).
 */
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { rateLimitHits } from "../db/schema.ts";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Count one hit for `key` and tell whether it is still within the rule. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  // One atomic upsert: concurrent hits from any instance are all counted.
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds };
}

/** Drop windows older than a day (run by the background worker). */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
}
