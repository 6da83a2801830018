/**
 * The HTTP layer's own safety, against the real server process (`node server/index.ts`,
 * production build) started WITHOUT NODE_ENV, the way a hurried deployment would:
 *
 * 1. One body limit for every route (server/body-limit.ts): a 200 MB chunked post is
 *    answered 413 with the translated error page, and the server's memory stays flat.
 * 2. No error message or stack reaches a client, whatever NODE_ENV says (server/production-mode.ts):
 *    a database fault in an action shows the error page; the message stays in the log.
 *
 * Run by `npm run test:reliability` (vitest.reliability.config.ts): it builds the app and
 * starts real server processes.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/client.server.ts";
import { en } from "../app/i18n/en.ts";
import { fr } from "../app/i18n/fr.ts";
import { postForm } from "../tests/reliability/http.ts";
import { quoteFields, REFERENCE } from "../tests/reliability/quote-fields.ts";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { migratedDataDir } from "../tests/support/migrated-images.ts";
import { DEFAULT_BODY_LIMIT } from "./body-limit.ts";

const MB = 1024 * 1024;
/** How much the server may grow while a 200 MB body is thrown at it. */
const MAX_GROWTH_MB = 50;
/** NODE_ENV as the server process sees it: "" is how a shell's `NODE_ENV= node …` leaves it. */
const NOT_SET = "";

/** The server process's resident memory, in MB (Linux). */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** The answer in `raw` once it is whole (by its Content-Length or its last chunk), else null. */
function wholeAnswer(raw: Buffer): Answer | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(end + 4);
  let body: Buffer;
  if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    for (let at = 0; ;) {
      const lineEnd = rest.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString("latin1"), 16);
      if (size === 0) break;
      if (rest.length < lineEnd + 2 + size + 2) return null;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    const length = Number(headers["content-length"] ?? 0);
    if (rest.length < length) return null;
    body = rest.subarray(0, length);
  }
  return { status: Number(statusLine?.split(" ")[1]), headers, body: body.toString("utf8") };
}

/**
 * Posts `totalBytes` in 64 KB chunks with `Transfer-Encoding: chunked` (no Content-Length to
 * trust; or as-is when `headers` declares a Content-Length), as fast as the server takes them,
 * and resolves with the answer as soon as it is whole, the body sent or not.
 *
 * On a raw socket, as a browser does it: the server answers before the body is sent and closes
 * soon after, so a later write fails (EPIPE, ECONNRESET); Node's HTTP client would give up on
 * the request at that error, answer received or not. Here the answer is what counts.
 */
function postChunked(url: string, totalBytes: number, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(url);
  const framed = !Object.keys(headers).some((name) => name.toLowerCase() === "content-length");
  const chunk = Buffer.alloc(64 * 1024, "a");
  const head = [
    `POST ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    "Content-Type: application/x-www-form-urlencoded",
    `Origin: ${target.origin}`,
    ...(framed ? ["Transfer-Encoding: chunked"] : []),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect({ host: "127.0.0.1", port: Number(target.port) });
    socket.setTimeout(60_000, () => socket.destroy(new Error("request timed out")));
    socket.on("data", (part: Buffer) => {
      received.push(part);
      const answer = wholeAnswer(Buffer.concat(received));
      if (answer) {
        resolve(answer);
        socket.destroy();
      }
    });
    // EPIPE / ECONNRESET once the server has answered and closed: expected.
    socket.on("error", () => {});
    socket.on("close", () => reject(new Error(`the connection closed before a whole answer (${Buffer.concat(received).length} bytes read)`)));
    let sent = 0;
    const write = () => {
      while (sent < totalBytes) {
        if (socket.destroyed || !socket.writable) return;
        const piece = Math.min(chunk.length, totalBytes - sent);
        sent += piece;
        const data = piece === chunk.length ? chunk : chunk.subarray(0, piece);
        const wire = framed ? Buffer.concat([Buffer.from(`${piece.toString(16)}\r\n`), data, Buffer.from("\r\n")]) : data;
        if (!socket.write(wire)) {
          socket.once("drain", write);
          return;
        }
      }
      if (framed && socket.writable) socket.write("0\r\n\r\n");
    };
    socket.once("connect", () => {
      socket.write(`${head}\r\n\r\n`);
      write();
    });
  });
}

/** Samples the server's memory while `work` runs; resolves to the work's result and the peak growth. */
async function withPeakGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 10);
  try {
    const result = await work();
    peak = Math.max(peak, residentMb(pid));
    return { result, growthMb: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** A page's text as a reader sees it (React escapes quotes and apostrophes). */
const decoded = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
const heading = (text: string) => new RegExp(`<h1[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`);

/** What must never reach a client: a stack, the database's message, a library's name, a file path. */
const INTERNALS = [/\n\s*at .+:\d+:\d+/, /\\n\s*at .+:\d+:\d+/, /rate_limit_hits/, /relation \\?"/, /Failed query/i, /Drizzle/, /PGlite/, /42P01/, /node_modules/, /file:\/\//];

function expectNothingInternal(body: string) {
  const found = INTERNALS.flatMap((pattern) => {
    const match = pattern.exec(body);
    return match ? [`${pattern}: …${body.slice(Math.max(0, match.index - 60), match.index + 100)}…`] : [];
  });
  expect(found, "internals in the answer").toEqual([]);
}

let buildDir = "";
beforeAll(() => {
  buildDir = ensureBuild();
}, 10 * 60_000);

describe("one body limit for every route (server started without NODE_ENV)", () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await migratedDataDir(mkdtempSync(path.join(tmpdir(), "lrs-http-safety-")));
    server = await startServer({ port: await freePort(), buildDir, dataDir, env: { NODE_ENV: NOT_SET } });
    // Warm up (first render, first session lookup) so that the measure sees only the post.
    await postForm(`${server.url}/account`, { intent: "sign-in", email: "warm@example.com", password: "x" }, { headers: { Origin: server.url } });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const route of ["/account", "/quote"]) {
    it(`answers a 200 MB chunked POST ${route} with 413 and drops the rest: the answer arrives whole, memory stays flat`, async () => {
      const pid = server.child.pid!;
      const { result, growthMb } = await withPeakGrowth(pid, () => postChunked(`${server.url}${route}`, 200 * MB));
      expect(growthMb, `server memory grew by ${growthMb.toFixed(0)} MB`).toBeLessThan(MAX_GROWTH_MB);
      expect(result.status).toBe(413);
      // And the server goes on answering.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  }

  it("answers 413 with the translated error page, French by default and English under /en, never stored", async () => {
    const french = await postChunked(`${server.url}/contact`, DEFAULT_BODY_LIMIT + 1);
    const english = await postChunked(`${server.url}/en/account`, DEFAULT_BODY_LIMIT + 1);
    for (const [answer, lang, messages] of [
      [french, "fr-CA", fr],
      [english, "en-CA", en],
    ] as const) {
      expect(answer.status).toBe(413);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.body).toContain(`<html lang="${lang}"`);
      const page = decoded(answer.body);
      expect(page).toMatch(heading(messages.error.tooLargeTitle));
      // Inside the site's header and footer, with the request id to quote on the phone.
      expect(page).toContain(messages.error.errorId.replace("{id}", answer.headers["x-request-id"] as string));
      expect(page).toContain("<footer");
    }
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const answer = await postChunked(`${server.url}/account`, 2 * MB, { "Content-Length": String(2 * MB) });
    expect(answer.status).toBe(413);
  });

  it("hands a chunked body within the limit to the route: a quote padded to 250 KB is stored", async () => {
    const fields = quoteFields(1, { submissionKey: crypto.randomUUID() });
    const form = new URLSearchParams(fields).toString();
    const padded = `${form}&padding=${"a".repeat(250 * 1024 - form.length - "&padding=".length)}`;
    expect(padded.length).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const target = new URL(`${server.url}/quote`);
      const request = http.request(
        { host: "127.0.0.1", port: target.port, path: target.pathname, method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Host: target.host } },
        (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString("utf8") }));
        },
      );
      request.on("error", reject);
      // Several writes without Content-Length: Node sends them chunked.
      for (let at = 0; at < padded.length; at += 16 * 1024) request.write(padded.slice(at, at + 16 * 1024));
      request.end();
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(REFERENCE);
  });
});

describe("no error message or stack reaches a client, whatever NODE_ENV says", () => {
  let dataDir: string;

  beforeAll(async () => {
    // A database fault the account action does not expect: its rate-limit table is gone.
    dataDir = await migratedDataDir(mkdtempSync(path.join(tmpdir(), "lrs-http-errors-")));
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_gone`);
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const nodeEnv of [NOT_SET, "development"]) {
    it(`with NODE_ENV ${nodeEnv === NOT_SET ? "not set" : `=${nodeEnv}`}: the error page, and the cause only in the log`, async () => {
      const server = await startServer({ port: await freePort(), buildDir, dataDir, env: { NODE_ENV: nodeEnv } });
      try {
        const signIn = { intent: "sign-in", email: "someone@example.com", password: "le beton coule bien" };
        const headers = { Origin: server.url };
        const page = await postForm(`${server.url}/account`, signIn, { headers });
        const englishPage = await postForm(`${server.url}/en/account`, signIn, { headers });
        // What the page's scripts fetch on a client-side submission.
        const data = await postForm(`${server.url}/account.data`, signIn, { headers });

        for (const answer of [page, englishPage, data]) {
          expect(answer.status).toBe(500);
          expectNothingInternal(answer.body);
        }
        expect(decoded(page.body)).toMatch(heading(fr.error.title));
        expect(decoded(englishPage.body)).toMatch(heading(en.error.title));
        // The cause is in the server's log, under the request id the page shows.
        await expect.poll(() => server.output()).toContain(`"requestId":"${page.headers["x-request-id"] as string}"`);
        expect(server.output()).toContain('"code":"42P01"');
      } finally {
        await server.kill();
      }
    });
  }
});
