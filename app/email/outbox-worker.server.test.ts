import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/reliability/smtp-sink.ts";
import type { Db } from "../db/client.server.ts";
import { enqueueEmails, outboxCounts, type OutboxMessageInput } from "../db/outbox.server.ts";
import { emailOutbox } from "../db/schema.ts";
import { notifyOutbox } from "./outbox-signal.ts";
import { retryDelayMs, startOutboxWorker, type OutboxWorker } from "./outbox-worker.server.ts";
import { createMailTransport } from "./transport.server.ts";

const FROM = "Location Rive-Sud <no-reply@location-rive-sud.example>";

function quietLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) => lines.push({ level, message, fields });
  return { lines, debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

const message = (n: number, to = `client${n}@example.com`): OutboxMessageInput => ({
  kind: "quote-customer",
  lang: "fr",
  to: { address: to, name: `Client ${n}` },
  replyTo: { address: "support@location-rive-sud.example", name: "Location Rive-Sud" },
  subject: `Votre demande S-2026-${String(n).padStart(6, "0")}`,
  text: `Bonjour ${n}`,
  html: `<p>Bonjour ${n}</p>`,
});

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe("retry delays", () => {
  it("double from the base, are capped, and carry ±20 % jitter", () => {
    const fixed = { backoffBaseMs: 2000, backoffMaxMs: 60_000, random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelayMs(n, fixed))).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(retryDelayMs(1, { ...fixed, random: () => 0 })).toBe(1600);
    expect(retryDelayMs(1, { ...fixed, random: () => 0.999999 })).toBe(2400);
  });
});

describeEachDatabase("outbox worker", (current) => {
  let sink: SmtpSink | undefined;
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await sink?.close();
    sink = undefined;
  });

  async function worker(db: Db, port: number, options = {}) {
    const logger = quietLogger();
    const w = startOutboxWorker({
      db,
      transport: createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM }),
      logger,
      options: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200, ...options },
    });
    workers.push(w);
    return { worker: w, logger };
  }

  it("sends every pending e-mail once, with its stable Message-ID, and marks it sent", async () => {
    const { db } = current();
    sink = await startSmtpSink({ port: 0 });
    const rows = await enqueueEmails(db, null, [message(1), message(2), message(3), message(4), message(5)], "location-rive-sud.example");
    await worker(db, sink.port);
    await waitFor(async () => (await outboxCounts(db)).sent === 5);
    expect(sink.messages).toHaveLength(5);
    expect(sink.messages.map((m) => m.messageId).sort()).toEqual(rows.map((r) => r.messageId).sort());
    const first = sink.messages.find((m) => m.messageId === rows[0]!.messageId)!;
    expect(first.envelopeTo).toEqual(["client1@example.com"]);
    expect(first.raw).toMatch(/^Reply-To: .*<support@location-rive-sud\.example>/im);
    expect(first.raw).toMatch(/^Auto-Submitted: auto-generated/m);
  });

  it("sends a message's files as attachments, byte for byte, under their names and types", async () => {
    const { db } = current();
    sink = await startSmtpSink({ port: 0 });
    const pdf = Buffer.from("%PDF-1.7\n" + "x".repeat(3000) + "\n%%EOF\n");
    const ics = Buffer.from("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    const withFiles: OutboxMessageInput = {
      ...message(1),
      attachments: [
        { filename: "soumission-S-2026-000001-v2.pdf", contentType: "application/pdf", contentBase64: pdf.toString("base64") },
        { filename: "location-S-2026-000001.ics", contentType: "text/calendar", contentBase64: ics.toString("base64") },
      ],
    };
    await enqueueEmails(db, null, [withFiles, message(2)], "location-rive-sud.example");
    await worker(db, sink.port);
    await waitFor(async () => (await outboxCounts(db)).sent === 2);
    const parsed = await Promise.all(sink.messages.map((m) => simpleParser(m.raw)));
    const first = parsed.find((m) => m.to && JSON.stringify(m.to).includes("client1@example.com"))!;
    expect(first.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["soumission-S-2026-000001-v2.pdf", "application/pdf"],
      ["location-S-2026-000001.ics", "text/calendar"],
    ]);
    expect(Buffer.compare(first.attachments[0]!.content, pdf)).toBe(0);
    expect(Buffer.compare(first.attachments[1]!.content, ics)).toBe(0);
    expect(first.text?.trim()).toBe("Bonjour 1");
    const second = parsed.find((m) => JSON.stringify(m.to).includes("client2@example.com"))!;
    expect(second.attachments).toEqual([]);
  });

  it("shows a typed name in To and Reply-To as text, never as an RFC 2047 encoded word a mail client would decode", async () => {
    const { db } = current();
    sink = await startSmtpSink({ port: 0 });
    // Decoded, it reads "Location Rive-Sud <gerant@location-rive-sud.example>": staff would think they reply to the business.
    const encoded = `=?utf-8?B?${Buffer.from("Location Rive-Sud <gerant@location-rive-sud.example>").toString("base64")}?=`;
    const names = [encoded, `Jean ${encoded.replace("=?utf-8?B?", "=?UTF-8?q?")} Tremblay`, "Marie =?iso-8859-1?Q?=C9ve?="];
    const typed = names.map((name, i): OutboxMessageInput => ({ ...message(i), to: { address: `client${i}@example.com`, name }, replyTo: { address: `client${i}@example.com`, name } }));
    await enqueueEmails(db, null, typed, "location-rive-sud.example");
    await worker(db, sink.port);
    await waitFor(async () => (await outboxCounts(db)).sent === names.length);
    for (const raw of sink.messages.map((m) => m.raw)) {
      const parsed = await simpleParser(raw);
      const shown = [parsed.to, parsed.replyTo].flatMap((field) => (Array.isArray(field) ? field : [field])).flatMap((field) => field?.value ?? []);
      expect(shown).toHaveLength(2);
      const name = names[Number(/client(\d)@/.exec(shown[0]!.address ?? "")?.[1])]!;
      for (const mailbox of shown) {
        expect(mailbox.name, name).not.toMatch(/gerant@|Location Rive-Sud|Éve/);
        expect(mailbox.name, name).toBe(name.replaceAll("=?", "= ?"));
      }
    }
  });

  it("two workers on one database never send the same e-mail", async () => {
    const { db } = current();
    sink = await startSmtpSink({ port: 0 });
    await enqueueEmails(
      db,
      null,
      Array.from({ length: 30 }, (_, i) => message(i)),
      "location-rive-sud.example",
    );
    await worker(db, sink.port);
    await worker(db, sink.port);
    await waitFor(async () => (await outboxCounts(db)).sent === 30, 20_000);
    // A row both workers had claimed would be marked by one and still be in flight from the
    // other: stopping waits for every send in flight, so after it the sink holds all there is.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    expect(sink.messages).toHaveLength(30);
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(30);
  });

  it("keeps e-mails while SMTP is down, retries with backoff, and sends them when it is back", async () => {
    const { db } = current();
    // Find a free port, then close the server on it: nothing listens there for now.
    const probe = await startSmtpSink({ port: 0 });
    const port = probe.port;
    await probe.close();
    await enqueueEmails(db, null, [message(1), message(2)], "location-rive-sud.example");
    const { logger } = await worker(db, port, { backoffBaseMs: 300, backoffMaxMs: 600 });
    await waitFor(async () => {
      const rows = await db.select().from(emailOutbox);
      return rows.every((row) => row.attempts >= 2 && row.status === "pending");
    });
    const [row] = await db.select().from(emailOutbox).limit(1);
    expect(row?.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect(logger.lines.some((l) => l.message === "outbox: send failed, will retry")).toBe(true);
    sink = await startSmtpSink({ port });
    notifyOutbox();
    await waitFor(async () => (await outboxCounts(db)).sent === 2);
    expect(sink.messages).toHaveLength(2);
  });

  it("gives up on an address the server refuses for good, after a few attempts", async () => {
    const { db } = current();
    sink = await startSmtpSink({ port: 0, rejectRecipient: /^nobody@/ });
    await enqueueEmails(db, null, [message(1, "nobody@example.com"), message(2)], "location-rive-sud.example");
    const { logger } = await worker(db, sink.port, { maxPermanentAttempts: 2 });
    await waitFor(async () => {
      const counts = await outboxCounts(db);
      return counts.failed === 1 && counts.sent === 1;
    });
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.status, "failed"));
    expect(failed).toMatchObject({ toAddress: "nobody@example.com", attempts: 2 });
    expect(failed?.lastError).toContain("550");
    expect(logger.lines.some((l) => l.level === "error" && l.message === "outbox: e-mail abandoned")).toBe(true);
  });

  it("takes over a row left 'sending' by a worker that died, once its lease expired", async () => {
    const { db } = current();
    sink = await startSmtpSink({ port: 0 });
    const [row] = await enqueueEmails(db, null, [message(1)], "location-rive-sud.example");
    // A dead worker's claim: sending, lease already expired.
    await db
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, leaseToken: "99999999-9999-4999-8999-999999999999", leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row!.id));
    await worker(db, sink.port);
    await waitFor(async () => (await outboxCounts(db)).sent === 1);
    expect(sink.messages.map((m) => m.messageId)).toEqual([row!.messageId]);
  });

  it("refuses a lease that a send could outlast", () => {
    const { db } = current();
    const transport = createMailTransport({ smtpUrl: "smtp://127.0.0.1:2525", mailFrom: FROM, maxSendMs: 1_000 });
    expect(() => startOutboxWorker({ db, transport, logger: quietLogger(), options: { leaseMs: 1_000 }, autoStart: false })).toThrow(/outbox lease \(1000 ms\) must outlast one send \(1000 ms\)/);
    const w = startOutboxWorker({ db, transport, logger: quietLogger(), options: { leaseMs: 2_000 }, autoStart: false });
    workers.push(w);
  });

  it("without SMTP_URL on a local run prints each e-mail to the log once and keeps it in the outbox", async () => {
    const { db } = current();
    await enqueueEmails(db, null, [message(1), message(2)], "location-rive-sud.example");
    const logger = quietLogger();
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: FROM, printBodies: true });
    const w = startOutboxWorker({ db, transport, logger, autoStart: false });
    expect(await w.runOnce()).toBe(2);
    expect(await w.runOnce()).toBe(0);
    const printed = logger.lines.filter((l) => l.message.startsWith("e-mail not sent"));
    expect(printed.map((l) => l.fields?.text).sort()).toEqual(["Bonjour 1", "Bonjour 2"]);
    expect(await outboxCounts(db)).toMatchObject({ pending: 2, sent: 0 });
  });

  it("without SMTP_URL on a deployed instance logs the subject and recipient, never the body or its link", async () => {
    const { db } = current();
    const resetLink = "https://location-rive-sud.example/reinitialiser-mot-de-passe?token=secret-token-123";
    await enqueueEmails(db, null, [{ ...message(1), text: `Bonjour, ${resetLink}`, html: `<a href="${resetLink}">lien</a>` }], "location-rive-sud.example");
    const logger = quietLogger();
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: FROM, printBodies: false });
    const w = startOutboxWorker({ db, transport, logger, autoStart: false });
    expect(await w.runOnce()).toBe(1);
    const printed = logger.lines.filter((l) => l.message.startsWith("e-mail not sent"));
    expect(printed).toHaveLength(1);
    expect(printed[0]!.fields).toMatchObject({ to: "client1@example.com", subject: "Votre demande S-2026-000001" });
    expect(JSON.stringify(logger.lines)).not.toContain("secret-token-123");
    expect(JSON.stringify(logger.lines)).not.toContain("Bonjour");
    expect(String(printed[0]!.fields?.note)).toMatch(/waits in the outbox/);
    expect(await outboxCounts(db)).toMatchObject({ pending: 1, sent: 0 });
  });

  it("without SMTP_URL names each attachment with its size in the log, never its bytes", async () => {
    const { db } = current();
    const pdf = Buffer.from("%PDF-1.7 secret-pdf-bytes %%EOF");
    await enqueueEmails(
      db,
      null,
      [{ ...message(1), attachments: [{ filename: "soumission-S-2026-000001-v1.pdf", contentType: "application/pdf", contentBase64: pdf.toString("base64") }] }],
      "location-rive-sud.example",
    );
    const logger = quietLogger();
    const w = startOutboxWorker({ db, transport: createMailTransport({ smtpUrl: undefined, mailFrom: FROM, printBodies: true }), logger, autoStart: false });
    expect(await w.runOnce()).toBe(1);
    const printed = logger.lines.find((l) => l.message.startsWith("e-mail not sent"))!;
    expect(printed.fields?.attachments).toEqual([{ filename: "soumission-S-2026-000001-v1.pdf", contentType: "application/pdf", bytes: pdf.length }]);
    expect(JSON.stringify(logger.lines)).not.toContain(pdf.toString("base64"));
    expect(JSON.stringify(logger.lines)).not.toContain("secret-pdf-bytes");
  });
});
