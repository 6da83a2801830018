/** /terms: the terms of use of the site. */
import { formatAddress, type Business } from "../../config/business.ts";
import { NOTICE_HOURS, TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import { formatPercent } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/index.ts";
import { enTermsOfUse } from "../text/en/terms-of-use.ts";
import { frTermsOfUse } from "../text/fr/terms-of-use.ts";
import { byLang, type PolicyDocument } from "../types.ts";
import { policyDocument } from "./document.ts";

export function termsOfUse(lang: Lang, b: Business): PolicyDocument {
  return policyDocument("terms", lang, byLang(lang, frTermsOfUse, enTermsOfUse), {
    name: b.name,
    legalName: b.legalName,
    email: b.email,
    phone: b.phone,
    address: formatAddress(b),
    noticeHours: NOTICE_HOURS,
    tpsRate: formatPercent(lang, TPS_RATE),
    tvqRate: formatPercent(lang, TVQ_RATE),
  });
}
