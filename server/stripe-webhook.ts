/**
 * POST /webhooks/stripe: Stripe's signed events (decision 0040, "Online payment"). Mounted before
 * React Router because the signature is over the body's exact bytes, read here as text. 404 when
 * the shop takes no payment online; 400, nothing written, when the signature is missing or forged;
 * 200 for every event kept, refused ones included, so that Stripe stops sending them.
 */
import type { Handler } from "hono";
import type { Env } from "../app/config/env.server.ts";
import { getDb, type Db } from "../app/db/client.server.ts";
import { recordCheckoutCompleted } from "../app/db/stripe-payments.server.ts";
import { verifyEvent } from "../app/payments/stripe.server.ts";
import { PRIVATE_NO_STORE } from "./cache-policy.ts";

export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

/** The handler; `database`: the process's database unless a test gives its own. */
export function stripeWebhook(env: Pick<Env, "stripe">, database: () => Promise<Db> = getDb): Handler {
  return async (c) => {
    const headers = { "Cache-Control": PRIVATE_NO_STORE };
    if (!env.stripe) return c.text("Not found", 404, headers);
    const event = verifyEvent(await c.req.text(), c.req.header("Stripe-Signature"), env.stripe.webhookSecret);
    if (!event) return c.text("Bad signature", 400, headers);
    const result = await recordCheckoutCompleted(await database(), event);
    return c.json({ received: true, outcome: result.outcome }, 200, headers);
  };
}
