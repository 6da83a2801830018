/**
 * Time to first response, counted in opening hours (app/domain/stats/opening-hours.ts):
 * answered requests by delay, the bars within the 2-hour promise in green, beyond it in
 * orange, and the requests still new that have already waited past it in red.
 */
import type { ResponseTimes } from "../../../db/stats.server.ts";
import { PROMISE_MINUTES, RESPONSE_TIME_LIMITS } from "../../../domain/stats/opening-hours.ts";
import { formatNumber, formatShare } from "../../../i18n/format.ts";
import { formatDuration } from "../../../i18n/format-dates.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { BarChart, ChartLegend, type BarTone } from "./bar-chart.tsx";
import { ChartCard, DataTable } from "./chart-card.tsx";

const BUCKET_LABELS: MessageKey[] = [
  "adminStats.response.buckets.b0",
  "adminStats.response.buckets.b1",
  "adminStats.response.buckets.b2",
  "adminStats.response.buckets.b3",
  "adminStats.response.buckets.b4",
  "adminStats.response.buckets.b5",
];

/** The share of requests that kept the promise: answered in time, over every request already judged (answered, or new and late). */
export function promiseShare(times: ResponseTimes): { kept: number; judged: number } {
  return { kept: times.withinPromise, judged: times.answered + times.lateWaiting };
}

export function ResponseTimeChart({ times }: { times: ResponseTimes }) {
  const { t, lang } = useI18n();
  const n = (value: number) => formatNumber(lang, value);
  const duration = (minutes: number | null) => (minutes === null ? t("adminStats.figures.none") : formatDuration(lang, minutes));
  const { kept, judged } = promiseShare(times);
  const limits = [0, ...RESPONSE_TIME_LIMITS];
  const rows = [
    ...times.buckets.map((count, i) => ({ key: `b${i}`, label: t(BUCKET_LABELS[i]!), count, tone: (limits[i]! < PROMISE_MINUTES ? "kept" : "missed") as BarTone })),
    { key: "late", label: t("adminStats.response.buckets.lateWaiting"), count: times.lateWaiting, tone: "late" as BarTone },
  ];
  const all = times.answered + times.lateWaiting;
  const title = t("adminStats.response.title");
  const description = t("adminStats.response.desc", { median: duration(times.medianMinutes), p90: duration(times.p90Minutes), share: formatShare(lang, kept, judged) });
  return (
    <ChartCard
      id="chart-response"
      title={title}
      note={
        <>
          <p>{t("adminStats.response.promiseNote")}</p>
          {times.waiting > 0 ? <p className="mt-1">{t("adminStats.response.waitingNote", { count: times.waiting })}</p> : null}
        </>
      }
      legend={
        <ChartLegend
          items={[
            { tone: "kept", label: t("adminStats.response.kept") },
            { tone: "missed", label: t("adminStats.response.missed") },
            { tone: "late", label: t("adminStats.response.buckets.lateWaiting") },
          ]}
        />
      }
      chart={
        <BarChart
          id="chart-response"
          title={title}
          description={description}
          layout="stacked"
          rows={rows.map((row) => ({ key: row.key, label: row.label, segments: [{ value: row.count, tone: row.tone }], valueText: n(row.count) }))}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[{ label: t("adminStats.response.delay") }, { label: t("adminStats.response.requests"), numeric: true }, { label: t("adminStats.response.share"), numeric: true }]}
          rows={rows.map((row) => ({ key: row.key, cells: [row.label, n(row.count), formatShare(lang, row.count, all)] }))}
        />
      }
    />
  );
}
