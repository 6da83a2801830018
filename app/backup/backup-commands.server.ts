/**
 * What `npm run backup` and `npm run restore -- FILE [--force]` run (the scripts in scripts/
 * only name their command). Both read the server's settings; both print in French, then in
 * English, like the staff-role commands. Exit codes: 0 done, 1 refused or failed (nothing
 * changed), 2 called the wrong way.
 */
import path from "node:path";
import { EnvError, getEnv } from "../config/env.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { DataDirLockedError, dataDirHolder } from "../db/data-dir-lock.server.ts";
import { BackupInvalidError } from "./backup-file.server.ts";
import { requestBackup } from "./backup-control.server.ts";
import { backUpOnce, type BackupOutcome } from "./backup-service.server.ts";
import { restoreBackup, RestoreRefusedError } from "./restore.server.ts";

const print = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string) => process.stderr.write(`${line}\n`);

function settingsOrNull() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      fail(error.message);
      return null;
    }
    throw error;
  }
}

function describeRows(rows: Record<string, number>): string {
  return Object.entries(rows)
    .filter(([table]) => !table.startsWith("drizzle."))
    .map(([table, n]) => `  ${table}: ${n}`)
    .join("\n");
}

function reportBackup(outcome: BackupOutcome, by: string): number {
  if (!outcome.ok) {
    fail(`Erreur : la copie de sauvegarde a échoué (${outcome.error}). / Error: the backup failed (${outcome.error}).`);
    return 1;
  }
  print(`Copie de sauvegarde faite par ${by} / Backup made by ${by === "le serveur" ? "the server" : "this command"}: ${outcome.file}`);
  print(`  ${outcome.bytes} octets / bytes, ${outcome.photos} fichiers photo / photo files`);
  return 0;
}

/** `npm run backup`: asks the running server, or makes the backup itself when none runs. */
export async function runBackupCommand(args: readonly string[]): Promise<number> {
  if (args.length > 0) {
    fail("Usage : npm run backup");
    return 2;
  }
  const env = settingsOrNull();
  if (!env) return 1;
  if (env.databaseUrl) {
    print("PostgreSQL (DATABASE_URL) : sauvegardé avec ses propres outils (pg_dump, restauration à un instant donné). Rien à faire ici.");
    print("PostgreSQL (DATABASE_URL) is backed up with its own tooling (pg_dump, point-in-time recovery). Nothing to do here.");
    return 0;
  }
  const holder = dataDirHolder(env.dataDir);
  if (holder?.control) return reportBackup(await requestBackup(holder.control), "le serveur");
  try {
    const database = await openDatabase({ dataDir: env.dataDir, owner: "command" });
    try {
      return reportBackup(await backUpOnce(database.embedded!, env.backup), "cette commande");
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    fail(`Erreur : ${env.dataDir} est utilisé par un autre processus (pid ${error.holder.pid}) qui ne fait pas de copies ; réessayez quand il aura fini.`);
    fail(`Error: ${env.dataDir} is in use by another process (pid ${error.holder.pid}) that does not make backups; try again when it is done.`);
    return 1;
  }
}

/** `npm run restore -- FILE [--force]`. */
export async function runRestoreCommand(args: readonly string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    fail("Usage : npm run restore -- <fichier.tar.gz> [--force]");
    return 2;
  }
  const env = settingsOrNull();
  if (!env) return 1;
  if (env.databaseUrl) {
    fail("Erreur : DATABASE_URL est défini ; restaurez PostgreSQL avec ses propres outils (pg_restore). Rien n'a changé.");
    fail("Error: DATABASE_URL is set; restore PostgreSQL with its own tooling (pg_restore). Nothing changed.");
    return 1;
  }
  const file = path.resolve(files[0]!);
  try {
    const report = await restoreBackup({ file, dataDir: env.dataDir, backupDir: env.backup.dir, force });
    if (report.movedAsideTo) print(`Anciennes données déplacées dans / Old data moved to: ${report.movedAsideTo}`);
    print(`Restauré dans / Restored into ${env.dataDir} — copie du / backup of ${report.manifest.createdAt}`);
    print(`Lignes par table / Rows per table:\n${describeRows(report.manifest.rows)}`);
    print(`Fichiers photo / Photo files: ${report.photos}`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`Erreur : ${env.dataDir} est ouvert par un autre processus (pid ${error.holder.pid}, le serveur en général). Arrêtez le serveur, puis relancez la restauration. Rien n'a changé.`);
      fail(`Error: ${env.dataDir} is open in another process (pid ${error.holder.pid}, usually the server). Stop the server, then run the restore again. Nothing changed.`);
    } else if (error instanceof RestoreRefusedError) {
      fail(`Erreur : ${env.dataDir} contient déjà des données (${error.entries.join(", ")}). Rien n'a changé. Ajoutez --force pour les déplacer de côté d'abord.`);
      fail(`Error: ${env.dataDir} already holds data (${error.entries.join(", ")}). Nothing changed. Add --force to move it aside first.`);
    } else if (error instanceof BackupInvalidError) {
      fail(`Erreur : ${file} n'est pas une copie de sauvegarde intacte : ${error.message}. Rien n'a changé.`);
      fail(`Error: ${file} is not an intact backup: ${error.message}. Nothing changed.`);
    } else {
      fail(`Erreur / Error: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }
}
