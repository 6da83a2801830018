/**
 * The quote's summary (spec 2): the delivery estimate (taxed, an estimate
 * confirmed in the quote), subtotal, TPS and TVQ shown separately, total
 * (decisions.md: each tax rounded to the cent, as on a Quebec invoice), and the
 * notes the spec asks for. Display only: the server recomputes everything.
 */
import { useId } from "react";
import { Clock, Info } from "../ui/icons.tsx";
import { REPLY_WITHIN_HOURS, TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import type { QuoteTotals } from "../../domain/pricing.ts";
import type { DeliveryEstimate } from "../../domain/rental/delivery-estimate.ts";
import { formatPercent } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/react.tsx";

/** The delivery's row: its estimate, or "confirmé dans la soumission"; none for a pickup at the counter. */
function DeliveryRow({ delivery, className }: { delivery: DeliveryEstimate; className: string }) {
  const { t, money } = useI18n();
  if (delivery.kind === "none") return null;
  return (
    <div className={className}>
      <dt>
        {t("rental.delivery.label")}
        <span className="block text-xs text-concrete-600">
          {delivery.kind === "estimate" ? `${t("rental.delivery.estimate")} · ${t("rental.delivery.detail", { trips: delivery.trips, km: delivery.roadKm })}` : t("rental.delivery.unknown")}
        </span>
      </dt>
      <dd className="font-semibold tabular-nums">{delivery.kind === "estimate" ? money(delivery.feeCents / 100) : "—"}</dd>
    </div>
  );
}

export function QuoteSummary({ totals, lineCount, delivery }: { totals: QuoteTotals; lineCount: number; delivery: DeliveryEstimate }) {
  const { lang, t, money } = useI18n();
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  // The page shows the summary twice (above the form on a phone, beside it on a wide screen).
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card p-5">
      <h2 id={titleId} className="text-lg font-bold">
        {t("quote.summary.title")}
      </h2>
      <p className="text-sm text-concrete-600">{t("quote.cart.count", { count: lineCount })}</p>
      <dl className="mt-3 border-t border-concrete-200 pt-2 text-sm">
        <DeliveryRow delivery={delivery} className={row} />
        <div className={row}>
          <dt>{t("quote.summary.subtotal")}</dt>
          <dd className="font-semibold tabular-nums">{money(totals.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t("quote.summary.tps", { rate: formatPercent(lang, TPS_RATE) })}</dt>
          <dd className="tabular-nums">{money(totals.tps)}</dd>
        </div>
        <div className={row}>
          <dt>{t("quote.summary.tvq", { rate: formatPercent(lang, TVQ_RATE) })}</dt>
          <dd className="tabular-nums">{money(totals.tvq)}</dd>
        </div>
        <div className={`${row} mt-1 border-t border-concrete-200 pt-3 text-base`}>
          <dt className="font-bold">{t("quote.summary.total")}</dt>
          <dd className="text-xl font-extrabold tabular-nums">{money(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 flex gap-2 rounded-md bg-concrete-100 p-3 text-sm text-concrete-700">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {t("quote.summary.optionsNote")} {t("quote.summary.deliveryNote")}
        </span>
      </p>
      <p className="mt-3 flex gap-2 text-sm font-semibold text-success-700">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{t("quote.summary.replyNote", { hours: REPLY_WITHIN_HOURS })}</span>
      </p>
    </section>
  );
}
