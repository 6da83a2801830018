/**
 * `npm run restore -- FILE [--force]`: a backup back into DATA_DIR. Refused while another
 * process (the server) holds the folder, and into a folder that already has data unless
 * `--force`, which first moves that data aside into a sibling folder it names. The backup is
 * unpacked and checked whole (./backup-file.server.ts, `readBackup`) before anything of
 * DATA_DIR moves: a damaged file is refused and the folder stays as it was.
 *
 * "Empty" ignores what is not the data: the lock, the local auth secret (reading the settings
 * creates one) and the backups folder when it is inside DATA_DIR (it stays where it is, so a
 * restore from the newest backup keeps the others).
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, LOCK_FILE } from "../db/data-dir-lock.server.ts";
import { BACKUP_PARTS, photoCount, readBackup, type BackupManifest } from "./backup-file.server.ts";

const STAGING_PREFIX = ".restore-partial-";

export type RestoreReport = { manifest: BackupManifest; photos: number; movedAsideTo?: string };

/** DATA_DIR already holds data: refused without --force. Nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
  readonly entries: string[];
  constructor(entries: string[]) {
    super(`the folder is not empty (${entries.join(", ")})`);
    this.entries = entries;
  }
}

/** What in DATA_DIR is data a restore would replace. */
async function dataEntries(dataDir: string, backupDir: string): Promise<string[]> {
  const keep = new Set([LOCK_FILE, BACKUP_PARTS.authSecret]);
  if (path.dirname(backupDir) === dataDir) keep.add(path.basename(backupDir));
  const entries = await readdir(dataDir);
  return entries.filter((name) => !keep.has(name) && !name.startsWith(STAGING_PREFIX)).sort();
}

export async function restoreBackup(options: { file: string; dataDir: string; backupDir: string; force: boolean; now?: Date }): Promise<RestoreReport> {
  const { file, dataDir, backupDir, force } = options;
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  const lock = acquireDataDirLock(dataDir, "command");
  try {
    const present = await dataEntries(dataDir, backupDir);
    if (present.length > 0 && !force) throw new RestoreRefusedError(present);

    const staging = await mkdtemp(path.join(dataDir, STAGING_PREFIX));
    try {
      const { manifest, database } = await readBackup(file, staging);
      // PGlite writes the dump out as its data folder, then shuts down cleanly.
      const restored = new PGlite(path.join(staging, "pglite"), { loadDataDir: database });
      await restored.waitReady;
      await restored.close();
      await mkdir(path.join(staging, BACKUP_PARTS.photos), { recursive: true });

      let movedAsideTo: string | undefined;
      if (present.length > 0) {
        movedAsideTo = `${dataDir}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, "-")}`;
        await mkdir(movedAsideTo);
        const aside = [...present, ...(existsSync(path.join(dataDir, BACKUP_PARTS.authSecret)) ? [BACKUP_PARTS.authSecret] : [])];
        for (const name of aside) await rename(path.join(dataDir, name), path.join(movedAsideTo, name));
      }
      for (const part of ["pglite", BACKUP_PARTS.photos, BACKUP_PARTS.authSecret]) {
        if (existsSync(path.join(staging, part))) await rename(path.join(staging, part), path.join(dataDir, part));
      }
      return { manifest, photos: photoCount(manifest), movedAsideTo };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}
