/** /rental-policy: periods, pickup and delivery, deposit, responsibilities, damage, return. */
import { formatAddress, type Business } from "../../config/business.ts";
import {
  DELIVERY_EXTRA_PER_KM,
  DELIVERY_FEE_ONE_WAY,
  DELIVERY_INCLUDED_KM,
  NOTICE_HOURS,
  USUAL_WEEK_FACTOR,
} from "../../domain/constants.ts";
import { openingHoursSentence } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/index.ts";
import { enRentalPolicy } from "../text/en/rental-policy.ts";
import { frRentalPolicy } from "../text/fr/rental-policy.ts";
import { byLang, decimal, money, supportWindow, type PolicyDocument } from "../types.ts";
import { policyDocument } from "./document.ts";

export function rentalPolicy(lang: Lang, b: Business): PolicyDocument {
  return policyDocument("rentalPolicy", lang, byLang(lang, frRentalPolicy, enRentalPolicy), {
    name: b.name,
    legalName: b.legalName,
    phone: b.phone,
    address: formatAddress(b),
    openingHours: openingHoursSentence(lang, b),
    supportWindow: supportWindow(lang, b),
    noticeHours: NOTICE_HOURS,
    weekFactor: decimal(lang, USUAL_WEEK_FACTOR),
    deliveryFee: money(lang, DELIVERY_FEE_ONE_WAY),
    includedKm: DELIVERY_INCLUDED_KM,
    extraPerKm: money(lang, DELIVERY_EXTRA_PER_KM),
  });
}
