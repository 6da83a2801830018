/**
 * Content of the /services page (spec section 2, decisions.md "Content and consent").
 * The texts are in text/{fr,en}/services.ts; this module orders the cards and fills
 * their facts from the business configuration and the constants.
 */
import { formatAddress, phoneHref, type Business } from "../config/business.ts";
import { DELIVERY_EXTRA_PER_KM, DELIVERY_FEE_ONE_WAY, DELIVERY_INCLUDED_KM, DIAMOND_DISC_PRICE, PUMP_OPERATOR_HOURLY, REPLY_WITHIN_HOURS } from "../domain/constants.ts";
import { openingHoursLines } from "../i18n/format-hours.ts";
import { formatMessage, type Lang, type Vars } from "../i18n/index.ts";
import { enServices } from "./text/en/services.ts";
import { frServices } from "./text/fr/services.ts";
import { byLang, money, serviceAreaText, supportWindow, type ContactStrip, type ServiceCard, type ServicesContent } from "./types.ts";

/** The additional services in page order. */
const EXTRAS = ["operator", "materials", "installation", "training", "consulting"] as const;

type CardText = { readonly title: string; readonly text: string; readonly points: readonly string[] };

/** The "phone, hours, address" strip, shared by the content pages. */
export function contactStripContent(lang: Lang, b: Business): ContactStrip {
  const t = byLang(lang, frServices, enServices).contactStrip;
  return {
    title: t.title,
    phoneLabel: t.phoneLabel,
    phone: b.phone,
    phoneHref: phoneHref(b.phone),
    emailLabel: t.emailLabel,
    email: b.email,
    hoursLabel: t.hoursLabel,
    hours: openingHoursLines(lang, b),
    emergency: b.emergencyLine ? formatMessage(lang, t.emergency, { phone: b.phone }) : null,
    addressLabel: t.addressLabel,
    address: formatAddress(b),
  };
}

export function servicesContent(lang: Lang, b: Business): ServicesContent {
  const t = byLang(lang, frServices, enServices);
  const facts: Vars = {
    name: b.name,
    phone: b.phone,
    town: b.town,
    area: serviceAreaText(lang, b),
    support: supportWindow(lang, b),
    fee: money(lang, DELIVERY_FEE_ONE_WAY),
    perKm: money(lang, DELIVERY_EXTRA_PER_KM),
    km: DELIVERY_INCLUDED_KM,
    operatorRate: money(lang, PUMP_OPERATOR_HOURLY),
    discPrice: money(lang, DIAMOND_DISC_PRICE),
    replyHours: REPLY_WITHIN_HOURS,
  };
  const fill = (template: string) => formatMessage(lang, template, facts);
  const card = (id: string, text: CardText, title = text.title): ServiceCard => ({
    id,
    title: fill(title),
    text: fill(text.text),
    points: text.points.map(fill),
  });

  return {
    meta: { title: fill(t.meta.title), description: t.meta.description },
    breadcrumb: t.breadcrumb,
    hero: { title: t.hero.title, lead: fill(t.hero.lead) },
    mainTitle: t.mainTitle,
    mainCards: [
      card("delivery", t.mainCards.delivery),
      card("maintenance", t.mainCards.maintenance),
      card("support", t.mainCards.support, b.emergencyLine ? t.mainCards.support.titleEmergencyLine : t.mainCards.support.title),
    ],
    extrasTitle: t.extrasTitle,
    extrasLead: t.extrasLead,
    extras: EXTRAS.map((id) => card(id, t.extras[id])),
    quoteCta: {
      title: t.quoteCta.title,
      text: fill(t.quoteCta.text),
      buttonLabel: t.quoteCta.buttonLabel,
      path: "/contact",
    },
    contactStrip: contactStripContent(lang, b),
  };
}
