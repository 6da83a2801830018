/**
 * How `npm run backup` asks the running server for a backup now. The server listens on a port of
 * its own, on 127.0.0.1 only (never the storefront's port, which a proxy on the same machine also
 * reaches from 127.0.0.1), and answers one request, `POST /backup`, carrying the secret of this
 * run. Port and secret are in DATA_DIR's lock file, readable by the folder's owner only: whoever
 * may read the database files may ask for a copy of them, no one else.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataDirLock, LockHolder } from "../db/data-dir-lock.server.ts";
import { logger } from "../platform/logger.server.ts";
import type { BackupOutcome, BackupService } from "./backup-service.server.ts";

const HOST = "127.0.0.1";

export type BackupControl = { close(): Promise<void> };

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Starts the loopback listener and writes how to reach it into the lock. */
export async function startBackupControl(service: BackupService, lock: DataDirLock): Promise<BackupControl> {
  const secret = randomBytes(32).toString("base64url");
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify(body));
    };
    req.resume();
    if (req.method !== "POST" || req.url !== "/backup") return answer(404, { ok: false, error: "not found" });
    if (!sameSecret(req.headers.authorization ?? "", `Bearer ${secret}`)) return answer(403, { ok: false, error: "forbidden" });
    service.backupNow().then(
      (outcome) => answer(outcome.ok ? 200 : 500, outcome),
      (error: unknown) => answer(500, { ok: false, error: String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, () => resolve());
  });
  server.unref();
  lock.advertise({ port: (server.address() as AddressInfo).port, secret });
  logger.debug("backup control listening", { host: HOST });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Asks the server that holds DATA_DIR for a backup now; resolves to its outcome. */
export function requestBackup(control: NonNullable<LockHolder["control"]>, timeoutMs = 10 * 60_000): Promise<BackupOutcome> {
  return new Promise((resolve, reject) => {
    const call = request({ host: HOST, port: control.port, path: "/backup", method: "POST", headers: { Authorization: `Bearer ${control.secret}` }, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupOutcome);
        } catch {
          reject(new Error(`the server answered ${response.statusCode ?? "?"} without an outcome`));
        }
      });
    });
    call.on("timeout", () => call.destroy(new Error("the server did not answer in time")));
    call.on("error", reject);
    call.end();
  });
}
