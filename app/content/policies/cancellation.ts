/**
 * /cancellation-policy: the fees counted from the handover time (decisions.md second
 * round), how to cancel, date changes, refunds and the exceptions staff may waive. The worked
 * example is computed by the fee rule itself (domain/rental/cancellation-fee.ts).
 */
import type { Business } from "../../config/business.ts";
import {
  CANCELLATION_FEE_24_48,
  CANCELLATION_FEE_NO_SHOW,
  CANCELLATION_FEE_UNDER_24,
  CANCELLATION_FREE_HOURS,
  CANCELLATION_PARTIAL_HOURS,
  DATE_CHANGE_FREE_HOURS,
  NOTICE_HOURS,
  REFUND_BUSINESS_DAYS,
} from "../../domain/constants.ts";
import { fromCents } from "../../domain/pricing.ts";
import { cancellationFee } from "../../domain/rental/cancellation-fee.ts";
import { formatPercent } from "../../i18n/format.ts";
import { openingHoursSentence } from "../../i18n/format-hours.ts";
import type { Lang } from "../../i18n/index.ts";
import { enCancellationPolicy } from "../text/en/cancellation-policy.ts";
import { frCancellationPolicy } from "../text/fr/cancellation-policy.ts";
import { byLang, money, rangeText, type PolicyDocument } from "../types.ts";
import { policyDocument } from "./document.ts";

/** A reservation of 1 000 $ taxes included, cancelled 30 hours before the handover. */
const EXAMPLE = { totalCents: 100_000, hoursBefore: 30 } as const;

export function cancellationPolicy(lang: Lang, b: Business): PolicyDocument {
  const handoverAt = new Date(0);
  const example = cancellationFee({ totalCents: EXAMPLE.totalCents, handoverAt, now: new Date(-EXAMPLE.hoursBefore * 3_600_000) });
  return policyDocument("cancellationPolicy", lang, byLang(lang, frCancellationPolicy, enCancellationPolicy), {
    name: b.name,
    email: b.email,
    phone: b.phone,
    openingHours: openingHoursSentence(lang, b),
    freeHours: CANCELLATION_FREE_HOURS,
    partialHours: CANCELLATION_PARTIAL_HOURS,
    lateFee: formatPercent(lang, CANCELLATION_FEE_24_48),
    lastMinuteFee: formatPercent(lang, CANCELLATION_FEE_UNDER_24),
    noShowFee: formatPercent(lang, CANCELLATION_FEE_NO_SHOW),
    dateChangeHours: DATE_CHANGE_FREE_HOURS,
    noticeHours: NOTICE_HOURS,
    refundDays: rangeText(lang, REFUND_BUSINESS_DAYS),
    exampleTotal: money(lang, fromCents(EXAMPLE.totalCents)),
    exampleHours: EXAMPLE.hoursBefore,
    exampleFee: money(lang, fromCents(example.feeCents)),
  });
}
