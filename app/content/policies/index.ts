/**
 * The four policy pages: /privacy, /terms, /rental-policy, /cancellation-policy
 * (spec sections 2 and 9, decisions.md "Consent"), one module each. Their texts are
 * in app/content/text/{fr,en}/; every number comes from domain/constants.ts and
 * every business fact from the `Business` object.
 */
import type { Business } from "../../config/business.ts";
import type { Lang } from "../../i18n/index.ts";
import type { PolicyDocument, PolicyKind } from "../types.ts";
import { cancellationPolicy } from "./cancellation.ts";
import { privacyPolicy } from "./privacy.ts";
import { rentalPolicy } from "./rental.ts";
import { termsOfUse } from "./terms.ts";

const POLICIES: Record<PolicyKind, (lang: Lang, b: Business) => PolicyDocument> = {
  privacy: privacyPolicy,
  terms: termsOfUse,
  rentalPolicy,
  cancellationPolicy,
};

export function policyContent(kind: PolicyKind, lang: Lang, b: Business): PolicyDocument {
  return POLICIES[kind](lang, b);
}

export { COOKIE_CONSENT_DAYS } from "./privacy.ts";
export { POLICY_PATHS } from "../types.ts";
