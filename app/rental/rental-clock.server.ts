/**
 * What the clock starts in the rental loop, every minute in each server process: quotes
 * unanswered past their validity or their first day expire (app/db/quote-expiry.server.ts), and
 * rentals ending soon or overdue get their e-mail (app/db/rental-notices.server.ts); each is safe
 * when several instances run it at once. A run still going when the next minute comes is not
 * doubled; an error is logged and the next minute tries again (one failing step does not stop
 * the other); stopping waits for the run in flight, so it ends before the database closes.
 */
import type { Env } from "../config/env.server.ts";
import { getBusinessSettings } from "../db/business-settings.server.ts";
import type { Db } from "../db/client.server.ts";
import { messageIdDomain } from "../db/outbox.server.ts";
import { expireQuotes } from "../db/quotes.server.ts";
import { sendRentalNotices } from "../db/rental-notices.server.ts";
import { logger } from "../platform/logger.server.ts";

export const RENTAL_CLOCK_INTERVAL_MS = 60_000;

export type RentalClock = { stop(): Promise<void> };

export function startRentalClock(db: Db, env: Pick<Env, "mailFrom" | "publicUrl" | "settingsDefaults">, intervalMs = RENTAL_CLOCK_INTERVAL_MS): RentalClock {
  let running: Promise<void> | undefined;
  const run = async () => {
    // The settings as they are now: the e-mails carry the business's current identity and hours.
    const settings = await getBusinessSettings(db, env.settingsDefaults);
    const mail = { business: settings.business, staffNotifyEmail: settings.staffNotifyEmail, publicUrl: env.publicUrl, messageIdDomain: messageIdDomain(env.mailFrom) };
    const now = new Date();
    try {
      const expired = await expireQuotes(db, now, mail);
      if (expired > 0) logger.info("quotes expired", { count: expired });
    } catch (error) {
      logger.warn("quote expiry failed", { error });
    }
    try {
      const sent = await sendRentalNotices(db, now, mail);
      if (sent["end-reminder"] + sent.overdue > 0) logger.info("rental notices sent", { reminders: sent["end-reminder"], overdue: sent.overdue });
    } catch (error) {
      logger.warn("rental notices failed", { error });
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.warn("rental clock failed", { error }))
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
