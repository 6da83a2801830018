/**
 * "Votre location" on the private link, once the equipment is out: the units the customer has
 * (with the tag on each label), the end date, the signed contracts to download, what they asked
 * and what our team answered, then the two requests they can make themselves
 * (./rental-request-forms.tsx). The section's id is the address "Mes demandes" on /profile
 * links to.
 */
import { FileText, Package } from "../ui/icons.tsx";
import type { RentalRequestView, RentalUnderWay } from "../../db/rental-requests.server.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { QuoteLinkAnswer } from "../../routes/quote-link.server.ts";
import { useBusiness } from "../use-business.ts";
import { ExtensionRequestForm, PickupRequestForm } from "./rental-request-forms.tsx";

/** The anchor of the section (the profile's link: /quotes/{token}#rental). */
export const RENTAL_SECTION_ID = "rental";

export function RentalUnderWaySection({ rental, token, action, answer }: { rental: RentalUnderWay; token: string; action: string; answer: QuoteLinkAnswer | undefined }) {
  const { t, lang, href } = useI18n();
  return (
    <section id={RENTAL_SECTION_ID} aria-labelledby="rental-title" className="card scroll-mt-4 border-t-4 border-t-success-700 p-5 sm:p-6">
      <h2 id="rental-title" className="flex items-center gap-2 text-xl font-bold">
        <Package className="h-5 w-5 text-success-700" aria-hidden="true" />
        {t("quoteLink.rental.title")}
      </h2>
      <p className="mt-1 text-concrete-700">{t("quoteLink.rental.lead", { date: formatLongDate(lang, rental.endDate) })}</p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div className="space-y-5">
          <section aria-labelledby="rental-units-title">
            <h3 id="rental-units-title" className="text-sm font-bold uppercase tracking-wide text-concrete-700">
              {t("quoteLink.rental.unitsTitle")}
            </h3>
            <ul className="mt-2 divide-y divide-concrete-200">
              {rental.units.map((unit) => (
                <li key={unit.tag} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                  <span className="font-semibold">{unit.product[lang] || unit.product.fr}</span>
                  <span className="font-mono text-sm">{t("quoteLink.rental.unitTag", { tag: unit.tag })}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 font-semibold">{t("quoteLink.rental.endDate", { date: formatLongDate(lang, rental.endDate) })}</p>
          </section>
          {rental.contracts.length > 0 ? (
            <section aria-labelledby="rental-contracts-title">
              <h3 id="rental-contracts-title" className="text-sm font-bold uppercase tracking-wide text-concrete-700">
                {t("quoteLink.rental.contractsTitle")}
              </h3>
              <ul className="mt-2 space-y-2">
                {rental.contracts.map((contract) => (
                  <li key={contract.number}>
                    <a href={href(`/quotes/${token}/contracts/${contract.number}`)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-safety-700 underline underline-offset-2">
                      <FileText className="h-4 w-4" aria-hidden="true" />
                      {t("quoteLink.rental.contract", { number: contract.number })}
                    </a>
                    <span className="block text-sm text-concrete-600">{t("quoteLink.rental.signedOn", { date: formatDateTime(lang, contract.signedAt) })}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {rental.requests.length > 0 ? <RentalRequestList requests={rental.requests} /> : null}
        </div>
        <div className="space-y-4">
          <ExtensionRequestForm action={action} answer={answer} rental={rental} />
          <PickupRequestForm action={action} answer={answer} rental={rental} />
        </div>
      </div>
    </section>
  );
}

function RentalRequestList({ requests }: { requests: readonly RentalRequestView[] }) {
  const { t, lang, money } = useI18n();
  const { phone } = useBusiness();
  const statusText = (request: RentalRequestView) =>
    request.status === "open"
      ? t("quoteLink.rental.statuses.open")
      : request.status === "declined"
        ? t("quoteLink.rental.statuses.declined", { phone })
        : t(request.kind === "pickup" ? "quoteLink.rental.statuses.pickupConfirmed" : "quoteLink.rental.statuses.extendConfirmed");
  return (
    <section aria-labelledby="rental-requests-title">
      <h3 id="rental-requests-title" className="text-sm font-bold uppercase tracking-wide text-concrete-700">
        {t("quoteLink.rental.requestsTitle")}
      </h3>
      <ul className="mt-2 space-y-2">
        {requests.map((request) => (
          <li key={request.id} className="rounded-lg bg-concrete-50 p-3 text-sm">
            <p className="font-semibold">
              {t(`quoteLink.rental.kinds.${request.kind}`, { date: formatLongDate(lang, request.date) })} ·{" "}
              <span className={request.status === "declined" ? "text-danger-700" : request.status === "confirmed" ? "text-success-700" : ""}>{statusText(request)}</span>
            </p>
            <p className="text-concrete-700">{t("quoteLink.rental.askedOn", { date: formatDateTime(lang, request.createdAt) })}</p>
            {request.addedCents !== null && request.status !== "declined" ? (
              <p>{request.addedCents > 0 ? t("quoteLink.rental.added", { amount: money(request.addedCents / 100) }) : t("quoteLink.rental.addedNone")}</p>
            ) : null}
            {request.note ? <p className="whitespace-pre-wrap break-words">{t("quoteLink.rental.noteShown", { note: request.note })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
