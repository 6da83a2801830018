/**
 * Starts the real storefront (`node server/index.ts`, the production entry) as a
 * child process on its own port and data folder, for the reliability tests and
 * the submission benchmark; waits for /healthz; stops it gently (SIGTERM) or
 * brutally (SIGKILL).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NODE = process.execPath;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes(".test.")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * A production build of the current sources in its own folder (never `build`,
 * which a developer's server may be using): rebuilt when app/ changed since. The whole check
 * (scripts/check.ts) builds `build` once for these tests and the browser tests, and names it in
 * RELIABILITY_BUILD_DIR.
 */
export function ensureBuild(buildDir = process.env.RELIABILITY_BUILD_DIR ?? "build-reliability"): string {
  const serverFile = path.join(ROOT, buildDir, "server/index.js");
  const fresh = existsSync(serverFile) && statSync(serverFile).mtimeMs > newestMtime(path.join(ROOT, "app"));
  if (!fresh) {
    const result = spawnSync(NODE, [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return buildDir;
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit (graceful shutdown: in-flight sends finish). */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs at all. */
  kill(): Promise<void>;
};

export async function startServer(options: {
  port: number;
  buildDir: string;
  dataDir?: string;
  databaseUrl?: string;
  smtpUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = "";
  const child = spawn(NODE, ["server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      PORT: String(options.port),
      BUILD_DIR: options.buildDir,
      PUBLIC_URL: `http://localhost:${options.port}`,
      LOG_LEVEL: "warn",
      // The tests play many visitors from this machine through X-Forwarded-For.
      TRUSTED_PROXIES: "127.0.0.1",
      STAFF_NOTIFY_EMAIL: "staff@location-rive-sud.example",
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    port: options.port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
