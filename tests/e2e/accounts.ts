/**
 * Accounts for browser tests: sign-up as a browser without JavaScript would, confirmation
 * through the e-mail's link, and a signed-in context (customer or staff). Each form post
 * comes from its own loopback address, so the server's per-IP limits see separate clients.
 */
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from "@playwright/test";
import { BASE_URL, STAFF_EMAIL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { waitForMails } from "./mail.ts";
import { hydrateOnGotoIn } from "./support.ts";

export const PASSWORD = "le beton coule bien";
export const STAFF = { email: STAFF_EMAIL, firstName: "Sophie", lastName: "Gagnon" };
export const ORIGIN = { Origin: BASE_URL, Host: new URL(BASE_URL).host };

export const uniqueEmail = (who: string, domain = "example.com") => `${who}.${Date.now()}.${randomBytes(3).toString("hex")}@${domain}`;
/** A fresh loopback address per form post: the server's per-IP rate limits see separate clients. */
export const clientAddress = () => `127.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/**
 * The browsers of the tests stand for many customers, not one. The e2e server trusts its
 * loopback peer as a proxy (playwright.config.ts, TRUSTED_PROXIES) and each browser context says
 * which client it is, as a load balancer would (fixtures.ts, newContext below). All on 127.0.0.1,
 * the suite's quote requests together went past the per-client limit (10 in 15 minutes), and
 * whichever test sent one late in the run was refused. A post from another loopback address
 * (clientAddress) comes from no trusted proxy: a forged header there is still ignored.
 */
export const asAnotherClient = () => ({ "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` });

export function storeCookieChoice() {
  window.localStorage.setItem("cookie-consent", JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }));
  window.localStorage.setItem("cookie-consent-date", String(Date.now()));
}

/** A browser context of its own (staff, customer, visitor), with the cookie choice already made. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { ...asAnotherClient(), ...options.extraHTTPHeaders } });
  await context.addInitScript(storeCookieChoice);
  hydrateOnGotoIn(context, options.javaScriptEnabled !== false);
  return context;
}

export type Person = { email: string; firstName: string; lastName: string };

export function signUp(person: Person) {
  return postForm(
    `${BASE_URL}/account`,
    { intent: "sign-up", ...person, phone: "", password: PASSWORD, confirmPassword: PASSWORD, privacyAccepted: "on" },
    { headers: ORIGIN, localAddress: clientAddress() },
  );
}

/** Follows the confirmation link of the sign-up e-mail. */
export async function confirmByMail(request: APIRequestContext, email: string) {
  const [mail] = await waitForMails((m) => m.to.includes(email.toLowerCase()) && /Confirmez votre adresse courriel/.test(m.subject));
  const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail!.text)?.[0];
  expect(link, "confirmation link").toBeTruthy();
  return request.get(link!, { maxRedirects: 0 });
}

/** Signs up (as a browser without JavaScript would) and confirms the address through the e-mail's link. */
export async function confirmedAccount(request: APIRequestContext, person: Person): Promise<Person> {
  expect((await signUp(person)).status, "sign-up").toBe(200);
  expect((await confirmByMail(request, person.email)).headers().location).toBe("/?login=1&notice=confirmed");
  return person;
}

/**
 * Signs in with the account form, from a fresh client address (failed attempts are rate
 * limited per address), and hands the session cookie to the browser context.
 */
type SessionCookies = Parameters<BrowserContext["addCookies"]>[0];

/** Signs in; false when refused. The session's cookies are in the context, and answered. */
export async function trySignIn(context: BrowserContext, email: string): Promise<SessionCookies | false> {
  const answer = await postForm(`${BASE_URL}/account`, { intent: "sign-in", email, password: PASSWORD }, { headers: ORIGIN, localAddress: clientAddress() });
  const cookies = (answer.headers["set-cookie"] ?? []).map((line) => /^([^=;]+)=([^;]*)/.exec(line)).filter((match): match is RegExpExecArray => !!match && match[2] !== "");
  if (answer.status !== 200 || cookies.length === 0) return false;
  const session = cookies.map((match) => ({ name: match[1]!, value: match[2]!, url: BASE_URL }));
  await context.addCookies(session);
  return session;
}

export async function signIn(context: BrowserContext, email: string) {
  expect(await trySignIn(context, email), `sign-in of ${email}`).not.toBe(false);
}

/** The staff member's session cookies, made by the worker's first staff sign-in and reused after. */
let staffSession: Promise<SessionCookies> | undefined;

/**
 * The staff member (ADMIN_EMAILS of the e2e server), signed in to this context. The account
 * is created by the first test that needs it, whichever worker runs it; the others wait for it.
 * A worker signs staff in once and gives that session to every context (as a browser's stored
 * state would be): the sign-in itself has its own tests (account.spec.ts), and no test signs staff out.
 */
export async function signInAsStaff(context: BrowserContext) {
  staffSession ??= (async () => {
    const signedIn = await trySignIn(context, STAFF.email);
    if (signedIn) return signedIn;
    // 200: created here; 400: another worker is creating it (it confirms it too).
    if ((await signUp(STAFF)).status === 200) await confirmByMail(context.request, STAFF.email);
    const found: { session?: SessionCookies } = {};
    await expect.poll(async () => (found.session = (await trySignIn(context, STAFF.email)) || undefined) !== undefined, { timeout: 30_000, intervals: [500, 1000, 2000] }).toBe(true);
    return found.session!;
  })().catch((error: unknown) => {
    staffSession = undefined;
    throw error;
  });
  await context.addCookies(await staffSession);
}

export async function signInAsCustomer(context: BrowserContext, who = "client"): Promise<Person> {
  const person = await confirmedAccount(context.request, { email: uniqueEmail(who), firstName: "Éloïse", lastName: "Bérubé" });
  await signIn(context, person.email);
  return person;
}
