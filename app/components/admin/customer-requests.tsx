/**
 * The customer's page: every request of the account (the rule of "Mes demandes": sent with the
 * account, or with its confirmed address), newest first; each reference opens the request's
 * detail on the dashboard (/admin?request=…).
 */
import { FileText } from "../ui/icons.tsx";
import { MessageSquare } from "../ui/admin-icons.tsx";
import { Link } from "react-router";
import type { CustomerDetail } from "../../db/customers-admin.server.ts";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { AdminStatusBadge } from "./status-badge.tsx";

const th = "px-3 py-2.5 text-left text-xs font-bold uppercase tracking-wide text-concrete-700";
const td = "px-3 py-3 align-top";

export function CustomerRequestsCard({ customer }: { customer: CustomerDetail }) {
  const { t, href, lang, money } = useI18n();
  const { requests } = customer;
  return (
    <section aria-labelledby="customer-requests-title" className="card overflow-hidden">
      <div className="border-b border-concrete-200 px-4 py-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="customer-requests-title" className="text-lg font-bold">
            {t("adminCustomers.requests.title")}
          </h2>
          <p className="text-sm text-concrete-700">{t("adminCustomers.requests.count", { count: requests.length })}</p>
        </div>
        <p className="mt-1 text-sm text-concrete-700">{t("adminCustomers.requests.rule")}</p>
      </div>
      {requests.length === 0 ? (
        <p className="px-4 py-10 text-center text-concrete-700">{t("adminCustomers.requests.empty")}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t("adminCustomers.requests.caption", { name: customer.name })}</caption>
          <thead className="border-b border-concrete-200 bg-concrete-50">
            <tr>
              <th scope="col" className={th}>
                {t("adminCustomers.requests.reference")}
              </th>
              <th scope="col" className={`${th} hidden sm:table-cell`}>
                {t("adminCustomers.requests.date")}
              </th>
              <th scope="col" className={`${th} hidden sm:table-cell`}>
                {t("adminCustomers.requests.type")}
              </th>
              <th scope="col" className={th}>
                {t("adminCustomers.requests.status")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("adminCustomers.requests.total")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200">
            {requests.map((request) => {
              const TypeIcon = request.type === "quote" ? FileText : MessageSquare;
              const date = formatDateTime(lang, request.createdAt);
              return (
                <tr key={request.reference} className="hover:bg-concrete-50">
                  <td className={td}>
                    <Link
                      to={`${href("/admin")}?request=${encodeURIComponent(request.reference)}`}
                      aria-label={t("adminCustomers.requests.open", { reference: request.reference })}
                      className="whitespace-nowrap font-mono font-bold text-safety-700 underline underline-offset-2"
                    >
                      {request.reference}
                    </Link>
                    <span className="mt-0.5 block text-concrete-700 sm:hidden">
                      {t(`admin.type.${request.type}`)} · {date}
                    </span>
                  </td>
                  <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                    <time dateTime={request.createdAt.toISOString()}>{date}</time>
                  </td>
                  <td className={`${td} hidden sm:table-cell`}>
                    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                      <TypeIcon className="h-4 w-4 text-concrete-600" aria-hidden="true" />
                      {t(`admin.type.${request.type}`)}
                    </span>
                  </td>
                  <td className={td}>
                    <AdminStatusBadge status={request.status} />
                  </td>
                  <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums`}>
                    {request.totalAmount !== null ? money(request.totalAmount) : <span className="font-normal text-concrete-600">—</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
