/** Production entry: settings, HTTP, database (migrated), background work. `npm start` builds first. */
import { nodeEnvGiven } from "./production-mode.ts";
import { existsSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { endDelistedAdmins } from "../app/auth/admin-role.server.ts";
import { EnvError, getEnv } from "../app/config/env.server.ts";
import { closeDatabase, getDatabase, type Db } from "../app/db/client.server.ts";
import { DataDirLockedError } from "../app/db/data-dir-lock.server.ts";
import { loadAllCatalogues } from "../app/i18n/load-all.ts";
import { logger } from "../app/platform/logger.server.ts";
import { createApp, defaultClientDir } from "./app.ts";
import { startBackgroundWork } from "./background.ts";
import { untilReady, withOperations } from "./operations.ts";
import { readRouteFacts } from "./public-pages.ts";

/** A wrong setting, or a DATA_DIR another server holds (before a file of it is read), ends the start with its message. */
function exitOnRefusal(error: unknown): never {
  if (error instanceof DataDirLockedError) process.stderr.write(`${error.message}. Stop that process first, or give this one another DATA_DIR.\n`);
  else if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else throw error;
  process.exit(1);
}

const env = await Promise.resolve().then(getEnv).catch(exitOnRefusal);
loadAllCatalogues();
process.env.LOG_LEVEL = env.logLevel;
if (nodeEnvGiven !== "production") logger.warn('NODE_ENV is not "production": ignored, this server always runs in production mode', { given: nodeEnvGiven ?? "(not set)" });

const HOST = "0.0.0.0";
const buildFile = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build", "server/index.js");
if (!existsSync(buildFile)) {
  process.stderr.write("No build found: run `npm run build` first (npm start does it for you).\n");
  process.exit(1);
}

const started = performance.now();
// Listening from the start: /readyz says 503 and pages "starting" until the database is migrated.
let storefront: RequestListener | undefined;
let readyDb: Db | undefined;
const server = createServer(
  withOperations(
    { metricsAllow: env.metricsAllow, trustedProxies: env.trustedProxies, database: () => readyDb },
    untilReady(() => storefront),
  ),
);
const cannotListen = (error: Error) => {
  logger.error("the server cannot listen", { port: env.port, error });
  process.exit(1);
};
server.once("error", cannotListen);
server.listen(env.port, HOST, () => server.off("error", cannotListen));

const database = await getDatabase("server").catch(exitOnRefusal);
// A staff role that came from ADMIN_EMAILS ends as soon as the address is no longer listed.
const delisted = await endDelistedAdmins(database.db, env.adminEmails);
if (delisted > 0) logger.info("staff role ended: no longer in ADMIN_EMAILS", { accounts: delisted });
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
readRouteFacts(build);
// RENDER_CACHE=off renders every page for every request (benchmarks before/after, decision 0022).
const app = createApp({ build, env, clientDir: defaultClientDir, renderCache: process.env.RENDER_CACHE === "off" ? false : undefined });
const background = startBackgroundWork(database.db, env, database.embedded);

storefront = getRequestListener(app.fetch, { hostname: HOST });
readyDb = database.db;
logger.info("storefront listening", {
  url: env.publicUrl,
  port: env.port,
  database: database.kind,
  mail: env.smtpUrl ? "smtp" : "log only",
  startupMs: Math.round(performance.now() - started),
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  // In-flight requests finish before the database is released.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))]);
  await background.stop();
  await closeDatabase();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
