/**
 * The quote expiry job of one server process: every minute, the quotes due expire
 * (app/db/quote-expiry.server.ts, safe when several instances run it at once). A run still
 * going when the next minute comes is not doubled; an error is logged and the next minute
 * tries again; stopping waits for the run in flight, so it ends before the database closes.
 */
import type { Env } from "../config/env.server.ts";
import { getBusinessSettings } from "../db/business-settings.server.ts";
import type { Db } from "../db/client.server.ts";
import { messageIdDomain } from "../db/outbox.server.ts";
import { expireQuotes } from "../db/quotes.server.ts";
import { logger } from "../platform/logger.server.ts";

export const QUOTE_EXPIRY_INTERVAL_MS = 60_000;

export type QuoteExpiryJob = { stop(): Promise<void> };

export function startQuoteExpiryJob(db: Db, env: Pick<Env, "mailFrom" | "publicUrl" | "settingsDefaults">, intervalMs = QUOTE_EXPIRY_INTERVAL_MS): QuoteExpiryJob {
  let running: Promise<void> | undefined;
  const run = async () => {
    // The settings as they are now: the e-mails carry the business's current identity.
    const settings = await getBusinessSettings(db, env.settingsDefaults);
    const expired = await expireQuotes(db, new Date(), {
      business: settings.business,
      staffNotifyEmail: settings.staffNotifyEmail,
      publicUrl: env.publicUrl,
      messageIdDomain: messageIdDomain(env.mailFrom),
    });
    if (expired > 0) logger.info("quotes expired", { count: expired });
  };
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.warn("quote expiry failed", { error }))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
