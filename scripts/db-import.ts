/**
 * `DATABASE_URL=postgres://… npm run db:import -- FILE`: an export of `npm run db:export` into
 * the PostgreSQL server of DATABASE_URL (docs/deployment.md): migrates it, then in ONE transaction
 * inserts every row and sets every sequence. A database that already holds data is refused, and
 * any failure leaves it as it was.
 */
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { EnvError, getEnv } from "../app/config/env.server.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { DatabaseTransferError, importDatabase } from "../app/db/database-transfer.server.ts";

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    process.stderr.write("Usage: DATABASE_URL=postgres://… npm run db:import -- FILE\n");
    return 2;
  }
  const { databaseUrl } = getEnv();
  if (!databaseUrl) {
    process.stderr.write("Set DATABASE_URL to the PostgreSQL database to import into (the embedded database is the export's source).\n");
    return 1;
  }
  if (!existsSync(file)) {
    process.stderr.write(`${file} does not exist.\n`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl });
  try {
    const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
    const { rows, sequences } = await importDatabase(database.db, lines);
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    process.stdout.write(`Imported ${total} rows and ${Object.keys(sequences).length} sequences. Start the storefront with this DATABASE_URL.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  if (!(error instanceof EnvError || error instanceof DatabaseTransferError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
