/**
 * One chart of the statistics page: its heading, the SVG, and its data table — beside
 * the chart on wide screens, folded in a <details> under it on phones (the same table,
 * rendered twice; the hidden copy is display:none, so out of the accessibility tree).
 */
import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/react.tsx";

type ChartCardProps = {
  id: string;
  title: string;
  /** A line under the heading (what is counted, a promise, a caveat). */
  note?: ReactNode;
  legend?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
};

export function ChartCard({ id, title, note, legend, chart, table }: ChartCardProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {note ? <div className="mt-1 text-sm text-concrete-700">{note}</div> : null}
      <div className="mt-5 grid items-start gap-x-8 gap-y-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 pr-2">
          {legend}
          {chart}
        </div>
        <div className="hidden min-w-0 lg:block">{table}</div>
        <details className="group min-w-0 rounded-lg border border-concrete-200 lg:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-ink">{t("adminStats.chart.data")}</summary>
          <div className="border-t border-concrete-200 p-2">{table}</div>
        </details>
      </div>
    </section>
  );
}

export type Column = { label: string; numeric?: boolean };

/** A chart's figures as a table: a caption, column headers, one row header per line. */
export function DataTable({ caption, columns, rows, empty }: { caption: string; columns: Column[]; rows: { key: string; cells: ReactNode[] }[]; empty?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-concrete-300 text-left">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-2 py-2 font-semibold text-concrete-700 ${column.numeric ? "text-right" : ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-3 text-concrete-700">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-concrete-200 last:border-b-0">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-1.5 text-left font-medium text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={`px-2 py-1.5 ${columns[i]?.numeric ? "text-right tabular-nums" : ""}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
