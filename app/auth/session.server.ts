/**
 * The signed-in person, read on the server from the session cookie (pages
 * render with the session: no spinner, the right header at first paint), and
 * the guards every protected loader and action starts with.
 */
import type { RouterContextProvider } from "react-router";
import { getDb } from "../db/client.server.ts";
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

async function readSession(request: Request, clientIp: string): Promise<SessionInfo> {
  if (!request.headers.get("cookie")) return { user: null, emailVerified: false, setCookies: [] };
  const auth = await getAuth();
  const headers = authHeaders(request, clientIp);
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
  return {
    user: { id: response.user.id, email: response.user.email, role, ...names },
    emailVerified: response.user.emailVerified,
    setCookies,
  };
}

export function getSessionInfo({ request, context }: ReadArgs): Promise<SessionInfo> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = readSession(request, context ? clientIpOf(context) : "unknown");
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
