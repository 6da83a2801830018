/**
 * `npm run seed:requests [-- <count>]`: adds made-up requests (100,000 by default) with
 * their lines and status history, spread over the last two years, to the database of the
 * settings (DATABASE_URL, or the embedded one in DATA_DIR); for measuring the statistics
 * page on a realistic volume (docs/performance.md). Never on a production database: the
 * requests are fake, and they stay (marked by their submission key "seed-N").
 */
import { closeDatabase, getDatabase } from "../app/db/client.server.ts";
import { seedRequests } from "../app/db/request-seed.server.ts";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error("Usage: npm run seed:requests -- [count from 1 to 2000000, default 100000]");
  process.exit(1);
}

const started = performance.now();
const database = await getDatabase();
console.log(`Seeding ${count.toLocaleString("en-CA")} requests into ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database (DATA_DIR)"}…`);
await seedRequests(database.db, { count, onBatch: (done) => process.stdout.write(`\r  ${done.toLocaleString("en-CA")} / ${count.toLocaleString("en-CA")}`) });
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await closeDatabase();
