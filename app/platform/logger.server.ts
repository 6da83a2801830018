/**
 * One-line JSON logs on stdout/stderr: greppable, and the error id shown on the
 * error page matches the `requestId` of the log line.
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
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
