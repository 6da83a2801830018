import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { expect, it } from "vitest";
import type { Db } from "../app/db/client.server.ts";
import { createDraft } from "../app/db/invoice-drafts.server.ts";
import { issueInvoice } from "../app/db/invoices.server.ts";
import { recordPayment, rentalLedger } from "../app/db/ledger.server.ts";
import { stripeEvents } from "../app/db/payments-schema.ts";
import { invoiceBalance } from "../app/domain/billing/ledger.ts";
import { stripeClient } from "../app/payments/stripe.server.ts";
import { describeEachDatabase } from "../tests/support/databases.ts";
import { invoiceMail, returnedRental } from "../tests/support/invoice-fixture.ts";
import { STAFF_MEMBER } from "../tests/support/sent-quote.ts";
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from "./stripe-webhook.ts";

const NOW = new Date("2026-12-15T17:00:00Z");
const STRIPE = { secretKey: "sk_test_location_rive_sud", webhookSecret: "whsec_location_rive_sud_test" };
/** What the invoice of returnedRental comes to with its taxes (app/db/invoices.server.test.ts). */
const INVOICE_TOTAL = 542_165;

/** A rental returned and invoiced: F-2026-000001, nothing paid on it yet. */
async function issuedInvoice(db: Db): Promise<{ submissionId: string; invoiceId: string }> {
  const rental = await returnedRental(db);
  const created = await createDraft(db, { submissionId: rental.submissionId, source: "rental" }, STAFF_MEMBER, NOW);
  if (!created.ok) throw new Error(created.reason);
  const issued = await issueInvoice(db, { submissionId: rental.submissionId, invoiceId: created.invoiceId }, STAFF_MEMBER, invoiceMail, NOW);
  if (!issued.ok) throw new Error(issued.reason);
  return { submissionId: rental.submissionId, invoiceId: created.invoiceId };
}

/** The event Stripe sends when the customer has paid a Checkout session made for `asked` cents of the invoice. */
function checkoutCompleted(eventId: string, { invoiceId, asked, paid, type = "checkout.session.completed" }: { invoiceId: string; asked: number; paid: number; type?: string }): string {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    api_version: "2026-10-29",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_test_${eventId}`,
        object: "checkout.session",
        mode: "payment",
        currency: "cad",
        payment_status: "paid",
        amount_total: paid,
        payment_intent: `pi_test_${eventId}`,
        metadata: { invoice_id: invoiceId, amount_cents: String(asked) },
      },
    },
  });
}

/** The payload signed as Stripe signs it, with the package's own helper. */
function signed(payload: string, secret = STRIPE.webhookSecret): string {
  return stripeClient({ stripe: STRIPE })!.webhooks.generateTestHeaderString({ payload, secret });
}

function webhookApp(db: Db, stripe: typeof STRIPE | null = STRIPE) {
  const app = new Hono();
  app.post(
    STRIPE_WEBHOOK_PATH,
    stripeWebhook({ stripe }, () => Promise.resolve(db)),
  );
  return app;
}

async function post(app: Hono, payload: string, signature: string | null): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  const response = await app.request(STRIPE_WEBHOOK_PATH, { method: "POST", headers, body: payload });
  return { status: response.status, body: await response.text() };
}

async function stripePayments(db: Db, submissionId: string) {
  return (await rentalLedger(db, submissionId)).filter((entry) => entry.kind === "payment" && entry.method === "stripe");
}

async function balanceOf(db: Db, ids: { submissionId: string; invoiceId: string }): Promise<number> {
  return invoiceBalance(await rentalLedger(db, ids.submissionId), ids.invoiceId);
}

describeEachDatabase("Stripe webhook", (current) => {
  it("enters a paid session's payment once: the invoice's balance goes to zero, and the same event delivered again changes nothing", async () => {
    const { db } = current();
    const ids = await issuedInvoice(db);
    const app = webhookApp(db);
    expect(await balanceOf(db, ids)).toBe(INVOICE_TOTAL);

    const payload = checkoutCompleted("evt_paid", { invoiceId: ids.invoiceId, asked: INVOICE_TOTAL, paid: INVOICE_TOTAL });
    const signature = signed(payload);
    expect(await post(app, payload, signature)).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "paid" }) });
    const payments = await stripePayments(db, ids.submissionId);
    expect(payments.map((entry) => [entry.amountCents, entry.invoiceId, entry.reference, entry.staffName])).toEqual([[INVOICE_TOTAL, ids.invoiceId, "pi_test_evt_paid", "Stripe"]]);
    expect(await balanceOf(db, ids)).toBe(0);

    // Stripe delivers at least once: the replay, with its own fresh signature or the first one.
    expect(await post(app, payload, signed(payload))).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "duplicate" }) });
    expect(await post(app, payload, signature)).toMatchObject({ status: 200 });
    expect(await stripePayments(db, ids.submissionId)).toHaveLength(1);
    expect(await db.select({ id: stripeEvents.eventId, outcome: stripeEvents.outcome }).from(stripeEvents)).toEqual([{ id: "evt_paid", outcome: "paid" }]);
  });

  it("refuses a missing or forged signature, or a body changed after signing, with 400 and nothing written", async () => {
    const { db } = current();
    const ids = await issuedInvoice(db);
    const app = webhookApp(db);
    const payload = checkoutCompleted("evt_forged", { invoiceId: ids.invoiceId, asked: INVOICE_TOTAL, paid: INVOICE_TOTAL });

    expect(await post(app, payload, null)).toMatchObject({ status: 400 });
    expect(await post(app, payload, signed(payload, "whsec_someone_else"))).toMatchObject({ status: 400 });
    expect(await post(app, payload, "t=1,v1=0000")).toMatchObject({ status: 400 });
    const smaller = checkoutCompleted("evt_forged", { invoiceId: ids.invoiceId, asked: 100, paid: 100 });
    expect(await post(app, smaller, signed(payload))).toMatchObject({ status: 400 });

    expect(await stripePayments(db, ids.submissionId)).toEqual([]);
    expect(await db.select().from(stripeEvents)).toEqual([]);
    expect(await balanceOf(db, ids)).toBe(INVOICE_TOTAL);
  });

  it("keeps, without a payment, a session paid for another amount than the one asked, or for more than the balance left", async () => {
    const { db } = current();
    const ids = await issuedInvoice(db);
    const app = webhookApp(db);

    const mismatch = checkoutCompleted("evt_mismatch", { invoiceId: ids.invoiceId, asked: INVOICE_TOTAL, paid: 100_000 });
    expect(await post(app, mismatch, signed(mismatch))).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "refused-amount" }) });

    // The customer opened Checkout for the whole balance, then paid part of it at the counter.
    expect(await recordPayment(db, { ...ids, amountCents: 100_000, method: "card-terminal", reference: "AUTH 778812" }, STAFF_MEMBER, NOW)).toMatchObject({ ok: true });
    const over = checkoutCompleted("evt_over", { invoiceId: ids.invoiceId, asked: INVOICE_TOTAL, paid: INVOICE_TOTAL });
    expect(await post(app, over, signed(over))).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "refused-amount" }) });

    expect(await stripePayments(db, ids.submissionId)).toEqual([]);
    expect(await balanceOf(db, ids)).toBe(INVOICE_TOTAL - 100_000);
    const kept = await db.select({ id: stripeEvents.eventId, outcome: stripeEvents.outcome }).from(stripeEvents).orderBy(stripeEvents.eventId);
    expect(kept).toEqual([
      { id: "evt_mismatch", outcome: "refused-amount" },
      { id: "evt_over", outcome: "refused-amount" },
    ]);
  });

  it("keeps other events as ignored and a session naming no issued invoice as refused, moving no money", async () => {
    const { db } = current();
    const ids = await issuedInvoice(db);
    const app = webhookApp(db);
    const expired = checkoutCompleted("evt_expired", { invoiceId: ids.invoiceId, asked: INVOICE_TOTAL, paid: INVOICE_TOTAL, type: "checkout.session.expired" });
    expect(await post(app, expired, signed(expired))).toMatchObject({ status: 200, body: JSON.stringify({ received: true, outcome: "ignored" }) });
    const unknown = checkoutCompleted("evt_unknown", { invoiceId: "5f0c6a4e-7d1b-4c8e-9a43-2b6f1e9d0c11", asked: 100, paid: 100 });
    expect(await post(app, unknown, signed(unknown))).toMatchObject({ status: 200, body: JSON.stringify({ received: true, outcome: "refused-invoice" }) });
    expect(await post(app, unknown, signed(unknown))).toMatchObject({ status: 200, body: JSON.stringify({ received: true, outcome: "duplicate" }) });
    expect((await db.select().from(stripeEvents).where(eq(stripeEvents.eventId, "evt_unknown"))).map((row) => row.outcome)).toEqual(["refused-invoice"]);
    expect(await balanceOf(db, ids)).toBe(INVOICE_TOTAL);
  });

  it("answers 404 when the shop takes no payment online, whatever is posted", async () => {
    const { db } = current();
    const payload = checkoutCompleted("evt_off", { invoiceId: "5f0c6a4e-7d1b-4c8e-9a43-2b6f1e9d0c11", asked: 100, paid: 100 });
    expect(await post(webhookApp(db, null), payload, signed(payload))).toMatchObject({ status: 404 });
    expect(stripeClient({ stripe: null })).toBeNull();
    expect(await db.select().from(stripeEvents)).toEqual([]);
  });
});
