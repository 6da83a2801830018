/**
 * `npm run grant-admin -- <email>`: gives the staff role to an existing
 * account, for good (until `npm run revoke-admin`). Exits 1, changing nothing,
 * for an unknown e-mail. The database settings, the output and the exit codes:
 * `runAdminRoleCommand` in app/db/admin-role-cli.server.ts.
 */
import { runAdminRoleCommand } from "../app/db/admin-role-cli.server.ts";

process.exitCode = await runAdminRoleCommand("grant-admin", process.argv.slice(2));
