/**
 * A rented product's price for the dates chosen: the number of days, the weeks and
 * days it is priced for ("1 sem. + 2 j"), what one unit costs for them and the rates used.
 */
import type { LinePrice } from "../../domain/quote/line-price.ts";
import { formatRentalBreakdown } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";

export function DatedPrice({ price: dated }: { price: Extract<LinePrice, { kind: "dated" }> }) {
  const { t, price, lang } = useI18n();
  const rates = dated.weekPrice === null ? t("rental.price.dayRate", { day: price(dated.dayPrice) }) : t("rental.price.rates", { day: price(dated.dayPrice), week: price(dated.weekPrice) });
  return (
    <div aria-live="polite" data-testid="dated-price">
      <p className="text-sm font-semibold text-concrete-700">{t("rental.price.forDays", { days: dated.rentalDays })}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-extrabold tabular-nums">{t("rental.price.perUnit", { price: price(dated.unitPrice) })}</span>
        <span className="rounded bg-concrete-100 px-2 py-0.5 text-sm font-bold text-ink">{formatRentalBreakdown(lang, dated.weeks, dated.days)}</span>
      </p>
      <p className="mt-1 text-sm text-concrete-600">{rates}</p>
    </div>
  );
}
