/**
 * `npm run restore -- FILE [--force]`: a backup back into DATA_DIR, checked whole before
 * anything is touched; the server must be stopped. See `runRestoreCommand` in
 * app/backup/backup-commands.server.ts.
 */
import { runRestoreCommand } from "../app/backup/backup-commands.server.ts";

process.exitCode = await runRestoreCommand(process.argv.slice(2));
