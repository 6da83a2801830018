import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { migratedDataDir } from "../../tests/support/migrated-images.ts";
import { openDatabase } from "./client.server.ts";
import { acquireDataDirLock, dataDirHolder, DataDirLockedError, LOCK_FILE, type LockHolder } from "./data-dir-lock.server.ts";

const LOCK_MODULE = path.resolve("app/db/data-dir-lock.server.ts");

/** Another process that takes the folder as a server does, and says so once it holds it. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const code = `import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)};
acquireDataDirLock(${JSON.stringify(dataDir)}, "server");
process.stdout.write("held\\n");
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
    child.once("exit", (status) => reject(new Error(`holder exited with ${status}`)));
  });
  return child;
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

describe("one process per embedded database", () => {
  let dataDir = "";
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lrs-lock-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "refuses a second open of a folder the first still holds, and lets it open once closed",
    async () => {
      const first = await openDatabase({ dataDir: await migratedDataDir(dataDir), owner: "server" });
      const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8")) as LockHolder;
      expect(lock).toMatchObject({ pid: process.pid, role: "server" });
      // The lock will hold the secret a command uses to reach the server: its owner alone reads it.
      expect(statSync(path.join(dataDir, LOCK_FILE)).mode & 0o077).toBe(0);

      const second = await openDatabase({ dataDir }).then(
        () => "opened",
        (error: unknown) => error,
      );
      expect(second).toBeInstanceOf(DataDirLockedError);
      expect(String(second)).toContain("one process at a time");

      await first.close();
      expect(() => readFileSync(path.join(dataDir, LOCK_FILE))).toThrow();
      acquireDataDirLock(dataDir, "command").release();
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it("refuses while another live process holds the folder, and takes over its lock once it was killed", async () => {
    const child = await holderProcess(dataDir);
    try {
      expect(dataDirHolder(dataDir)?.pid).toBe(child.pid);
      expect(() => acquireDataDirLock(dataDir, "command")).toThrow(DataDirLockedError);
    } finally {
      await killed(child);
    }
    // SIGKILL: no code of the holder ran, its lock is still there, naming a dead process.
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: child.pid });
    expect(dataDirHolder(dataDir)).toBeUndefined();
    const lock = acquireDataDirLock(dataDir, "command");
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock naming this very pid (a container restarted after a crash) or left empty", () => {
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, since: "2026-11-28T03:00:00Z", role: "server", token: "old" }));
    const lock = acquireDataDirLock(dataDir, "server");
    expect(lock.holder.token).not.toBe("old");
    lock.release();

    writeFileSync(path.join(dataDir, LOCK_FILE), "");
    acquireDataDirLock(dataDir, "command").release();
  });

  it("never removes a lock another process took over", () => {
    const lock = acquireDataDirLock(dataDir, "command");
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ ...lock.holder, token: "someone-else" }));
    lock.release();
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ token: "someone-else" });
  });
});
