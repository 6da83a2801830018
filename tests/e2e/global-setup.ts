/**
 * Runs once before the browser tests: a real SMTP server (the `smtp-server`
 * package) on SMTP_PORT, where the e2e storefront's SMTP_URL points. Each
 * message it receives is written to MAIL_DIR as one .eml file, which the
 * tests read (tests/e2e/mail.ts). Playwright calls the returned function at
 * the end of the run to stop it.
 */
import { rmSync } from "node:fs";
import { MAIL_DIR, SMTP_PORT } from "../../playwright.config.ts";
import { startSmtpSink } from "../reliability/smtp-sink.ts";

export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  // Addresses at rejected.example are refused for good (550), so the staff
  // dashboard's tests can see an e-mail fail and retry it.
  const sink = await startSmtpSink({ port: SMTP_PORT, dir: MAIL_DIR, rejectRecipient: /@rejected\.example$/i });
  return async () => {
    await sink.close();
  };
}
