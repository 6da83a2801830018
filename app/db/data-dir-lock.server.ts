/**
 * One process at a time on the embedded database. PGlite has no lock of its own: a second
 * process opening DATA_DIR while the server runs (`npm run grant-admin`, a restore) writes
 * into files the server also writes, its change is lost and later copies of the folder no
 * longer open. The process that opens DATA_DIR holds `DATA_DIR/owner.lock`, created with the
 * `wx` flag (the file system says who made it first), readable by the folder's owner only.
 * It says who holds the folder (pid, since when, server or command) and, for a server, how a
 * command reaches it on this machine (`npm run backup` asks the running server for a backup).
 *
 * A server killed outright (SIGKILL, power cut, out of memory) leaves its lock behind: a lock
 * whose process no longer runs is taken over. A container restarted after a crash often gives
 * the new process the old one's pid, so a lock naming our own pid is stale unless this process
 * took it, and on Linux the process's start time tells a reused pid from the holder.
 */
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "owner.lock";

export type LockHolder = {
  pid: number;
  /** The holder's start time as Linux counts it (/proc/PID/stat), to tell a reused pid. */
  processStart?: string;
  since: string;
  role: "server" | "command";
  /** What makes this lock ours: a lock whose token differs was taken over, never released by us. */
  token: string;
  /** A running server's loopback control port and its secret for this run (app/backup/backup-control.server.ts). */
  control?: { port: number; secret: string };
};

export type DataDirLock = {
  readonly file: string;
  readonly holder: LockHolder;
  /** Tells commands how to reach this server (rewritten in place, still readable by the owner only). */
  advertise(control: NonNullable<LockHolder["control"]>): void;
  release(): void;
};

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  readonly dataDir: string;
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(`${dataDir} is in use by another process (pid ${holder.pid}, ${holder.role === "server" ? "a server" : "a command"} since ${holder.since}): the embedded database has one process at a time`);
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** The tokens of the locks this process holds now: our own pid in a lock is ours only with one of them. */
const heldHere = new Set<string>();

function isRunning(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return heldHere.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = processStartOf(holder.pid);
  return !(holder.processStart && start && start !== holder.processStart);
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<LockHolder>;
    return typeof holder.pid === "number" && typeof holder.token === "string" ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Who holds DATA_DIR now, if a running process does (a stale lock is no one). */
export function dataDirHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(path.join(dataDir, LOCK_FILE));
  return holder && isRunning(holder) ? holder : undefined;
}

function writeNew(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Takes DATA_DIR for this process, or throws DataDirLockedError naming who has it. */
export function acquireDataDirLock(dataDir: string, role: LockHolder["role"]): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  let holder: LockHolder = { pid: process.pid, processStart: processStartOf(process.pid), since: new Date().toISOString(), role, token: randomBytes(16).toString("hex") };
  for (let attempt = 0; !writeNew(file, holder); attempt++) {
    const current = readHolder(file);
    if (current && isRunning(current)) throw new DataDirLockedError(dataDir, current);
    if (attempt >= 5) throw new Error(`${file}: could not take the lock (another process keeps taking it over)`);
    // A lock being written this instant reads as empty: look again once before calling it
    // stale (a process that died between creating it and writing it leaves it empty).
    if (!current && attempt === 0) sleepSync(50);
    else rmSync(file, { force: true });
  }
  heldHere.add(holder.token);
  const rewrite = (next: LockHolder) => {
    const partial = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    writeNew(partial, next);
    renameSync(partial, file);
    holder = next;
  };
  return {
    file,
    get holder() {
      return holder;
    },
    advertise(control) {
      rewrite({ ...holder, control });
    },
    release() {
      // Only our own lock: one taken over by another process after ours went stale stays.
      if (readHolder(file)?.token === holder.token) rmSync(file, { force: true });
      heldHere.delete(holder.token);
    },
  };
}
