import { describe, expect, it } from "vitest";
import { defaultBusiness, type Business } from "../config/business.ts";
import { concreteServicesContent } from "./concrete-services.ts";
import { faqContent } from "./faq.ts";
import { foldForSearch } from "../domain/text.ts";
import { filterFaqItems } from "./faq-search.ts";
import { COOKIE_CONSENT_DAYS, policyContent } from "./policies/index.ts";
import { servicesContent } from "./services.ts";
import { openingHoursLines, openingHoursSentence } from "../i18n/format-hours.ts";
import type { Lang } from "../i18n/index.ts";
import { FAQ_CATEGORIES, type PolicyKind } from "./types.ts";

const LANGS: readonly Lang[] = ["fr", "en"];
const KINDS: readonly PolicyKind[] = ["privacy", "terms", "rentalPolicy", "cancellationPolicy"];
const b = defaultBusiness;

/** Every string inside a value, recursively. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** All strings joined, with Intl's non-breaking spaces made ordinary. */
function text(value: unknown): string {
  return strings(value)
    .join("\n")
    .replace(/[\u00a0\u202f]/g, " ");
}

function everything(lang: Lang, business: Business = b): unknown[] {
  return [servicesContent(lang, business), concreteServicesContent(lang, business), faqContent(lang, business), ...KINDS.map((k) => policyContent(k, lang, business))];
}

describe.each(LANGS)("content (%s)", (lang) => {
  it("FAQ has 10 items with unique ids, known categories and non-empty text", () => {
    const faq = faqContent(lang, b);
    expect(faq.items).toHaveLength(10);
    expect(new Set(faq.items.map((i) => i.id)).size).toBe(10);
    for (const item of faq.items) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect(FAQ_CATEGORIES).toContain(item.category);
      expect(item.question.trim().length).toBeGreaterThan(10);
      expect(item.answer.trim().length).toBeGreaterThan(40);
    }
    for (const c of FAQ_CATEGORIES) expect(faq.categoryLabels[c].length).toBeGreaterThan(0);
    expect(faq.title && faq.lead && faq.searchPlaceholder).toBeTruthy();
  });

  it("FAQ ids are the same in both languages", () => {
    const other: Lang = lang === "fr" ? "en" : "fr";
    expect(faqContent(lang, b).items.map((i) => [i.id, i.category])).toEqual(faqContent(other, b).items.map((i) => [i.id, i.category]));
  });

  it("FAQ mentions delivery fees and payment cards", () => {
    const t = text(faqContent(lang, b).items);
    expect(t).toContain("150");
    expect(t).toContain("75");
    for (const card of ["Visa", "MasterCard", "American Express"]) expect(t).toContain(card);
    expect(t).toContain(lang === "fr" ? "150 $" : "$150");
  });

  it("cancellation policy states the rules", () => {
    const t = text(policyContent("cancellationPolicy", lang, b));
    expect(t).toContain("48");
    expect(t).toContain(lang === "fr" ? "25 %" : "25%");
    expect(t).toContain(lang === "fr" ? "50 %" : "50%");
    expect(t).toContain(lang === "fr" ? "5 à 7" : "5 to 7");
  });

  it("the cancellation policy counts the fees from the handover time, on the accepted total taxes included", () => {
    const t = text(policyContent("cancellationPolicy", lang, b));
    const facts =
      lang === "fr"
        ? [
            "Une annulation faite plus de 48 heures avant l'heure de remise de l'équipement est gratuite.",
            "Les frais sont un pourcentage du total de la version acceptée de la soumission, taxes incluses",
            "Entre 24 et 48 h avant l'heure de remise : 25 % du total.",
            "Moins de 24 h avant l'heure de remise : 50 % du total.",
            "Après l'heure de remise, sans prise en charge de l'équipement (absence) : 100 % du total",
            "une réservation de 1 000 $ taxes incluses annulée 30 heures avant l'heure de remise entraîne des frais de 250 $",
            "Un changement de dates demandé plus de 24 heures avant l'heure de remise est gratuit.",
            "Notre équipe renonce aux frais d'annulation",
          ]
        : [
            "A cancellation made more than 48 hours before the equipment's handover time is free of charge.",
            "Fees are a percentage of the total of the accepted version of the quote, taxes included",
            "Between 24 and 48 hours before the handover time: 25% of the total.",
            "Less than 24 hours before the handover time: 50% of the total.",
            "After the handover time, without the equipment being picked up (no-show): 100% of the total",
            "a reservation of $1,000 taxes included cancelled 30 hours before the handover time costs a fee of $250",
            "A date change requested more than 24 hours before the handover time is free.",
            "Our team waives the cancellation fee",
          ];
    for (const fact of facts) expect(t).toContain(fact);
  });

  it("the rental policy states the notice, whole days, the online limit, pricing, turnaround, delivery trips and online acceptance", () => {
    const t = text(policyContent("rentalPolicy", lang, b));
    const facts =
      lang === "fr"
        ? [
            "Une location commence au plus tôt 24 heures après la demande, un jour d'ouverture",
            "en jours entiers, le premier et le dernier jour inclus",
            "une location dure au plus 90 jours; pour une location plus longue, appelez-nous au 450-555-0142",
            "9 jours d'une machine à 350 $ par jour et 1 225 $ par semaine coûtent 1 semaine + 2 jours, soit 1 925 $",
            "4,5 fois son prix par jour",
            "puis pendant 1 jour de remise en état",
            "Chaque trajet coûte 150 $, plus 1 $ par kilomètre de route au-delà de 75 km",
            "Livraison, puis cueillette à la fin de la location : 2 trajets. Livraison seulement : 1 trajet. Prise et retour au comptoir : aucuns frais de transport.",
            "ils sont confirmés dans la soumission",
            "vous tapez votre nom complet et cochez « J'accepte les conditions de location »",
            "Rien n'est réservé avant votre acceptation",
            "7 h le premier jour de location",
            "n'est jamais facturé en ligne",
          ]
        : [
            "A rental starts no earlier than 24 hours after the request, on an opening day",
            "whole days, the first and the last day included",
            "a rental lasts at most 90 days; for a longer rental, call us at 450-555-0142",
            "9 days of a machine at $350 per day and $1,225 per week cost 1 week + 2 days, that is $1,925",
            "4.5 times its daily price",
            "then for 1 day of turnaround",
            "Each trip costs $150, plus $1 per km of road beyond 75 km",
            "Delivery, then pickup at the end of the rental: 2 trips. Delivery only: 1 trip. Pickup and return at the counter: no transport fee.",
            "they are confirmed in the quote",
            "you type your full name and check “I accept the rental conditions”",
            "Nothing is reserved before you accept",
            "7 a.m. on the first rental day",
            "is never charged online",
          ];
    for (const fact of facts) expect(t).toContain(fact);
  });

  it("every policy has 4 to 9 sections with content and its date", () => {
    for (const kind of KINDS) {
      const doc = policyContent(kind, lang, b);
      expect(doc.sections.length).toBeGreaterThanOrEqual(4);
      expect(doc.sections.length).toBeLessThanOrEqual(9);
      expect(doc.title && doc.intro && doc.description).toBeTruthy();
      expect(doc.updatedISO).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const s of doc.sections) {
        expect(s.heading.length).toBeGreaterThan(0);
        expect(s.paragraphs.length).toBeGreaterThan(0);
      }
    }
    expect(policyContent("privacy", lang, b).updatedISO).toBe("2025-07-15");
    expect(policyContent("terms", lang, b).updatedISO).toBe("2025-07-08");
    expect(policyContent("cancellationPolicy", lang, b).updatedISO).toBe("2026-11-24");
    expect(policyContent("rentalPolicy", lang, b).updatedISO).toBe("2026-11-24");
    expect(policyContent("privacy", lang, b).updatedText).toContain(lang === "fr" ? "15 juillet 2025" : "July 15, 2025");
  });

  it("privacy policy names the four cookie categories, the 180 days and Law 25", () => {
    const t = text(policyContent("privacy", lang, b)).toLowerCase();
    const categories = lang === "fr" ? ["essentiels", "fonctionnels", "analytiques", "marketing"] : ["essential", "functional", "analytics", "marketing"];
    for (const c of categories) expect(t).toContain(c);
    expect(COOKIE_CONSENT_DAYS).toBe(180);
    expect(t).toContain("180");
    expect(t).toContain(lang === "fr" ? "loi 25" : "law 25");
    expect(t).toContain(b.email);
  });

  it("terms give both tax rates", () => {
    const t = text(policyContent("terms", lang, b));
    expect(t).toContain(lang === "fr" ? "5 %" : "5%");
    expect(t).toContain(lang === "fr" ? "9,975 %" : "9.975%");
  });

  it("services mention Mapei, Ardex, the pump operator rate and delivery", () => {
    const s = servicesContent(lang, b);
    const t = text(s);
    expect(t).toContain("Mapei");
    expect(t).toContain("Ardex");
    expect(t).toContain("Bunker B30");
    expect(t).toContain(lang === "fr" ? "100 $/h" : "$100/h");
    expect(t).toContain(lang === "fr" ? "150 $" : "$150");
    expect(s.mainCards.map((c) => c.id)).toEqual(["delivery", "maintenance", "support"]);
    expect(s.extras.map((c) => c.id)).toEqual(["operator", "materials", "installation", "training", "consulting"]);
    expect(s.quoteCta.buttonLabel).toBe(lang === "fr" ? "Demander une soumission" : "Request a quote");
  });

  it("concrete services have four cards with 3 to 5 bullets and four reasons", () => {
    const c = concreteServicesContent(lang, b);
    expect(c.services).toHaveLength(4);
    for (const s of c.services) {
      expect(s.bullets.length).toBeGreaterThanOrEqual(3);
      expect(s.bullets.length).toBeLessThanOrEqual(5);
    }
    expect(c.reasons).toHaveLength(4);
    const area = text(c.reasons);
    for (const place of ["Laval", "Montérégie"]) expect(area).toContain(place);
  });

  it("the business phone appears where it is used", () => {
    expect(text(servicesContent(lang, b))).toContain(b.phone);
    expect(text(concreteServicesContent(lang, b))).toContain(b.phone);
    expect(text(faqContent(lang, b))).toContain(b.phone);
    for (const kind of ["terms", "rentalPolicy", "cancellationPolicy"] as const) {
      expect(text(policyContent(kind, lang, b))).toContain(b.phone);
    }
  });

  it("no string is a placeholder or a formatting accident", () => {
    const all = strings(everything(lang));
    expect(all.length).toBeGreaterThan(100);
    for (const s of all) {
      expect(s).not.toMatch(/lorem|undefined|\[object|\$\{/i);
      // A catalogue placeholder left unfilled ("{phone}", "{count, plural, …}").
      expect(s).not.toMatch(/\{\w+/);
      expect(s).not.toMatch(/\bNaN\b/);
      expect(s).toBe(s.trim());
    }
    expect(all.filter((s) => s.length === 0)).toEqual([]);
  });

  it("business facts come from the Business object, never typed", () => {
    const other: Business = {
      ...b,
      name: "Béton Test",
      legalName: "Béton Test ltée",
      phone: "514-555-0199",
      email: "aide@beton-test.example",
      streetAddress: "5, rue Principale",
      town: "Chambly",
      postalCode: "J3L 1A1",
      serviceArea: ["Chambly"],
      openingHours: [{ days: ["Monday", "Tuesday", "Wednesday"], opens: "06:30", closes: "15:00" }],
    };
    const t = text(everything(lang, other));
    for (const typed of [b.phone, b.email, b.name, b.town, b.postalCode, "Laval", "Montérégie"]) {
      expect(t).not.toContain(typed);
    }
    expect(t).toContain(other.phone);
    expect(t).toContain(other.email);
    expect(t).toContain(lang === "fr" ? "6 h 30" : "6:30 a.m.");
  });
});

describe("a business without a 24/7 emergency line", () => {
  const noLine: Business = { ...b, emergencyLine: null };

  it.each(LANGS)("promises support during the opening hours only (%s)", (lang) => {
    const services = servicesContent(lang, noLine);
    const support = services.mainCards.find((c) => c.id === "support")!;
    expect(support.title).toBe(lang === "fr" ? "Soutien technique" : "Technical support");
    expect(support.text).toContain(lang === "fr" ? "pendant nos heures d'ouverture" : "during our opening hours");
    expect(services.contactStrip.emergency).toBeNull();
    expect(servicesContent(lang, b).contactStrip.emergency).toBe(lang === "fr" ? `Ligne d'urgence 24/7 : ${b.phone}` : `24/7 emergency line: ${b.phone}`);
    const breakdown = faqContent(lang, noLine).items.find((i) => i.id === "breakdown")!;
    expect(breakdown.answer).not.toContain("24");
  });
});

describe("counts in the texts", () => {
  it("agree with the number in both languages", () => {
    const answer = (lang: Lang, id: string) => faqContent(lang, b).items.find((i) => i.id === id)!.answer;
    expect(answer("fr", "quote-response")).toContain("dans un délai de 2 heures");
    expect(answer("en", "quote-response")).toContain("within 2 hours");
    expect(answer("fr", "rental-periods")).toContain("dès 4 jours de location");
    expect(answer("en", "rental-periods")).toContain("from 4 rental days on");
    expect(answer("fr", "delivery-fees")).toContain("Les 75 premiers kilomètres de chaque trajet sont inclus");
    expect(answer("en", "cancellation")).toContain("more than 48 hours before delivery");
  });
});

describe("FAQ search", () => {
  const ids = (lang: Lang, query: string, category: Parameters<typeof filterFaqItems>[2] = null) => {
    const faq = faqContent(lang, b);
    return filterFaqItems(faq.items, query, category, faq.categoryLabels).map((i) => i.id);
  };

  it("keeps every question for a blank query and no category", () => {
    expect(ids("fr", "")).toHaveLength(10);
    expect(ids("en", "   ")).toHaveLength(10);
  });

  it("matches every word, in any case and with or without accents", () => {
    expect(ids("fr", "VISA")).toEqual(["payment-methods"]);
    expect(ids("fr", "piece d'identite")).toEqual(["id-credit-card"]);
    expect(ids("fr", "autonivelants Ardex")).toContain("self-levellers");
    expect(ids("en", "american express")).toEqual(["payment-methods"]);
    expect(ids("fr", "xylophone")).toEqual([]);
    expect(foldForSearch("Génératrice ÉPOXY")).toBe("generatrice epoxy");
  });

  it("filters by category, alone or with a query, and finds a category by its label", () => {
    expect(ids("fr", "", "delivery")).toEqual(["delivery-fees"]);
    expect(ids("en", "", "payment")).toEqual(["payment-methods", "cancellation"]);
    expect(ids("fr", "visa", "delivery")).toEqual([]);
    expect(ids("fr", "entretien")).toContain("breakdown");
  });
});

describe("policy pages", () => {
  it.each(LANGS)("sections have unique anchors and the date in two parts (%s)", (lang) => {
    for (const kind of KINDS) {
      const doc = policyContent(kind, lang, b);
      const anchors = doc.sections.map((s) => s.id);
      expect(new Set(anchors).size).toBe(anchors.length);
      for (const id of anchors) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(doc.updatedText).toBe(`${doc.updatedLabel} ${doc.updatedDate}`);
    }
    expect(policyContent("terms", lang, b).updatedDate).toBe(lang === "fr" ? "8 juillet 2025" : "July 8, 2025");
    expect(policyContent("cancellationPolicy", lang, b).updatedDate).toBe(lang === "fr" ? "24 novembre 2026" : "November 24, 2026");
  });

  it.each(LANGS)("only the privacy policy's cookie section offers the cookie preferences (%s)", (lang) => {
    const withAction = KINDS.flatMap((kind) =>
      policyContent(kind, lang, b)
        .sections.filter((s) => s.action)
        .map((s) => [kind, s.heading]),
    );
    expect(withAction).toEqual([["privacy", lang === "fr" ? "Témoins (cookies)" : "Cookies"]]);
  });

  it.each(LANGS)("the cancellation policy lists the four exceptions (%s)", (lang) => {
    const t = text(policyContent("cancellationPolicy", lang, b)).toLowerCase();
    const exceptions =
      lang === "fr"
        ? ["météorologiques extrêmes", "panne de notre équipement", "urgence médicale documentée", "force majeure"]
        : ["extreme weather", "failure of our equipment", "documented medical emergency", "force majeure"];
    for (const e of exceptions) expect(t).toContain(e);
    expect(t).toContain(lang === "fr" ? "facturée en entier" : "charged in full");
  });
});

describe("opening hours", () => {
  it("are written from the configuration", () => {
    expect(openingHoursLines("fr", b)).toEqual(["Lundi au vendredi : 7 h à 17 h", "Samedi : 8 h à midi", "Dimanche : fermé"]);
    expect(openingHoursLines("en", b)).toEqual(["Monday to Friday: 7 a.m. to 5 p.m.", "Saturday: 8 a.m. to noon", "Sunday: closed"]);
    expect(openingHoursSentence("fr", b)).toBe("du lundi au vendredi de 7 h à 17 h et le samedi de 8 h à midi (fermé le dimanche)");
    expect(openingHoursSentence("en", b)).toBe("Monday to Friday from 7 a.m. to 5 p.m. and Saturday from 8 a.m. to noon (closed Sunday)");
  });
});
