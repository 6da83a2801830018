import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { user } from "../db/auth-schema.ts";
import { submissions } from "../db/schema.ts";
import { failureAnswer } from "../submissions/form-submission.server.ts";
import { logger } from "./logger.server.ts";

// What a customer typed: none of it may reach a log line.
const PERSONAL = { name: "Marie-Ève Tremblay", email: "marie-eve.tremblay@example.com", phone: "+14505550199" };
const TRACES = ["Marie", "Tremblay", "marie-eve", "5550199", "example.com"];

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The error a real query threw. */
async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`not an Error: ${String(error)}`);
  }
  throw new Error("the query did not fail");
}

function loggedLine(): Record<string, unknown> {
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  for (const trace of TRACES) expect(line, `the log line holds "${trace}"`).not.toContain(trace);
  return JSON.parse(line) as Record<string, unknown>;
}

describeEachDatabase("a database error in the log", (current) => {
  it("gives the error code and the request id, never the query's parameters (a NUL PostgreSQL refuses)", async () => {
    const { db } = current();
    const error = await failure(() => db.insert(submissions).values({ type: "contact", reference: "C-2026-000001", lang: "fr", ...PERSONAL, message: "Bonjour\u0000" }));
    // The error itself carries the personal data: that is what must not be written.
    expect(error.message).toContain(PERSONAL.email);

    logger.error("unhandled error", { requestId: "a1b2c3d4", error });
    const entry = loggedLine();
    expect(entry).toMatchObject({ level: "error", msg: "unhandled error", requestId: "a1b2c3d4", error: { code: "22021", database: true } });
    expect((entry.error as { stack?: string }).stack).toMatch(/^\s+at /);
  });

  it("leaves out the value PostgreSQL quotes in its own message", async () => {
    const { db } = current();
    const error = await failure(() => db.select().from(submissions).where(eq(submissions.id, PERSONAL.email)));
    expect(JSON.stringify({ message: error.message, cause: (error.cause as Error | undefined)?.message })).toContain(PERSONAL.email);

    logger.error("request not loaded", { requestId: "a1b2c3d4", error });
    expect(loggedLine()).toMatchObject({ requestId: "a1b2c3d4", error: { code: "22P02", database: true } });
  });

  it("leaves out the detail of a unique violation, which names the duplicated value", async () => {
    const { db } = current();
    const account = { name: PERSONAL.name, email: PERSONAL.email, emailVerified: false, createdAt: new Date(), updatedAt: new Date() };
    await db.insert(user).values({ id: "u1", ...account });
    const error = await failure(() => db.insert(user).values({ id: "u2", ...account }));

    logger.error("sign-up failed", { requestId: "a1b2c3d4", error });
    expect(loggedLine()).toMatchObject({ error: { code: "23505", database: true } });
  });

  it("is written that way by a form that could not be stored, whose answer gives the same request id", async () => {
    const { db } = current();
    const error = await failure(() => db.insert(submissions).values({ type: "quote", reference: "S-2026-000001", lang: "fr", ...PERSONAL, message: "Dalle\u0000" }));

    const answer = failureAnswer(error, "quote", { clientIp: "203.0.113.7", requestId: "a1b2c3d4", phone: "450-555-0142", now: new Date() });
    expect(answer).toMatchObject({ status: 500, body: { message: { key: "quote.errors.saveFailed", vars: { id: "a1b2c3d4" } } } });
    expect(loggedLine()).toMatchObject({ msg: "quote could not be stored", requestId: "a1b2c3d4", error: { code: "22021", database: true } });
  });
});

it("keeps the message of an error that is not the database's", () => {
  logger.error("render error", { error: new TypeError("Cannot read properties of undefined (reading 'map')") });
  expect(loggedLine()).toMatchObject({ error: { name: "TypeError", message: "Cannot read properties of undefined (reading 'map')" } });
});
