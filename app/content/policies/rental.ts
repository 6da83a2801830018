/**
 * /rental-policy: dates and prices, notice, quote and online acceptance, availability and
 * turnaround, handover and delivery, ID and deposit, responsibilities, damage, cleaning, return.
 * The rules are those of decisions.md, second round; every number comes from
 * domain/constants.ts and the worked example from the pricing rule itself.
 */
import { formatAddress, type Business } from "../../config/business.ts";
import {
  DEFAULT_HANDOVER_TIME,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  DEFAULT_TURNAROUND_DAYS,
  DELIVERY_EXTRA_PER_KM,
  DELIVERY_FEE_ONE_WAY,
  DELIVERY_INCLUDED_KM,
  MAX_ONLINE_RENTAL_DAYS,
  NOTICE_HOURS,
  USUAL_WEEK_FACTOR,
  WEEKLY_FALLBACK_FACTOR,
} from "../../domain/constants.ts";
import { fromCents } from "../../domain/pricing.ts";
import { durationPrice } from "../../domain/rental/duration-pricing.ts";
import { formatClockTime, openingHoursSentence } from "../../i18n/format-hours.ts";
import type { Lang } from "../../i18n/index.ts";
import { enRentalPolicy } from "../text/en/rental-policy.ts";
import { frRentalPolicy } from "../text/fr/rental-policy.ts";
import { byLang, decimal, money, supportWindow, type PolicyDocument } from "../types.ts";
import { policyDocument } from "./document.ts";

/** The example: 9 days of a 350 $/day machine whose week is the usual 3.5 days (1 225 $) = 1 week + 2 days. */
const EXAMPLE = { dayCents: 35_000, days: 9 } as const;

export function rentalPolicy(lang: Lang, b: Business): PolicyDocument {
  const weekCents = Math.round(EXAMPLE.dayCents * USUAL_WEEK_FACTOR);
  const example = durationPrice({ dayCents: EXAMPLE.dayCents, weekCents }, EXAMPLE.days);
  return policyDocument("rentalPolicy", lang, byLang(lang, frRentalPolicy, enRentalPolicy), {
    name: b.name,
    legalName: b.legalName,
    phone: b.phone,
    address: formatAddress(b),
    openingHours: openingHoursSentence(lang, b),
    supportWindow: supportWindow(lang, b),
    noticeHours: NOTICE_HOURS,
    maxDays: MAX_ONLINE_RENTAL_DAYS,
    validityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
    turnaroundDays: DEFAULT_TURNAROUND_DAYS,
    handoverTime: formatClockTime(lang, DEFAULT_HANDOVER_TIME),
    exampleDay: money(lang, fromCents(EXAMPLE.dayCents)),
    exampleWeek: money(lang, fromCents(weekCents)),
    exampleTotal: money(lang, fromCents(example.totalCents)),
    fallbackFactor: decimal(lang, WEEKLY_FALLBACK_FACTOR),
    deliveryFee: money(lang, DELIVERY_FEE_ONE_WAY),
    includedKm: DELIVERY_INCLUDED_KM,
    extraPerKm: money(lang, DELIVERY_EXTRA_PER_KM),
  });
}
