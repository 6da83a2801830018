import { Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { defaultBusiness, phoneHref } from "../config/business.ts";
import { useI18n } from "../i18n/react.tsx";
import type { MessageKey } from "../i18n/index.ts";
import type { SiteInfo } from "../seo/meta.ts";
import { PageHeader } from "./page-header.tsx";

/** A page whose content arrives with a later issue: title, description and the phone line. */
export function PlaceholderPage({ titleKey, leadKey }: { titleKey: MessageKey; leadKey: MessageKey }) {
  const { t } = useI18n();
  const business = useRouteLoaderData<SiteInfo>("root")?.business ?? defaultBusiness;
  return (
    <>
      <PageHeader title={t(titleKey)} lead={t(leadKey, { name: business.name })} />
      <div className="container-page py-10">
        <p className="text-concrete-700">{t("common.comingSoon", { phone: business.phone })}</p>
        <a href={phoneHref(business.phone)} className="btn btn-dark mt-5">
          <Phone className="h-5 w-5" aria-hidden="true" />
          {business.phone}
        </a>
      </div>
    </>
  );
}
