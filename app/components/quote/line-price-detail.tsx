/**
 * What a line of /quote costs, in words: for its dates, the range, the weeks and
 * days it is priced for and the rates ("1 sem. + 2 j : 2 × 1 925,00 $"); without dates, the
 * price of its period, labelled as an estimate per day or per week; sold, the fixed price.
 */
import type { LinePrice } from "../../domain/quote/line-price.ts";
import { formatDateRange, formatRentalBreakdown } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";

export function LinePriceDetail({ price, quantity }: { price: LinePrice; quantity: number }) {
  const { t, money, lang } = useI18n();
  if (price.kind === "dated") {
    const rates = price.weekPrice === null ? t("rental.price.dayRate", { day: money(price.dayPrice) }) : t("rental.price.rates", { day: money(price.dayPrice), week: money(price.weekPrice) });
    return (
      <div className="mt-1.5 space-y-0.5 text-sm text-concrete-700">
        <p className="font-semibold text-ink">{t("rental.line.range", { range: formatDateRange(lang, price.range.start, price.range.end), days: price.rentalDays })}</p>
        <p>{t("rental.line.dated", { breakdown: formatRentalBreakdown(lang, price.weeks, price.days), quantity, price: money(price.unitPrice) })}</p>
        <p className="text-concrete-600">{rates}</p>
      </div>
    );
  }
  if (price.kind === "period") {
    return (
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-concrete-700">
        <span>
          {t("quote.cart.lineDetail", { quantity, price: money(price.unitPrice) })} {t(price.period === "week" ? "quote.cart.perWeek" : "quote.cart.perDay")}
        </span>
        <span className="rounded bg-concrete-100 px-1.5 py-0.5 text-xs font-semibold text-concrete-700">
          {t(price.period === "week" ? "rental.price.estimatePerWeek" : "rental.price.estimatePerDay")}
        </span>
      </p>
    );
  }
  return (
    <p className="mt-1.5 text-sm text-concrete-700">
      {t("quote.cart.lineDetail", { quantity, price: money(price.unitPrice) })} ({t("quote.cart.fixedPrice").toLocaleLowerCase()})
    </p>
  );
}
