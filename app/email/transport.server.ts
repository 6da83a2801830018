/**
 * The one way out for e-mail: nodemailer over SMTP_URL (pooled connections,
 * bounded timeouts), or — with no SMTP_URL — nothing leaves the machine and
 * the outbox worker notes each message in the log instead. Only a local run
 * (PUBLIC_URL on localhost) prints the body: a deployed instance never writes
 * a message body, nor the sign-in or reset link it may carry, to its log.
 */
import nodemailer, { type SendMailOptions, type TransportOptions } from "nodemailer";
import type { OutboxRow } from "../db/outbox.server.ts";
import type { OutboxAttachment } from "../db/schema.ts";

/** Every SMTP step is bounded... */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;
/** ...and so is a whole send (aborted past this), so it always ends well within the worker's lease. */
export const MAX_SEND_MS = 30_000;

/**
 * The longest a send may take under a given outbox lease: half of it (the other half
 * is for recording the outcome), never more than MAX_SEND_MS. With the default
 * 60 s lease that is MAX_SEND_MS; a short lease (tests) gets a short bound.
 */
export function sendTimeoutWithin(leaseMs: number): number {
  return Math.min(MAX_SEND_MS, Math.floor(leaseMs / 2));
}

export type SendResult = { response: string };

export type SmtpTransport = {
  kind: "smtp";
  /** A send is aborted past this. */
  maxSendMs: number;
  send(message: OutboxRow): Promise<SendResult>;
  close(): void;
};
export type LogTransport = {
  kind: "log";
  /** Print the text body too (local development only: it carries live links). */
  printBodies: boolean;
};
export type MailTransport = SmtpTransport | LogTransport;

/** Was the failure the server's final word on this message (5xx), rather than a network or a busy server? */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { responseCode?: unknown; permanent?: unknown };
  if (typeof e.permanent === "boolean") return e.permanent;
  return typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${typeof code === "string" ? `${code}: ` : ""}${error.message}`;
  }
  return String(error);
}

/** The files of a message as nodemailer sends them (stored in base64 by the outbox). */
export function mailAttachments(attachments: readonly OutboxAttachment[] | null): SendMailOptions["attachments"] {
  if (!attachments || attachments.length === 0) return undefined;
  return attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: "base64" }));
}

/** What the log may say about a message's files: their names, types and sizes, never their bytes. */
export function attachmentSummary(attachments: readonly OutboxAttachment[] | null): { filename: string; contentType: string; bytes: number }[] {
  return (attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: Buffer.byteLength(a.contentBase64, "base64") }));
}

/**
 * A name as the display name of an address (To, Reply-To). Mail clients decode an RFC 2047
 * encoded word ("=?utf-8?B?…?=") even inside the quotes nodemailer puts around it, so a name a
 * customer typed could show staff another name and address than theirs: "=?" becomes "= ?",
 * and no encoded word can start.
 */
function displayName(name: string): string {
  return name.replaceAll("=?", "= ?");
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP_URL: true only when PUBLIC_URL is a local address. */
  printBodies?: boolean;
  maxConnections?: number;
  maxSendMs?: number;
}): MailTransport {
  if (!options.smtpUrl) return { kind: "log", printBodies: options.printBodies ?? false };
  const maxSendMs = options.maxSendMs ?? MAX_SEND_MS;
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 3,
    ...SMTP_TIMEOUTS,
  } as TransportOptions);
  return {
    kind: "smtp",
    maxSendMs,
    async send(message) {
      const info = (await transporter.sendMail({
        from: options.mailFrom,
        to: message.toName ? { name: displayName(message.toName), address: message.toAddress } : message.toAddress,
        replyTo: message.replyToAddress ? (message.replyToName ? { name: displayName(message.replyToName), address: message.replyToAddress } : message.replyToAddress) : undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        attachments: mailAttachments(message.attachments),
        // Stable across attempts: a copy sent twice (see docs/decisions/0007) carries the same id.
        messageId: message.messageId,
        date: message.createdAt,
        headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
        signal: AbortSignal.timeout(maxSendMs),
      } as SendMailOptions)) as { response?: string };
      return { response: info.response ?? "" };
    },
    close() {
      transporter.close();
    },
  };
}
