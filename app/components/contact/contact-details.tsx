/**
 * The business's contact details on /contact (phone, e-mail, address, hours)
 * and the location block: the address with a link that opens it in a maps
 * site. No embedded map and no third-party script (decisions.md, CSP).
 */
import { Clock, ExternalLink, Mail, MapPin, Phone } from "../ui/icons.tsx";
import { formatAddress, mapsHref, phoneHref, type Business } from "../../config/business.ts";
import { useI18n } from "../../i18n/react.tsx";
import { OpeningHoursList } from "../site-footer.tsx";

function DetailRow({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-safety-50 text-safety-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-concrete-600">{title}</h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails({ business }: { business: Business }) {
  const { lang, t } = useI18n();
  return (
    <section aria-labelledby="contact-details-title" className="card p-5 sm:p-6">
      <h2 id="contact-details-title" className="mb-5 text-xl font-bold">
        {t("quote.contact.infoTitle")}
      </h2>
      <div className="divide-y divide-concrete-200">
        <DetailRow icon={<Phone className="h-5 w-5" />} title={t("quote.contact.phoneTitle")}>
          <a href={phoneHref(business.phone)} className="inline-flex min-h-11 items-center text-xl font-extrabold hover:text-safety-700 hover:underline">
            {business.phone}
          </a>
          {business.emergencyLine ? <p className="text-sm text-concrete-700">{business.emergencyLine[lang]}</p> : null}
        </DetailRow>
        <DetailRow icon={<Mail className="h-5 w-5" />} title={t("quote.contact.emailTitle")}>
          <a href={`mailto:${business.email}`} className="inline-flex min-h-11 items-center text-sm font-semibold [overflow-wrap:anywhere] hover:text-safety-700 hover:underline">
            {business.email}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin className="h-5 w-5" />} title={t("quote.contact.addressTitle")}>
          <address className="not-italic">{formatAddress(business)}</address>
        </DetailRow>
        <DetailRow icon={<Clock className="h-5 w-5" />} title={t("quote.contact.hoursTitle")}>
          <OpeningHoursList business={business} className="space-y-0.5" />
        </DetailRow>
      </div>
    </section>
  );
}

export function ContactLocation({ business, serviceArea }: { business: Business; serviceArea: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="contact-location-title" className="overflow-hidden rounded-[var(--radius-card)] bg-ink text-concrete-100">
      {/* A drawn street grid: a hint of a map without loading one. */}
      <div
        aria-hidden="true"
        className="relative h-36 bg-concrete-800 [background-image:linear-gradient(90deg,rgb(255_255_255/0.07)_1px,transparent_1px),linear-gradient(rgb(255_255_255/0.07)_1px,transparent_1px)] [background-size:28px_28px]"
      >
        <div className="absolute inset-x-0 top-1/2 h-3 -translate-y-1/2 -rotate-6 bg-concrete-500/50" />
        <div className="absolute inset-y-0 left-1/3 w-2 rotate-12 bg-concrete-500/40" />
        <span className="absolute left-1/2 top-1/2 flex h-12 w-12 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full bg-safety-600 text-white shadow-lg ring-4 ring-white/20">
          <MapPin className="h-6 w-6" />
        </span>
      </div>
      <div className="p-5 sm:p-6">
        <h2 id="contact-location-title" className="text-xl font-bold text-white">
          {t("quote.contact.locationTitle")}
        </h2>
        <address className="mt-2 not-italic text-white">{formatAddress(business)}</address>
        <p className="mt-2 text-sm">{t("quote.contact.locationText")}</p>
        <p className="mt-1 text-sm">{t("quote.contact.serviceArea", { area: serviceArea })}</p>
        <a href={mapsHref(business)} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-4">
          <ExternalLink className="h-5 w-5" aria-hidden="true" />
          {t("quote.contact.openMap")}
          <span className="sr-only"> {t("quote.contact.openMapHint")}</span>
        </a>
      </div>
    </section>
  );
}
