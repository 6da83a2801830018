/**
 * BACKUP_DIR as staff and the commands see it: the backups it holds (newest first), the newest
 * BACKUP_KEEP kept, and `last-backup.json`, the state of the last attempt and the last failure,
 * which the settings screen shows (a backup that failed at 03:00 must not go unnoticed).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../config/env.server.ts";
import { BACKUP_NAME } from "./backup-file.server.ts";

export type BackupListing = { name: string; bytes: number; createdAt: string };

export type BackupAttempt = { at: string; ok: true; name: string; bytes: number } | { at: string; ok: false; error: string };

export type BackupState = { last: BackupAttempt; lastFailure?: { at: string; error: string } };

const STATE_FILE = "last-backup.json";

/** backup-2026-11-28T03-00-00-000Z.tar.gz → 2026-11-28T03:00:00.000Z */
function timeOf(name: string): string {
  const [, date, h, m, s, ms] = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name) ?? [];
  return `${date}T${h}:${m}:${s}.${ms}Z`;
}

/** The backups in the folder, newest first (only names a backup gets; nothing else is listed). */
export function listBackups(backupDir: string): BackupListing[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && BACKUP_NAME.test(entry.name))
    .map((entry) => ({ name: entry.name, bytes: statSync(path.join(backupDir, entry.name)).size, createdAt: timeOf(entry.name) }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * The file of a backup staff asked for by name, or undefined: only a name a backup gets, and
 * only one the folder holds now (so no other file, and never a path, is ever served).
 */
export function backupFilePath(backupDir: string, name: string): string | undefined {
  if (!BACKUP_NAME.test(name)) return undefined;
  return listBackups(backupDir).some((backup) => backup.name === name) ? path.join(backupDir, name) : undefined;
}

/**
 * Keeps the newest `keep` backups and removes the others, and what an interrupted backup left
 * (its `.partial-*` files: one process makes backups at a time, the one holding DATA_DIR).
 */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const removed = listBackups(backupDir)
    .slice(keep)
    .map((backup) => backup.name);
  const leftovers = (await readdir(backupDir)).filter((name) => name.startsWith(".partial-"));
  await Promise.all([...removed, ...leftovers].map((name) => rm(path.join(backupDir, name), { recursive: true, force: true })));
  return removed;
}

export function readBackupState(backupDir: string): BackupState | undefined {
  try {
    return JSON.parse(readFileSync(path.join(backupDir, STATE_FILE), "utf8")) as BackupState;
  } catch {
    return undefined;
  }
}

/** Records an attempt (written whole, then renamed: the screen never reads half a file). */
export async function recordBackupAttempt(backupDir: string, attempt: BackupAttempt): Promise<void> {
  const previous = readBackupState(backupDir);
  const state: BackupState = { last: attempt, lastFailure: attempt.ok ? previous?.lastFailure : { at: attempt.at, error: attempt.error } };
  await mkdir(backupDir, { recursive: true });
  const file = path.join(backupDir, STATE_FILE);
  const partial = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(partial, `${JSON.stringify(state, null, 2)}\n`);
  await rename(partial, file);
}

/** What the settings screen shows about backups. */
export type BackupsOverview = { database: "postgres" } | { database: "embedded"; every: Env["backup"]["every"]; keep: number; backups: BackupListing[]; state: BackupState | null };

export function backupsOverview(env: Pick<Env, "databaseUrl" | "backup">): BackupsOverview {
  if (env.databaseUrl) return { database: "postgres" };
  return { database: "embedded", every: env.backup.every, keep: env.backup.keep, backups: listBackups(env.backup.dir), state: readBackupState(env.backup.dir) ?? null };
}
