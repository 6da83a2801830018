/**
 * "Mes demandes" on /profile, above the requests: each rental under way — the units the customer
 * has with their tags, the end date, the signed contracts — and the way to its private link's
 * "Votre location", where the pickup and extension are asked. The forms live there only: one
 * place to ask, one action that checks (the link works without an account, and the e-mails
 * lead to it).
 */
import { ArrowRight, FileText, Package } from "../ui/icons.tsx";
import type { RentalUnderWay } from "../../db/rental-requests.server.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { RENTAL_SECTION_ID } from "../quote-link/rental-under-way.tsx";

export function CustomerRentals({ rentals }: { rentals: readonly (RentalUnderWay & { token: string })[] }) {
  const { t, lang, href } = useI18n();
  return (
    <ul className="mb-5 space-y-3">
      {rentals.map((rental) => {
        const link = href(`/quotes/${rental.token}`);
        const titleId = `rental-${rental.reference}`;
        return (
          <li key={rental.reference}>
            <article aria-labelledby={titleId} className="rounded-lg border border-success-700 bg-white p-4">
              <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-bold">
                <Package className="h-5 w-5 text-success-700" aria-hidden="true" />
                {t("quoteLink.rental.profile.title")} · <span className="font-mono">{rental.reference}</span>
              </h3>
              <p className="mt-1 text-sm text-concrete-700">{t("quoteLink.rental.profile.units", { count: rental.units.length, date: formatLongDate(lang, rental.endDate) })}</p>
              <ul className="mt-2 space-y-1 text-sm">
                {rental.units.map((unit) => (
                  <li key={unit.tag}>
                    <span className="font-semibold">{unit.product[lang] || unit.product.fr}</span> · <span className="font-mono">{t("quoteLink.rental.unitTag", { tag: unit.tag })}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                <a href={`${link}#${RENTAL_SECTION_ID}`} className="btn btn-primary min-h-11 px-4 text-sm">
                  {t("quoteLink.rental.profile.open")}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </a>
                {rental.contracts.map((contract) => (
                  <a key={contract.number} href={`${link}/contracts/${contract.number}`} className="btn btn-outline min-h-11 px-4 text-sm">
                    <FileText className="h-4 w-4" aria-hidden="true" />
                    {t("quoteLink.rental.contract", { number: contract.number })}
                  </a>
                ))}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
