/**
 * `npm run revoke-admin -- <email>`: takes the staff role away from an
 * account (whether it came from this command line or from ADMIN_EMAILS; an
 * address still listed in ADMIN_EMAILS gets it back at its next sign-in, and
 * the command says so). Same database settings as the server; with the
 * embedded database, stop the server first. Exits 1, changing nothing, for an
 * unknown e-mail.
 */
import { EnvError, getEnv } from "../app/config/env.server.ts";
import { describeRevoke, revokeAdmin } from "../app/db/admin-role-cli.server.ts";
import { closeDatabase, getDatabase } from "../app/db/client.server.ts";

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  process.stderr.write("Usage : npm run revoke-admin -- <courriel>\n");
  process.exit(2);
}

try {
  const env = getEnv();
  const { db } = await getDatabase();
  const outcome = await revokeAdmin(db, email);
  (outcome.ok ? process.stdout : process.stderr).write(`${describeRevoke(outcome, env.adminEmails)}\n`);
  process.exitCode = outcome.ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : `Erreur / Error: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
