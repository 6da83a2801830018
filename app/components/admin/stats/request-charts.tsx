/**
 * The charts about requests as a whole: per week by type, by status, and the value of
 * the quotes per month. Figures come ready from app/db/stats.server.ts.
 */
import type { MonthValue, StatusCounts, WeekCount } from "../../../db/stats.server.ts";
import type { StatsPeriod } from "../../../domain/stats/period.ts";
import { formatNumber, formatShare } from "../../../i18n/format.ts";
import { formatLongDate, formatMonth, formatShortDate } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { BarChart, ChartLegend } from "./bar-chart.tsx";
import { ChartCard, DataTable } from "./chart-card.tsx";

export function WeeklyRequestsChart({ weeks, period }: { weeks: WeekCount[]; period: StatsPeriod }) {
  const { t, lang } = useI18n();
  const n = (value: number) => formatNumber(lang, value);
  const total = weeks.reduce((sum, w) => sum + w.quotes + w.contacts, 0);
  const busiest = weeks.reduce((best, w) => (w.quotes + w.contacts > best.quotes + best.contacts ? w : best), weeks[0] ?? { week: period.from, quotes: 0, contacts: 0 });
  const title = t("adminStats.weekly.title");
  const description = t("adminStats.weekly.desc", {
    from: formatLongDate(lang, period.from),
    to: formatLongDate(lang, period.to),
    total,
    busiest: formatLongDate(lang, busiest.week),
    count: n(busiest.quotes + busiest.contacts),
  });
  return (
    <ChartCard
      id="chart-weekly"
      title={title}
      note={total === 0 ? t("adminStats.chart.empty") : undefined}
      legend={
        <ChartLegend
          items={[
            { tone: "quote", label: t("adminStats.weekly.quotes") },
            { tone: "contact", label: t("adminStats.weekly.contacts") },
          ]}
        />
      }
      chart={
        <BarChart
          id="chart-weekly"
          title={title}
          description={description}
          layout="inline"
          rows={weeks.map((w) => ({
            key: w.week,
            label: formatShortDate(lang, w.week),
            segments: [
              { value: w.quotes, tone: "quote" },
              { value: w.contacts, tone: "contact" },
            ],
            valueText: n(w.quotes + w.contacts),
          }))}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[
            { label: t("adminStats.weekly.week") },
            { label: t("adminStats.weekly.quotes"), numeric: true },
            { label: t("adminStats.weekly.contacts"), numeric: true },
            { label: t("adminStats.weekly.total"), numeric: true },
          ]}
          rows={weeks.map((w) => ({ key: w.week, cells: [formatLongDate(lang, w.week), n(w.quotes), n(w.contacts), n(w.quotes + w.contacts)] }))}
        />
      }
    />
  );
}

export function StatusChart({ statuses }: { statuses: StatusCounts }) {
  const { t, lang } = useI18n();
  const n = (value: number) => formatNumber(lang, value);
  const share = (value: number) => formatShare(lang, value, statuses.total);
  const rows = [
    { key: "completed", label: t("admin.status.completed"), value: statuses.completed, tone: "done" as const },
    { key: "in_progress", label: t("admin.status.in_progress"), value: statuses.inProgress, tone: "neutral" as const },
    { key: "new", label: t("admin.status.new"), value: statuses.new, tone: "missed" as const },
  ];
  const title = t("adminStats.statuses.title");
  const description = t("adminStats.statuses.desc", {
    total: n(statuses.total),
    completed: n(statuses.completed),
    share: share(statuses.completed),
    inProgress: n(statuses.inProgress),
    new: n(statuses.new),
  });
  return (
    <ChartCard
      id="chart-statuses"
      title={title}
      note={statuses.total === 0 ? t("adminStats.chart.empty") : undefined}
      chart={
        <BarChart
          id="chart-statuses"
          title={title}
          description={description}
          layout="inline"
          rows={rows.map((row) => ({ key: row.key, label: row.label, segments: [{ value: row.value, tone: row.tone }], valueText: share(row.value) }))}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[{ label: t("adminStats.statuses.status") }, { label: t("adminStats.statuses.requests"), numeric: true }, { label: t("adminStats.statuses.share"), numeric: true }]}
          rows={rows.map((row) => ({ key: row.key, cells: [row.label, n(row.value), share(row.value)] }))}
        />
      }
    />
  );
}

export function MonthlyValueChart({ months, period }: { months: MonthValue[]; period: StatsPeriod }) {
  const { t, lang, price, money } = useI18n();
  const total = months.reduce((sum, m) => sum + m.value, 0);
  const title = t("adminStats.monthly.title");
  const description = t("adminStats.monthly.desc", { from: formatLongDate(lang, period.from), to: formatLongDate(lang, period.to), total: price(Math.round(total)) });
  return (
    <ChartCard
      id="chart-monthly"
      title={title}
      chart={
        <BarChart
          id="chart-monthly"
          title={title}
          description={description}
          layout="inline"
          rows={months.map((m) => ({ key: m.month, label: formatMonth(lang, m.month, "short"), segments: [{ value: m.value, tone: "quote" }], valueText: price(Math.round(m.value)) }))}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[{ label: t("adminStats.monthly.month") }, { label: t("adminStats.monthly.quotes"), numeric: true }, { label: t("adminStats.monthly.value"), numeric: true }]}
          rows={months.map((m) => ({ key: m.month, cells: [formatMonth(lang, m.month), formatNumber(lang, m.quotes), money(m.value)] }))}
        />
      }
    />
  );
}
