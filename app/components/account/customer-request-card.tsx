/**
 * One of the customer's quote requests on /profile (spec 4): its reference,
 * date, status and total, and under "Voir" its lines and taxes.
 */
import type { CustomerRequest } from "../../db/customer-requests.server.ts";
import { formatLongDate } from "../../i18n/format.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

const STATUS_BADGE: Record<string, { label: MessageKey; className: string }> = {
  // Spec 4: customer view — new is 'En cours' in the secondary style.
  new: { label: "accountArea.requests.status.new", className: "bg-concrete-100 text-concrete-800 border-concrete-300" },
  in_progress: { label: "accountArea.requests.status.in_progress", className: "bg-ink text-white border-ink" },
  completed: { label: "accountArea.requests.status.completed", className: "bg-white text-success-700 border-success-700" },
};
const UNKNOWN_BADGE = { label: "accountArea.requests.status.unknown" as MessageKey, className: "bg-white text-concrete-700 border-concrete-300" };

export function CustomerRequestCard({ request }: { request: CustomerRequest }) {
  const { t, lang, money } = useI18n();
  const badge = STATUS_BADGE[request.status] ?? UNKNOWN_BADGE;
  const titleId = `request-${request.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-concrete-200 bg-white">
      {/* A native disclosure: 'Voir' opens the details, pressing again closes them — with or without JavaScript. */}
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-2 p-4 [&::-webkit-details-marker]:hidden">
          <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
            <h3 id={titleId} className="whitespace-nowrap font-mono text-base font-bold">
              {request.reference}
            </h3>
            <p className="text-sm text-concrete-700">{formatLongDate(lang, request.createdAt)}</p>
          </div>
          <span className={`inline-flex min-h-7 items-center rounded-full border px-3 text-sm font-semibold ${badge.className}`}>{t(badge.label)}</span>
          {request.total !== null ? <span className="font-bold tabular-nums">{money(request.total)}</span> : null}
          <span className="btn btn-outline ml-auto min-h-10 px-4 text-sm group-open:bg-concrete-100 sm:ml-0">{t("accountArea.requests.view")}</span>
        </summary>
        <div className="border-t border-concrete-200 p-4">
          <h4 className="text-sm font-bold uppercase tracking-wide text-concrete-700">{t("accountArea.requests.items")}</h4>
          <RequestLines items={request.items} />
          {request.total !== null ? <RequestTotals request={request} total={request.total} /> : null}
        </div>
      </details>
    </article>
  );
}

function RequestLines({ items }: { items: CustomerRequest["items"] }) {
  const { t, money } = useI18n();
  return (
    <ul className="mt-2 divide-y divide-concrete-200">
      {items.map((item) => (
        <li key={`${item.productId}-${item.name}-${item.options.join()}`} className="flex items-start justify-between gap-4 py-2">
          <div>
            <p className="font-semibold">{item.name}</p>
            {item.options.length ? <p className="text-sm text-concrete-600">{item.options.join(" · ")}</p> : null}
            <p className="text-sm text-concrete-700">
              {t("accountArea.requests.quantityPrice", {
                quantity: item.quantity,
                price: `${money(item.unitPrice)} ${item.period === "fixed" ? `(${t("accountArea.requests.fixedPrice")})` : t(item.period === "day" ? "common.perDay" : "common.perWeek")}`,
              })}
            </p>
          </div>
          <p className="whitespace-nowrap font-semibold tabular-nums">{money(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

function RequestTotals({ request, total }: { request: CustomerRequest; total: number }) {
  const { t, money } = useI18n();
  return (
    <dl className="mt-3 space-y-1 border-t border-concrete-200 pt-3 text-sm">
      {(
        [
          ["accountArea.requests.subtotal", request.subtotal],
          ["accountArea.requests.tps", request.tps],
          ["accountArea.requests.tvq", request.tvq],
        ] as const
      ).map(([label, amount]) =>
        amount !== null ? (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-concrete-700">{t(label)}</dt>
            <dd className="tabular-nums">{money(amount)}</dd>
          </div>
        ) : null,
      )}
      <div className="flex justify-between gap-4 text-base font-bold">
        <dt>{t("accountArea.requests.total")}</dt>
        <dd className="tabular-nums">{money(total)}</dd>
      </div>
    </dl>
  );
}
