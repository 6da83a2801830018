/** /privacy: the privacy policy (Law 25, cookies; decisions.md "Consent"). */
import { formatAddress, type Business } from "../../config/business.ts";
import { COOKIE_CONSENT_VALIDITY_MS } from "../../domain/constants.ts";
import type { Lang } from "../../i18n/index.ts";
import { enPrivacyPolicy } from "../text/en/privacy-policy.ts";
import { frPrivacyPolicy } from "../text/fr/privacy-policy.ts";
import { byLang, type PolicyDocument } from "../types.ts";
import { policyDocument } from "./document.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Consent validity in days (180). */
export const COOKIE_CONSENT_DAYS = Math.round(COOKIE_CONSENT_VALIDITY_MS / DAY_MS);

export function privacyPolicy(lang: Lang, b: Business): PolicyDocument {
  return policyDocument(
    "privacy",
    lang,
    byLang(lang, frPrivacyPolicy, enPrivacyPolicy),
    { name: b.name, legalName: b.legalName, email: b.email, address: formatAddress(b), consentDays: COOKIE_CONSENT_DAYS },
    { cookies: "cookiePreferences" },
  );
}
