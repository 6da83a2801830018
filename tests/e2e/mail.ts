/**
 * Reading the e-mails the storefront sent, as the test SMTP server wrote them
 * to MAIL_DIR (tests/e2e/global-setup.ts): parsed with mailparser, found by
 * what a person would look for (recipient, a reference in the subject).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { BASE_URL, MAIL_DIR } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";

/** A file attached to an e-mail (the quote's PDF, a reservation's .ics), as the reader's mail program saves it. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mail = {
  file: string;
  to: string[];
  from: string;
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  links: string[];
  attachments: MailAttachment[];
};

const parsed = new Map<string, Mail>();

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

async function parse(file: string): Promise<Mail> {
  const cached = parsed.get(file);
  if (cached) return cached;
  const mail: ParsedMail = await simpleParser(readFileSync(path.join(MAIL_DIR, file)));
  const html = typeof mail.html === "string" ? mail.html : "";
  const result: Mail = {
    file,
    to: addresses(mail.to),
    from: mail.from?.text ?? "",
    replyTo: addresses(mail.replyTo),
    subject: mail.subject ?? "",
    text: (mail.text ?? "").replace(/[\u00a0\u202f]/g, " "),
    html,
    messageId: mail.messageId ?? "",
    links: [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")),
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content })),
  };
  parsed.set(file, result);
  return result;
}

export async function allMails(): Promise<Mail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(parse));
}

/** The e-mails matching `filter`, once there are `count` of them (the outbox sends within seconds). */
export async function waitForMails(filter: (mail: Mail) => boolean, count = 1, timeout = 20_000): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter(filter);
        return found.length;
      },
      { timeout, message: "waiting for e-mails" },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The one e-mail sent to `address` whose subject holds `reference`. */
export async function mailTo(address: string, reference: string): Promise<Mail> {
  const [mail] = await waitForMails((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(reference));
  return mail!;
}

/**
 * Resolves once every e-mail queued before the call has reached the SMTP server, so that a test
 * can then check that an e-mail did NOT come. How a person would find out: send a contact message
 * and wait for both its e-mails. The outbox sends in queue order, one batch after the other, so
 * when a message queued after the first one's e-mails arrived has its own e-mails delivered, every
 * batch before it, holding anything queued before the call, has been delivered too.
 */
export async function outboxCaughtUp(): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const email = `outbox-marker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    // A loopback address of its own, so that markers never use up a test visitor's rate limit.
    const localAddress = `127.0.1.${1 + Math.floor(Math.random() * 250)}`;
    const answer = await postForm(`${BASE_URL}/contact`, { name: "Marqueur", email, message: "Rien à signaler.", privacyAccepted: "on" }, { localAddress });
    const reference = /C-\d{4}-\d{6}/.exec(answer.body)?.[0];
    expect(answer.status, "the marker message is accepted").toBe(200);
    expect(reference, "the marker message has a reference").toBeTruthy();
    await waitForMails((m) => m.subject.includes(reference!), 2);
  }
}
