/**
 * The accounts of the customers area: one row per account — name (the link to its page), staff
 * badge, e-mail, company, account type, created, e-mail confirmed or not, number of requests,
 * last request. On a phone the secondary columns fold into the first cell (the table keeps its
 * headers; nothing scrolls sideways).
 */
import { Link } from "react-router";
import type { CustomerPage, CustomerRow } from "../../db/customers-admin.server.ts";
import { customerListSearch, type CustomerListQuery, type CustomerSort } from "../../domain/customer-list-query.ts";
import { formatNumber } from "../../i18n/format.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { PageLink } from "./request-list.tsx";
import { EmailStateBadge, StaffBadge } from "./staff-badge.tsx";

const th = "px-3 py-2.5 text-left text-xs font-bold uppercase tracking-wide text-concrete-700";
const td = "px-3 py-3 align-top";

export function CustomerTable({ page, query }: { page: CustomerPage; query: CustomerListQuery }) {
  const { t, href } = useI18n();
  const base = href("/admin/customers");
  const sortedBy = (sort: CustomerSort) => (query.sort === sort ? (sort === "name" ? "ascending" : "descending") : undefined);
  return (
    <section aria-labelledby="customer-list-title" className="card mt-6 overflow-hidden">
      <div className="flex items-baseline justify-between gap-3 border-b border-concrete-200 px-4 py-3">
        <h2 id="customer-list-title" className="text-lg font-bold">
          {t("adminCustomers.list.title")}
        </h2>
        <p className="text-sm text-concrete-700" aria-live="polite">
          {t("adminCustomers.list.count", { count: page.total })}
        </p>
      </div>
      {page.rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-concrete-700">{query.q ? t("adminCustomers.list.empty") : t("adminCustomers.list.emptyAll")}</p>
      ) : (
        <table className="w-full table-fixed text-sm md:table-auto">
          <caption className="sr-only">{t("adminCustomers.list.caption", { sort: t(`adminCustomers.sorts.${query.sort}`) })}</caption>
          <thead className="border-b border-concrete-200 bg-concrete-50">
            <tr>
              <th scope="col" className={th} aria-sort={sortedBy("name")}>
                {t("adminCustomers.list.customer")}
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                {t("adminCustomers.list.company")}
              </th>
              <th scope="col" className={`${th} hidden md:table-cell`}>
                {t("adminCustomers.list.accountType")}
              </th>
              <th scope="col" className={`${th} hidden md:table-cell`} aria-sort={sortedBy("created")}>
                {t("adminCustomers.list.created")}
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                {t("adminCustomers.list.confirmed")}
              </th>
              <th scope="col" className={`${th} w-24 text-right md:w-auto`} aria-sort={sortedBy("requests")}>
                {t("adminCustomers.list.requests")}
              </th>
              <th scope="col" className={`${th} hidden md:table-cell`} aria-sort={sortedBy("last-request")}>
                {t("adminCustomers.list.lastRequest")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200">
            {page.rows.map((row) => (
              <CustomerTableRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label={t("admin.pagination.label")} className="flex items-center justify-between gap-2 border-t border-concrete-200 px-2 py-2">
          <PageLink to={page.page > 1 ? `${base}${customerListSearch({ ...query, page: page.page - 1 })}` : null} label={t("admin.pagination.previous")} direction="previous" />
          <p className="text-sm text-concrete-700">{t("admin.pagination.page", { page: page.page, count: page.pageCount })}</p>
          <PageLink to={page.page < page.pageCount ? `${base}${customerListSearch({ ...query, page: page.page + 1 })}` : null} label={t("admin.pagination.next")} direction="next" />
        </nav>
      ) : null}
    </section>
  );
}

function CustomerTableRow({ row }: { row: CustomerRow }) {
  const { t, href, lang } = useI18n();
  const created = formatLongDate(lang, row.createdAt.toISOString());
  const accountType = t(`adminCustomers.accountTypes.${row.accountType}`);
  return (
    <tr className="hover:bg-concrete-50">
      <td className={td}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={href(`/admin/customers/${encodeURIComponent(row.id)}`)} className="text-base font-semibold text-ink underline decoration-concrete-300 underline-offset-4 hover:decoration-ink">
            {row.name}
          </Link>
          {row.role === "admin" ? <StaffBadge /> : null}
        </span>
        <span className="mt-0.5 block break-words text-concrete-700">{row.email}</span>
        {/* The columns a phone does not show, in one line under the name. */}
        <span className="mt-1 block text-concrete-700 md:hidden">{[row.company, accountType, t("adminCustomers.list.createdOn", { date: created })].filter(Boolean).join(" · ")}</span>
        {row.lastRequestAt ? <span className="mt-1 block text-concrete-700 md:hidden">{t("adminCustomers.list.lastRequestOn", { date: formatDateTime(lang, row.lastRequestAt) })}</span> : null}
        {/* Below the width of the e-mail column, only an address still to confirm is worth a mark. */}
        {row.emailVerified ? null : (
          <span className="mt-1 block lg:hidden">
            <EmailStateBadge confirmed={false} />
          </span>
        )}
      </td>
      <td className={`${td} hidden break-words lg:table-cell`}>{row.company ?? <span className="text-concrete-600">—</span>}</td>
      <td className={`${td} hidden md:table-cell`}>{accountType}</td>
      <td className={`${td} hidden whitespace-nowrap md:table-cell`}>
        <time dateTime={row.createdAt.toISOString()}>{created}</time>
      </td>
      <td className={`${td} hidden lg:table-cell`}>
        <EmailStateBadge confirmed={row.emailVerified} />
      </td>
      <td className={`${td} text-right text-base font-semibold tabular-nums`}>{formatNumber(lang, row.requestCount)}</td>
      <td className={`${td} hidden whitespace-nowrap md:table-cell`}>
        {row.lastRequestAt ? (
          <time dateTime={row.lastRequestAt.toISOString()}>{formatDateTime(lang, row.lastRequestAt)}</time>
        ) : (
          <span className="text-concrete-600">{t("adminCustomers.list.noRequest")}</span>
        )}
      </td>
    </tr>
  );
}
