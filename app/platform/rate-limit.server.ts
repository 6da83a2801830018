/**
 * Rate limiting with counters in the database, so that several instances
 * behind one load balancer share them (docs/decisions/0004). The rules
 * themselves are one table: ./rate-limit-rules.ts.
 *
 * Every limit is counted AND decided by one atomic statement, before the work
 * it protects (docs/decisions/0014). A check followed by a separate count lets
 * every parallel request pass the check before any of them is counted: 60
 * wrong passwords sent at once were all checked against a limit of 10.
 *  - countAttempt: a fixed window that counts every attempt.
 *  - reserveAttempt: a fixed window of failures. The attempt takes a slot
 *    before it runs and gives it back if it succeeds.
 *  - reserveBackoffAttempt: failures in a row; after the free ones, each try
 *    must wait longer. The attempt counts as a failure before it runs; a
 *    success forgets the streak.
 */
import { and, eq, gt, lt, lte, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/outbox.server.ts";
import { rateLimitBackoffs, rateLimitHits } from "../db/schema.ts";

export type RateLimitRule = { limit: number; windowMs: number };
/**
 * Failures in a row: `freeFailures` of them wait for nothing; from then on each
 * further try waits `firstWaitMs`, doubled per failure, `maxWaitMs` at most.
 * The streak is forgotten `forgetAfterMs` after its last failure's wait ended.
 */
export type BackoffRule = { freeFailures: number; firstWaitMs: number; maxWaitMs: number; forgetAfterMs: number };

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };
/** What a form tells the visitor: limited, and for how many minutes (at least 1). */
export type Limited = { limited: true; retryAfterMinutes: number } | { limited: false };
/** A slot taken for an attempt; `release` gives it back once the attempt proved harmless. */
export type Reservation = { limited: true; retryAfterMinutes: number } | { limited: false; release: () => Promise<void> };

/** Counters older than this are pruned: no rule has a longer window, a wait or a memory. */
export const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

function windowStart(rule: RateLimitRule, now: number): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

const minutesUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

function result(count: number, start: Date, rule: RateLimitRule, now: number): RateLimitResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds };
}

/**
 * One atomic upsert that adds a hit to the window's counter, so that
 * concurrent hits from any instance are all counted; with `onlyWhile`, an
 * existing counter is incremented only while it holds (no row comes back
 * when it does not).
 */
async function addHit(db: DbOrTx, key: string, start: Date, onlyWhile?: SQL): Promise<{ count: number } | undefined> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
      setWhere: onlyWhile,
    })
    .returning({ count: rateLimitHits.count });
  return row;
}

/** Count one hit for `key` and tell whether it is still within the rule. */
export async function hitRateLimit(db: DbOrTx, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const start = windowStart(rule, now);
  const row = await addHit(db, key, start);
  return result(row?.count ?? 1, start, rule, now);
}

/** Count one attempt; limited once the rule's count is exceeded. */
export async function countAttempt(db: DbOrTx, key: string, rule: RateLimitRule, now = Date.now()): Promise<Limited> {
  const outcome = await hitRateLimit(db, key, rule, now);
  return outcome.allowed ? { limited: false } : { limited: true, retryAfterMinutes: Math.ceil(outcome.retryAfterSeconds / 60) };
}

/**
 * Take one of the window's `limit` slots for an attempt, or be refused when
 * they are all taken. One upsert that only increments below the limit: of N
 * parallel attempts exactly `limit` get a slot. A slot given back (the
 * attempt succeeded) is free again for the same window.
 */
export async function reserveAttempt(db: DbOrTx, key: string, rule: RateLimitRule, now = Date.now()): Promise<Reservation> {
  const start = windowStart(rule, now);
  const row = await addHit(db, key, start, lt(rateLimitHits.count, rule.limit));
  if (!row) return { limited: true, retryAfterMinutes: minutesUntil(start.getTime() + rule.windowMs, now) };
  return {
    limited: false,
    release: async () => {
      await db
        .update(rateLimitHits)
        .set({ count: sql`${rateLimitHits.count} - 1` })
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, start), gt(rateLimitHits.count, 0)));
    },
  };
}

/** The wait after `failures` failures in a row (0 while they are free). */
export function backoffWaitMs(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** Math.min(failures - rule.freeFailures, 30));
}

/** backoffWaitMs in SQL, for the failures the statement itself computes. */
function waitMsSql(rule: BackoffRule, failures: SQL): SQL {
  return sql`(case when ${failures} < ${rule.freeFailures} then 0
    else least(${rule.maxWaitMs}::float8, ${rule.firstWaitMs}::float8 * power(2::float8, least(${failures} - ${rule.freeFailures}, 30)::float8)) end)`;
}

const timestamptz = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const plusMs = (base: SQL, ms: SQL) => sql`(${base} + (${ms}) * interval '1 millisecond')`;

export type BackoffReservation =
  | { limited: true; retryAfterMinutes: number }
  | {
      limited: false;
      /** If this attempt fails, the next try waits this long (0: still free). */
      waitMsIfFailed: number;
      /** The attempt succeeded: forget the streak. */
      release: () => Promise<void>;
    };

/**
 * Count an attempt as a failure of `key` before it runs, unless the key is
 * waiting. One upsert: it increments only when no wait is running, and sets
 * the wait the new count earns. Of N parallel attempts, those within the free
 * failures run; the one that reaches them starts the wait; the others are
 * refused with the time left.
 */
export async function reserveBackoffAttempt(db: DbOrTx, key: string, rule: BackoffRule, now = Date.now()): Promise<BackoffReservation> {
  const t = rateLimitBackoffs;
  const at = timestamptz(now);
  // A forgotten streak starts again at 1.
  const failures = sql`(case when ${t.forgetAt} <= ${at} then 1 else ${t.failures} + 1 end)`;
  const waitMs = waitMsSql(rule, failures);
  const firstWait = backoffWaitMs(rule, 1);
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, blockedUntil: firstWait > 0 ? new Date(now + firstWait) : null, forgetAt: new Date(now + firstWait + rule.forgetAfterMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        blockedUntil: sql`(case when ${waitMs} > 0 then ${plusMs(at, waitMs)} end)`,
        forgetAt: plusMs(at, sql`${waitMs} + ${rule.forgetAfterMs}`),
      },
      setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= ${at}`,
    })
    .returning({ failures: t.failures });
  if (row) {
    return {
      limited: false,
      waitMsIfFailed: backoffWaitMs(rule, row.failures),
      release: async () => {
        await db.delete(t).where(eq(t.key, key));
      },
    };
  }
  // Refused: read the wait only to say how long (the decision is already taken).
  const [waiting] = await db.select({ blockedUntil: t.blockedUntil }).from(t).where(eq(t.key, key));
  return { limited: true, retryAfterMinutes: minutesUntil(waiting?.blockedUntil?.getTime() ?? now, now) };
}

/** Drop counters older than a day (run by the background worker). */
export async function pruneRateLimits(db: DbOrTx, now = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - PRUNE_AFTER_MS)));
  await db.delete(rateLimitBackoffs).where(lte(rateLimitBackoffs.forgetAt, new Date(now)));
}
