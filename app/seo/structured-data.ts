import type { Business, DayOfWeek } from "../config/business.ts";

/** LocalBusiness JSON-LD: phone, e-mail, address, geo, opening hours, price range (on every page). */
export function localBusinessJsonLd(b: Business, origin: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: b.name,
    url: origin,
    telephone: `+1-${b.phone
      .replace(/\D/g, "")
      .slice(-10)
      .replace(/(\d{3})(\d{3})(\d{4})/, "$1-$2-$3")}`,
    email: b.email,
    priceRange: b.priceRange,
    image: `${origin}/images/og-default.svg`,
    address: {
      "@type": "PostalAddress",
      streetAddress: b.streetAddress,
      addressLocality: b.town,
      addressRegion: b.province,
      postalCode: b.postalCode,
      addressCountry: b.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: b.geo.latitude, longitude: b.geo.longitude },
    openingHoursSpecification: b.openingHours.map((spec) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: spec.days.map((d: DayOfWeek) => `https://schema.org/${d}`),
      opens: spec.opens,
      closes: spec.closes,
    })),
    areaServed: b.serviceArea,
    ...(b.socialLinks.length > 0 ? { sameAs: b.socialLinks } : {}),
  };
}

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
