/**
 * A real SMTP server for tests (the `smtp-server` package): accepts every
 * message, keeps it in memory and, when given a folder, writes it there as one
 * .eml file each. Used by the browser tests' global setup, the outbox tests
 * and the reliability tests.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SunkMessage = { raw: string; envelopeTo: string[]; messageId: string | undefined; subject: string | undefined };

export type SmtpSink = {
  port: number;
  messages: SunkMessage[];
  close(): Promise<void>;
};

/** First header value of a raw message, unfolded (enough for Message-ID and Subject). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim();
}

export async function startSmtpSink(options: {
  /** 0: any free port (read it back from the sink). */
  port: number;
  host?: string;
  /** Write each message here as <time>-<n>.eml. */
  dir?: string;
  /** Refuse recipients matching this (550), to test permanent failures. */
  rejectRecipient?: RegExp;
}): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Pooled clients keep connections open: do not wait for them when closing.
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.test(address.address)) {
        const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        if (options.dir) {
          counter++;
          writeFileSync(path.join(options.dir, `${Date.now()}-${process.pid}-${String(counter).padStart(5, "0")}.eml`), raw);
        }
        // Headers decoded (RFC 2047 subjects) for the tests' lookups.
        simpleParser(raw)
          .then((parsed) => messages.push({ raw, envelopeTo, messageId: parsed.messageId, subject: parsed.subject }))
          .catch(() => messages.push({ raw, envelopeTo, messageId: headerOf(raw, "Message-ID"), subject: headerOf(raw, "Subject") }))
          .finally(() => callback());
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Connections that fail mid-way must not crash the test process.
  server.on("error", () => {});
  const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
