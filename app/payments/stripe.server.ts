/**
 * The one module that talks to Stripe (decision 0040, "Online payment"). The customer pays an
 * invoice's balance on Stripe Checkout; the payment is recorded only when Stripe's signed webhook
 * says the session is paid (app/db/stripe-payments.server.ts), never from the browser coming back,
 * which anyone can fake. Without both keys (app/config/env.server.ts) the shop takes no payment
 * online and nothing here is called.
 */
import Stripe from "stripe";
import type { Env } from "../config/env.server.ts";

/** The metadata a session carries to its webhook: which invoice, and the amount asked, in cents. */
export const METADATA_INVOICE_ID = "invoice_id";
export const METADATA_AMOUNT_CENTS = "amount_cents";

export type StripeEvent = Stripe.Event;
export type CheckoutSession = Stripe.Checkout.Session;

/** A client for the shop's account, or null when the shop takes no payment online. */
export function stripeClient(env: Pick<Env, "stripe">): Stripe | null {
  return env.stripe ? new Stripe(env.stripe.secretKey, { maxNetworkRetries: 2 }) : null;
}

/**
 * A Checkout session for `amountCents` of the invoice, in Canadian dollars, by card; the customer
 * is sent to its `url`. This call goes to Stripe's servers: no test runs it (the tests have no
 * network and no account), so keep it this small.
 */
export async function createCheckoutSession(
  client: Stripe,
  { invoice, amountCents, successUrl, cancelUrl }: { invoice: { id: string; number: string; lang: "fr" | "en" }; amountCents: number; successUrl: string; cancelUrl: string },
): Promise<{ id: string; url: string }> {
  const session = await client.checkout.sessions.create({
    mode: "payment",
    // Cards only: a card is paid when the session completes, where a bank debit would complete unpaid and settle days later (an event not handled).
    allowed_payment_method_types: ["card"],
    locale: invoice.lang === "fr" ? "fr-CA" : "en",
    client_reference_id: invoice.id,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "cad", unit_amount: amountCents, product_data: { name: invoice.lang === "fr" ? `Facture ${invoice.number}` : `Invoice ${invoice.number}` } },
      },
    ],
    metadata: { [METADATA_INVOICE_ID]: invoice.id, [METADATA_AMOUNT_CENTS]: String(amountCents) },
    success_url: successUrl,
    cancel_url: cancelUrl,
  });
  if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
  return { id: session.id, url: session.url };
}

/**
 * The event Stripe signed with the webhook's secret, or null when the signature is missing, forged,
 * or older than the package's tolerance (5 minutes: a captured request replayed later is refused).
 */
export function verifyEvent(rawBody: string, signatureHeader: string | undefined, secret: string): StripeEvent | null {
  if (!signatureHeader) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}
