/**
 * E-mails to an address nobody has proven yet: the acknowledgements of the
 * quote and contact forms and the sign-up confirmation go to whatever address
 * was typed, so a stranger could aim them at someone else's mailbox.
 * decisions.md: at most 3 a day per recipient (RATE_LIMITS.unprovenRecipient).
 * Past that, only the e-mail to that address is skipped: the request is still
 * stored and staff still notified. An address proven by a confirmed account
 * is not capped (its owner asked for these e-mails).
 */
import { and, eq } from "drizzle-orm";
import { user } from "../db/auth-schema.ts";
import type { DbOrTx, OutboxMessageInput } from "../db/outbox.server.ts";
import { logger } from "../platform/logger.server.ts";
import { normalizeEmail, RATE_LIMITS, rateLimitKey } from "../platform/rate-limit-rules.ts";
import { hitRateLimit } from "../platform/rate-limit.server.ts";

/** The kinds of e-mail that go to an address typed on a form. */
export const UNPROVEN_RECIPIENT_KINDS: ReadonlySet<string> = new Set(["quote-customer", "contact-customer", "account-confirmation"]);

async function isProven(db: DbOrTx, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, normalizeEmail(address)), eq(user.emailVerified, true)))
    .limit(1);
  return !!row;
}

/** Whether one more e-mail may go to `address` today; counts it when it may (one atomic upsert). */
export async function mayEmailUnprovenAddress(db: DbOrTx, address: string, now = Date.now()): Promise<boolean> {
  if (await isProven(db, address)) return true;
  const outcome = await hitRateLimit(db, rateLimitKey.unprovenRecipient(address), RATE_LIMITS.unprovenRecipient, now);
  if (!outcome.allowed) logger.info("e-mail to an unproven address skipped: daily cap reached", { cap: RATE_LIMITS.unprovenRecipient.limit });
  return outcome.allowed;
}

/** The messages to enqueue: every one, except an acknowledgement to an address past its daily cap. */
export async function withinUnprovenRecipientCap(db: DbOrTx, messages: readonly OutboxMessageInput[], now = Date.now()): Promise<OutboxMessageInput[]> {
  const kept: OutboxMessageInput[] = [];
  for (const message of messages) {
    if (!UNPROVEN_RECIPIENT_KINDS.has(message.kind) || (await mayEmailUnprovenAddress(db, message.to.address, now))) kept.push(message);
  }
  return kept;
}
