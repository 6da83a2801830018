/**
 * The outbox worker (docs/decisions/0007), run by each server process
 * (server/background.ts):
 *
 * 1. claim a few due rows with FOR UPDATE SKIP LOCKED, stamping them with a
 *    fresh token and a lease (app/db/outbox.server.ts);
 * 2. send each through SMTP with its stable Message-ID;
 * 3. mark it sent — status, time and lease release in one conditional UPDATE —
 *    or schedule a retry with exponential backoff (jittered), or give up.
 *
 * A worker that dies between 2 and 3 leaves a lease that expires; the row is
 * then claimed again and re-sent with the same Message-ID. That window (SMTP
 * said 250, the database never heard of it) is the one place a duplicate can
 * happen: SMTP has no way to ask "did you already take this one?".
 *
 * Without SMTP_URL, rows are printed to the log once and stay pending.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.server.ts";
import { claimDueEmails, claimUnloggedEmails, markEmailFailed, markEmailSent, type OutboxRow } from "../db/outbox.server.ts";
import { recordEmailFailed } from "../platform/metrics.server.ts";
import { onOutboxNotify } from "./outbox-signal.ts";
import { attachmentSummary, describeError, isPermanentFailure, MAX_SEND_MS, type MailTransport } from "./transport.server.ts";

type Logger = {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
};

export type OutboxWorkerOptions = {
  /** Look for due rows this often when nothing wakes the worker. */
  pollMs: number;
  /** Rows claimed at once (sent in parallel over the SMTP pool). */
  batchSize: number;
  /** How long a claim protects a row (OUTBOX_LEASE_MS); must outlast one send (the transport's maxSendMs) and its marking. */
  leaseMs: number;
  /** First retry after about this long, doubling each attempt... */
  backoffBaseMs: number;
  /** ...up to this. */
  backoffMaxMs: number;
  /** Attempts for temporary failures (network, 4xx) before giving up: about a day with the defaults. */
  maxAttempts: number;
  /** Attempts when the server refused the message for good (5xx): a typo in an address will not improve. */
  maxPermanentAttempts: number;
  /** Longest wait for in-flight sends when stopping. */
  stopTimeoutMs: number;
  random: () => number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  pollMs: 2_000,
  batchSize: 3,
  leaseMs: 60_000,
  backoffBaseMs: 2_000,
  backoffMaxMs: 15 * 60_000,
  maxAttempts: 100,
  maxPermanentAttempts: 3,
  stopTimeoutMs: MAX_SEND_MS + 5_000,
  random: Math.random,
};

/** base × 2^(attempts−1), capped, ±20 % jitter so that a queue does not retry in lockstep. */
export function retryDelayMs(attempts: number, options: Pick<OutboxWorkerOptions, "backoffBaseMs" | "backoffMaxMs" | "random">): number {
  const exponential = options.backoffBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  const capped = Math.min(options.backoffMaxMs, exponential);
  return Math.round(capped * (0.8 + 0.4 * options.random()));
}

export type OutboxWorker = {
  /** Look for due rows now. */
  wake(): void;
  /** One claim-and-send round; resolves to the number of rows handled (tests, scripts). */
  runOnce(): Promise<number>;
  /** Stop polling, let in-flight sends finish (bounded), close the SMTP pool. */
  stop(): Promise<void>;
};

export function startOutboxWorker(input: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  options?: Partial<OutboxWorkerOptions>;
  /** false: no loop, only runOnce() (tests). */
  autoStart?: boolean;
}): OutboxWorker {
  const { db, transport, logger } = input;
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...input.options };
  if (transport.kind === "smtp" && options.leaseMs <= transport.maxSendMs) {
    throw new Error(`outbox lease (${options.leaseMs} ms) must outlast one send (${transport.maxSendMs} ms)`);
  }

  let stopping = false;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  function wake() {
    pendingWake = true;
    wakeUp?.();
  }

  function sleep(ms: number): Promise<void> {
    if (pendingWake || stopping) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        pendingWake = false;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function markSentWithRetry(row: OutboxRow, token: string): Promise<void> {
    // SMTP has accepted the message: recording it is now what stands between us and a
    // duplicate, so a briefly unavailable database gets a few chances.
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        if (!(await markEmailSent(db, row.id, token))) logger.warn("outbox: claim lost before marking sent", { id: row.id, messageId: row.messageId });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
  }

  async function deliver(row: OutboxRow, token: string): Promise<void> {
    if (transport.kind !== "smtp") return;
    let result;
    try {
      result = await transport.send(row);
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const giveUp = row.attempts >= (permanent ? options.maxPermanentAttempts : options.maxAttempts);
      const retryInMs = giveUp ? null : retryDelayMs(row.attempts, options);
      const fields = { id: row.id, kind: row.kind, attempts: row.attempts, permanent, retryInMs, error: describeError(error) };
      recordEmailFailed(giveUp);
      if (giveUp) logger.error("outbox: e-mail abandoned", fields);
      else logger.warn("outbox: send failed, will retry", fields);
      await markEmailFailed(db, row.id, token, { error: describeError(error), retryInMs });
      return;
    }
    await markSentWithRetry(row, token);
    logger.info("outbox: e-mail sent", { id: row.id, kind: row.kind, messageId: row.messageId, attempts: row.attempts, response: result.response });
  }

  async function runOnce(): Promise<number> {
    if (transport.kind === "log") {
      const rows = await claimUnloggedEmails(db, 20);
      for (const row of rows) {
        logger.info("e-mail not sent (no SMTP_URL): kept in the outbox", {
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          messageId: row.messageId,
          ...(row.attachments?.length ? { attachments: attachmentSummary(row.attachments) } : {}),
          ...(transport.printBodies ? { text: row.textBody } : { note: "the message waits in the outbox until SMTP_URL is set" }),
        });
      }
      return rows.length;
    }
    const token = randomUUID();
    const rows = await claimDueEmails(db, { limit: options.batchSize, leaseMs: options.leaseMs, token });
    await Promise.all(
      rows.map((row) =>
        deliver(row, token).catch((error: unknown) => {
          // The row keeps its lease and is retried when it expires.
          logger.error("outbox: could not record the outcome of a send", { id: row.id, error }); // the logger keeps a database error's values out
        }),
      ),
    );
    return rows.length;
  }

  let loop: Promise<void> = Promise.resolve();
  let unsubscribe = () => {};
  if (input.autoStart !== false) {
    unsubscribe = onOutboxNotify(wake);
    loop = (async () => {
      let failures = 0;
      while (!stopping) {
        let handled = 0;
        try {
          handled = await runOnce();
          failures = 0;
        } catch (error) {
          failures++;
          logger.warn("outbox: round failed", { error, failures });
        }
        if (stopping) break;
        // A full batch means more may be due: go again at once. Otherwise wait (longer after errors).
        if (handled < options.batchSize) await sleep(failures ? Math.min(options.pollMs * 2 ** failures, 60_000) : options.pollMs);
      }
    })();
  }

  return {
    wake,
    runOnce,
    async stop() {
      stopping = true;
      unsubscribe();
      wakeUp?.();
      await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, options.stopTimeoutMs).unref())]);
      if (transport.kind === "smtp") transport.close();
    },
  };
}
