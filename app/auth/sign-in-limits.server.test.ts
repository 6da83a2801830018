/**
 * The sign-in limits hold under parallel requests
 * (every batch below is sent at once), per network and per account, with the
 * same answers for an unknown address, and the owner warned once a day.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountsOn, registration, TEST_PASSWORD, TEST_PUBLIC_URL, tokenOf } from "../../tests/support/accounts.ts";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { user } from "../db/auth-schema.ts";
import { translate, type Lang } from "../i18n/index.ts";
import { confirmEmail, requestPasswordReset, signIn, signUp, type AccountResult } from "./account.server.ts";

const WRONG = "pas le bon mot de passe";
const MINUTE = 60_000;
const T0 = new Date("2026-11-22T15:00:30Z").getTime();
const parallel = <T>(n: number, task: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => task(i)));

/** What the person sees, in short: "ok" (signed in, signed up, link sent), or the message's key and the wait it names. */
function answer({ outcome }: AccountResult): string {
  if (outcome.ok) return "ok";
  const key = outcome.reason ?? outcome.formError;
  return outcome.retryAfterMinutes === undefined ? key : `${key} (${outcome.retryAfterMinutes} min)`;
}

const tally = (answers: string[]) => answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a]: (counts[a] ?? 0) + 1 }), {});

const INVALID = "accountArea.signIn.errors.invalidCredentials";
const NETWORK_LIMIT = "accountArea.reasons.tooManyAttempts";
const waits = (minutes: number) => `accountArea.reasons.accountWaiting (${minutes} min)`;

function startClock(start = T0) {
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("sign-in limits", (current) => {
  async function confirmedAccount(accounts: ReturnType<typeof accountsOn>, email: string, lang: Lang = "fr") {
    await signUp(accounts.deps({ lang, ip: "192.0.2.250" }), registration(email));
    const mail = accounts.mails.find((m) => m.kind === "account-confirmation" && m.to === email);
    expect(await confirmEmail(accounts.deps(), tokenOf(mail))).toBe("confirmed");
  }

  it("checks 10 passwords of 60 sent at once from one network; the other 50 are told how long to wait", async () => {
    const { deps } = accountsOn(current().db);
    startClock();
    // Sixty addresses: only the network's limit is at work here.
    const answers = await parallel(60, (i) => signIn(deps({ ip: "198.51.100.1" }), { email: `guess${i}@example.com`, password: WRONG }));
    // The window is aligned on 15 minutes and began 30 s ago.
    expect(tally(answers.map(answer))).toEqual({ [INVALID]: 10, [`${NETWORK_LIMIT} (15 min)`]: 50 });
    // Another network is not affected.
    expect(answer(await signIn(deps({ ip: "198.51.100.2" }), { email: "guess0@example.com", password: WRONG }))).toBe(INVALID);
  });

  it("gives the network's slot back to a right password: an office behind one address signs in all day", async () => {
    const accounts = accountsOn(current().db);
    await confirmedAccount(accounts, "office@example.com");
    const office = accounts.deps({ ip: "198.51.100.9" });
    startClock();
    await parallel(9, (i) => signIn(office, { email: `typo${i}@example.com`, password: WRONG }));
    for (let i = 0; i < 12; i++) expect(answer(await signIn(office, { email: "office@example.com", password: TEST_PASSWORD }))).toBe("ok");
    expect(answer(await signIn(office, { email: "typo@example.com", password: WRONG }))).toBe(INVALID);
    expect(answer(await signIn(office, { email: "office@example.com", password: TEST_PASSWORD }))).toBe(`${NETWORK_LIMIT} (15 min)`);
  });

  it("checks 5 passwords of 60 guesses sent at once on one account from 60 networks; the others wait 1 minute", async () => {
    const accounts = accountsOn(current().db);
    await confirmedAccount(accounts, "target@example.com");
    startClock();
    const answers = await parallel(60, (i) => signIn(accounts.deps({ ip: `198.51.100.${i + 1}` }), { email: "target@example.com", password: WRONG }));
    expect(tally(answers.map(answer))).toEqual({ [INVALID]: 5, [waits(1)]: 55 });
  });

  it("makes the right password wait after 4 networks × 10 guesses, then lets it in once the wait is over", async () => {
    const accounts = accountsOn(current().db);
    await confirmedAccount(accounts, "victim@example.com");
    const clock = startClock();
    await parallel(40, (i) => signIn(accounts.deps({ ip: `198.51.100.${1 + (i % 4)}` }), { email: "victim@example.com", password: WRONG }));
    const owner = accounts.deps({ ip: "203.0.113.50" });
    expect(answer(await signIn(owner, { email: "victim@example.com", password: TEST_PASSWORD }))).toBe(waits(1));
    clock.advance(MINUTE);
    expect(answer(await signIn(owner, { email: "victim@example.com", password: TEST_PASSWORD }))).toBe("ok");
  });

  it("makes each further try wait 1, 2, 4, 8, then 15 minutes, from any network, and never longer", async () => {
    const accounts = accountsOn(current().db);
    await confirmedAccount(accounts, "slow@example.com");
    const clock = startClock();
    let ip = 0;
    const attempt = (password: string) => signIn(accounts.deps({ ip: `198.51.100.${++ip}` }), { email: "slow@example.com", password });
    await parallel(5, () => attempt(WRONG));
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await attempt(WRONG);
      seen.push(answer(refused));
      clock.advance((refused.outcome.ok ? 0 : (refused.outcome.retryAfterMinutes ?? 0)) * MINUTE);
      expect(answer(await attempt(WRONG))).toBe(INVALID);
    }
    expect(seen).toEqual([waits(1), waits(2), waits(4), waits(8), waits(15), waits(15)]);
    expect(answer(await attempt(TEST_PASSWORD))).toBe(waits(15));
    clock.advance(15 * MINUTE);
    expect(answer(await attempt(TEST_PASSWORD))).toBe("ok");
    // A success forgets the streak: five free tries again.
    expect(tally((await parallel(5, () => attempt(WRONG))).map(answer))).toEqual({ [INVALID]: 5 });
  });

  it("answers an unknown address exactly as a known one", async () => {
    const accounts = accountsOn(current().db);
    await confirmedAccount(accounts, "known@example.com");
    const scenario = async (email: string) => {
      const clock = startClock();
      let ip = 0;
      const attempt = () => signIn(accounts.deps({ ip: `198.51.100.${++ip}` }), { email, password: WRONG });
      const seen = (await parallel(8, attempt)).map(answer).sort();
      seen.push(answer(await attempt()));
      clock.advance(MINUTE);
      seen.push(answer(await attempt()), answer(await attempt()));
      vi.useRealTimers();
      return seen;
    };
    const known = await scenario("known@example.com");
    const unknown = await scenario("nobody@example.com");
    expect(unknown).toEqual(known);
    expect(tally(known)).toEqual({ [INVALID]: 6, [waits(1)]: 4, [waits(2)]: 1 });
  });

  it("warns a confirmed owner once a day, in the language chosen at sign-up, never an unknown or unconfirmed address", async () => {
    const accounts = accountsOn(current().db);
    const { db } = current();
    await confirmedAccount(accounts, "owner@example.com", "en");
    await signUp(accounts.deps({ ip: "192.0.2.251" }), registration("pending@example.com"));
    expect((await db.select({ lang: user.lang }).from(user).where(eq(user.email, "owner@example.com")))[0]?.lang).toBe("en");
    expect((await db.select({ lang: user.lang }).from(user).where(eq(user.email, "pending@example.com")))[0]?.lang).toBe("fr");
    const warnings = () => accounts.mails.filter((m) => m.kind === "account-sign-in-warning");

    const clock = startClock();
    let ip = 0;
    // Guessed from the French pages: the warning is still in the owner's English.
    const guess = (email: string) => signIn(accounts.deps({ ip: `198.51.100.${++ip}`, lang: "fr" }), { email, password: WRONG });
    await parallel(4, () => guess("owner@example.com"));
    expect(warnings()).toHaveLength(0);
    await parallel(3, () => guess("owner@example.com"));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ lang: "en", to: "owner@example.com", toName: "Marie Tremblay", subject: "Sign-in attempts on your account – Location Rive-Sud" });
    expect(warnings()[0]!.text).toContain(`${TEST_PUBLIC_URL}/en/account?tab=forgot`);
    clock.advance(MINUTE);
    await guess("owner@example.com");
    clock.advance(2 * MINUTE);
    await guess("owner@example.com");
    expect(warnings()).toHaveLength(1);

    for (const email of ["nobody@example.com", "pending@example.com"]) await parallel(6, () => guess(email));
    expect(warnings()).toHaveLength(1);

    // The next day, a new streak: one more warning.
    clock.advance(24 * 60 * MINUTE);
    await parallel(6, () => guess("owner@example.com"));
    expect(warnings()).toHaveLength(2);
  });

  it("counts IPv6 clients by their /64", async () => {
    const { deps } = accountsOn(current().db);
    startClock();
    const answers = await parallel(30, (i) => signIn(deps({ ip: `2001:db8:1:2::${(i + 1).toString(16)}` }), { email: `v6-${i}@example.com`, password: WRONG }));
    expect(tally(answers.map(answer))).toEqual({ [INVALID]: 10, [`${NETWORK_LIMIT} (15 min)`]: 20 });
    expect(answer(await signIn(deps({ ip: "2001:db8:1:3::1" }), { email: "v6-other@example.com", password: WRONG }))).toBe(INVALID);
  });

  it("holds the sign-up and e-mail request limits under parallel requests", async () => {
    const { deps } = accountsOn(current().db);
    startClock();
    const signUps = await parallel(26, (i) => signUp(deps({ ip: "198.51.100.7" }), registration(`new${i}@example.com`)));
    expect(tally(signUps.map(answer))).toEqual({ ok: 20, [`${NETWORK_LIMIT} (60 min)`]: 6 });

    const limited = "accountArea.errors.tooManyAttempts (60 min)";
    const perNetwork = await parallel(15, (i) => requestPasswordReset(deps({ ip: "198.51.100.8" }), { email: `someone${i}@example.com` }));
    expect(tally(perNetwork.map(answer))).toEqual({ ok: 10, [limited]: 5 });
    const perAddress = await parallel(6, (i) => requestPasswordReset(deps({ ip: `198.51.100.${20 + i}` }), { email: "one@example.com" }));
    expect(tally(perAddress.map(answer))).toEqual({ ok: 3, [limited]: 3 });
  });
});

describe("the answer to a try that must wait", () => {
  it("says how long to wait, in both languages", () => {
    const text = (lang: Lang, minutes: number) => translate(lang, "accountArea.signIn.errors.other", { reason: translate(lang, "accountArea.reasons.accountWaiting", { minutes }) });
    expect(text("fr", 1)).toBe("Erreur de connexion : trop d'essais pour ce compte. Par sécurité, réessayez dans 1 minute");
    expect(text("fr", 15)).toContain("réessayez dans 15 minutes");
    expect(text("en", 1)).toBe("Sign-in error: too many tries for this account. For your security, try again in 1 minute");
    expect(text("en", 4)).toContain("try again in 4 minutes");
  });
});
