/** /cancellation-policy: fees by notice, date changes, refunds and exceptions. */
import type { Business } from "../../config/business.ts";
import {
  CANCELLATION_FEE_24_48,
  CANCELLATION_FEE_UNDER_24,
  CANCELLATION_FREE_HOURS,
  CANCELLATION_PARTIAL_HOURS,
  DATE_CHANGE_FREE_HOURS,
  NOTICE_HOURS,
  REFUND_BUSINESS_DAYS,
} from "../../domain/constants.ts";
import { formatPercent, openingHoursSentence } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/index.ts";
import { enCancellationPolicy } from "../text/en/cancellation-policy.ts";
import { frCancellationPolicy } from "../text/fr/cancellation-policy.ts";
import { byLang, rangeText, type PolicyDocument } from "../types.ts";
import { policyDocument } from "./document.ts";

export function cancellationPolicy(lang: Lang, b: Business): PolicyDocument {
  return policyDocument("cancellationPolicy", lang, byLang(lang, frCancellationPolicy, enCancellationPolicy), {
    name: b.name,
    email: b.email,
    phone: b.phone,
    openingHours: openingHoursSentence(lang, b),
    freeHours: CANCELLATION_FREE_HOURS,
    partialHours: CANCELLATION_PARTIAL_HOURS,
    lateFee: formatPercent(lang, CANCELLATION_FEE_24_48),
    lastMinuteFee: formatPercent(lang, CANCELLATION_FEE_UNDER_24),
    dateChangeHours: DATE_CHANGE_FREE_HOURS,
    noticeHours: NOTICE_HOURS,
    refundDays: rangeText(lang, REFUND_BUSINESS_DAYS),
  });
}
