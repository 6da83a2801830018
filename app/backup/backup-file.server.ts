/**
 * One backup of the embedded database: a single `backup-{time}.tar.gz` holding
 * - `database.tar`, PGlite's dump of its data folder, taken on the live engine inside a
 *   transaction: PGlite runs one statement at a time and this transaction holds it for the
 *   counts and the dump, so both see the same committed requests and none half-written;
 * - `photos/`, the product photos, listed after the dump: a photo's files are written before
 *   its row (app/photos/), so every photo row in the dump has its files;
 * - `auth-secret` when DATA_DIR has one (a local run's generated secret: sessions stay valid
 *   after a restore);
 * - `manifest.json`: format, time, rows per table, and the size and SHA-256 of every file.
 * It is written under a temporary name, read back and checked (checksums, then the dump loaded
 * into a throwaway in-memory PGlite and its rows counted against the manifest) before it gets
 * its name. A restore runs the same check before it touches anything (./restore.server.ts).
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { create as createTar, extract as extractTar } from "tar";

export const BACKUP_FORMAT = 1;
const MANIFEST = "manifest.json";
const DATABASE_DUMP = "database.tar";
const AUTH_SECRET = "auth-secret";
const PHOTOS = "photos";

/** backup-2026-11-28T03-00-00-000Z.tar.gz: sorts by time, and only such names are ever served. */
export const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Rows per table ("user", "submissions", "drizzle.__drizzle_migrations"…). */
  rows: Record<string, number>;
  files: { path: string; bytes: number; sha256: string }[];
};

export type WrittenBackup = { file: string; name: string; bytes: number; manifest: BackupManifest };

/** A file that is not a whole, untouched backup of this format. Nothing was changed. */
export class BackupInvalidError extends Error {
  override name = "BackupInvalidError";
}

type Queryable = Pick<PGlite | Transaction, "query">;

/** Rows of every table of the application and of the migrations' journal. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const quoted = `"${schema}"."${name.replaceAll('"', '""')}"`;
    const [row] = (await db.query<{ n: number }>(`select count(*)::int as n from ${quoted}`)).rows;
    counts[schema === "public" ? name : `${schema}.${name}`] = row?.n ?? 0;
  }
  return counts;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The photo files now (those being written still have their temporary name: left out). */
async function photoNames(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, PHOTOS);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => entry.name)
    .sort();
}

/** Photos are never rewritten under their name: a hard link is a copy; across disks, a copy. */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Removed since it was listed: its row was deleted after the dump, which still names it.
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    await copyFile(from, to);
    return true;
  }
}

/** Writes a checked backup of the live embedded database into `backupDir`. */
export async function writeBackup(options: { client: PGlite; dataDir: string; backupDir: string; now?: Date }): Promise<WrittenBackup> {
  const { client, dataDir, backupDir } = options;
  const createdAt = options.now ?? new Date();
  await mkdir(backupDir, { recursive: true });
  const staging = await mkdtemp(path.join(backupDir, ".partial-"));
  const partialArchive = `${staging}.tar.gz`;
  try {
    const { rows, dump } = await client.transaction(async (tx) => ({ rows: await rowCounts(tx), dump: await client.dumpDataDir("none") }));
    await writeFile(path.join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));
    const entries = [DATABASE_DUMP];

    await mkdir(path.join(staging, PHOTOS));
    for (const name of await photoNames(dataDir)) {
      if (await linkOrCopy(path.join(dataDir, PHOTOS, name), path.join(staging, PHOTOS, name))) entries.push(`${PHOTOS}/${name}`);
    }
    if (existsSync(path.join(dataDir, AUTH_SECRET))) {
      await copyFile(path.join(dataDir, AUTH_SECRET), path.join(staging, AUTH_SECRET));
      entries.push(AUTH_SECRET);
    }

    const files: BackupManifest["files"] = [];
    for (const entry of entries) {
      const full = path.join(staging, entry);
      files.push({ path: entry, bytes: (await stat(full)).size, sha256: await sha256Of(full) });
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), rows, files };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    // The photos folder goes in whole (even empty): a restore always has one.
    await createTar({ gzip: true, portable: true, cwd: staging, file: partialArchive }, [MANIFEST, DATABASE_DUMP, PHOTOS, ...entries.filter((e) => e === AUTH_SECRET)]);
    const check = await mkdtemp(path.join(backupDir, ".partial-check-"));
    try {
      await readBackup(partialArchive, check);
    } finally {
      await rm(check, { recursive: true, force: true });
    }

    const name = backupFileName(createdAt);
    const file = path.join(backupDir, name);
    // A link, not a rename: it never replaces a backup already there under that name.
    await link(partialArchive, file);
    return { file, name, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await unlink(partialArchive).catch(() => undefined);
  }
}

function manifestOf(text: string): BackupManifest {
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupInvalidError(`manifest format ${String(manifest.format)} is not ${BACKUP_FORMAT}`);
  if (!manifest.rows || !Array.isArray(manifest.files) || typeof manifest.createdAt !== "string") throw new BackupInvalidError("the manifest is incomplete");
  return manifest as BackupManifest;
}

async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    else found.push(relative);
  }
  return found;
}

/**
 * Unpacks a backup into the empty folder `into` and checks it whole: every file the manifest
 * lists, of its size and checksum, nothing else, and the dump's rows as counted when it was made.
 * Throws BackupInvalidError otherwise.
 */
export async function readBackup(file: string, into: string): Promise<{ manifest: BackupManifest; database: Blob }> {
  try {
    // Plain files and folders only, never outside `into` (tar refuses "..", strips a leading "/").
    await extractTar({ file, cwd: into, strict: true, filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory") });
  } catch (error) {
    throw new BackupInvalidError(`not a readable backup archive (${(error as Error).message})`);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestOf(await readFile(path.join(into, MANIFEST), "utf8"));
  } catch (error) {
    throw error instanceof BackupInvalidError ? error : new BackupInvalidError("no readable manifest.json");
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  const extra = (await filesUnder(into)).filter((name) => name !== MANIFEST && !listed.has(name));
  if (extra.length > 0) throw new BackupInvalidError(`files the manifest does not list: ${extra.slice(0, 5).join(", ")}`);
  for (const expected of manifest.files) {
    const full = path.join(into, expected.path);
    if (!existsSync(full)) throw new BackupInvalidError(`${expected.path} is missing`);
    if ((await stat(full)).size !== expected.bytes || (await sha256Of(full)) !== expected.sha256) throw new BackupInvalidError(`${expected.path} does not match its checksum`);
  }
  if (!listed.has(DATABASE_DUMP)) throw new BackupInvalidError(`${DATABASE_DUMP} is missing`);

  const database = new Blob([new Uint8Array(await readFile(path.join(into, DATABASE_DUMP)))]);
  const throwaway = await loadedDump(database);
  try {
    const rows = await rowCounts(throwaway);
    const differences = Object.keys({ ...rows, ...manifest.rows }).filter((table) => rows[table] !== manifest.rows[table]);
    if (differences.length > 0) throw new BackupInvalidError(`rows differ from the manifest in ${differences.join(", ")}`);
  } finally {
    await throwaway.close();
  }
  return { manifest, database };
}

async function loadedDump(database: Blob): Promise<PGlite> {
  try {
    const client = new PGlite({ loadDataDir: database });
    await client.waitReady;
    return client;
  } catch (error) {
    throw new BackupInvalidError(`the database dump does not open (${(error as Error).message})`);
  }
}

/** How many photo files a manifest lists. */
export function photoCount(manifest: BackupManifest): number {
  return manifest.files.filter((f) => f.path.startsWith(`${PHOTOS}/`)).length;
}

/** Where a restore finds the unpacked pieces (./restore.server.ts). */
export const BACKUP_PARTS = { database: DATABASE_DUMP, photos: PHOTOS, authSecret: AUTH_SECRET } as const;
