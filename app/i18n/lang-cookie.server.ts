import { LANG_COOKIE, isLang, type Lang } from "./index.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored language choice, if any (a strictly necessary cookie: no consent needed). */
export function langFromCookie(request: Request): Lang | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}

export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
