import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { safeRedirectPath } from "../auth/safe-redirect.ts";
import { getEnv } from "../config/env.server.ts";
import { isLang, localizePath, stripLangPrefix } from "../i18n/index.ts";
import { langCookie } from "../i18n/lang-cookie.server.ts";

/**
 * GET /language?lang=en&to=/en/quote — stores the choice and goes to the page
 * in that language. `to` must be a local path (no open redirect).
 */
export function loader({ url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("lang");
  if (!isLang(lang)) return redirect("/");
  const target = new URL(safeRedirectPath(url.searchParams.get("to"), "/"), "http://local");
  const path = localizePath(stripLangPrefix(target.pathname), lang) + target.search;
  const secure = getEnv().publicUrl.startsWith("https:");
  return redirect(path, { headers: { "Set-Cookie": langCookie(lang, secure), "Cache-Control": "no-store" } });
}
