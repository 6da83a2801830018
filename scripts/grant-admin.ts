/**
 * `npm run grant-admin -- <email>`: gives the staff role to an existing
 * account, for good (until `npm run revoke-admin`). Opens the database from
 * the same settings as the server (DATABASE_URL, or the embedded database in
 * DATA_DIR — stop the server first in that case: the embedded database has one
 * owner at a time). Exits 1, changing nothing, for an unknown e-mail.
 */
import { EnvError, getEnv } from "../app/config/env.server.ts";
import { describeGrant, grantAdmin } from "../app/db/admin-role-cli.server.ts";
import { closeDatabase, getDatabase } from "../app/db/client.server.ts";

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  process.stderr.write("Usage : npm run grant-admin -- <courriel>\n");
  process.exit(2);
}

try {
  getEnv();
  const { db } = await getDatabase();
  const outcome = await grantAdmin(db, email);
  (outcome.ok ? process.stdout : process.stderr).write(`${describeGrant(outcome)}\n`);
  process.exitCode = outcome.ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : `Erreur / Error: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
