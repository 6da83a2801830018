/**
 * The server's last word on a new password, beyond the length rules of
 * account-schemas.ts: no composition rules (NIST SP 800-63B), but not one of
 * the passwords everybody tries, nor the person's own e-mail or name.
 */
import type { MessageKey } from "../i18n/index.ts";
import { isCommonPassword } from "./common-passwords.server.ts";

export function newPasswordProblem(password: string, context: { email?: string; names?: readonly string[] } = {}): MessageKey | null {
  const candidate = password.trim().toLowerCase();
  if (isCommonPassword(candidate)) return "accountArea.password.common";
  const email = context.email?.trim().toLowerCase();
  const personal = [email, email?.split("@")[0], ...(context.names ?? []).map((n) => n.trim().toLowerCase())].filter((value): value is string => !!value && value.length >= 3);
  if (personal.some((value) => candidate === value || candidate.replace(/\d+$/, "") === value)) return "accountArea.password.personal";
  return null;
}
