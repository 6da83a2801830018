/**
 * `npm run revoke-admin -- <email>`: takes the staff role away from an
 * account (whether it came from this command line or from ADMIN_EMAILS; an
 * address still listed in ADMIN_EMAILS gets it back at its next sign-in, and
 * the command says so). Exits 1, changing nothing, for an unknown e-mail. The
 * database settings, the output and the exit codes: `runAdminRoleCommand` in
 * app/db/admin-role-cli.server.ts.
 */
import { runAdminRoleCommand } from "../app/db/admin-role-cli.server.ts";

process.exitCode = await runAdminRoleCommand("revoke-admin", process.argv.slice(2));
