/**
 * CSRF guard of the account and profile actions. The session cookie is
 * SameSite=Lax (a cross-site form post does not carry it), and on top of that
 * a state-changing request must come from our own pages: its Origin is ours,
 * or — for browsers that send no Origin — Fetch Metadata does not say
 * "cross-site". This also stops "login CSRF" (signing a victim into the
 * attacker's account), which SameSite alone does not.
 */
import { data } from "react-router";

export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(publicUrl).origin || origin === new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** Throws a 403 response for a cross-site post. */
export function assertSameOrigin(request: Request, publicUrl: string): void {
  if (!isSameOrigin(request, publicUrl)) throw data("Forbidden", { status: 403 });
}
