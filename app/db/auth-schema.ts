/**
 * Tables of customer accounts: the four tables Better Auth needs (user,
 * session, account, verification — columns as its drizzle adapter expects) and
 * the customer's profile (spec 3, "Client profile"). Sessions live here, so
 * every instance sees the same ones and signing out ends a session everywhere
 * (docs/decisions/0004). Rate-limit counters use `rate_limit_hits` (schema.ts).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { AccountType, RoleSource, UserRole } from "../auth/account-types.ts";
import type { Lang } from "../i18n/index.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    /** "First Last" as typed at registration; the profile holds the names used on screen. */
    name: text("name").notNull(),
    /** Stored lower-case by Better Auth. */
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").$type<UserRole>().notNull().default("customer"),
    /** Null for customers. An "env" admin loses the role when removed from ADMIN_EMAILS. */
    roleSource: text("role_source").$type<RoleSource>(),
    /** The page's language at sign-up: e-mails no page asks for (the sign-in warning) are written in it. */
    lang: text("lang").$type<Lang>().notNull().default("fr"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_role_check", sql`${t.role} in ('customer', 'admin')`),
    check("user_role_source_check", sql`${t.roleSource} is null or ${t.roleSource} in ('env', 'cli')`),
    check("user_lang_check", sql`${t.lang} in ('fr', 'en')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

/** One row per way of signing in; here only "credential" (the password hash). */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true, mode: "date" }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true, mode: "date" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/** Single-use tokens (password reset: identifier "reset-password:<token>", 1 h). */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * The customer's profile (spec 3): keyed by user_id, one row per account. The
 * e-mail is not here: it comes from the account and cannot be changed.
 */
export const clientProfiles = pgTable(
  "client_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company"),
    /** Normalised "+15141234567" (as the quote form stores it), or null. */
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    /** Normalised "J5R 1V8", or null. */
    postalCode: text("postal_code"),
    accountType: text("account_type").$type<AccountType>().notNull().default("particulier"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("client_profiles_account_type_check", sql`${t.accountType} in ('particulier', 'entreprise')`)],
);

/**
 * The version of what a session read returns (decision 0026): one row, moved by statement-level
 * triggers in the writer's own transaction (migration 0013) when a session is renewed or ends
 * (sign-out, revocation, expiry clean-up) and when an account or a profile changes. Every
 * instance reads it with the other versions (app/db/versions.server.ts) and trusts a session it
 * read in the last minute only while the version has not moved (app/auth/session.server.ts).
 */
export const sessionVersion = pgTable(
  "session_version",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("session_version_one_row_check", sql`${t.id}`)],
);
