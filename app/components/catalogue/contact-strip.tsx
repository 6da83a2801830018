import { ClipboardList, Phone } from "../ui/icons.tsx";
import { Link } from "react-router";
import { phoneHref, type Business } from "../../config/business.ts";
import { useI18n } from "../../i18n/react.tsx";

/** Dark band with the phone line and the quote call to action. */
export function ContactStrip({ business }: { business: Business }) {
  const { t, href } = useI18n();
  return (
    <section className="surface-dark band-last bg-ink text-white" aria-labelledby="contact-strip-title">
      <div className="container-page flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-strip-title" className="text-2xl font-extrabold">
            {t("catalogue.home.contactTitle")}
          </h2>
          <p className="mt-2 text-concrete-200">{t("catalogue.home.contactText")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={phoneHref(business.phone)} className="btn bg-white text-ink hover:bg-concrete-100">
            <Phone className="h-5 w-5" aria-hidden="true" />
            {business.phone}
          </a>
          <Link to={href("/quote")} className="btn btn-primary">
            <ClipboardList className="h-5 w-5" aria-hidden="true" />
            {t("catalogue.home.contactQuote")}
          </Link>
        </div>
      </div>
    </section>
  );
}
