/**
 * One-line JSON logs on stdout/stderr: greppable, and the error id shown on the
 * error page matches the `requestId` of the log line.
 *
 * A logged error never carries personal data: a database error is written as its
 * name, its SQLSTATE code and where it was thrown, never its message. Drizzle
 * puts the query's parameters in its message ("params: Marie,marie@…,+1450…"),
 * and PostgreSQL quotes the offending value in some of its own ('invalid input
 * syntax for type uuid: "…"', and the detail of a unique violation).
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const MAX_CAUSES = 5;

function causeChain(error: Error): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (typeof current === "object" && current !== null && chain.length < MAX_CAUSES) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Drizzle's query error (it holds the query and its parameters), or the driver's error (PostgreSQL's SQLSTATE and severity). */
function isDatabaseError(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const e = value as { query?: unknown; params?: unknown; severity?: unknown; code?: unknown };
  if ("query" in e && "params" in e) return true;
  return typeof e.severity === "string" && typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code);
}

/** The first string code along the causes: a SQLSTATE ("22021"), a system code ("ECONNREFUSED"), a library's. */
function codeOf(chain: readonly unknown[]): string | undefined {
  for (const link of chain) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && code !== "") return code;
  }
  return undefined;
}

function nameOf(error: Error): string {
  // Drizzle's query error says "Error", node-postgres's "error": the class tells more.
  return (error.name === "Error" || error.name === "error") && error.constructor.name !== "Error" ? error.constructor.name : error.name;
}

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: string | undefined): string | undefined {
  const at = stack?.indexOf("\n    at ") ?? -1;
  return stack && at >= 0 ? stack.slice(at + 1) : undefined;
}

/** What an error becomes in a log line (exported for the tests that prove it holds no personal data). */
export function loggableError(error: Error): Record<string, unknown> {
  const chain = causeChain(error);
  const code = codeOf(chain);
  if (chain.some(isDatabaseError)) {
    return { name: nameOf(error), code, database: true, stack: framesOf(error.stack) };
  }
  return { name: nameOf(error), code, message: error.message, stack: error.stack };
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return loggableError(value);
  return value;
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  const threshold = ORDER[(process.env.LOG_LEVEL as Level | undefined) ?? "info"] ?? ORDER.info;
  if (ORDER[level] < threshold) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message };
  for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
  const line = JSON.stringify(entry);
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
