/**
 * The requested items of the request detail, each with its options, quantity
 * and price per period, then the subtotal, the taxes at their rates and the
 * total (a line the request has no amount for is left out).
 */
import { TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import { formatPercent } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/react.tsx";
import { DetailSection } from "./detail-section.tsx";

export function RequestItemsTable({ detail }: { detail: RequestDetail }) {
  const { t, lang, money } = useI18n();
  const period = (p: "day" | "week" | "fixed") => (p === "day" ? t("common.perDay") : p === "week" ? t("common.perWeek") : `(${t("admin.detail.fixedPrice")})`);
  const totals: [string, number | null, boolean][] = [
    [t("admin.detail.subtotal"), detail.subtotal, false],
    [t("admin.detail.tps", { rate: formatPercent(lang, TPS_RATE) }), detail.tps, false],
    [t("admin.detail.tvq", { rate: formatPercent(lang, TVQ_RATE) }), detail.tvq, false],
    [t("admin.detail.total"), detail.totalAmount, true],
  ];
  return (
    <DetailSection title={t("admin.detail.items")}>
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("admin.detail.product")}</th>
            <th scope="col">{t("admin.detail.lineTotal")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-concrete-200 border-y border-concrete-200">
          {detail.items.map((item, index) => (
            <tr key={`${item.productId}-${index}`}>
              <td className="py-2.5 pr-3 align-top">
                <span className="block text-base font-semibold text-ink">{item.name}</span>
                {item.options.length > 0 ? (
                  <ul className="mt-0.5 text-concrete-700">
                    {item.options.map((option) => (
                      <li key={option}>+ {option}</li>
                    ))}
                  </ul>
                ) : null}
                <span className="mt-0.5 block tabular-nums text-concrete-700">
                  {t("admin.detail.quantity")} {item.quantity} × {money(item.unitPrice)} {period(item.period)}
                </span>
              </td>
              <td className="py-2.5 text-right align-top text-base font-semibold tabular-nums whitespace-nowrap">{money(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, value, strong]) =>
            value === null ? null : (
              <tr key={label} className={strong ? "text-base font-extrabold" : "text-concrete-700"}>
                <th scope="row" className="pt-2 pr-3 text-right font-[inherit]">
                  {label}
                </th>
                <td className="pt-2 text-right tabular-nums whitespace-nowrap text-ink">{money(value)}</td>
              </tr>
            ),
          )}
        </tfoot>
      </table>
    </DetailSection>
  );
}
