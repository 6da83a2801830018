/**
 * Rate limits of the account forms, per client IP as the HTTP server
 * determined it (decisions.md: socket, or X-Forwarded-For from TRUSTED_PROXIES
 * only). Counters live in `rate_limit_hits`, shared by every instance
 * (docs/decisions/0004).
 *
 * Sign-in counts failures only, so an office of colleagues behind one address
 * can sign in all day while a password-guessing script is stopped after a few
 * tries. Sign-up and e-mail requests count every attempt; e-mail requests are
 * also limited per address, so nobody can flood someone's mailbox from many IPs.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { rateLimitHits } from "../db/schema.ts";
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from "../server/rate-limit.server.ts";

const MINUTE = 60_000;

export const ACCOUNT_RATE_LIMITS = {
  /** Failed sign-ins per IP. */
  signInFailures: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-up attempts per IP (an office may open a few accounts; a script may not open hundreds). */
  signUp: { limit: 20, windowMs: 60 * MINUTE },
  /** Reset and confirmation e-mail requests per IP... */
  emailRequestsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  /** ...and per e-mail address. */
  emailRequestsPerAddress: { limit: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type Limited = { limited: true; retryAfterMinutes: number } | { limited: false };

function windowStart(rule: RateLimitRule, now: number): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

function toLimited(result: RateLimitResult): Limited {
  return result.allowed ? { limited: false } : { limited: true, retryAfterMinutes: Math.ceil(result.retryAfterSeconds / 60) };
}

/** Count one attempt; limited once the rule's count is exceeded. */
export async function countAttempt(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<Limited> {
  return toLimited(await hitRateLimit(db, key, rule, now));
}

/** Whether the rule is already used up, without counting (for failure-only limits). */
export async function isExhausted(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<Limited> {
  const start = windowStart(rule, now);
  const [row] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, start)));
  if ((row?.count ?? 0) < rule.limit) return { limited: false };
  return { limited: true, retryAfterMinutes: Math.max(1, Math.ceil((start.getTime() + rule.windowMs - now) / MINUTE)) };
}

export const rateLimitKey = {
  signInFailures: (ip: string) => `auth:sign-in-failures:${ip}`,
  signUp: (ip: string) => `auth:sign-up:${ip}`,
  emailRequestsPerIp: (ip: string) => `auth:email-requests:${ip}`,
  emailRequestsPerAddress: (email: string) => `auth:email-requests-to:${email.toLowerCase()}`,
};
