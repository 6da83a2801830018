/**
 * Reliability of quote requests end to end, against the real server process
 * (`node server/index.ts`, production build), a real SMTP server and the real
 * database (embedded PGlite; also PostgreSQL when TEST_DATABASE_URL is set):
 *
 * 1. SMTP down: 50 requests are accepted and stored; when SMTP comes back,
 *    exactly 50 staff and 50 customer e-mails arrive, none twice.
 * 2. The server is SIGKILLed while requests are in flight, then restarted:
 *    every request answered with success is in the database and its e-mails
 *    go out; no request is half-stored.
 *
 * The helpers live in tests/reliability/. The servers run with a short outbox
 * lease (OUTBOX_LEASE_MS), so a claim left by the killed process expires in
 * seconds. Run by `npm run test:reliability` (vitest.reliability.config.ts),
 * not by test:unit: it builds the app and starts real server processes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { emailOutbox, submissionItems, submissions } from "../app/db/schema.ts";
import { postForm } from "../tests/reliability/http.ts";
import { clientAddress, quoteFields, REFERENCE } from "../tests/reliability/quote-fields.ts";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { startSmtpSink, type SmtpSink, type SunkMessage } from "../tests/reliability/smtp-sink.ts";
import { migratedDataDir, migratedPostgresTemplate } from "../tests/support/migrated-images.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

const STAFF = "staff@location-rive-sud.example";
const MINUTE = 60_000;
/** The outbox lease of the servers under test (60 s in production); a send is cut off at half of it. */
const LEASE_MS = 4_000;

type Target = { kind: "pglite" | "postgres"; server: { dataDir?: string; databaseUrl?: string }; open(): Promise<Database>; dispose(): Promise<void> };

async function pgliteTarget(): Promise<Target> {
  const dataDir = await migratedDataDir(mkdtempSync(path.join(tmpdir(), "lrs-reliability-")));
  return {
    kind: "pglite",
    server: { dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const throwaway = await createThrowawayPostgres(serverUrl, "lrs_reliability", await migratedPostgresTemplate(serverUrl));
  return {
    kind: "postgres",
    server: { databaseUrl: throwaway.url },
    open: () => openDatabase({ databaseUrl: throwaway.url }),
    dispose: () => throwaway.drop(),
  };
}

const targets: { kind: Target["kind"]; make: () => Promise<Target> }[] = [{ kind: "pglite", make: pgliteTarget }];
if (process.env.TEST_DATABASE_URL) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  targets.push({ kind: "postgres", make: () => postgresTarget(serverUrl) });
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Posts quote n as visitor n (its own client address); resolves to its reference, or null when not answered with success. */
async function submit(server: ServerProcess, n: number): Promise<string | null> {
  try {
    const answer = await postForm(`${server.url}/quote`, quoteFields(n), { headers: { "X-Forwarded-For": clientAddress(n) }, timeoutMs: 60_000 });
    if (answer.status !== 200) return null;
    return REFERENCE.exec(answer.body)?.[0] ?? null;
  } catch {
    return null;
  }
}

function byReference(messages: readonly SunkMessage[], to: string, reference: string): SunkMessage[] {
  return messages.filter((m) => m.envelopeTo.includes(to) && (m.subject ?? "").includes(reference));
}

/** Ids of the e-mails the server logged as "send failed, will retry" (JSON lines, LOG_LEVEL=warn). */
function failedSends(server: ServerProcess): Set<string> {
  const ids = new Set<string>();
  for (const line of server.output().split("\n")) {
    if (!line.includes("outbox: send failed, will retry")) continue;
    try {
      const entry = JSON.parse(line) as { id?: string };
      if (entry.id) ids.add(entry.id);
    } catch {
      // a line cut in the middle: read again on the next poll
    }
  }
  return ids;
}

let buildDir = "";
beforeAll(() => {
  buildDir = ensureBuild();
}, 10 * MINUTE);

for (const { kind, make } of targets) {
  describe(`quote requests survive failures [${kind}]`, () => {
    let target: Target;
    let sink: SmtpSink | undefined;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      target = await make();
    });
    afterAll(async () => {
      await server?.kill();
      await sink?.close();
      await target?.dispose();
    });

    it(
      `with the mail server down, 50 requests are stored; when it is back, exactly 50 + 50 e-mails arrive, none twice`,
      async () => {
        const smtpPort = await freePort();
        server = await startServer({ port: await freePort(), buildDir, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, env: { OUTBOX_LEASE_MS: String(LEASE_MS) }, ...target.server });

        const references: (string | null)[] = [];
        for (let batch = 0; batch < 5; batch++) {
          references.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => submit(server!, batch * 10 + i + 1)))));
        }
        expect(references.filter((r) => r === null)).toEqual([]);
        expect(new Set(references).size).toBe(50);
        // Nothing can leave: there is no mail server. Every e-mail is tried, fails and waits for a retry.
        await waitUntil(() => failedSends(server!).size === 100, 2 * MINUTE, "a failed first attempt of each of the 100 e-mails");

        sink = await startSmtpSink({ port: smtpPort });
        await waitUntil(() => sink!.messages.length >= 100, 3 * MINUTE, "100 e-mails after the SMTP server came back");
        // A graceful stop waits for the sends in flight: after it, any duplicate has arrived.
        expect(await server.stop()).toBe(0);
        server = undefined;

        expect(sink.messages).toHaveLength(100);
        expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(100);
        for (const [i, reference] of references.entries()) {
          expect(byReference(sink.messages, STAFF, reference!), `staff e-mail of ${reference}`).toHaveLength(1);
          expect(byReference(sink.messages, `client${i + 1}@example.com`, reference!), `customer e-mail of ${reference}`).toHaveLength(1);
        }

        const database = await target.open();
        try {
          const [stored] = await database.db.select({ n: count() }).from(submissions);
          expect(stored?.n).toBe(50);
          const statuses = await database.db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status);
          expect(statuses).toEqual([{ status: "sent", n: 100 }]);
          const [retried] = await database.db
            .select({ n: count() })
            .from(emailOutbox)
            .where(sql`${emailOutbox.attempts} > 1`);
          expect(retried?.n).toBe(100);
        } finally {
          await database.close();
        }
        await sink.close();
        sink = undefined;
      },
      8 * MINUTE,
    );

    it(
      `after a SIGKILL with requests in flight and a restart, every request answered with success is stored and its e-mails go out`,
      async () => {
        sink = await startSmtpSink({ port: 0 });
        const port = await freePort();
        const settings = { port, buildDir, smtpUrl: `smtp://127.0.0.1:${sink.port}`, env: { OUTBOX_LEASE_MS: String(LEASE_MS) }, ...target.server };
        server = await startServer(settings);

        // Eight visitors keep submitting until the process dies under them.
        const answered: string[] = [];
        let next = 1000;
        let killed = false;
        const visitors = Array.from({ length: 8 }, async () => {
          while (!killed) {
            const reference = await submit(server!, next++);
            if (reference && !killed) answered.push(reference);
          }
        });
        await waitUntil(() => answered.length >= 30, 2 * MINUTE, "30 answered requests");
        await server.kill();
        killed = true;
        await Promise.all(visitors);
        const successes = [...answered];
        expect(successes.length).toBeGreaterThanOrEqual(30);

        // The e-mails the dead process had claimed: it may have handed them to SMTP already, but
        // their rows stay 'sending' until the lease expires and the new process sends them again.
        const beforeRestart = await target.open();
        let orphaned: string[];
        try {
          const rows = await beforeRestart.db.select({ messageId: emailOutbox.messageId }).from(emailOutbox).where(eq(emailOutbox.status, "sending"));
          orphaned = rows.map((r) => r.messageId);
        } finally {
          await beforeRestart.close();
        }
        const receivedBeforeRestart = sink.messages.length;

        server = await startServer(settings);
        await waitUntil(
          () =>
            successes.every(
              (reference) => byReference(sink!.messages, STAFF, reference).length >= 1 && sink!.messages.some((m) => !m.envelopeTo.includes(STAFF) && (m.subject ?? "").includes(reference)),
            ),
          2 * MINUTE,
          "the e-mails of every answered request",
        );
        // Each orphaned e-mail is sent (again) by the new process once the lease ran out.
        await waitUntil(
          () => orphaned.every((messageId) => sink!.messages.slice(receivedBeforeRestart).some((m) => m.messageId === messageId)),
          2 * MINUTE,
          `the e-mails left 'sending' by the killed process (${orphaned.length})`,
        );
        // A graceful stop lets the sends in flight finish and be marked.
        expect(await server.stop()).toBe(0);
        server = undefined;

        const database = await target.open();
        try {
          for (const reference of successes) {
            const [row] = await database.db.select().from(submissions).where(eq(submissions.reference, reference));
            expect(row, `request ${reference} is stored`).toBeDefined();
            const [items] = await database.db.select({ n: count() }).from(submissionItems).where(eq(submissionItems.submissionId, row!.id));
            expect(items?.n).toBe(2);
            const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.submissionId, row!.id));
            expect(mails.map((m) => m.status)).toEqual(["sent", "sent"]);
          }
          // All or nothing: every stored request, answered or cut off, has its lines and both e-mails.
          const partial = await database.db.execute(sql`
          select s.reference from submissions s
          where (select count(*) from submission_items i where i.submission_id = s.id) <> 2
             or (select count(*) from email_outbox o where o.submission_id = s.id) <> 2`);
          expect((partial as unknown as { rows: unknown[] }).rows).toEqual([]);
        } finally {
          await database.close();
        }

        // At-least-once towards SMTP (docs/decisions/0007): a message the dead process had handed
        // to SMTP but not yet marked may arrive twice, with the same Message-ID. Report it.
        const seen = new Map<string, number>();
        for (const m of sink.messages) seen.set(m.messageId ?? "", (seen.get(m.messageId ?? "") ?? 0) + 1);
        const duplicates = [...seen.values()].filter((n) => n > 1).length;
        console.info(`[${target.kind}] SIGKILL run: ${successes.length} answered requests, ${sink.messages.length} e-mails, ${duplicates} re-sent with the same Message-ID`);
        // At most one claimed batch (3 rows) can be caught between "SMTP accepted" and "marked sent".
        expect(duplicates).toBeLessThanOrEqual(3);
      },
      10 * MINUTE,
    );
  });
}
