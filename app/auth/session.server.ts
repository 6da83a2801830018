/**
 * The signed-in person, read on the server from the session cookie (pages
 * render with the session: no spinner, the right header at first paint), and
 * the guards every protected loader and action starts with.
 */
import type { RouterContextProvider } from "react-router";
import { getDb } from "../db/client.server.ts";
import { readVersions, requestVersions } from "../db/versions.server.ts";
import { getProfile, namesFromDisplayName } from "../db/profiles.server.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import type { UserRole } from "./account-types.ts";
import type { UserSummary } from "./user-summary.ts";
import { authHeaders, getAuth, SESSION_MAX_AGE_MS } from "./auth.server.ts";

export type { UserSummary };

export type SessionInfo = {
  user: UserSummary | null;
  /** The account's e-mail is confirmed (always true for a signed-in person). */
  emailVerified: boolean;
  /** Set-Cookie headers to forward (session renewed, or cleared). */
  setCookies: string[];
};

/** A guarded loader's or action's arguments; `url` is React Router's (without the `.data` of client-side navigations). */
export type GuardArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };
/** Reading a session needs no client IP: the context is optional for helpers called with a bare request. */
type ReadArgs = { request: Request; context?: Readonly<RouterContextProvider> };

export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  return context.get(requestInfoContext).clientIp;
}

/** Better Auth renews a used session forever; decisions.md caps it at 30 days from sign-in. */
export function isPastAbsoluteLimit(signedInAt: Date, now = Date.now()): boolean {
  return now - signedInAt.getTime() > SESSION_MAX_AGE_MS;
}

// Root loader and page loader of one request share one lookup.
const perRequest = new WeakMap<Request, Promise<SessionInfo>>();

/**
 * Sessions this process read in the last minute (decision 0026), by the request's whole Cookie
 * header: a page of a signed-in person costs no session statement while nothing changed. An
 * entry is trusted only while the database's session version is the one read before it
 * (app/db/versions.server.ts): renewing or ending any session, changing any account or profile
 * moves it, on every instance. Only a valid session is remembered, never a refusal; the minute
 * lets Better Auth renew an active session (and send its cookie) on time.
 */
const REMEMBER_MS = 60_000;
const REMEMBERED_MAX = 10_000;
type Remembered = { info: SessionInfo; sessions: number; until: number };
const recentSessions = new Map<string, Remembered>();

/** Keeps the newest `REMEMBERED_MAX` entries of a map used as a memory (the oldest leave first). */
export function remember<K, V>(memory: Map<K, V>, key: K, value: V): void {
  memory.delete(key);
  memory.set(key, value);
  for (const oldest of memory.keys()) {
    if (memory.size <= REMEMBERED_MAX) break;
    memory.delete(oldest);
  }
}

/** The session version for this request: read once per request, before any session statement. */
export function sessionsVersion(context?: Readonly<RouterContextProvider>): Promise<number> {
  return (context ? requestVersions(context) : getDb().then(readVersions)).then((versions) => versions.sessions);
}

async function readSession(request: Request, context?: Readonly<RouterContextProvider>): Promise<SessionInfo> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return { user: null, emailVerified: false, setCookies: [] };
  const sessions = await sessionsVersion(context);
  const known = recentSessions.get(cookie);
  if (known && known.sessions === sessions && Date.now() < known.until) return known.info;

  const auth = await getAuth();
  const headers = authHeaders(request, context ? clientIpOf(context) : "unknown");
  const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = responseHeaders.getSetCookie();
  if (!response) return { user: null, emailVerified: false, setCookies };
  if (isPastAbsoluteLimit(response.session.createdAt)) {
    const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
    return { user: null, emailVerified: false, setCookies: signedOut.headers.getSetCookie() };
  }
  const profile = await getProfile(await getDb(), response.user.id);
  const names = profile ? { firstName: profile.firstName, lastName: profile.lastName } : namesFromDisplayName(response.user.name);
  const role: UserRole = response.user.role === "admin" ? "admin" : "customer";
  const info: SessionInfo = {
    user: { id: response.user.id, email: response.user.email, role, ...names },
    emailVerified: response.user.emailVerified,
    setCookies,
  };
  // A renewal's cookie is sent once, with this answer: only a read that sets none is remembered.
  if (setCookies.length === 0) {
    const until = Math.min(Date.now() + REMEMBER_MS, new Date(response.session.expiresAt).getTime(), new Date(response.session.createdAt).getTime() + SESSION_MAX_AGE_MS);
    remember(recentSessions, cookie, { info, sessions, until });
  }
  return info;
}

export function getSessionInfo({ request, context }: ReadArgs): Promise<SessionInfo> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = readSession(request, context);
    perRequest.set(request, pending);
  }
  return pending;
}

export async function getOptionalUser(args: ReadArgs): Promise<UserSummary | null> {
  return (await getSessionInfo(args)).user;
}

/** Where a signed-out visitor is sent: home, in the page's language, with the sign-in dialog. */
export function signInRedirectPath(url: URL): string {
  return `${localizePath("/", langFromPath(url.pathname))}?login=1`;
}

/** Set-Cookie headers as a Headers object, for data(…, { headers }). */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
