/**
 * One of the customer's quote requests on /profile (spec 4): its reference,
 * date, the project's dates, status and total, and under "Voir" its lines and
 * taxes, then its quote, its history and "Redemander".
 */
import type { CustomerRequest } from "../../db/customer-requests.server.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { CustomerRequestQuote } from "./customer-request-quote.tsx";

const CLOSED = "bg-white text-concrete-700 border-concrete-300";
const STATUS_BADGE: Record<string, { label: MessageKey; className: string }> = {
  // Spec 4: customer view — new is 'En cours' in the secondary style.
  new: { label: "accountArea.requests.status.new", className: "bg-concrete-100 text-concrete-800 border-concrete-300" },
  in_progress: { label: "accountArea.requests.status.in_progress", className: "bg-ink text-white border-ink" },
  // A quote waiting for the customer stands out; a reservation is confirmed.
  quoted: { label: "accountArea.requests.status.quoted", className: "bg-safety-50 text-safety-700 border-safety-600" },
  accepted: { label: "accountArea.requests.status.accepted", className: "bg-success-700 text-white border-success-700" },
  completed: { label: "accountArea.requests.status.completed", className: "bg-white text-success-700 border-success-700" },
  declined: { label: "accountArea.requests.status.declined", className: CLOSED },
  cancelled: { label: "accountArea.requests.status.cancelled", className: CLOSED },
  expired: { label: "accountArea.requests.status.expired", className: CLOSED },
};
const UNKNOWN_BADGE = { label: "accountArea.requests.status.unknown" as MessageKey, className: CLOSED };

export function CustomerRequestCard({ request }: { request: CustomerRequest }) {
  const { t, lang, money } = useI18n();
  const badge = STATUS_BADGE[request.status] ?? UNKNOWN_BADGE;
  // Once staff sent a quote, its latest version is the amount that counts (the request's was an estimate).
  const shownTotal = request.quoteVersions.at(-1)?.total ?? request.total;
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
            {request.startDate && request.endDate ? (
              <p className="text-sm text-concrete-700">{t("quoteLink.profile.dates", { start: formatLongDate(lang, request.startDate), end: formatLongDate(lang, request.endDate) })}</p>
            ) : null}
          </div>
          <span className={`inline-flex min-h-7 items-center rounded-full border px-3 text-sm font-semibold ${badge.className}`}>{t(badge.label)}</span>
          {shownTotal !== null ? <span className="font-bold tabular-nums">{money(shownTotal)}</span> : null}
          <span className="btn btn-outline ml-auto min-h-10 px-4 text-sm group-open:bg-concrete-100 sm:ml-0">{t("accountArea.requests.view")}</span>
        </summary>
        <div className="border-t border-concrete-200 p-4">
          <h4 className="text-sm font-bold uppercase tracking-wide text-concrete-700">{t("accountArea.requests.items")}</h4>
          <RequestLines items={request.items} />
          {request.total !== null ? <RequestTotals request={request} total={request.total} /> : null}
          <CustomerRequestQuote request={request} />
        </div>
      </details>
    </article>
  );
}

function RequestLines({ items }: { items: CustomerRequest["items"] }) {
  const { t, lang, money } = useI18n();
  return (
    <ul className="mt-2 divide-y divide-concrete-200">
      {items.map((item) => (
        <li key={`${item.productId}-${item.name}-${item.options.join()}-${item.startDate ?? ""}`} className="flex items-start justify-between gap-4 py-2">
          <div>
            <p className="font-semibold">{item.name}</p>
            {item.options.length ? <p className="text-sm text-concrete-600">{item.options.join(" · ")}</p> : null}
            {item.startDate && item.endDate ? (
              <p className="text-sm text-concrete-700">{t("quoteLink.profile.dates", { start: formatLongDate(lang, item.startDate), end: formatLongDate(lang, item.endDate) })}</p>
            ) : null}
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
