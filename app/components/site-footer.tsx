import { Clock, Mail, MapPin, Phone } from "./ui/icons.tsx";
import { Link } from "react-router";
import { formatAddress, phoneHref, type Business } from "../config/business.ts";
import { useI18n } from "../i18n/react.tsx";
import type { MessageKey } from "../i18n/index.ts";
import { LogoMark } from "./logo.tsx";
import { useSiteInfo } from "./use-business.ts";

/** decisions.md: the footer's category links. */
const FOOTER_CATEGORIES = ["meuleuses", "scarifieuse", "pompe-beton", "generatrice", "compresseur"] as const;

const POLICY_LINKS: ReadonlyArray<{ path: string; label: MessageKey }> = [
  { path: "/privacy", label: "footer.privacy" },
  { path: "/terms", label: "footer.terms" },
  { path: "/rental-policy", label: "footer.rentalPolicy" },
  { path: "/cancellation-policy", label: "footer.cancellationPolicy" },
];

/** The opening hours as the server worded them (SiteInfo's `hours`), then the emergency line. */
export function OpeningHoursList({ business, className = "" }: { business: Business; className?: string }) {
  const { lang } = useI18n();
  const hours = useSiteInfo()?.hours ?? [];
  return (
    <ul className={className}>
      {hours.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {business.emergencyLine ? <li className="font-semibold">{business.emergencyLine[lang]}</li> : null}
    </ul>
  );
}

export function SiteFooter({ business, year }: { business: Business; year: number }) {
  const { t, href } = useI18n();
  const linkClass = "inline-flex min-h-8 items-center text-concrete-200 hover:text-white hover:underline";
  return (
    <footer className="surface-dark bg-ink text-concrete-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 xl:grid-cols-4">
        <div>
          <div className="flex items-center gap-2.5 text-white">
            <LogoMark />
            <span className="text-lg font-extrabold">{business.name}</span>
          </div>
          <p className="mt-4 text-sm leading-relaxed">{t("footer.about")}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t("footer.categories")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {FOOTER_CATEGORIES.map((path) => (
              <li key={path}>
                <Link to={href(`/category/${path}`)} className={linkClass}>
                  {t(`categoryNames.${path}`)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-sm font-bold uppercase tracking-wider text-white">{t("footer.policies")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {POLICY_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={href(link.path)} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t("footer.contact")}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <a href={phoneHref(business.phone)} className="hover:text-white hover:underline">
                <span className="sr-only">{t("common.phone")} : </span>
                {business.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${business.email}`} className="wrap-anywhere hover:text-white hover:underline">
                <span className="sr-only">{t("common.email")} : </span>
                {business.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                <span className="sr-only">{t("common.address")} : </span>
                {formatAddress(business)}
              </address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-white">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t("footer.hours")}
          </h2>
          <OpeningHoursList business={business} className="mt-3 space-y-1 text-sm" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-concrete-300">{t("footer.rights", { year, name: business.legalName })}</p>
      </div>
    </footer>
  );
}
