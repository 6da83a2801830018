/**
 * The staff role from the command line (`npm run grant-admin -- <email>`,
 * `npm run revoke-admin -- <email>`; decisions.md, "Accounts and staff").
 * A role granted here has source "cli": it stays until revoked here, whatever
 * ADMIN_EMAILS says. The scripts in scripts/ only parse arguments and print;
 * the rules are here, tested against both databases.
 *
 * The role is read from the account row on every request, so a change applies
 * at the person's next page: no session needs to end.
 */
import { eq, sql } from "drizzle-orm";
import { user } from "./auth-schema.ts";
import type { Db } from "./client.server.ts";

export type GrantOutcome =
  | { ok: true; change: "granted" | "made-permanent" | "unchanged"; email: string; emailVerified: boolean }
  | { ok: false; error: "unknown-email" | "invalid-email"; email: string };

export type RevokeOutcome =
  | { ok: true; change: "revoked" | "unchanged"; email: string; wasFromAdminList: boolean }
  | { ok: false; error: "unknown-email" | "invalid-email"; email: string };

function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function findAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role, roleSource: user.roleSource })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email));
  return row;
}

/** Makes the account with this e-mail staff, for good (source "cli"). An unknown e-mail changes nothing. */
export async function grantAdmin(db: Db, input: string): Promise<GrantOutcome> {
  const email = normaliseEmail(input);
  if (!EMAIL.test(email)) return { ok: false, error: "invalid-email", email };
  const account = await findAccount(db, email);
  if (!account) return { ok: false, error: "unknown-email", email };
  if (account.role === "admin" && account.roleSource === "cli") return { ok: true, change: "unchanged", email, emailVerified: account.emailVerified };
  // An admin from ADMIN_EMAILS becomes a permanent one: it no longer depends on the list.
  const change = account.role === "admin" ? "made-permanent" : "granted";
  await db.update(user).set({ role: "admin", roleSource: "cli", updatedAt: new Date() }).where(eq(user.id, account.id));
  return { ok: true, change, email, emailVerified: account.emailVerified };
}

/** Takes the staff role away (whatever its source). An unknown e-mail changes nothing. */
export async function revokeAdmin(db: Db, input: string): Promise<RevokeOutcome> {
  const email = normaliseEmail(input);
  if (!EMAIL.test(email)) return { ok: false, error: "invalid-email", email };
  const account = await findAccount(db, email);
  if (!account) return { ok: false, error: "unknown-email", email };
  if (account.role !== "admin") return { ok: true, change: "unchanged", email, wasFromAdminList: false };
  await db.update(user).set({ role: "customer", roleSource: null, updatedAt: new Date() }).where(eq(user.id, account.id));
  return { ok: true, change: "revoked", email, wasFromAdminList: account.roleSource === "env" };
}

/** The line the scripts print (French first, English second: the team reads French, the log is shared). */
export function describeGrant(outcome: GrantOutcome): string {
  if (!outcome.ok) return describeError(outcome);
  const note = outcome.emailVerified ? "" : "\n  Note : adresse non confirmée — la personne doit la confirmer avant de se connecter. / Address not confirmed yet: the person must confirm it before signing in.";
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
