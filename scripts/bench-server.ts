/**
 * The production server as the page benchmarks (`bench:lighthouse`, `bench:usable`) measure it:
 * the build in `BUILD_DIR` (made first when there is none), on its own port, with a throw-away
 * embedded database that the first start migrates and seeds, removed when the server stops.
 * The rest of the environment passes through, so `RENDER_CACHE=off` reaches the server.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type BenchServer = { url: string; stop(): Promise<void> };

export async function startBenchServer({ port, buildDir }: { port: number; buildDir: string }): Promise<BenchServer> {
  if (!existsSync(path.join(buildDir, "server/index.js"))) execSync("npm run build", { stdio: "inherit" });
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-bench-"));
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Up to 2 min: a first start migrates and seeds a new database, slow on a busy machine. */
async function waitForHealth(url: string, exited: () => boolean) {
  for (let i = 0; i < 480 && !exited(); i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not start");
}
