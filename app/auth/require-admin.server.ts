/**
 * Guard of every staff loader and action (decisions.md, "Accounts and staff"):
 * the role is checked on the server, from the session, before anything is read
 * or written. A signed-out visitor goes to the home page with the sign-in
 * dialog open; a signed-in customer goes to the home page — in the page's
 * language both times. Any method: a POST from a non-admin is redirected too,
 * and changes nothing.
 */
import { redirect } from "react-router";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { cookieHeaders, getSessionInfo, signInRedirectPath, type GuardArgs, type UserSummary } from "./session.server.ts";


export type AdminSession = { user: UserSummary & { role: "admin" }; setCookies: string[] };

export async function requireAdmin(args: GuardArgs): Promise<AdminSession> {
  const info = await getSessionInfo(args);
  const headers = cookieHeaders(info.setCookies);
  if (!info.user) throw redirect(signInRedirectPath(args.url), { headers });
  if (info.user.role !== "admin") throw redirect(localizePath("/", langFromPath(args.url.pathname)), { headers });
  return { user: { ...info.user, role: "admin" }, setCookies: info.setCookies };
}

/** The name recorded in a request's history: the staff member's names, or their e-mail when they have none. */
export function staffDisplayName(user: UserSummary): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
