/**
 * GET /admin/backups/:name (and /en/admin/backups/:name): one backup of the embedded database,
 * downloaded by staff from the settings screen; the back office's layout route guards it before
 * anything is read (routes/staff-layout.tsx). Only a
 * name a backup gets, of a file BACKUP_DIR holds now, is ever served: any other name (a path, a
 * "..", another file of the folder) is a 404. Never stored by a browser or a proxy (the layout
 * says so on every answer): the file holds every customer's data.
 */
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Route } from "./+types/admin-backup";
import { staffMember } from "../auth/guards.server.ts";
import { backupFilePath, listBackups } from "../backup/backups-folder.server.ts";
import { getEnv } from "../config/env.server.ts";
import { logger } from "../platform/logger.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = staffMember(args.context);
  const env = getEnv();
  const name = args.params.name;
  const file = env.databaseUrl ? undefined : backupFilePath(env.backup.dir, name);
  const backup = file ? listBackups(env.backup.dir).find((b) => b.name === name) : undefined;
  if (!file || !backup) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  logger.info("backup downloaded", { name, by: user.id });
  const headers = new Headers({
    "Content-Type": "application/gzip",
    "Content-Length": String(backup.bytes),
    "Content-Disposition": `attachment; filename="${name}"`,
    "X-Content-Type-Options": "nosniff",
  });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}
