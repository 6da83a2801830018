/**
 * A product's calendar in the back office (app/routes/admin-product-calendar.tsx): the month's
 * units day by day, the navigation between months, and the maintenance blocks beside them.
 */
import { ArrowLeft, ChevronRight } from "../../ui/icons.tsx";
import { ChevronLeft } from "../../ui/admin-icons.tsx";
import { Link } from "react-router";
import type { CalendarDay, UnitBlock } from "../../../db/reservations.server.ts";
import type { BlockActionResult } from "../../../routes/admin-product-calendar.tsx";
import { shiftMonth } from "../../../domain/rental/calendar-month.ts";
import { formatLongDate, formatMonth } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { ActionNotice, useActionToast } from "../action-result.tsx";
import { AdminHeader } from "../admin-header.tsx";
import { MonthDays } from "./month-days.tsx";
import { UnitBlocksPanel } from "./unit-blocks.tsx";

export type CalendarPageProps = {
  product: { id: number; name: string; fleet: number | null; unavailableUntil: string | null };
  month: string;
  today: string;
  days: CalendarDay[];
  blocks: (Omit<UnitBlock, "createdAt"> & { createdAt: string })[];
  answer: BlockActionResult | undefined;
};

export function ProductCalendarPage({ product, month, today, days, blocks, answer }: CalendarPageProps) {
  const { t, href, lang } = useI18n();
  useActionToast(answer);
  const base = href(`/admin/products/${product.id}/calendar`);
  const back = (
    <Link to={href(`/admin/products/${product.id}`)} className="btn btn-ghost">
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {t("adminQuotes.calendar.back")}
    </Link>
  );
  return (
    <>
      <AdminHeader
        view="products"
        title={t("adminQuotes.calendar.title", { name: product.name })}
        lead={product.fleet === null ? t("adminQuotes.calendar.soldLead") : t("adminQuotes.calendar.lead", { count: product.fleet })}
        actions={back}
      />
      <div className="container-page py-6 sm:py-8">
        <ActionNotice result={answer?.errors ? undefined : answer} />
        {product.fleet === null ? (
          <p className="card p-6 text-concrete-700">{t("adminQuotes.calendar.sold")}</p>
        ) : (
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="calendar-month-title" className="card overflow-hidden">
              <div className="flex items-center justify-between gap-2 border-b border-concrete-200 px-2 py-2 sm:px-4">
                <Link to={`${base}?month=${shiftMonth(month, -1)}`} className="btn btn-ghost px-2.5" rel="prev" preventScrollReset>
                  <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t("adminQuotes.calendar.previous")}</span>
                </Link>
                <h2 id="calendar-month-title" className="text-center text-lg font-bold first-letter:uppercase" aria-live="polite">
                  {formatMonth(lang, month)}
                </h2>
                <Link to={`${base}?month=${shiftMonth(month, 1)}`} className="btn btn-ghost px-2.5" rel="next" preventScrollReset>
                  <span className="sr-only sm:not-sr-only">{t("adminQuotes.calendar.next")}</span>
                  <ChevronRight className="h-5 w-5" aria-hidden="true" />
                </Link>
              </div>
              {product.unavailableUntil && product.unavailableUntil > today ? (
                <p className="border-b border-concrete-200 bg-concrete-50 px-4 py-2 text-sm">{t("adminQuotes.calendar.outUntil", { date: formatLongDate(lang, product.unavailableUntil) })}</p>
              ) : null}
              <CalendarLegend />
              <MonthDays month={month} today={today} days={days} />
              {month !== today.slice(0, 7) ? (
                <p className="border-t border-concrete-200 px-4 py-3">
                  <Link to={base} className="font-semibold text-safety-700 underline underline-offset-2">
                    {t("adminQuotes.calendar.thisMonth")}
                  </Link>
                </p>
              ) : null}
            </section>
            <UnitBlocksPanel fleet={product.fleet} blocks={blocks} answer={answer} />
          </div>
        )}
      </div>
    </>
  );
}

function CalendarLegend() {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-2 text-sm text-concrete-700" aria-label={t("adminQuotes.calendar.legend")}>
      <li className="inline-flex items-center gap-1.5">
        <span className="h-3 w-3 rounded-sm border border-success-700 bg-white" aria-hidden="true" />
        {t("adminQuotes.calendar.legendFree")}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span className="h-3 w-3 rounded-sm bg-ink" aria-hidden="true" />
        {t("adminQuotes.calendar.legendReserved")}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span className="h-3 w-3 rounded-sm bg-safety-600" aria-hidden="true" />
        {t("adminQuotes.calendar.legendBlocked")}
      </li>
    </ul>
  );
}
