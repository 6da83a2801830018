/**
 * The 10 most requested products of the period, by number of quote lines or by the value
 * of those lines (before taxes). Names are those stored on the lines, in the page's language.
 */
import type { TopProduct } from "../../../db/stats.server.ts";
import { formatNumber } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { BarChart } from "./bar-chart.tsx";
import { ChartCard, DataTable } from "./chart-card.tsx";

export function TopProductsChart({ products, by }: { products: TopProduct[]; by: "lines" | "value" }) {
  const { t, lang, price, money } = useI18n();
  const id = by === "lines" ? "chart-top-lines" : "chart-top-value";
  const name = (p: TopProduct) => (lang === "en" ? p.nameEn : p.nameFr);
  const first = products[0];
  const title = t(by === "lines" ? "adminStats.topLines.title" : "adminStats.topValue.title");
  const description = t(by === "lines" ? "adminStats.topLines.desc" : "adminStats.topValue.desc", {
    count: products.length,
    first: first ? name(first) : t("adminStats.figures.none"),
    lines: first?.lines ?? 0,
    value: price(Math.round(first?.value ?? 0)),
  });
  return (
    <ChartCard
      id={id}
      title={title}
      note={products.length === 0 ? t("adminStats.chart.empty") : undefined}
      chart={
        <BarChart
          id={id}
          title={title}
          description={description}
          layout="stacked"
          rows={products.map((p) => ({
            key: String(p.productId),
            label: name(p),
            segments: [{ value: by === "lines" ? p.lines : p.value, tone: by === "lines" ? "neutral" : "quote" }],
            valueText: by === "lines" ? formatNumber(lang, p.lines) : price(Math.round(p.value)),
          }))}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[{ label: t("adminStats.products.product") }, { label: t("adminStats.products.lines"), numeric: true }, { label: t("adminStats.products.value"), numeric: true }]}
          rows={products.map((p) => ({ key: String(p.productId), cells: [name(p), formatNumber(lang, p.lines), money(p.value)] }))}
          empty={t("adminStats.chart.empty")}
        />
      }
    />
  );
}
