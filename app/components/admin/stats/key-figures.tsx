/**
 * The period's key figures above the charts: requests received, median and 90th-percentile
 * response times (opening hours), the share that kept the 2-hour promise, the share
 * completed and the value of the quotes.
 */
import type { StatsReport } from "../../../db/stats.server.ts";
import { formatNumber, formatShare } from "../../../i18n/format.ts";
import { formatDuration } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { promiseShare } from "./response-chart.tsx";

export function KeyFigures({ report }: { report: StatsReport }) {
  const { t, lang, price } = useI18n();
  const n = (value: number) => formatNumber(lang, value);
  const quotes = report.weeks.reduce((sum, w) => sum + w.quotes, 0);
  const contacts = report.weeks.reduce((sum, w) => sum + w.contacts, 0);
  const times = report.responseTimes;
  const { kept, judged } = promiseShare(times);
  const duration = (minutes: number | null) => (minutes === null ? "—" : formatDuration(lang, minutes));
  const value = report.months.reduce((sum, m) => sum + m.value, 0);
  const valued = report.months.reduce((sum, m) => sum + m.quotes, 0);
  const figures = [
    { key: "requests", label: t("adminStats.figures.requests"), value: n(quotes + contacts), detail: t("adminStats.figures.requestsDetail", { quotes, contacts }) },
    { key: "median", label: t("adminStats.figures.median"), value: duration(times.medianMinutes), detail: t("adminStats.figures.delayDetail", { count: times.answered }) },
    { key: "p90", label: t("adminStats.figures.p90"), value: duration(times.p90Minutes), detail: t("adminStats.figures.delayDetail", { count: times.answered }) },
    {
      key: "promise",
      label: t("adminStats.figures.promise"),
      value: judged ? formatShare(lang, kept, judged) : "—",
      detail: t("adminStats.figures.promiseDetail", { count: n(kept), total: n(judged) }),
    },
    {
      key: "completed",
      label: t("adminStats.figures.completed"),
      value: report.statuses.total ? formatShare(lang, report.statuses.completed, report.statuses.total) : "—",
      detail: t("adminStats.figures.completedDetail", { count: n(report.statuses.completed), total: n(report.statuses.total) }),
    },
    { key: "value", label: t("adminStats.figures.quoteValue"), value: price(Math.round(value)), detail: t("adminStats.figures.quoteValueDetail", { count: valued }) },
  ];
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className="sr-only">
        {t("adminStats.figures.label")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="card flex flex-col gap-1 px-4 py-3">
            <dt className="text-sm font-semibold text-concrete-700">{figure.label}</dt>
            <dd className="text-xl font-extrabold tabular-nums text-ink sm:text-2xl lg:text-3xl">{figure.value}</dd>
            <dd className="text-xs text-concrete-600">{figure.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
