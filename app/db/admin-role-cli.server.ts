/**
 * The staff role from the command line (`npm run grant-admin -- <email>`,
 * `npm run revoke-admin -- <email>`; decisions.md, "Accounts and staff").
 * A role granted here has source "cli": it stays until revoked here, whatever
 * ADMIN_EMAILS says. The scripts in scripts/ only name their command; the
 * rules and the one runner both share are here, tested against both databases.
 *
 * The role is read from the account row on every request; a revocation also
 * ends every session of the person, so their next request is signed out. Each
 * change is recorded in staff_role_changes (via "cli"), like the back office's
 * (./staff-role.server.ts writes both).
 */
import { eq, sql } from "drizzle-orm";
import { EnvError, getEnv, type Env } from "../config/env.server.ts";
import { user } from "./auth-schema.ts";
import { closeDatabase, getDatabase, type Db } from "./client.server.ts";
import { DataDirLockedError } from "./data-dir-lock.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { writeStaffRoleChange } from "./staff-role.server.ts";

export type GrantOutcome =
  { ok: true; change: "granted" | "made-permanent" | "unchanged"; email: string; emailVerified: boolean } | { ok: false; error: "unknown-email" | "invalid-email"; email: string };

export type RevokeOutcome = { ok: true; change: "revoked" | "unchanged"; email: string; wasFromAdminList: boolean } | { ok: false; error: "unknown-email" | "invalid-email"; email: string };

function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The account, locked until the end of the transaction (the check and the change are one step). */
async function findAccount(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role, roleSource: user.roleSource })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .for("update");
  return row;
}

/** Makes the account with this e-mail staff, for good (source "cli"). An unknown e-mail changes nothing. */
export async function grantAdmin(db: Db, input: string): Promise<GrantOutcome> {
  const email = normaliseEmail(input);
  if (!EMAIL.test(email)) return { ok: false, error: "invalid-email", email };
  return db.transaction(async (tx): Promise<GrantOutcome> => {
    const account = await findAccount(tx, email);
    if (!account) return { ok: false, error: "unknown-email", email };
    if (account.role === "admin" && account.roleSource === "cli") return { ok: true, change: "unchanged", email, emailVerified: account.emailVerified };
    // An admin from ADMIN_EMAILS becomes a permanent one: it no longer depends on the list.
    const change = account.role === "admin" ? "made-permanent" : "granted";
    await writeStaffRoleChange(tx, account, "grant", { via: "cli" });
    return { ok: true, change, email, emailVerified: account.emailVerified };
  });
}

/** Takes the staff role away (whatever its source). An unknown e-mail changes nothing. */
export async function revokeAdmin(db: Db, input: string): Promise<RevokeOutcome> {
  const email = normaliseEmail(input);
  if (!EMAIL.test(email)) return { ok: false, error: "invalid-email", email };
  return db.transaction(async (tx): Promise<RevokeOutcome> => {
    const account = await findAccount(tx, email);
    if (!account) return { ok: false, error: "unknown-email", email };
    if (account.role !== "admin") return { ok: true, change: "unchanged", email, wasFromAdminList: false };
    // The role goes and every session of the person ends with it: the next request is signed out.
    await writeStaffRoleChange(tx, account, "revoke", { via: "cli" });
    return { ok: true, change: "revoked", email, wasFromAdminList: account.roleSource === "env" };
  });
}

/** The line the scripts print (French first, English second: the team reads French, the log is shared). */
export function describeGrant(outcome: GrantOutcome): string {
  if (!outcome.ok) return describeError(outcome);
  const note = outcome.emailVerified
    ? ""
    : "\n  Note : adresse non confirmée — la personne doit la confirmer avant de se connecter. / Address not confirmed yet: the person must confirm it before signing in.";
  switch (outcome.change) {
    case "granted":
      return `${outcome.email} a maintenant le rôle admin. / ${outcome.email} now has the admin role.${note}`;
    case "made-permanent":
      return `${outcome.email} était admin par ADMIN_EMAILS ; le rôle est maintenant permanent (jusqu'à revoke-admin). / ${outcome.email} was admin through ADMIN_EMAILS; the role is now permanent (until revoke-admin).${note}`;
    case "unchanged":
      return `${outcome.email} a déjà le rôle admin : rien n'a changé. / ${outcome.email} already has the admin role: nothing changed.${note}`;
  }
}

export function describeRevoke(outcome: RevokeOutcome, adminEmails: readonly string[]): string {
  if (!outcome.ok) return describeError(outcome);
  if (outcome.change === "unchanged") return `${outcome.email} n'a pas le rôle admin : rien n'a changé. / ${outcome.email} does not have the admin role: nothing changed.`;
  const listed = adminEmails.includes(outcome.email)
    ? `\n  Attention : cette adresse est encore dans ADMIN_EMAILS ; le rôle reviendra à la prochaine connexion. Retirez-la du réglage. / Warning: this address is still in ADMIN_EMAILS; the role comes back at the next sign-in. Remove it from the setting.`
    : "";
  return `${outcome.email} n'a plus le rôle admin. / ${outcome.email} no longer has the admin role.${listed}`;
}

function describeError(outcome: { error: "unknown-email" | "invalid-email"; email: string }): string {
  return outcome.error === "invalid-email"
    ? `Erreur : « ${outcome.email} » n'est pas une adresse courriel. Rien n'a changé. / Error: "${outcome.email}" is not an email address. Nothing changed.`
    : `Erreur : aucun compte avec l'adresse ${outcome.email}. Rien n'a changé. La personne doit d'abord créer son compte sur le site. / Error: no account with the address ${outcome.email}. Nothing changed. The person must first create an account on the site.`;
}

/** The embedded database is the running server's: this command may not write into it. */
export function describeLocked(error: DataDirLockedError): string {
  const { pid } = error.holder;
  return [
    `Erreur : la base de données intégrée (${error.dataDir}) est ouverte par un autre processus (pid ${pid}, le serveur en général). Rien n'a changé.`,
    "  Arrêtez le serveur, puis relancez la commande, ou changez le rôle dans le back-office : /admin/customers, page du client.",
    `Error: the embedded database (${error.dataDir}) is open in another process (pid ${pid}, usually the server). Nothing changed.`,
    "  Stop the server and run the command again, or change the role in the back office: /admin/customers, the customer's page.",
  ].join("\n");
}

/** The two commands: the change each makes, and the line it prints. */
const COMMANDS = {
  "grant-admin": async (db: Db, email: string) => {
    const outcome = await grantAdmin(db, email);
    return { ok: outcome.ok, line: describeGrant(outcome) };
  },
  "revoke-admin": async (db: Db, email: string, env: Env) => {
    const outcome = await revokeAdmin(db, email);
    return { ok: outcome.ok, line: describeRevoke(outcome, env.adminEmails) };
  },
} satisfies Record<string, (db: Db, email: string, env: Env) => Promise<{ ok: boolean; line: string }>>;

export type AdminRoleCommand = keyof typeof COMMANDS;

/**
 * What `npm run grant-admin -- <email>` and `npm run revoke-admin -- <email>`
 * run. The database comes from the same settings as the server (DATABASE_URL,
 * or the embedded database in DATA_DIR — refused, changing nothing, while the
 * server holds it: the embedded database has one owner at a time). Answers the exit code:
 * 0 done, 1 refused or failed with nothing changed (an unknown e-mail, a
 * wrong setting), 2 called the wrong way.
 */
export async function runAdminRoleCommand(command: AdminRoleCommand, args: readonly string[]): Promise<number> {
  const [email] = args;
  if (!email || args.length > 1) {
    process.stderr.write(`Usage : npm run ${command} -- <courriel>\n`);
    return 2;
  }
  try {
    const env = getEnv();
    const { db } = await getDatabase();
    const { ok, line } = await COMMANDS[command](db, email, env);
    (ok ? process.stdout : process.stderr).write(`${line}\n`);
    return ok ? 0 : 1;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${describeLocked(error)}\n`);
      return 1;
    }
    process.stderr.write(`${error instanceof EnvError ? error.message : `Erreur / Error: ${error instanceof Error ? error.message : String(error)}`}\n`);
    return 1;
  } finally {
    await closeDatabase();
  }
}
