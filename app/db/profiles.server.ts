/**
 * Customer profiles (spec 3 "Client profile", spec 7 calls 1-2): one row per
 * account in client_profiles, keyed by user_id. Every function takes the
 * user id from the session (never from a form), so a customer can only read
 * and write their own row.
 */
import { eq } from "drizzle-orm";
import type { AccountType } from "../auth/account-types.ts";
import type { Db } from "./client.server.ts";
import { clientProfiles, user } from "./auth-schema.ts";

export type ClientProfile = {
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  accountType: AccountType;
};

/** The profile with the account's e-mail merged in (spec: read-only, from the account). */
export type ProfileView = ClientProfile & { email: string };

export type ProfileUpdate = ClientProfile;

const profileColumns = {
  firstName: clientProfiles.firstName,
  lastName: clientProfiles.lastName,
  company: clientProfiles.company,
  phone: clientProfiles.phone,
  address: clientProfiles.address,
  city: clientProfiles.city,
  postalCode: clientProfiles.postalCode,
  accountType: clientProfiles.accountType,
};

/** Names from the account's display name, for an account without a profile row. */
export function namesFromDisplayName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(" ");
  if (space < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** Registration: first name, last name, phone, account type "particulier". */
export async function createProfile(db: Db, userId: string, input: { firstName: string; lastName: string; phone: string | null }): Promise<void> {
  await db
    .insert(clientProfiles)
    .values({ userId, firstName: input.firstName, lastName: input.lastName, phone: input.phone, accountType: "particulier" })
    .onConflictDoNothing({ target: clientProfiles.userId });
}

export async function getProfile(db: Db, userId: string): Promise<ClientProfile | null> {
  const [row] = await db.select(profileColumns).from(clientProfiles).where(eq(clientProfiles.userId, userId));
  return row ?? null;
}

/**
 * The profile screen's data. A missing row is normal (decisions.md): an empty
 * form with the account's names. Null only when the account does not exist.
 */
export async function getProfileView(db: Db, userId: string): Promise<ProfileView | null> {
  const [row] = await db.select({ email: user.email, name: user.name, profile: profileColumns }).from(user).leftJoin(clientProfiles, eq(clientProfiles.userId, user.id)).where(eq(user.id, userId));
  if (!row) return null;
  if (row.profile) return { ...row.profile, email: row.email };
  return { ...blankProfile(namesFromDisplayName(row.name)), email: row.email };
}

/** A profile with only names: what an account without a profile row shows (decisions.md). */
export function blankProfile(names: { firstName: string; lastName: string }): ClientProfile {
  return { ...names, company: null, phone: null, address: null, city: null, postalCode: null, accountType: "particulier" };
}

/**
 * Save the profile (spec 7 call 2), creating the row if it is missing, and keep
 * the account's display name in step with the names.
 */
export async function saveProfile(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(clientProfiles)
      .values({ userId, ...update, updatedAt: now })
      .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...update, updatedAt: now } });
    await tx
      .update(user)
      .set({ name: `${update.firstName} ${update.lastName}`, updatedAt: now })
      .where(eq(user.id, userId));
  });
}
