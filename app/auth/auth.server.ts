/**
 * Customer accounts with Better Auth: e-mail + password, confirmation required
 * before the first sign-in, password reset, sessions in the database behind an
 * HttpOnly SameSite=Lax cookie (Secure when PUBLIC_URL is https).
 *
 * Better Auth's own HTTP handler is NOT mounted: every flow is a form post to
 * our route actions (app/routes/account.tsx, reset-password.tsx,
 * confirm-email.tsx), which work without JavaScript and call `auth.api.*` on
 * the server. Consequences, handled here and in account.server.ts:
 *  - rate limits: Better Auth does not rate-limit server-side calls, so the
 *    actions count them in the database (app/platform/rate-limit-rules.ts),
 *    keyed on the client's network and, for sign-in, on the account too
 *    (docs/decisions/0004, 0014);
 *  - CSRF: Better Auth's origin checks need a Request; the actions check the
 *    Origin themselves (assertSameOrigin) and the cookie is SameSite=Lax;
 *  - links in e-mails are ours (`/confirm-email?token=…`,
 *    `/reset-password?token=…`, localised), not Better Auth's endpoints.
 */
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getEnv, type Env } from "../config/env.server.ts";
import { getBusinessSettings } from "../db/business-settings.server.ts";
import { getDb, type Db } from "../db/client.server.ts";
import type { EmailContext } from "../email/layout.ts";
import { account, session, user, verification } from "../db/auth-schema.ts";
import { langFromPath, localizePath, type Lang } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { syncAdminRole } from "./admin-role.server.ts";
import { confirmationMail, outboxAccountMailer, resetPasswordMail, type AccountMailer } from "./auth-mail.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-schemas.ts";
import { signInWarningEmail } from "../email/templates/sign-in-warning.ts";
import { mayEmailUnprovenAddress } from "../email/unproven-recipients.server.ts";

/** decisions.md "Accounts and staff": 7-day sessions, renewed at most daily while used. */
export const SESSION_EXPIRES_IN_S = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;
/** ... and 30 days at most in all (checked in session.server.ts: Better Auth renews forever). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const CONFIRMATION_LINK_EXPIRES_IN_S = 24 * 60 * 60;
export const RESET_LINK_EXPIRES_IN_S = 60 * 60;

/**
 * Header carrying the client IP to Better Auth (recorded on the session). Set
 * by our own server code from the request context, never taken from the
 * client's request (authHeaders builds a fresh header set).
 */
export const CLIENT_IP_HEADER = "x-lrs-client-ip";

export type AuthEnv = Pick<Env, "publicUrl" | "authSecret" | "adminEmails" | "settingsDefaults" | "mailFrom">;

/**
 * The language of an e-mail: the page the person used. We hand Better Auth a
 * callback path in that language ("/" or "/en"); it comes back inside the URL
 * given to the send hooks.
 */
export function langOfLink(url: string): Lang {
  const callback = new URL(url).searchParams.get("callbackURL");
  return langFromPath(callback ? new URL(callback, "http://local").pathname : "/");
}

export function confirmationLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${localizePath("/confirm-email", lang)}?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${localizePath("/reset-password", lang)}?token=${encodeURIComponent(token)}`;
}

export function createAuth({ db, env, mailer = outboxAccountMailer(db, env) }: { db: Db; env: AuthEnv; mailer?: AccountMailer }) {
  // The e-mails are rendered when they are sent: with the business as the settings are then.
  const mailContext = async (): Promise<EmailContext> => ({ business: (await getBusinessSettings(db, env.settingsDefaults)).business, publicUrl: env.publicUrl });
  const auth = betterAuth({
    // Better Auth's own label for the app; none of our flows shows it (its e-mails and pages are ours).
    appName: env.settingsDefaults.business.name,
    baseURL: env.publicUrl,
    secret: env.authSecret,
    trustedOrigins: [new URL(env.publicUrl).origin],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // The person signs in themselves after confirming (decisions.md).
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_EXPIRES_IN_S,
      // A reset usually means the password leaked: end every session, and every other reset link.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: account }) => {
        await db.delete(verification).where(eq(verification.value, account.id));
      },
      // Password hashing: Better Auth's default scrypt (memory-hard), untouched.
      sendResetPassword: async ({ user: account, url, token }) => {
        const lang = langOfLink(url);
        await mailer(resetPasswordMail({ lang, name: account.name, email: account.email, url: resetPasswordLink(env.publicUrl, lang, token) }, await mailContext()));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user: account, url, token }) => {
        // The address is not proven yet: at most 3 such e-mails a day (decisions.md). Past
        // that nothing is sent, and the form answers as usual (it never says what was sent).
        if (!(await mayEmailUnprovenAddress(db, account.email))) return;
        const lang = langOfLink(url);
        await mailer(confirmationMail({ lang, name: account.name, email: account.email, url: confirmationLink(env.publicUrl, lang, token) }, await mailContext()));
      },
    },
    user: {
      additionalFields: {
        // Never settable from a form: granted by ADMIN_EMAILS at sign-in or by the CLI.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        roleSource: { type: "string", required: false, input: false },
        // The page's language at sign-up (account.server.ts passes it), for e-mails no page asks for.
        lang: { type: "string", required: false, defaultValue: "fr", input: true },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    // Reset tokens are stored hashed: a leaked database gives no usable link.
    verification: { storeIdentifier: "hashed" },
    // Our actions rate-limit (see the header comment); the handler is not mounted.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    databaseHooks: {
      // Only reset links are stored here (confirmation links are signed, not stored), keyed
      // on the account's id: a new one ends every other of the account (docs/security.md).
      verification: {
        create: {
          before: async (link) => {
            await db.delete(verification).where(eq(verification.value, link.value));
          },
        },
      },
      session: {
        create: {
          // Every sign-in re-reads ADMIN_EMAILS (decisions.md).
          before: async (newSession) => {
            await syncAdminRole(db, newSession.userId, env.adminEmails);
          },
        },
      },
    },
    advanced: {
      cookiePrefix: "lrs",
      useSecureCookies: env.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: "error",
      log: (level, message) => {
        if (level === "error") logger.error(`auth: ${message}`);
        else logger.debug(`auth: ${message}`);
      },
    },
  });
  return Object.assign(auth, {
    /**
     * Warns an account's owner that its password is being guessed, through the
     * same mailer as the other account e-mails (account.server.ts decides when).
     */
    mailSignInWarning: async (owner: { email: string; name: string; lang: Lang }) =>
      mailer({ kind: "account-sign-in-warning", lang: owner.lang, to: owner.email, toName: owner.name, ...signInWarningEmail(owner, await mailContext()) }),
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for("location-rive-sud.auth");
type AuthHolder = { [AUTH_KEY]?: Promise<Auth> };

/** The process-wide instance, built on first use from the settings and the database. */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as AuthHolder;
  holder[AUTH_KEY] ??= getDb().then((db) => createAuth({ db, env: getEnv() }));
  return holder[AUTH_KEY];
}

/**
 * The headers Better Auth may see for a request: its cookie, its user agent and
 * the client IP from our server — nothing else a client could forge.
 */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent.slice(0, 300));
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/** Whether a reset link can still be used (shown before asking for a new password). */
export async function isResetTokenUsable(auth: Auth, token: string): Promise<boolean> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!verification && verification.expiresAt > new Date();
}
