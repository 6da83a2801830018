/**
 * Background work of one server process. Every job claims its work through the
 * database, so two instances never do the same work twice (docs/decisions 0004, 0007).
 */
import { getEnv, isLocalUrl, type Env } from "../app/config/env.server.ts";
import { startBackupControl } from "../app/backup/backup-control.server.ts";
import { startBackupService } from "../app/backup/backup-service.server.ts";
import type { Database, Db } from "../app/db/client.server.ts";
import { startOutboxWorker } from "../app/email/outbox-worker.server.ts";
import { startRentalClock } from "../app/rental/rental-clock.server.ts";
import { createMailTransport, sendTimeoutWithin } from "../app/email/transport.server.ts";
import { pruneRateLimits } from "../app/platform/rate-limit.server.ts";
import { logger } from "../app/platform/logger.server.ts";

export type BackgroundWork = { stop(): Promise<void> };

const HOUR = 60 * 60 * 1000;

export function startBackgroundWork(
  db: Db,
  env: Pick<Env, "smtpUrl" | "mailFrom" | "outboxLeaseMs" | "publicUrl" | "settingsDefaults" | "backup"> = getEnv(),
  embedded?: Database["embedded"],
): BackgroundWork {
  // Pruning is idempotent: two instances running it at once is harmless.
  const pruning = setInterval(() => {
    pruneRateLimits(db).catch((error: unknown) => logger.warn("rate-limit pruning failed", { error }));
  }, HOUR).unref();

  // E-mails of the transactional outbox: sent through SMTP_URL, or printed to the log without it.
  const outbox = startOutboxWorker({
    db,
    transport: createMailTransport({
      smtpUrl: env.smtpUrl,
      mailFrom: env.mailFrom,
      // Message bodies (and the links they carry) reach the log only on a local run.
      printBodies: isLocalUrl(env.publicUrl),
      maxSendMs: sendTimeoutWithin(env.outboxLeaseMs),
    }),
    logger,
    options: { leaseMs: env.outboxLeaseMs },
  });

  // Every minute: quotes unanswered past their validity or first day expire; rentals ending
  // soon get their reminder, overdue ones their notice.
  const rentalClock = startRentalClock(db, env);

  // Backups of the embedded database on BACKUP_EVERY, and when `npm run backup` asks (none with
  // DATABASE_URL: PostgreSQL is backed up with its own tooling).
  const backups = embedded ? startBackupService(embedded, env.backup) : undefined;
  const backupControl =
    backups && embedded
      ? startBackupControl(backups, embedded.lock).catch((error: unknown) => {
          logger.error("npm run backup cannot reach this server", { error });
          return undefined;
        })
      : undefined;

  return {
    async stop() {
      clearInterval(pruning);
      // In-flight work finishes and is recorded before the database closes: the clock's run,
      // the sends, then a backup being written.
      await rentalClock.stop();
      await outbox.stop();
      await (await backupControl)?.close();
      await backups?.stop();
    },
  };
}
