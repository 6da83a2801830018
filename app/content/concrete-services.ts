/**
 * Content of the /concrete-services page (spec sections 1 and 2). The texts are in
 * text/{fr,en}/concrete-services.ts; this module orders them and fills the business facts.
 */
import { phoneHref, type Business } from "../config/business.ts";
import { formatMessage, type Lang } from "../i18n/index.ts";
import { enConcreteServices } from "./text/en/concrete-services.ts";
import { frConcreteServices } from "./text/fr/concrete-services.ts";
import { byLang, serviceAreaText, type ConcreteServicesContent } from "./types.ts";

/** The services and the reasons in page order. */
const SERVICES = ["surface-preparation", "epoxy", "sealant", "polishing"] as const;
const REASONS = ["no-subcontracting", "service-area", "own-equipment", "free-estimate"] as const;

export function concreteServicesContent(lang: Lang, b: Business): ConcreteServicesContent {
  const t = byLang(lang, frConcreteServices, enConcreteServices);
  const facts = { name: b.name, phone: b.phone, area: serviceAreaText(lang, b) };
  const fill = (template: string) => formatMessage(lang, template, facts);

  return {
    meta: { title: fill(t.meta.title), description: t.meta.description },
    breadcrumb: t.breadcrumb,
    hero: { title: t.hero.title, lead: fill(t.hero.lead) },
    servicesTitle: t.servicesTitle,
    servicesLead: t.servicesLead,
    services: SERVICES.map((id) => ({
      id,
      title: t.services[id].title,
      summary: t.services[id].summary,
      bullets: [...t.services[id].bullets],
    })),
    whyTitle: t.whyTitle,
    reasons: REASONS.map((id) => ({ id, title: t.reasons[id].title, text: fill(t.reasons[id].text) })),
    contactCta: {
      title: t.contactCta.title,
      text: t.contactCta.text,
      buttonLabel: t.contactCta.buttonLabel,
      path: "/contact",
      phoneText: fill(t.contactCta.phoneText),
      phoneHref: phoneHref(b.phone),
    },
  };
}
