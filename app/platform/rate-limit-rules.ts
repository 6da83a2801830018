/**
 * Every rate limit of the storefront, in one table beside the mechanism
 * (./rate-limit.server.ts), with the key each one counts under. Counters per
 * client are per network (./client-network.ts: an IPv4 address, an IPv6 /64)
 * of the IP the HTTP server determined (decisions.md: the socket, or
 * X-Forwarded-For from TRUSTED_PROXIES only), shared by every instance through
 * the database (docs/decisions/0004). Each limit is counted and decided by one
 * statement, so parallel requests cannot slip past it (docs/decisions/0014).
 *
 * - The quote and contact forms, and the answers on a quote's private link,
 *   count every POST (also rejected ones), so a bot cannot probe the
 *   validation for free; a contractor sending a few requests in a row stays
 *   far below it.
 * - Sign-in counts failures only, so an office of colleagues behind one address
 *   can sign in all day while a password-guessing script is stopped after a few
 *   tries: each try takes a slot before the password is checked, and a right
 *   password gives it back. Per account (the typed address, whether or not an
 *   account has it, so the answers tell nothing), failures in a row make each
 *   further try wait 1, 2, 4, 8, then 15 minutes, from any IP; never longer.
 * - Sign-up and e-mail requests count every attempt; e-mail requests are also
 *   limited per address, so nobody can flood someone's mailbox from many IPs.
 * - E-mails to an address nobody has proven (acknowledgements of the quote and
 *   contact forms, sign-up confirmations) are capped per recipient and day
 *   (decisions.md); the request itself is still stored and staff notified.
 *
 * Counters are pruned after a day (pruneRateLimits): no window is longer.
 */
import type { BackoffRule, RateLimitRule } from "./rate-limit.server.ts";
import { clientNetwork } from "./client-network.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const RATE_LIMITS = {
  quote: { limit: 10, windowMs: 15 * MINUTE },
  contact: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Posts to a quote's private link (accept, decline, cancel, date change) per client network:
   * a customer answers once or twice and most answers e-mail staff, but one contractor's office
   * (one network) may answer for several sites in a morning. The token (256 bits) is what keeps
   * strangers out; this keeps one network from hammering the database.
   */
  quoteAnswer: { limit: 60, windowMs: 15 * MINUTE },
  /** Failed sign-ins per client network. */
  signInFailures: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins per account, from any network: 5 free, then a growing wait, 15 minutes at most. */
  signInFailuresPerAccount: { freeFailures: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  /** The owner's warning that their account is being guessed at: one a day. */
  signInWarning: { limit: 1, windowMs: DAY },
  /** Sign-up attempts per client network (an office may open a few accounts; a script may not open hundreds). */
  signUp: { limit: 20, windowMs: 60 * MINUTE },
  /** Reset and confirmation e-mail requests per client network... */
  emailRequestsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  /** ...and per e-mail address. */
  emailRequestsPerAddress: { limit: 3, windowMs: 60 * MINUTE },
  /** E-mails to one address nobody has proven yet, per day. */
  unprovenRecipient: { limit: 3, windowMs: DAY },
} as const satisfies Record<string, RateLimitRule | BackoffRule>;

/** An address as typed, compared the way accounts store it. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const rateLimitKey = {
  quote: (ip: string) => `quote:${clientNetwork(ip)}`,
  contact: (ip: string) => `contact:${clientNetwork(ip)}`,
  quoteAnswer: (ip: string) => `quote-answer:${clientNetwork(ip)}`,
  signInFailures: (ip: string) => `auth:sign-in-failures:${clientNetwork(ip)}`,
  signInFailuresPerAccount: (email: string) => `auth:sign-in-failures-to:${normalizeEmail(email)}`,
  signInWarning: (email: string) => `auth:sign-in-warning:${normalizeEmail(email)}`,
  signUp: (ip: string) => `auth:sign-up:${clientNetwork(ip)}`,
  emailRequestsPerIp: (ip: string) => `auth:email-requests:${clientNetwork(ip)}`,
  emailRequestsPerAddress: (email: string) => `auth:email-requests-to:${normalizeEmail(email)}`,
  unprovenRecipient: (email: string) => `email:unproven-recipient:${normalizeEmail(email)}`,
} satisfies Record<keyof typeof RATE_LIMITS, (subject: string) => string>;
