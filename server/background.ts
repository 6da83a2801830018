/**
 * Background work of one server process. Every job claims its work through the
 * database, so two instances never do the same work twice (docs/decisions).
 */
import type { Db } from "../app/db/client.server.ts";
import { pruneRateLimits } from "../app/server/rate-limit.server.ts";
import { logger } from "../app/server/logger.server.ts";

export type BackgroundWork = { stop(): Promise<void> };

const HOUR = 60 * 60 * 1000;

export function startBackgroundWork(db: Db): BackgroundWork {
  const timers: NodeJS.Timeout[] = [];
  // Pruning is idempotent: two instances running it at once is harmless.
  timers.push(
    setInterval(() => {
      pruneRateLimits(db).catch((error: unknown) => logger.warn("rate-limit pruning failed", { error }));
    }, HOUR),
  );
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
