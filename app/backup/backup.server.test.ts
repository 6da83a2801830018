/**
 * Backups of the embedded database on disk, as the server makes them and `npm run restore`
 * reads them: a backup restores whole (rows, photos), a folder with data is refused without
 * --force and moved aside with it, a damaged file is refused with nothing touched, the newest
 * BACKUP_KEEP are kept, and a failure is recorded for the settings screen.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { migratedDataDir } from "../../tests/support/migrated-images.ts";
import { user } from "../db/auth-schema.ts";
import { openDatabase, type Database } from "../db/client.server.ts";
import { BackupInvalidError } from "./backup-file.server.ts";
import { backUpOnce } from "./backup-service.server.ts";
import { listBackups, readBackupState } from "./backups-folder.server.ts";
import { restoreBackup, RestoreRefusedError } from "./restore.server.ts";

const PHOTO = "0b7e2a9c-1f00-4c1e-9d1e-2f6a3c4b5d6e-320.webp";

/** Every file under a folder with its bytes: "nothing touched" is this, before and after. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(dir, name);
    try {
      files[name] = readFileSync(full).toString("base64");
    } catch {
      files[name] = "(folder)";
    }
  }
  return files;
}

describe("backups of the embedded database", () => {
  let root = "";
  let dataDir = "";
  let backupDir = "";
  let database: Database;
  let backupFile = "";

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "lrs-backup-"));
    dataDir = await migratedDataDir(path.join(root, "data"));
    backupDir = path.join(dataDir, "backups");
    database = await openDatabase({ dataDir, owner: "server" });
    await database.db.insert(user).values([
      { id: "u1", name: "Sophie Gagnon", email: "sophie@example.com", emailVerified: true },
      { id: "u2", name: "Marc Roy", email: "marc@example.com", emailVerified: false },
    ]);
    // A local run's generated secret: restored with the data, sessions stay valid.
    writeFileSync(path.join(dataDir, "auth-secret"), "local-secret-local-secret-local-secret", { mode: 0o600 });
    mkdirSync(path.join(dataDir, "photos"));
    writeFileSync(path.join(dataDir, "photos", PHOTO), "webp bytes");
    // A photo still being written has its temporary name: not part of a backup.
    writeFileSync(path.join(dataDir, "photos", `${PHOTO}.ab12cd34.tmp`), "half");
    const outcome = await backUpOnce(database.embedded!, { every: { kind: "off" }, keep: 14, dir: backupDir }, new Date("2026-11-28T08:00:00Z"));
    if (!outcome.ok) throw new Error(outcome.error);
    backupFile = outcome.file;
  }, SLOW_DATABASE_TEST_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it(
    "writes one named, checked file, and it restores into an empty folder whole",
    async () => {
      expect(path.basename(backupFile)).toBe("backup-2026-11-28T08-00-00-000Z.tar.gz");
      expect(readBackupState(backupDir)?.last).toMatchObject({ ok: true, name: path.basename(backupFile) });

      const target = path.join(root, "restored");
      const report = await restoreBackup({ file: backupFile, dataDir: target, backupDir: path.join(target, "backups"), force: false });
      expect(report.movedAsideTo).toBeUndefined();
      expect(report.manifest.rows.user).toBe(2);
      expect(report.photos).toBe(1);
      expect(readdirSync(path.join(target, "photos"))).toEqual([PHOTO]);
      expect(readFileSync(path.join(target, "photos", PHOTO), "utf8")).toBe("webp bytes");
      expect(readFileSync(path.join(target, "auth-secret"), "utf8")).toBe(readFileSync(path.join(dataDir, "auth-secret"), "utf8"));
      expect(existsSync(path.join(target, "owner.lock"))).toBe(false);

      const restored = new PGlite(path.join(target, "pglite"));
      try {
        const { rows } = await restored.query<{ email: string }>('select email from "user" order by email');
        expect(rows.map((r) => r.email)).toEqual(["marc@example.com", "sophie@example.com"]);
      } finally {
        await restored.close();
      }
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it(
    "refuses a folder that has data, changing nothing; with --force, moves it aside first",
    async () => {
      const target = path.join(root, "occupied");
      mkdirSync(path.join(target, "pglite"), { recursive: true });
      writeFileSync(path.join(target, "pglite", "PG_VERSION"), "17");
      const before = snapshot(target);
      await expect(restoreBackup({ file: backupFile, dataDir: target, backupDir: path.join(target, "backups"), force: false })).rejects.toBeInstanceOf(RestoreRefusedError);
      expect(snapshot(target)).toEqual(before);

      const report = await restoreBackup({ file: backupFile, dataDir: target, backupDir: path.join(target, "backups"), force: true, now: new Date("2026-11-29T12:00:00Z") });
      expect(report.movedAsideTo).toBe(`${target}.before-restore-2026-11-29T12-00-00-000Z`);
      expect(readFileSync(path.join(report.movedAsideTo!, "pglite", "PG_VERSION"), "utf8")).toBe("17");
      expect(readdirSync(path.join(target, "photos"))).toEqual([PHOTO]);
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it(
    "refuses a damaged or truncated backup with nothing touched, even with --force",
    async () => {
      const target = path.join(root, "kept");
      mkdirSync(path.join(target, "photos"), { recursive: true });
      writeFileSync(path.join(target, "photos", "kept.webp"), "still here");
      const before = snapshot(target);
      const bytes = readFileSync(backupFile);
      const damaged = Buffer.from(bytes);
      damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
      const truncated = bytes.subarray(0, Math.floor(bytes.length * 0.7));
      for (const [name, content] of [
        ["damaged", damaged],
        ["truncated", truncated],
      ] as const) {
        const file = path.join(root, `${name}.tar.gz`);
        writeFileSync(file, content);
        await expect(restoreBackup({ file, dataDir: target, backupDir: path.join(target, "backups"), force: true }), name).rejects.toBeInstanceOf(BackupInvalidError);
        expect(snapshot(target), name).toEqual(before);
      }
      expect(readdirSync(root).filter((name) => name.startsWith("kept.before-restore"))).toEqual([]);
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it(
    "keeps the newest BACKUP_KEEP, and records a failure for the settings screen",
    async () => {
      const keptDir = path.join(root, "kept-backups");
      const settings = { every: { kind: "off" } as const, keep: 2, dir: keptDir };
      cpSync(backupFile, path.join(keptDir, "backup-2026-01-01T08-00-00-000Z.tar.gz"));
      for (const at of ["2026-11-26T08:00:00Z", "2026-11-27T08:00:00Z", "2026-11-28T08:00:00Z"]) {
        expect(await backUpOnce(database.embedded!, settings, new Date(at))).toMatchObject({ ok: true });
      }
      expect(listBackups(keptDir).map((b) => b.name)).toEqual(["backup-2026-11-28T08-00-00-000Z.tar.gz", "backup-2026-11-27T08-00-00-000Z.tar.gz"]);
      expect(readdirSync(keptDir).filter((name) => name.startsWith(".partial"))).toEqual([]);

      // A backups folder that cannot be written (a file stands where it should be).
      const blocked = path.join(root, "blocked");
      writeFileSync(blocked, "");
      const failed = await backUpOnce(database.embedded!, { ...settings, dir: path.join(blocked, "backups") }, new Date("2026-11-29T08:00:00Z"));
      expect(failed.ok).toBe(false);
      const failedInKept = await backUpOnce(database.embedded!, { ...settings, dir: keptDir }, new Date("2026-11-28T08:00:00Z"));
      // Same time as a backup already there: never written over, and the failure is recorded.
      expect(failedInKept.ok).toBe(false);
      expect(readBackupState(keptDir)).toMatchObject({ last: { ok: false }, lastFailure: { at: "2026-11-28T08:00:00.000Z" } });
      expect(listBackups(keptDir)).toHaveLength(2);
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );
});
