/**
 * Content of the /faq page: ten questions (spec section 2, decisions.md). The texts
 * are in text/{fr,en}/faq.ts; this module orders them, files them in their
 * category and fills their facts from the business configuration and the constants.
 */
import { phoneHref, type Business } from "../config/business.ts";
import {
  CANCELLATION_FEE_24_48,
  CANCELLATION_FEE_UNDER_24,
  CANCELLATION_FREE_HOURS,
  CANCELLATION_PARTIAL_HOURS,
  DATE_CHANGE_FREE_HOURS,
  DELIVERY_EXTRA_PER_KM,
  DELIVERY_FEE_ONE_WAY,
  DELIVERY_INCLUDED_KM,
  DIAMOND_DISC_PRICE,
  REFUND_BUSINESS_DAYS,
  REPLY_WITHIN_HOURS,
  USUAL_WEEK_FACTOR,
} from "../domain/constants.ts";
import { formatPercent } from "../i18n/format.ts";
import { openingHoursSentence } from "../i18n/format-hours.ts";
import { formatMessage, type Lang, type Vars } from "../i18n/index.ts";
import { enFaq } from "./text/en/faq.ts";
import { frFaq } from "./text/fr/faq.ts";
import { byLang, decimal, money, rangeText, supportWindow, type FaqCategory, type FaqContent } from "./types.ts";

/** The questions in page order, each in its category. */
const QUESTIONS: ReadonlyArray<{ id: keyof typeof frFaq.items; category: FaqCategory }> = [
  { id: "rental-periods", category: "rental" },
  { id: "delivery-fees", category: "delivery" },
  { id: "id-credit-card", category: "rental" },
  { id: "payment-methods", category: "payment" },
  { id: "cancellation", category: "payment" },
  { id: "training", category: "general" },
  { id: "self-levellers", category: "general" },
  { id: "quote-response", category: "general" },
  { id: "breakdown", category: "maintenance" },
  { id: "floor-prep-equipment", category: "rental" },
];

export function faqContent(lang: Lang, b: Business): FaqContent {
  const t = byLang(lang, frFaq, enFaq);
  const facts: Vars = {
    name: b.name,
    phone: b.phone,
    town: b.town,
    hours: openingHoursSentence(lang, b),
    support: supportWindow(lang, b),
    weekFactor: decimal(lang, USUAL_WEEK_FACTOR),
    weekFromDays: Math.ceil(USUAL_WEEK_FACTOR),
    fee: money(lang, DELIVERY_FEE_ONE_WAY),
    perKm: money(lang, DELIVERY_EXTRA_PER_KM),
    km: DELIVERY_INCLUDED_KM,
    freeHours: CANCELLATION_FREE_HOURS,
    partialHours: CANCELLATION_PARTIAL_HOURS,
    fee24to48: formatPercent(lang, CANCELLATION_FEE_24_48),
    feeUnder24: formatPercent(lang, CANCELLATION_FEE_UNDER_24),
    dateChangeHours: DATE_CHANGE_FREE_HOURS,
    refundDays: rangeText(lang, REFUND_BUSINESS_DAYS),
    discPrice: money(lang, DIAMOND_DISC_PRICE),
    replyHours: REPLY_WITHIN_HOURS,
  };
  const fill = (template: string) => formatMessage(lang, template, facts);

  return {
    meta: { title: fill(t.meta.title), description: t.meta.description },
    title: t.title,
    lead: t.lead,
    searchLabel: t.searchLabel,
    searchPlaceholder: t.searchPlaceholder,
    allCategoriesLabel: t.allCategoriesLabel,
    categoryLabels: { ...t.categoryLabels },
    noResults: t.noResults,
    items: QUESTIONS.map(({ id, category }) => ({
      id,
      category,
      question: t.items[id].question,
      answer: fill(t.items[id].answer),
    })),
    contactCta: {
      title: t.contactCta.title,
      text: t.contactCta.text,
      contactLabel: t.contactCta.contactLabel,
      callLabel: fill(t.contactCta.callLabel),
      phoneHref: phoneHref(b.phone),
    },
  };
}
