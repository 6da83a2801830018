/**
 * Shared types of the content pages (/services, /concrete-services, /faq and the
 * four policy pages), plus the few pure formatting helpers their texts use.
 *
 * Content is typed data, never markup: pages render it. Business facts (name,
 * phone, e-mail, address, hours, service area) come from the `Business` object
 * and numbers from domain/constants.ts; neither is ever typed in a text.
 */
import type { Business } from "../config/business.ts";
import { foldForSearch } from "../domain/text.ts";
import { formatList, formatPrice, perLang } from "../i18n/format.ts";
import { formatMessage, LOCALE, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";
import { enCommon } from "./text/en/common.ts";
import { frCommon } from "./text/fr/common.ts";

/* ------------------------------------------------------------------ types */

/** Title and description for the page's <title> and meta description. */
export type PageMeta = { title: string; description: string };

export type Hero = { title: string; lead: string };

/** A card with a short text and a list of points (possibly empty). */
export type ServiceCard = {
  /** Stable id (useful to pick an icon): e.g. "delivery", "operator". */
  id: string;
  title: string;
  text: string;
  points: string[];
};

/** A call to action. `path` is the route without the language prefix ("/contact"). */
export type CallToAction = {
  title: string;
  text: string;
  buttonLabel: string;
  path: string;
};

/** The "phone, hours, address" strip. */
export type ContactStrip = {
  title: string;
  phoneLabel: string;
  /** Display form, from the business configuration. */
  phone: string;
  /** tel: URI */
  phoneHref: string;
  emailLabel: string;
  email: string;
  hoursLabel: string;
  /** One line per group of days, closed days last. */
  hours: string[];
  /** e.g. "Ligne d'urgence 24/7 : 450-555-0142"; null when the business has none. */
  emergency: string | null;
  addressLabel: string;
  address: string;
};

export type ServicesContent = {
  meta: PageMeta;
  breadcrumb: string;
  hero: Hero;
  mainTitle: string;
  /** ids: "delivery", "maintenance", "support" */
  mainCards: ServiceCard[];
  extrasTitle: string;
  extrasLead: string;
  /** ids: "operator", "materials", "installation", "training", "consulting" */
  extras: ServiceCard[];
  quoteCta: CallToAction;
  contactStrip: ContactStrip;
};

export type ConcreteServiceCard = {
  /** ids: "surface-preparation", "epoxy", "sealant", "polishing" */
  id: string;
  title: string;
  summary: string;
  bullets: string[];
};

export type Reason = {
  /** ids: "no-subcontracting", "service-area", "own-equipment", "free-estimate" */
  id: string;
  title: string;
  text: string;
};

export type ConcreteServicesContent = {
  meta: PageMeta;
  breadcrumb: string;
  hero: Hero;
  servicesTitle: string;
  servicesLead: string;
  services: ConcreteServiceCard[];
  whyTitle: string;
  reasons: Reason[];
  contactCta: CallToAction & {
    /** e.g. "Ou appelez-nous au 450-555-0142" */
    phoneText: string;
    phoneHref: string;
  };
};

export type FaqCategory = "general" | "rental" | "delivery" | "payment" | "maintenance";

/** Display order of the FAQ categories. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = ["general", "rental", "delivery", "payment", "maintenance"];

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: string };

export type FaqContent = {
  meta: PageMeta;
  title: string;
  lead: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Label of the "every category" filter. */
  allCategoriesLabel: string;
  categoryLabels: Record<FaqCategory, string>;
  /** Shown when the search matches no question. */
  noResults: string;
  items: FaqItem[];
  contactCta: {
    title: string;
    text: string;
    contactLabel: string;
    /** e.g. "Appeler le 450-555-0142" */
    callLabel: string;
    phoneHref: string;
  };
};

export type PolicyKind = "privacy" | "terms" | "rentalPolicy" | "cancellationPolicy";

/** Route path (without language prefix) of each policy page. */
export const POLICY_PATHS: Readonly<Record<PolicyKind, string>> = {
  privacy: "/privacy",
  terms: "/terms",
  rentalPolicy: "/rental-policy",
  cancellationPolicy: "/cancellation-policy",
};

export type PolicySection = {
  /** Anchor of the section in the page ("temoins-cookies"), made from its heading. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs after the bullets. */
  closing?: string[];
  /** A control the page renders at the end of the section: the privacy page's cookie preferences button. */
  action?: "cookiePreferences";
};

export type PolicyDocument = {
  title: string;
  /** Meta description of the page. */
  description: string;
  intro: string;
  /** ISO date (YYYY-MM-DD), from POLICY_DATES. */
  updatedISO: string;
  /** e.g. "Dernière mise à jour : 15 juillet 2025" */
  updatedText: string;
  /** The same, in two parts for a <time> element: "Dernière mise à jour :" and "15 juillet 2025". */
  updatedLabel: string;
  updatedDate: string;
  sections: PolicySection[];
};

/* ---------------------------------------------------------------- helpers */

/** The page's catalogue among a text's two (app/content/text/): byLang(lang, frFaq, enFaq). */
export function byLang<T>(lang: Lang, fr: T, en: Catalogue<T>): Catalogue<T> {
  // The French catalogue is the reference: it always has its own shape (`as const` only narrows strings).
  return lang === "fr" ? (fr as Catalogue<T>) : en;
}

/** Money for running text: "150 $" / "$150" (cents only when there are some). */
export function money(lang: Lang, amount: number): string {
  return formatPrice(lang, amount);
}

/** A plain number in the locale: 3.5 gives "3,5" / "3.5". */
const decimalFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 3 }));

export function decimal(lang: Lang, n: number): string {
  return decimalFormat(lang).format(n);
}

/** A range written "5-7" in the constants: "5 à 7" / "5 to 7". */
export function rangeText(lang: Lang, range: string): string {
  const [from, to] = range.split("-").map((s) => s.trim());
  if (!from || !to) return range;
  return formatMessage(lang, byLang(lang, frCommon, enCommon).range, { from, to });
}

/** An anchor from a heading: "Témoins (cookies)" gives "temoins-cookies". */
export function slug(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The service area as a list: "Rive-Sud, Montréal, Laval et Montérégie" / "the South Shore, Montreal, Laval and Montérégie". */
export function serviceAreaText(lang: Lang, b: Business): string {
  const names: Readonly<Record<string, string>> = byLang(lang, frCommon, enCommon).placeNames;
  return formatList(
    lang,
    b.serviceArea.map((place) => names[place] ?? place),
  );
}

/** "24 heures sur 24, 7 jours sur 7" or, without an emergency line, the opening hours. */
export function supportWindow(lang: Lang, b: Business): string {
  const texts = byLang(lang, frCommon, enCommon).supportWindow;
  return b.emergencyLine ? texts.emergencyLine : texts.openingHours;
}
