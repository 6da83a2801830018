/**
 * Online card payment (Stripe Checkout, decision 0040 "Online payment"): every webhook event
 * Stripe delivers is kept here by its id, in the same transaction as the ledger's payment it
 * produced, if any. Stripe delivers an event at least once, and again when our answer is late:
 * this row is what makes a second delivery change nothing.
 */
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the event did: `paid` a payment entered in the ledger; `refused-amount` Stripe took an
 * amount other than the one asked, or more than the invoice's balance (staff refund it from
 * Stripe's dashboard); `refused-invoice` its metadata names no issued invoice; `ignored` any
 * other event, or a session not paid.
 */
export const STRIPE_EVENT_OUTCOMES = ["paid", "refused-amount", "refused-invoice", "ignored"] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

export const stripeEvents = pgTable(
  "stripe_events",
  {
    /** Stripe's own id (`evt_…`), the same on every delivery of the event. */
    eventId: text("event_id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    outcome: text("outcome", { enum: STRIPE_EVENT_OUTCOMES }).notNull(),
  },
  (t) => [check("stripe_events_outcome_check", sql`${t.outcome} in ('paid', 'refused-amount', 'refused-invoice', 'ignored')`)],
);
