/**
 * The guards, side by side: every protected loader and action starts with one
 * (after the origin check, in actions). Roles are checked on the server, from
 * the session, before anything is read or written (decisions.md, "Accounts and
 * staff"). A signed-out visitor goes to the home page with the sign-in dialog
 * open; a signed-in customer who is not staff goes to the home page — in the
 * page's language both times. Any method: a POST from a non-admin is
 * redirected too, and changes nothing.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { syncAdminRole } from "./admin-role.server.ts";
import { assertSameOrigin } from "./same-origin.server.ts";
import { cookieHeaders, getSessionInfo, signInRedirectPath, type GuardArgs, type UserSummary } from "./session.server.ts";

export type AdminSession = { user: UserSummary & { role: "admin" }; setCookies: string[] };

/**
 * Guard: the signed-in person, or a redirect to the sign-in dialog. Protected
 * loaders and actions start with it; the data they read is keyed on this id.
 */
export async function requireUser(args: GuardArgs): Promise<{ user: UserSummary; emailVerified: boolean; setCookies: string[] }> {
  const info = await getSessionInfo(args);
  if (!info.user) throw redirect(signInRedirectPath(args.url), { headers: cookieHeaders(info.setCookies) });
  return { user: info.user, emailVerified: info.emailVerified, setCookies: info.setCookies };
}

/**
 * Guard of every staff loader and action. The role is read from the account
 * row, and ADMIN_EMAILS is applied again first: an address taken off the list
 * loses its staff rights on its next request, not at its next sign-in.
 */
export async function requireAdmin(args: GuardArgs): Promise<AdminSession> {
  const info = await getSessionInfo(args);
  const headers = cookieHeaders(info.setCookies);
  if (!info.user) throw redirect(signInRedirectPath(args.url), { headers });
  const role = info.user.role === "admin" ? await syncAdminRole(await getDb(), info.user.id, getEnv().adminEmails) : info.user.role;
  if (role !== "admin") throw redirect(localizePath("/", langFromPath(args.url.pathname)), { headers });
  return { user: { ...info.user, role: "admin" }, setCookies: info.setCookies };
}

/** The staff member a request of the back office comes from, set by its layout's middleware. */
const staffContext = createContext<AdminSession["user"]>();

/**
 * Middleware of the back office's layout route (routes/staff-layout.tsx), run before every loader
 * and action under it, whatever the method: a post's origin first (a cross-site form is refused
 * before anything else), then requireAdmin. Its answers (pages, their data, files) are
 * `private, no-store`, and carry the session's refreshed cookie.
 */
export const staffOnly: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" && args.request.method !== "HEAD") assertSameOrigin(args.request, getEnv().publicUrl);
  const { user, setCookies } = await requireAdmin(args);
  args.context.set(staffContext, user);
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
};

/** The staff member asking, in a loader or action of the back office (its layout let them through). */
export function staffMember(context: Readonly<RouterContextProvider>): AdminSession["user"] {
  return context.get(staffContext);
}

/** The name recorded in a request's history: the staff member's names, or their e-mail when they have none. */
export function staffDisplayName(user: UserSummary): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
