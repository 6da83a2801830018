/**
 * /admin/stats — the statistics of the back office: over a period of Quebec days
 * (a GET form; by default the last 12 weeks), requests per week by type, time to first
 * response in opening hours against the 2-hour promise, the share completed, the top 10
 * products by lines and by value, the fleet's days out on rental and their revenue per product
 * and unit, and the value of the quotes per month. One SQL query per chart
 * (app/db/stats.server.ts); each chart is an SVG with its title, description and data table
 * (app/components/admin/stats/).
 *
 * A period that cannot be read answers 400 with the form and its errors, and no chart.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-stats";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { KeyFigures } from "../components/admin/stats/key-figures.tsx";
import { TopProductsChart } from "../components/admin/stats/product-charts.tsx";
import { MonthlyValueChart, StatusChart, WeeklyRequestsChart } from "../components/admin/stats/request-charts.tsx";
import { ResponseTimeChart } from "../components/admin/stats/response-chart.tsx";
import { StatsPeriodForm } from "../components/admin/stats/stats-period-form.tsx";
import { UtilizationChart } from "../components/admin/stats/utilization-chart.tsx";
import { requestBusiness } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { readStatistics } from "../db/stats.server.ts";
import { openingWindows } from "../domain/stats/opening-hours.ts";
import { parseStatsPeriod, statsPresets } from "../domain/stats/period.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { formatLongDate } from "../i18n/format-dates.ts";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminStats", "/admin/stats");

export async function loader(args: Route.LoaderArgs) {
  const now = new Date();
  const today = todayInBusinessZone(now);
  const presets = statsPresets(today);
  const parsed = parseStatsPeriod(args.url.searchParams, today);
  if (!parsed.ok) return data({ ok: false as const, values: parsed.values, errors: parsed.errors, presets }, { status: 400 });
  // The opening hours in effect (business settings, edited in /admin/settings).
  const windows = openingWindows((await requestBusiness(args.context)).openingHours);
  const report = await readStatistics(await getDb(), { period: parsed.period, windows, now });
  return data({ ok: true as const, period: parsed.period, report, presets });
}

export default function AdminStatsPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  return (
    <>
      <AdminHeader view="stats" title={t("pages.adminStats.title")} lead={t("adminStats.lead")} />
      <div className="container-page space-y-6 py-6 sm:py-8">
        {loaderData.ok ? (
          <>
            <StatsPeriodForm values={loaderData.period} presets={loaderData.presets} />
            <p className="text-sm text-concrete-700">{t("adminStats.period.shown", { from: formatLongDate(lang, loaderData.period.from), to: formatLongDate(lang, loaderData.period.to) })}</p>
            <KeyFigures report={loaderData.report} />
            <WeeklyRequestsChart weeks={loaderData.report.weeks} period={loaderData.period} />
            <ResponseTimeChart times={loaderData.report.responseTimes} />
            <StatusChart statuses={loaderData.report.statuses} />
            <TopProductsChart products={loaderData.report.topByLines} by="lines" />
            <TopProductsChart products={loaderData.report.topByValue} by="value" />
            <UtilizationChart fleet={loaderData.report.fleet} />
            <MonthlyValueChart months={loaderData.report.months} period={loaderData.period} />
          </>
        ) : (
          <StatsPeriodForm values={loaderData.values} errors={loaderData.errors} presets={loaderData.presets} />
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
