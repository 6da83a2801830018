/**
 * A backup taken from the running server while quote requests keep coming, restored: every
 * request answered with success before the backup was asked for is there with all its lines,
 * and no request in it is half-written. `npm run backup` reaches the running server (it may not
 * open the database itself), and `npm run restore` refuses while the server holds the folder.
 * Embedded database only (PostgreSQL is backed up with its own tooling). Kept short: a few
 * seconds of posting from four visitors, on 127.0.0.1.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/client.server.ts";
import { submissionItems, submissions } from "../app/db/schema.ts";
import { postForm } from "../tests/reliability/http.ts";
import { clientAddress, quoteFields, REFERENCE } from "../tests/reliability/quote-fields.ts";
import { ensureBuild, freePort, ROOT, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { migratedDataDir } from "../tests/support/migrated-images.ts";

const MINUTE = 60_000;
const run = promisify(execFile);
/** Lines of the quote every visitor posts (tests/reliability/quote-fields.ts). */
const LINES = 2;

async function submit(server: ServerProcess, n: number): Promise<string | null> {
  try {
    const answer = await postForm(`${server.url}/quote`, quoteFields(n), { headers: { "X-Forwarded-For": clientAddress(n) }, timeoutMs: 30_000 });
    return answer.status === 200 ? (REFERENCE.exec(answer.body)?.[0] ?? null) : null;
  } catch {
    return null;
  }
}

function command(name: "backup" | "restore", dataDir: string, ...args: string[]) {
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" };
  return run(process.execPath, [path.join(ROOT, `scripts/${name}.ts`), ...args], { cwd: ROOT, env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("a backup of the running server, restored [pglite]", () => {
  let root = "";
  let server: ServerProcess | undefined;
  let buildDir = "";

  beforeAll(() => {
    buildDir = ensureBuild();
    root = mkdtempSync(path.join(tmpdir(), "lrs-backup-reliability-"));
  }, 10 * MINUTE);
  afterAll(async () => {
    await server?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it(
    "holds every request answered before it was asked for, each with all its lines, and none half-written",
    async () => {
      // Migrated already (as after the first start): the test's seconds go to the requests.
      const dataDir = await migratedDataDir(path.join(root, "data"));
      server = await startServer({ port: await freePort(), buildDir, dataDir, env: { BACKUP_EVERY: "off" } });

      const answered: string[] = [];
      let next = 1;
      let posting = true;
      const visitors = Array.from({ length: 4 }, async () => {
        while (posting && next < 400) {
          const reference = await submit(server!, next++);
          if (reference) answered.push(reference);
        }
      });
      const waitFor = async (n: number) => {
        for (let i = 0; i < 300 && answered.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      };

      await waitFor(10);
      const answeredBefore = [...answered];
      const backup = await command("backup", dataDir);
      await waitFor(answered.length + 5);
      posting = false;
      await Promise.all(visitors);

      expect(backup.code, backup.stderr).toBe(0);
      // Made by the server (the command may not open a database the server holds).
      expect(backup.stdout).toContain("Backup made by the server");
      const file = /: (\S+\.tar\.gz)$/m.exec(backup.stdout)?.[1];
      expect(file).toBeDefined();

      const refused = await command("restore", dataDir, file!, "--force");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("Stop the server");

      expect(await server.stop()).toBe(0);
      server = undefined;

      const restoredDir = path.join(root, "restored");
      const restore = await command("restore", restoredDir, file!);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain("submissions:");

      const database = await openDatabase({ dataDir: restoredDir });
      try {
        const stored = await database.db.select({ id: submissions.id, reference: submissions.reference }).from(submissions);
        const references = new Set(stored.map((s) => s.reference));
        expect(answeredBefore.filter((reference) => !references.has(reference))).toEqual([]);
        const lines = await database.db
          .select({ id: submissionItems.submissionId, n: count() })
          .from(submissionItems)
          .where(
            inArray(
              submissionItems.submissionId,
              stored.map((s) => s.id),
            ),
          )
          .groupBy(submissionItems.submissionId);
        expect(lines.filter((l) => l.n !== LINES)).toEqual([]);
        expect(lines).toHaveLength(stored.length);
        // Nothing answered after the backup was made can be in it without being whole, and some were.
        expect(stored.length).toBeGreaterThanOrEqual(answeredBefore.length);
        const [first] = await database.db.select({ n: count() }).from(submissions).where(eq(submissions.reference, answeredBefore[0]!));
        expect(first?.n).toBe(1);
      } finally {
        await database.close();
      }
    },
    6 * MINUTE,
  );
});
