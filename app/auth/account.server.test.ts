import { signJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { accountsOn, registration, TEST_AUTH_SECRET, TEST_PUBLIC_URL, tokenOf } from "../../tests/support/accounts.ts";
import { describeEachDatabase, SLOW_DATABASE_TEST_TIMEOUT } from "../../tests/support/databases.ts";
import { clientProfiles, session, user, verification } from "../db/auth-schema.ts";
import { confirmEmail, requestPasswordReset, resendConfirmation, resetPassword, signIn, signOut, signOutEverywhere, signUp } from "./account.server.ts";
import { authHeaders } from "./auth.server.ts";

const SECRET = TEST_AUTH_SECRET;
const PUBLIC_URL = TEST_PUBLIC_URL;
const setup = accountsOn;

/** "name=value" pairs of Set-Cookie headers, as a Cookie header. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describeEachDatabase("customer accounts", (current) => {
  it("signs up: unconfirmed account, profile row, confirmation e-mail in the page's language", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    const result = await signUp(deps({ lang: "en" }), registration("Marie@Example.com"));
    expect(result.outcome).toMatchObject({ ok: true, message: "accountArea.toast.signupSuccess" });

    const [account] = await db.select().from(user).where(eq(user.email, "marie@example.com"));
    expect(account).toMatchObject({ emailVerified: false, role: "customer", roleSource: null, name: "Marie Tremblay" });
    const [profile] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, account!.id));
    expect(profile).toMatchObject({ firstName: "Marie", lastName: "Tremblay", phone: "+15141234567", accountType: "particulier", company: null });

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "account-confirmation", lang: "en", to: "marie@example.com" });
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/en/confirm-email?token=`);
    expect(mails[0]!.subject).toMatch(/Confirm your email/);
  });

  it("refuses sign-in before confirmation, then accepts it once the link is followed", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    await signUp(deps(), registration("luc@example.com"));
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/confirm-email?token=`);

    const early = await signIn(deps(), { email: "luc@example.com", password: "le beton coule bien" });
    expect(early.outcome).toMatchObject({ ok: false, formError: "accountArea.signIn.errors.emailNotConfirmed", unconfirmedEmail: "luc@example.com" });
    expect(early.setCookies).toEqual([]);

    expect(await confirmEmail(deps(), tokenOf(mails[0]))).toBe("confirmed");
    expect(await confirmEmail(deps(), tokenOf(mails[0]))).toBe("already-confirmed");

    const signedIn = await signIn(deps(), { email: "LUC@example.com", password: "le beton coule bien" });
    expect(signedIn.outcome).toMatchObject({ ok: true, message: "accountArea.toast.loginSuccess" });
    const cookie = signedIn.setCookies.find((c) => c.startsWith("__Secure-lrs.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it("refuses an expired or forged confirmation link", async () => {
    const { db } = current();
    const { deps } = setup(db);
    await signUp(deps(), registration("expire@example.com"));
    const [account] = await db.select().from(user).where(eq(user.email, "expire@example.com"));
    const expired = await signJWT({ email: "expire@example.com", userId: account!.id }, SECRET, -60);
    expect(await confirmEmail(deps(), expired)).toBe("expired");
    const forged = await signJWT({ email: "expire@example.com", userId: account!.id }, "another-secret-another-secret-another", 3600);
    expect(await confirmEmail(deps(), forged)).toBe("invalid");
    expect(await confirmEmail(deps(), "not-a-token")).toBe("invalid");
    expect(await confirmEmail(deps(), "")).toBe("invalid");
    const [still] = await db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, account!.id));
    expect(still!.emailVerified).toBe(false);
  });

  it("gives the spec's messages for a wrong password, an unknown address and missing fields", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    await signUp(deps(), registration("paul@example.com"));
    await confirmEmail(deps(), tokenOf(mails[0]));
    expect((await signIn(deps(), { email: "paul@example.com", password: "wrong password" })).outcome).toMatchObject({ formError: "accountArea.signIn.errors.invalidCredentials" });
    expect((await signIn(deps(), { email: "nobody@example.com", password: "le beton coule bien" })).outcome).toMatchObject({ formError: "accountArea.signIn.errors.invalidCredentials" });
    expect((await signIn(deps(), { email: "paul@example.com", password: "" })).outcome).toMatchObject({ formError: "accountArea.signIn.errors.required" });
  });

  it("validates registration as the spec says and refuses a second account for the same e-mail", async () => {
    const { db } = current();
    const { deps } = setup(db);
    const check = async (values: Record<string, string>) => (await signUp(deps(), values)).outcome;
    expect(await check(registration("a@example.com", { firstName: "" }))).toMatchObject({
      ok: false,
      formError: "accountArea.signUp.errors.required",
      fieldErrors: { firstName: { key: "validation.required" } },
    });
    expect(await check(registration("a@example.com", { confirmPassword: "something else" }))).toMatchObject({ formError: "accountArea.signUp.errors.passwordMismatch" });
    expect(await check(registration("a@example.com", { privacyAccepted: "" }))).toMatchObject({ formError: "accountArea.signUp.errors.privacyRequired" });
    expect(await check(registration("a@example.com", { password: "short", confirmPassword: "short" }))).toMatchObject({ formError: "accountArea.password.tooShort" });
    expect(await check(registration("a@example.com", { password: "x".repeat(129), confirmPassword: "x".repeat(129) }))).toMatchObject({ formError: "accountArea.password.tooLong" });
    expect(await check(registration("a@example.com", { password: "Soleil2024!", confirmPassword: "Soleil2024!" }))).toMatchObject({ formError: "accountArea.password.common" });
    expect(await check(registration("a@example.com", { password: "Password123", confirmPassword: "Password123" }))).toMatchObject({ formError: "accountArea.password.common" });
    expect(await check(registration("a@example.com", { phone: "123" }))).toMatchObject({ fieldErrors: { phone: { key: "validation.invalidPhone" } } });
    expect(await check(registration("not-an-email"))).toMatchObject({ fieldErrors: { email: { key: "validation.invalidEmail" } } });

    expect((await check(registration("a@example.com"))).ok).toBe(true);
    expect(await check(registration("A@Example.COM"))).toMatchObject({ ok: false, formError: "accountArea.signUp.errors.emailExists" });
    expect(await db.select().from(user)).toHaveLength(1);
  });

  it("resets a password with a single-use link and ends the other sessions", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    await signUp(deps(), registration("reset@example.com"));
    await confirmEmail(deps(), tokenOf(mails[0]));
    const firstSession = await signIn(deps(), { email: "reset@example.com", password: "le beton coule bien" });
    expect(firstSession.outcome.ok).toBe(true);

    const asked = await requestPasswordReset(deps({ lang: "en" }), { email: "reset@example.com" });
    expect(asked.outcome).toMatchObject({ ok: true, message: "accountArea.forgot.sent" });
    const resetMail = mails.find((m) => m.kind === "account-password-reset");
    expect(resetMail).toMatchObject({ lang: "en", to: "reset@example.com" });
    expect(resetMail!.text).toContain(`${PUBLIC_URL}/en/reset-password?token=`);
    const token = tokenOf(resetMail);

    expect((await resetPassword(deps(), { token, password: "azerty123", confirmPassword: "azerty123" })).outcome).toMatchObject({ formError: "accountArea.password.common" });
    expect((await resetPassword(deps(), { token, password: "un nouveau depart", confirmPassword: "un nouveau depart" })).outcome).toMatchObject({ ok: true });
    expect((await resetPassword(deps(), { token, password: "encore un autre", confirmPassword: "encore un autre" })).outcome).toMatchObject({
      ok: false,
      formError: "accountArea.reset.errors.invalidLink",
    });

    expect(await db.select().from(session)).toHaveLength(0);
    expect((await signIn(deps(), { email: "reset@example.com", password: "le beton coule bien" })).outcome.ok).toBe(false);
    expect((await signIn(deps(), { email: "reset@example.com", password: "un nouveau depart" })).outcome.ok).toBe(true);
  });

  it("keeps only the newest reset link: asking again or using one ends every other", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    await signUp(deps(), registration("links@example.com"));
    await confirmEmail(deps(), tokenOf(mails[0]));
    const resetLinks = () => mails.filter((m) => m.kind === "account-password-reset").map(tokenOf);
    const reset = (token: string, password: string) => resetPassword(deps(), { token, password, confirmPassword: password });

    await requestPasswordReset(deps(), { email: "links@example.com" });
    await requestPasswordReset(deps(), { email: "links@example.com" });
    const [first, second] = resetLinks();
    // Asking again ended the first link.
    expect((await reset(first!, "un nouveau depart")).outcome).toMatchObject({ ok: false, formError: "accountArea.reset.errors.invalidLink" });

    await requestPasswordReset(deps(), { email: "links@example.com" });
    const third = resetLinks()[2]!;
    // The second ended when the third was asked; the third works, once, and leaves no link behind.
    expect((await reset(second!, "un nouveau depart")).outcome).toMatchObject({ ok: false, formError: "accountArea.reset.errors.invalidLink" });
    expect((await reset(third, "un nouveau depart")).outcome).toMatchObject({ ok: true });
    expect(await db.select().from(verification)).toHaveLength(0);
    expect((await signIn(deps(), { email: "links@example.com", password: "un nouveau depart" })).outcome.ok).toBe(true);
  });

  it("answers a reset request for an unknown address like any other, without sending anything", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    const result = await requestPasswordReset(deps(), { email: "ghost@example.com" });
    expect(result.outcome).toMatchObject({ ok: true, message: "accountArea.forgot.sent" });
    expect(mails).toHaveLength(0);
  });

  it("resends a confirmation link only to an unconfirmed account", async () => {
    const { db } = current();
    const { deps, mails } = setup(db);
    await signUp(deps(), registration("again@example.com"));
    expect((await resendConfirmation(deps({ lang: "en" }), { email: "again@example.com" })).outcome.ok).toBe(true);
    expect(mails.filter((m) => m.kind === "account-confirmation")).toHaveLength(2);
    expect(mails[1]!.lang).toBe("en");
    await confirmEmail(deps(), tokenOf(mails[1]));
    expect((await resendConfirmation(deps(), { email: "again@example.com" })).outcome.ok).toBe(true);
    expect((await resendConfirmation(deps(), { email: "ghost@example.com" })).outcome.ok).toBe(true);
    expect(mails).toHaveLength(2);
  });

  it("signs out on the server: the session row is gone and the cookie is cleared", async () => {
    const { db } = current();
    const { auth, deps, mails } = setup(db);
    await signUp(deps(), registration("out@example.com"));
    await confirmEmail(deps(), tokenOf(mails[0]));
    const a = await signIn(deps(), { email: "out@example.com", password: "le beton coule bien" });
    const b = await signIn(deps(), { email: "out@example.com", password: "le beton coule bien" });
    expect(await db.select().from(session)).toHaveLength(2);

    const cookieA = cookieHeader(a.setCookies);
    const out = await signOut(deps({ cookie: cookieA }));
    expect(out.setCookies.some((c) => /lrs\.session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await db.select().from(session)).toHaveLength(1);
    const stale = await auth.api.getSession({ headers: authHeaders(new Request(PUBLIC_URL, { headers: { cookie: cookieA } }), "203.0.113.7") });
    expect(stale).toBeNull();

    await signOutEverywhere(deps({ cookie: cookieHeader(b.setCookies) }));
    expect(await db.select().from(session)).toHaveLength(0);
  });

  it(
    "limits failed sign-ins and sign-ups per client IP",
    async () => {
      const { db } = current();
      const { deps } = setup(db);
      // A different address each time: the per-account limit (sign-in-limits.server.test.ts) stays out of the way.
      for (let i = 0; i < 10; i++) {
        expect((await signIn(deps({ ip: "198.51.100.1" }), { email: `x${i}@example.com`, password: "wrong one" })).outcome).toMatchObject({
          formError: "accountArea.signIn.errors.invalidCredentials",
        });
      }
      const blocked = await signIn(deps({ ip: "198.51.100.1" }), { email: "x10@example.com", password: "wrong one" });
      expect(blocked.outcome).toMatchObject({ ok: false, formError: "accountArea.signIn.errors.other", reason: "accountArea.reasons.tooManyAttempts" });
      // Another client is not affected.
      expect((await signIn(deps({ ip: "198.51.100.2" }), { email: "x11@example.com", password: "wrong one" })).outcome).toMatchObject({ formError: "accountArea.signIn.errors.invalidCredentials" });

      for (let i = 0; i < 20; i++) await signUp(deps({ ip: "198.51.100.3" }), registration(`user${i}@example.com`));
      const tooMany = await signUp(deps({ ip: "198.51.100.3" }), registration("user99@example.com"));
      expect(tooMany.outcome).toMatchObject({ ok: false, formError: "accountArea.signUp.errors.other", reason: "accountArea.reasons.tooManyAttempts" });
    },
    SLOW_DATABASE_TEST_TIMEOUT,
  );

  it("grants the staff role from ADMIN_EMAILS at sign-in, and takes back only what the list gave", async () => {
    const { db } = current();
    const listed = setup(db, { adminEmails: ["boss@example.com"] });
    await signUp(listed.deps(), registration("boss@example.com"));
    await signUp(listed.deps(), registration("cli@example.com"));
    // Listed but unconfirmed: no role.
    await signIn(listed.deps(), { email: "boss@example.com", password: "le beton coule bien" });
    expect((await db.select({ role: user.role }).from(user).where(eq(user.email, "boss@example.com")))[0]!.role).toBe("customer");
    for (const mail of listed.mails) await confirmEmail(listed.deps(), tokenOf(mail));

    await signIn(listed.deps(), { email: "boss@example.com", password: "le beton coule bien" });
    expect((await db.select({ role: user.role, roleSource: user.roleSource }).from(user).where(eq(user.email, "boss@example.com")))[0]).toEqual({ role: "admin", roleSource: "env" });

    await db.update(user).set({ role: "admin", roleSource: "cli" }).where(eq(user.email, "cli@example.com"));
    const unlisted = setup(db, { adminEmails: [] });
    await signIn(unlisted.deps(), { email: "boss@example.com", password: "le beton coule bien" });
    await signIn(unlisted.deps(), { email: "cli@example.com", password: "le beton coule bien" });
    const roles = await db.select({ email: user.email, role: user.role, roleSource: user.roleSource }).from(user).orderBy(user.email);
    expect(roles).toEqual([
      { email: "boss@example.com", role: "customer", roleSource: null },
      { email: "cli@example.com", role: "admin", roleSource: "cli" },
    ]);
  });
});
