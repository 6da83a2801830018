/**
 * Fleet utilization over the period (app/db/utilization.server.ts): one bar per product, its
 * units' share of days out on rental, drawn against 100 % (a share is never more), then the
 * same figures unit by unit in a table folded under the chart: a fleet has many more units
 * than products. Names are the catalogue's, in the page's language.
 */
import type { FleetUtilization, ProductUtilization } from "../../../db/utilization.server.ts";
import { fromCents } from "../../../domain/pricing.ts";
import { formatNumber, formatShare } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { BarChart } from "./bar-chart.tsx";
import { ChartCard, DataTable } from "./chart-card.tsx";

const ID = "chart-fleet-utilization";

export function UtilizationChart({ fleet }: { fleet: FleetUtilization }) {
  const { t, lang, money } = useI18n();
  const n = (value: number) => formatNumber(lang, value);
  const name = (product: ProductUtilization) => product.name[lang] || product.name.fr;
  const names = new Map(fleet.products.map((product) => [product.productId, name(product)]));
  const daysOut = (row: { daysOut: number; days: number }) => t("adminStats.utilization.daysOf", { out: n(row.daysOut), days: n(row.days) });
  const share = (row: { daysOut: number; days: number }) => formatShare(lang, row.daysOut, row.days);
  const first = fleet.products[0];
  const title = t("adminStats.utilization.title");
  const description = first ? t("adminStats.utilization.desc", { count: fleet.products.length, first: name(first), share: share(first) }) : t("adminStats.utilization.descEmpty");
  const unitsTitle = t("adminStats.utilization.unitsTitle");
  return (
    <ChartCard
      id={ID}
      title={title}
      note={
        <>
          <p>{t("adminStats.utilization.note")}</p>
          {first ? null : <p className="mt-1">{t("adminStats.utilization.empty")}</p>}
        </>
      }
      chart={
        <>
          <BarChart
            id={ID}
            title={title}
            description={description}
            layout="stacked"
            // Shares are at most 1, the chart's smallest scale: a full bar is 100 %.
            rows={fleet.products.map((product) => ({ key: String(product.productId), label: name(product), segments: [{ value: product.share, tone: "quote" }], valueText: share(product) }))}
          />
          {fleet.units.length > 0 ? (
            <details className="mt-4 min-w-0 rounded-lg border border-concrete-200">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-ink">{t("adminStats.utilization.unitsSummary", { count: fleet.units.length })}</summary>
              <div className="border-t border-concrete-200 p-2">
                <DataTable
                  caption={unitsTitle}
                  columns={[
                    { label: t("adminStats.utilization.unit") },
                    { label: t("adminStats.utilization.product") },
                    { label: t("adminStats.utilization.daysOut"), numeric: true },
                    { label: t("adminStats.utilization.share"), numeric: true },
                    { label: t("adminStats.utilization.revenue"), numeric: true },
                  ]}
                  rows={fleet.units.map((unit) => ({
                    key: String(unit.unitId),
                    cells: [unit.tag, names.get(unit.productId) ?? "", daysOut(unit), share(unit), money(fromCents(unit.revenueCents))],
                  }))}
                />
              </div>
            </details>
          ) : null}
        </>
      }
      table={
        <DataTable
          caption={title}
          columns={[
            { label: t("adminStats.utilization.product") },
            { label: t("adminStats.utilization.units"), numeric: true },
            { label: t("adminStats.utilization.daysOut"), numeric: true },
            { label: t("adminStats.utilization.share"), numeric: true },
            { label: t("adminStats.utilization.revenue"), numeric: true },
          ]}
          rows={fleet.products.map((product) => ({
            key: String(product.productId),
            cells: [name(product), n(product.units), daysOut(product), share(product), money(fromCents(product.revenueCents))],
          }))}
          empty={t("adminStats.utilization.empty")}
        />
      }
    />
  );
}
