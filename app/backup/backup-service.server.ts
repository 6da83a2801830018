/**
 * Backups made by the process that holds the embedded database: the running server on its
 * schedule (BACKUP_EVERY) and when `npm run backup` asks (./backup-control.server.ts), or the
 * command itself when no server runs. One backup at a time; after each, the newest BACKUP_KEEP
 * are kept. A failure is logged as an error and recorded for the settings screen and the
 * metrics (`storefront_last_backup_*`, docs/deployment.md "Monitoring"); the next
 * scheduled one is tried as usual. Stopping waits for a backup in flight, so it ends before
 * the database closes.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { Env } from "../config/env.server.ts";
import { logger } from "../platform/logger.server.ts";
import { recordBackup } from "../platform/metrics.server.ts";
import { photoCount, writeBackup } from "./backup-file.server.ts";
import { pruneBackups, recordBackupAttempt } from "./backups-folder.server.ts";
import { nextBackupAt } from "./schedule.ts";

export type BackupOutcome = { ok: true; file: string; name: string; bytes: number; rows: Record<string, number>; photos: number } | { ok: false; error: string };

export type BackupService = { backupNow(): Promise<BackupOutcome>; stop(): Promise<void> };

type Embedded = { client: PGlite; dataDir: string };

/** One backup, its retention and its recorded state. Never throws: the outcome says. */
export async function backUpOnce(embedded: Embedded, settings: Env["backup"], now = new Date()): Promise<BackupOutcome> {
  const at = now.toISOString();
  try {
    const written = await writeBackup({ client: embedded.client, dataDir: embedded.dataDir, backupDir: settings.dir, now });
    const removed = await pruneBackups(settings.dir, settings.keep);
    await recordBackupAttempt(settings.dir, { at, ok: true, name: written.name, bytes: written.bytes });
    recordBackup({ ok: true, at: new Date() });
    const photos = photoCount(written.manifest);
    logger.info("backup written", { file: written.file, bytes: written.bytes, photos, removed: removed.length });
    return { ok: true, file: written.file, name: written.name, bytes: written.bytes, rows: written.manifest.rows, photos };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error("backup failed", { dir: settings.dir, error });
    recordBackup({ ok: false, at: new Date() });
    await recordBackupAttempt(settings.dir, { at, ok: false, error: message }).catch((recordError: unknown) => logger.error("backup state not recorded", { error: recordError }));
    return { ok: false, error: message };
  }
}

/** Timers hold at most ~24.8 days; a daily or hourly schedule never comes near. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function startBackupService(embedded: Embedded, settings: Env["backup"], clock: () => Date = () => new Date()): BackupService {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const backupNow = (): Promise<BackupOutcome> => {
    const run = queue.then(() => backUpOnce(embedded, settings, clock()));
    queue = run;
    return run;
  };

  const scheduleNext = () => {
    const next = nextBackupAt(settings.every, clock());
    if (stopped || !next) return;
    timer = setTimeout(
      () => {
        void backupNow().finally(scheduleNext);
      },
      Math.min(LONGEST_TIMER_MS, Math.max(0, next.getTime() - clock().getTime())),
    );
    timer.unref();
  };
  scheduleNext();

  return {
    backupNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
