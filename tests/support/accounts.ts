/**
 * Customer accounts for integration tests: Better Auth on the test database,
 * with a mailer that keeps the account e-mails in memory, and the deps of the
 * account actions as a route would build them.
 */
import { defaultBusiness } from "../../app/config/business.ts";
import type { Db } from "../../app/db/client.server.ts";
import type { Lang } from "../../app/i18n/index.ts";
import type { AccountDeps } from "../../app/auth/account.server.ts";
import type { AccountMail } from "../../app/auth/auth-mail.server.ts";
import { createAuth, type AuthEnv } from "../../app/auth/auth.server.ts";

export const TEST_PUBLIC_URL = "https://shop.example";
export const TEST_PASSWORD = "le beton coule bien";

export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

export function accountsOn(db: Db, options: { adminEmails?: string[] } = {}) {
  const mails: AccountMail[] = [];
  const env: AuthEnv = {
    publicUrl: TEST_PUBLIC_URL,
    authSecret: TEST_AUTH_SECRET,
    adminEmails: options.adminEmails ?? [],
    settingsDefaults: { business: defaultBusiness, staffNotifyEmail: "staff@shop.example" },
    mailFrom: "Shop <no-reply@shop.example>",
  };
  const auth = createAuth({ db, env, mailer: async (mail) => void mails.push(mail) });
  const deps = (overrides: { cookie?: string; ip?: string; lang?: Lang } = {}): AccountDeps => ({
    auth,
    db,
    clientIp: overrides.ip ?? "203.0.113.7",
    lang: overrides.lang ?? "fr",
    request: new Request(`${TEST_PUBLIC_URL}/account`, { method: "POST", headers: overrides.cookie ? { cookie: overrides.cookie } : {} }),
  });
  return { auth, mails, deps, env };
}

export const registration = (email: string, extra: Record<string, string> = {}) => ({
  firstName: "Marie",
  lastName: "Tremblay",
  email,
  phone: "(514) 123 4567",
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  privacyAccepted: "on",
  ...extra,
});

/** The token of the link in an account e-mail. */
export function tokenOf(mail: AccountMail | undefined): string {
  const match = /token=([^\s"&<]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error("no token in mail");
  return decodeURIComponent(match[1]);
}
