/**
 * `npm run db:export -- FILE`: the embedded database of DATA_DIR, every table and sequence, to
 * FILE (JSON lines), for `npm run db:import` on a PostgreSQL server (docs/deployment.md). The
 * server must be stopped: DATA_DIR's lock refuses while it runs. The file appears only once
 * complete; an existing file is never overwritten. The photos stay in DATA_DIR/photos.
 */
import { once } from "node:events";
import { createWriteStream, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { EnvError, getEnv } from "../app/config/env.server.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { DataDirLockedError } from "../app/db/data-dir-lock.server.ts";
import { exportDatabase } from "../app/db/database-transfer.server.ts";

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    process.stderr.write("Usage: npm run db:export -- FILE\n");
    return 2;
  }
  if (existsSync(file)) {
    process.stderr.write(`${file} already exists: choose another name.\n`);
    return 1;
  }
  const { dataDir } = getEnv();
  if (!existsSync(path.join(dataDir, "pglite"))) {
    process.stderr.write(`No embedded database in ${dataDir} (DATA_DIR).\n`);
    return 1;
  }
  const database = await openDatabase({ dataDir, owner: "command" });
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { flags: "wx" });
  try {
    const { rows, sequences } = await exportDatabase(database.db, async (line) => {
      if (!out.write(`${line}\n`)) await once(out, "drain");
    });
    out.end();
    await once(out, "finish");
    renameSync(partial, file);
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    process.stdout.write(`${file}: ${total} rows in ${Object.keys(rows).length} tables, ${Object.keys(sequences).length} sequences.\n`);
    for (const [table, count] of Object.entries(rows)) if (count > 0) process.stdout.write(`  ${table}: ${count}\n`);
    return 0;
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  if (!(error instanceof EnvError || error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
