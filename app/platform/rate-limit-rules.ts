/**
 * Every rate limit of the storefront, in one table beside the mechanism
 * (./rate-limit.server.ts), with the key each one counts under. Counters are
 * per client IP as the HTTP server determined it (decisions.md: the socket, or
 * X-Forwarded-For from TRUSTED_PROXIES only), shared by every instance through
 * the database (docs/decisions/0004).
 *
 * - The quote and contact forms count every POST (also rejected ones), so a bot
 *   cannot probe the validation for free; a contractor sending a few requests
 *   in a row stays far below it.
 * - Sign-in counts failures only, so an office of colleagues behind one address
 *   can sign in all day while a password-guessing script is stopped after a few
 *   tries. Sign-up and e-mail requests count every attempt; e-mail requests are
 *   also limited per address, so nobody can flood someone's mailbox from many IPs.
 */
import type { RateLimitRule } from "./rate-limit.server.ts";

const MINUTE = 60_000;

export const RATE_LIMITS = {
  quote: { limit: 10, windowMs: 15 * MINUTE },
  contact: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins per IP. */
  signInFailures: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-up attempts per IP (an office may open a few accounts; a script may not open hundreds). */
  signUp: { limit: 20, windowMs: 60 * MINUTE },
  /** Reset and confirmation e-mail requests per IP... */
  emailRequestsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  /** ...and per e-mail address. */
  emailRequestsPerAddress: { limit: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export const rateLimitKey = {
  quote: (ip: string) => `quote:${ip}`,
  contact: (ip: string) => `contact:${ip}`,
  signInFailures: (ip: string) => `auth:sign-in-failures:${ip}`,
  signUp: (ip: string) => `auth:sign-up:${ip}`,
  emailRequestsPerIp: (ip: string) => `auth:email-requests:${ip}`,
  emailRequestsPerAddress: (email: string) => `auth:email-requests-to:${email.toLowerCase()}`,
} satisfies Record<keyof typeof RATE_LIMITS, (subject: string) => string>;
