/**
 * Payments made online, entered from Stripe's signed webhook (decision 0040, "Online payment").
 * Each event is kept by its id (./payments-schema.ts) in the transaction that enters its payment,
 * so a second delivery of it changes nothing. A payment goes through the ledger's own rules under
 * the rental's lock, as one taken at the counter: never more than the invoice's balance. What the
 * ledger refuses is kept as refused and answered as received (Stripe would otherwise retry for
 * three days): the money is at Stripe, and staff give it back from its dashboard.
 */
import { and, eq } from "drizzle-orm";
import { isUuid } from "../domain/request-filters.ts";
import { logger } from "../platform/logger.server.ts";
import { METADATA_AMOUNT_CENTS, METADATA_INVOICE_ID, type CheckoutSession, type StripeEvent } from "../payments/stripe.server.ts";
import type { Db } from "./client.server.ts";
import { invoices } from "./invoice-schema.ts";
import { enterInLedger } from "./ledger.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { stripeEvents, type StripeEventOutcome } from "./payments-schema.ts";
import { lockRequest } from "./quote-records.server.ts";
import type { StaffMember } from "./request-status.server.ts";

/** Who entered the payment in the ledger: no staff member, the signed webhook. */
export const STRIPE_WEBHOOK_ACTOR: StaffMember = { userId: "stripe-webhook", name: "Stripe" };

/** What an event did; `duplicate`: it had been received before, and nothing changed. */
export type StripeEventResult = { outcome: StripeEventOutcome | "duplicate"; entryId?: number };

/** Keeps an event that moves no money; a second delivery finds it kept. */
async function keepEvent(db: DbOrTx, event: StripeEvent, outcome: StripeEventOutcome, now: Date): Promise<StripeEventResult> {
  const kept = await db.insert(stripeEvents).values({ eventId: event.id, type: event.type, outcome, receivedAt: now }).onConflictDoNothing().returning({ id: stripeEvents.eventId });
  return { outcome: kept.length ? outcome : "duplicate" };
}

/** The issued invoice a session's metadata names, with its rental. */
async function invoiceOf(db: Db, session: CheckoutSession): Promise<{ id: string; number: string | null; submissionId: string } | undefined> {
  const id = session.metadata?.[METADATA_INVOICE_ID];
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, submissionId: invoices.submissionId })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.kind, "invoice"), eq(invoices.status, "issued")));
  return row;
}

/** Enters the payment of a paid Checkout session, once per event; any other event is kept as ignored. */
export async function recordCheckoutCompleted(db: Db, event: StripeEvent, now: Date = new Date()): Promise<StripeEventResult> {
  if (event.type !== "checkout.session.completed" || event.data.object.payment_status !== "paid") return keepEvent(db, event, "ignored", now);
  const session = event.data.object;
  const invoice = await invoiceOf(db, session);
  if (!invoice) {
    const result = await keepEvent(db, event, "refused-invoice", now);
    if (result.outcome !== "duplicate") logger.warn("stripe payment for no issued invoice", { eventId: event.id, sessionId: session.id });
    return result;
  }
  return db.transaction(async (tx) => {
    // Two deliveries of one event wait for each other here, and the second finds the first kept.
    await lockRequest(tx, { id: invoice.submissionId });
    const [seen] = await tx.select({ id: stripeEvents.eventId }).from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
    if (seen) return { outcome: "duplicate" } as const;
    const asked = Number(session.metadata?.[METADATA_AMOUNT_CENTS]);
    const paid = session.amount_total;
    const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    // The amount asked is the balance when the session was made: a payment at the counter since then lowers it, and the ledger refuses the excess.
    const entered =
      paid !== null && paid === asked
        ? await enterInLedger(
            tx,
            invoice.submissionId,
            { kind: "payment", amountCents: paid, invoiceId: invoice.id, refundsId: null },
            { method: "stripe", reference: paymentIntent },
            STRIPE_WEBHOOK_ACTOR,
            now,
          )
        : ({ ok: false, reason: "amount-mismatch" } as const);
    const outcome: StripeEventOutcome = entered.ok ? "paid" : "refused-amount";
    await tx.insert(stripeEvents).values({ eventId: event.id, type: event.type, outcome, receivedAt: now });
    if (!entered.ok)
      logger.warn("stripe payment not entered: to refund from Stripe", { eventId: event.id, invoice: invoice.number, paidCents: paid, askedCents: asked, reason: entered.reason, paymentIntent });
    return entered.ok ? { outcome, entryId: entered.entryId } : { outcome };
  });
}
