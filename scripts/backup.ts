/**
 * `npm run backup`: a backup of the embedded database now. Asks the running server (its
 * backups folder, BACKUP_DIR) or, when no server runs, makes it here. With DATABASE_URL it
 * says PostgreSQL is backed up with its own tooling. See `runBackupCommand` in
 * app/backup/backup-commands.server.ts.
 */
import { runBackupCommand } from "../app/backup/backup-commands.server.ts";

process.exitCode = await runBackupCommand(process.argv.slice(2));
