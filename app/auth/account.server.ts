/**
 * What the account forms do on the server: sign in, sign up, ask for a reset
 * link, choose a new password, resend the confirmation, confirm an address,
 * sign out. The route actions (app/routes/account.tsx and friends) only read
 * the form and turn the result into a response; the rules live here, testable
 * against a real database.
 *
 * Error texts follow spec section 8 and decisions.md: exact messages for the
 * known cases, and for anything else the spec's "Erreur de connexion : " /
 * "Erreur lors de la création du compte : " followed by a translated reason —
 * never a raw library message.
 */
import { and, eq, sql } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { Db } from "../db/client.server.ts";
import { user } from "../db/auth-schema.ts";
import { createProfile } from "../db/profiles.server.ts";
import { localizePath, type Lang, type MessageKey } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import { hasControlCharacter } from "../domain/validation/fields.ts";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./account-schemas.ts";
import type { AccountIntent, AccountOutcome } from "./account-outcome.ts";
import { authHeaders, type Auth } from "./auth.server.ts";
import { newPasswordProblem } from "./password-policy.server.ts";
import { normalizeEmail, RATE_LIMITS, rateLimitKey } from "../platform/rate-limit-rules.ts";
import { countAttempt, hitRateLimit, reserveAttempt, reserveBackoffAttempt } from "../platform/rate-limit.server.ts";

export type AccountResult = { outcome: AccountOutcome; setCookies: string[] };

export type AccountDeps = {
  auth: Auth;
  db: Db;
  request: Request;
  clientIp: string;
  lang: Lang;
};

const ok = (intent: AccountIntent, extra: { message?: MessageKey; email?: string } = {}, setCookies: string[] = []): AccountResult => ({
  outcome: { intent, ok: true, ...extra },
  setCookies,
});

const failed = (
  intent: AccountIntent,
  formError: MessageKey,
  extra: { reason?: MessageKey; retryAfterMinutes?: number; fieldErrors?: FieldErrors; unconfirmedEmail?: string } = {},
): AccountResult => ({
  outcome: { intent, ok: false, formError, fieldErrors: extra.fieldErrors ?? {}, ...extra },
  setCookies: [],
});

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

/** Better Auth's refusal of a password by its length (our policy checks it first; Better Auth's own limits still apply). */
function passwordLengthFailure(intent: AccountIntent, code: string | undefined): AccountResult | undefined {
  if (code === "PASSWORD_TOO_SHORT") return failed(intent, "accountArea.password.tooShort", { fieldErrors: { password: { key: "accountArea.password.tooShort" } } });
  if (code === "PASSWORD_TOO_LONG") return failed(intent, "accountArea.password.tooLong", { fieldErrors: { password: { key: "accountArea.password.tooLong" } } });
  return undefined;
}

/** Better Auth's answer to a server call, with its Set-Cookie headers. */
function setCookiesOf(headers: Headers): string[] {
  return headers.getSetCookie();
}

async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return !!row;
}

/**
 * The owner of a confirmed account hears that its password is being guessed:
 * at most once a day, in the language of its sign-up. Nothing of this shows in
 * the answer, so it tells nobody whether the address has an account.
 */
async function warnOwner(deps: AccountDeps, email: string, now: number): Promise<void> {
  try {
    const [owner] = await deps.db
      .select({ email: user.email, name: user.name, lang: user.lang })
      .from(user)
      .where(and(eq(user.email, email), eq(user.emailVerified, true)));
    if (!owner) return;
    const today = await hitRateLimit(deps.db, rateLimitKey.signInWarning(email), RATE_LIMITS.signInWarning, now);
    if (today.allowed) await deps.auth.mailSignInWarning(owner);
  } catch (error) {
    logger.error("sign-in warning not sent", { error });
  }
}

/**
 * Spec 7 call 4 and spec 8 "Login". Two limits, each counted and decided in
 * one statement BEFORE the password is checked (docs/decisions/0014), so
 * parallel tries cannot slip past them:
 *  - the client's network: 10 failures per 15 minutes (a slot per try);
 *  - the account, from any network: 5 failures in a row, then each try waits
 *    1, 2, 4, 8, then 15 minutes, never longer. Keyed by the typed address
 *    whether or not an account has it: an unknown address gets the very same
 *    answers as a known one.
 * A right password gives both back (an office behind one address signs in all
 * day); a wrong one, or a failure of the service, keeps them.
 */
export async function signIn(deps: AccountDeps, values: Record<string, unknown>): Promise<AccountResult> {
  const intent = "sign-in";
  const check = checkForm(signInSchema, values, { requiredSummary: "accountArea.signIn.errors.required" });
  if (!check.ok) return failed(intent, check.summary.key, { fieldErrors: check.errors });
  const email = normalizeEmail(check.value.email);
  const now = Date.now();

  const perNetwork = await reserveAttempt(deps.db, rateLimitKey.signInFailures(deps.clientIp), RATE_LIMITS.signInFailures, now);
  if (perNetwork.limited) {
    return failed(intent, "accountArea.signIn.errors.other", { reason: "accountArea.reasons.tooManyAttempts", retryAfterMinutes: perNetwork.retryAfterMinutes });
  }
  const perAccount = await reserveBackoffAttempt(deps.db, rateLimitKey.signInFailuresPerAccount(email), RATE_LIMITS.signInFailuresPerAccount, now);
  if (perAccount.limited) {
    // No password was checked: the network's slot goes back.
    await perNetwork.release();
    return failed(intent, "accountArea.signIn.errors.other", { reason: "accountArea.reasons.accountWaiting", retryAfterMinutes: perAccount.retryAfterMinutes });
  }
  const passwordWasRight = () => Promise.all([perNetwork.release(), perAccount.release()]);

  let headers: Headers;
  try {
    ({ headers } = await deps.auth.api.signInEmail({
      body: { email: check.value.email, password: check.value.password },
      headers: authHeaders(deps.request, deps.clientIp),
      returnHeaders: true,
    }));
  } catch (error) {
    const code = errorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") {
      // Better Auth says so only once the password matched.
      await passwordWasRight();
      return failed(intent, "accountArea.signIn.errors.emailNotConfirmed", { unconfirmedEmail: check.value.email });
    }
    // This failure makes the account wait: its owner is told (once a day).
    if (perAccount.waitMsIfFailed > 0) await warnOwner(deps, email, now);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      return failed(intent, "accountArea.signIn.errors.invalidCredentials");
    }
    logger.error("sign-in failed", { code, error });
    return failed(intent, "accountArea.signIn.errors.other", { reason: "accountArea.reasons.unexpected" });
  }
  await passwordWasRight();
  return ok(intent, { message: "accountArea.toast.loginSuccess" }, setCookiesOf(headers));
}

/** Spec 7 call 3, spec 5 "Registration", spec 8 "Signup". */
export async function signUp(deps: AccountDeps, values: Record<string, unknown>): Promise<AccountResult> {
  const intent = "sign-up";
  const check = checkForm(signUpSchema, values, { requiredSummary: "accountArea.signUp.errors.required" });
  if (!check.ok) return failed(intent, check.summary.key, { fieldErrors: check.errors });
  const data = check.value;

  const limit = await countAttempt(deps.db, rateLimitKey.signUp(deps.clientIp), RATE_LIMITS.signUp);
  if (limit.limited) {
    return failed(intent, "accountArea.signUp.errors.other", { reason: "accountArea.reasons.tooManyAttempts", retryAfterMinutes: limit.retryAfterMinutes });
  }

  const passwordProblem = newPasswordProblem(data.password, { email: data.email, names: [data.firstName, data.lastName] });
  if (passwordProblem) return failed(intent, passwordProblem, { fieldErrors: { password: { key: passwordProblem } } });

  // decisions.md settles the spec's two readings: say plainly that the account exists.
  if (await accountExists(deps.db, data.email)) {
    return failed(intent, "accountArea.signUp.errors.emailExists", { fieldErrors: { email: { key: "accountArea.signUp.errors.emailExists" } } });
  }

  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: `${data.firstName} ${data.lastName}`,
        email: data.email,
        password: data.password,
        // Carries the page's language to the confirmation e-mail (auth.server.ts).
        callbackURL: localizePath("/", deps.lang),
        // ...and stores it, for e-mails no page asks for (the sign-in warning).
        lang: deps.lang,
      },
      headers: authHeaders(deps.request, deps.clientIp),
    });
    // Registration creates the profile row (decisions.md). If this fails the
    // account still works: a missing row shows an empty form with the names.
    await createProfile(deps.db, result.user.id, { firstName: data.firstName, lastName: data.lastName, phone: data.phone }).catch((error: unknown) =>
      logger.error("profile row not created at sign-up", { userId: result.user.id, error }),
    );
    return ok(intent, { message: "accountArea.toast.signupSuccess", email: data.email });
  } catch (error) {
    const code = errorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return failed(intent, "accountArea.signUp.errors.emailExists", { fieldErrors: { email: { key: "accountArea.signUp.errors.emailExists" } } });
    }
    const length = passwordLengthFailure(intent, code);
    if (length) return length;
    logger.error("sign-up failed", { code, error });
    return failed(intent, "accountArea.signUp.errors.other", { reason: "accountArea.reasons.unexpected" });
  }
}

async function limitEmailRequest(deps: AccountDeps, email: string) {
  const perIp = await countAttempt(deps.db, rateLimitKey.emailRequestsPerIp(deps.clientIp), RATE_LIMITS.emailRequestsPerIp);
  if (perIp.limited) return perIp;
  return countAttempt(deps.db, rateLimitKey.emailRequestsPerAddress(email), RATE_LIMITS.emailRequestsPerAddress);
}

/**
 * "Mot de passe oublié": always the same answer, whether or not an account
 * exists (a reset form must not reveal who is a customer).
 */
export async function requestPasswordReset(deps: AccountDeps, values: Record<string, unknown>): Promise<AccountResult> {
  return sendLinkByEmail(deps, values, {
    intent: "forgot-password",
    send: (email) => deps.auth.api.requestPasswordReset({ body: { email, redirectTo: localizePath("/", deps.lang) }, headers: authHeaders(deps.request, deps.clientIp) }),
    failureLog: "password reset request failed",
    sent: "accountArea.forgot.sent",
  });
}

/** A new confirmation link (the first one expired or got lost). Same answer for every address. */
export async function resendConfirmation(deps: AccountDeps, values: Record<string, unknown>): Promise<AccountResult> {
  return sendLinkByEmail(deps, values, {
    intent: "resend-confirmation",
    send: (email) => deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: localizePath("/", deps.lang) }, headers: authHeaders(new Request(deps.request.url), deps.clientIp) }),
    failureLog: "confirmation resend failed",
    sent: "accountArea.confirm.resent",
  });
}

/**
 * A form that asks for a link by e-mail (reset, confirmation): the address
 * checked, limited per network and per address, the link sent, and the same
 * answer whether or not an account has that address.
 */
async function sendLinkByEmail(
  deps: AccountDeps,
  values: Record<string, unknown>,
  request: { intent: AccountIntent; send: (email: string) => Promise<unknown>; failureLog: string; sent: MessageKey },
): Promise<AccountResult> {
  const { intent } = request;
  const check = checkForm(forgotPasswordSchema, values, { requiredSummary: "accountArea.forgot.errors.required" });
  if (!check.ok) return failed(intent, check.summary.key, { fieldErrors: check.errors });
  const limit = await limitEmailRequest(deps, check.value.email);
  if (limit.limited) return failed(intent, "accountArea.errors.tooManyAttempts", { retryAfterMinutes: limit.retryAfterMinutes });
  try {
    await request.send(check.value.email);
  } catch (error) {
    logger.error(request.failureLog, { code: errorCode(error), error });
    return failed(intent, "accountArea.errors.unexpected");
  }
  return ok(intent, { message: request.sent, email: check.value.email });
}

/** The form behind the reset link: new password, once, within the hour. */
export async function resetPassword(deps: AccountDeps, values: Record<string, unknown>): Promise<AccountResult> {
  const intent = "reset-password";
  const check = checkForm(resetPasswordSchema, values, { requiredSummary: "accountArea.reset.errors.required" });
  if (!check.ok) return failed(intent, check.summary.key, { fieldErrors: check.errors });
  const problem = newPasswordProblem(check.value.password);
  if (problem) return failed(intent, problem, { fieldErrors: { password: { key: problem } } });
  try {
    await deps.auth.api.resetPassword({ body: { token: check.value.token, newPassword: check.value.password } });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return failed(intent, "accountArea.reset.errors.invalidLink");
    const length = passwordLengthFailure(intent, code);
    if (length) return length;
    logger.error("password reset failed", { code, error });
    return failed(intent, "accountArea.errors.unexpected");
  }
  return ok(intent, { message: "accountArea.reset.done" });
}

/** Ends this session on the server and clears the cookie (spec 7 call 5). */
export async function signOut(deps: AccountDeps): Promise<AccountResult> {
  try {
    const { headers } = await deps.auth.api.signOut({ headers: authHeaders(deps.request, deps.clientIp), returnHeaders: true });
    return ok("sign-out", {}, setCookiesOf(headers));
  } catch (error) {
    // Spec 8: a sign-out failure is only logged; the person still leaves.
    logger.warn("sign-out failed", { code: errorCode(error), error });
    return ok("sign-out");
  }
}

/** "Se déconnecter de tous les appareils": every session of the account ends. */
export async function signOutEverywhere(deps: AccountDeps): Promise<AccountResult> {
  try {
    const { headers } = await deps.auth.api.revokeSessions({ headers: authHeaders(deps.request, deps.clientIp), returnHeaders: true });
    return ok("sign-out-everywhere", {}, setCookiesOf(headers));
  } catch (error) {
    logger.warn("sign-out everywhere failed", { code: errorCode(error), error });
    return signOut(deps);
  }
}

export type ConfirmationStatus = "confirmed" | "already-confirmed" | "expired" | "invalid";

/** The e-mail in a confirmation token, unverified (only used to tell "already confirmed" apart). */
function tokenEmail(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof parsed.email === "string" ? parsed.email : null;
  } catch {
    return null;
  }
}

/**
 * The confirmation link: valid 24 h, signed, and it works once — a second use
 * finds the address already confirmed and says so.
 */
export async function confirmEmail(deps: Pick<AccountDeps, "auth" | "db">, token: string): Promise<ConfirmationStatus> {
  if (!token) return "invalid";
  const email = tokenEmail(token);
  // The payload is read before the signature is checked: a forged one may hold anything.
  if (!email || hasControlCharacter(email)) return "invalid";
  const [before] = await deps.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email.toLowerCase()));
  try {
    // Checks the signature and the expiry, then marks the address confirmed.
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    const code = errorCode(error);
    if (code === "TOKEN_EXPIRED") return "expired";
    if (code !== "INVALID_TOKEN" && code !== "USER_NOT_FOUND") logger.error("e-mail confirmation failed", { code, error });
    return "invalid";
  }
  if (!before) return "invalid";
  return before.emailVerified ? "already-confirmed" : "confirmed";
}
