/**
 * What the customer told us, in the request detail: reply-by-e-mail and call
 * links, the client's contact facts, the message or comments, and for a quote
 * the project's dates and delivery site.
 */
import { Mail, MapPin, Phone, User } from "../ui/icons.tsx";
import { Building2 } from "../ui/admin-icons.tsx";
import { phoneHref } from "../../config/business.ts";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useBusiness } from "../use-business.ts";
import { DetailFacts, DetailSection } from "./detail-section.tsx";

export function RequestContactActions({ detail }: { detail: RequestDetail }) {
  const { t } = useI18n();
  const business = useBusiness();
  const subject = t("admin.detail.replySubject", { reference: detail.reference, business: business.name });
  const phone = detail.phone ? formatPhone(detail.phone) : null;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`mailto:${encodeURIComponent(detail.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`} className="btn btn-primary">
        <Mail className="h-5 w-5" aria-hidden="true" />
        {t("admin.detail.replyByEmail")}
      </a>
      {phone && detail.phone ? (
        <a href={phoneHref(detail.phone)} className="btn btn-outline">
          <Phone className="h-5 w-5" aria-hidden="true" />
          {t("admin.detail.call", { phone })}
        </a>
      ) : null}
    </div>
  );
}

export function RequestClientFacts({ detail }: { detail: RequestDetail }) {
  const { t } = useI18n();
  const address = [detail.address, [detail.city, detail.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <DetailSection title={t("admin.detail.client")}>
      <DetailFacts
        rows={[
          [
            t("admin.detail.name"),
            <span key="n" className="inline-flex items-center gap-1.5 font-semibold">
              <User className="h-4 w-4 text-concrete-600" aria-hidden="true" />
              {detail.name}
            </span>,
          ],
          [
            t("admin.detail.email"),
            <a key="e" href={`mailto:${detail.email}`} className="font-medium text-safety-700 underline underline-offset-2">
              {detail.email}
            </a>,
          ],
          [
            t("admin.detail.phone"),
            detail.phone ? (
              <a key="p" href={phoneHref(detail.phone)} className="font-medium text-safety-700 underline underline-offset-2">
                {formatPhone(detail.phone)}
              </a>
            ) : null,
          ],
          [
            t("admin.detail.company"),
            detail.company ? (
              <span key="c" className="inline-flex items-center gap-1.5">
                <Building2 className="h-4 w-4 text-concrete-600" aria-hidden="true" />
                {detail.company}
              </span>
            ) : null,
          ],
          [t("admin.detail.address"), address],
          [t("admin.detail.language"), t(`admin.detail.languages.${detail.lang}`)],
          [t("admin.detail.account"), detail.userId ? t("admin.detail.yes") : null],
        ]}
      />
    </DetailSection>
  );
}

export function RequestMessage({ detail }: { detail: RequestDetail }) {
  const { t, lang } = useI18n();
  const title = detail.type === "contact" ? t("admin.detail.message") : t("admin.detail.comments");
  return (
    <DetailSection title={title}>
      {detail.subject ? (
        <p className="mb-1 text-sm">
          <span className="text-concrete-700">
            {t("admin.detail.subject")}
            {lang === "fr" ? " : " : ": "}
          </span>
          <strong>{t(`quote.contact.subjects.${detail.subject}` as MessageKey)}</strong>
        </p>
      ) : null}
      {detail.message ? <p className="whitespace-pre-wrap break-words rounded-lg bg-concrete-50 p-3">{detail.message}</p> : <p className="text-concrete-700">{t("admin.detail.noMessage")}</p>}
    </DetailSection>
  );
}

export function RequestProjectFacts({ detail }: { detail: RequestDetail }) {
  const { t, lang } = useI18n();
  const site = [detail.deliveryLocationName, detail.deliveryAddress, [detail.deliveryCity, detail.deliveryPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <DetailSection title={t("admin.detail.project")}>
      <DetailFacts
        rows={[
          [t("admin.detail.start"), detail.startDate ? formatLongDate(lang, detail.startDate) : null],
          [t("admin.detail.end"), detail.endDate ? formatLongDate(lang, detail.endDate) : null],
          [t("admin.detail.delivery"), detail.deliveryChoice ? t(`quote.form.deliveryChoices.${detail.deliveryChoice}`) : null],
          [
            t("admin.detail.deliverySite"),
            site ? (
              <span key="s" className="inline-flex items-start gap-1.5">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-concrete-600" aria-hidden="true" />
                {site}
              </span>
            ) : null,
          ],
        ]}
      />
    </DetailSection>
  );
}
