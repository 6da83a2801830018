/**
 * Search and sort of the customer list: a plain GET form (works without JavaScript; the URL
 * can be bookmarked). A new search starts on page 1 (the page is not in the form).
 */
import { Search, X } from "../ui/icons.tsx";
import { Form, Link } from "react-router";
import { CUSTOMER_SEARCH_MAX, CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT, type CustomerListQuery } from "../../domain/customer-list-query.ts";
import { useI18n } from "../../i18n/react.tsx";
import { inputClass } from "../ui/form-field.tsx";

const labelClass = "mb-1 block text-sm font-semibold text-ink";
// Chrome counts a <select> as :read-only, which the shared input style greys out.
const selectClass = `${inputClass} read-only:bg-white read-only:text-ink`;

export function CustomerSearchForm({ query }: { query: CustomerListQuery }) {
  const { t, href } = useI18n();
  const active = Boolean(query.q) || query.sort !== DEFAULT_CUSTOMER_SORT;
  return (
    <div className="card p-4 sm:p-5">
      <Form method="get" action={href("/admin/customers")} aria-label={t("adminCustomers.search.title")} className="grid gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <div>
          <label htmlFor="customer-q" className={labelClass}>
            {t("adminCustomers.search.field")}
          </label>
          <input id="customer-q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={CUSTOMER_SEARCH_MAX} aria-describedby="customer-q-hint" className={inputClass} />
          <p id="customer-q-hint" className="mt-1 text-sm text-concrete-600">
            {t("adminCustomers.search.hint")}
          </p>
        </div>
        <div>
          <label htmlFor="customer-sort" className={labelClass}>
            {t("adminCustomers.search.sort")}
          </label>
          <select id="customer-sort" name="sort" defaultValue={query.sort} className={selectClass}>
            {CUSTOMER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`adminCustomers.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:pt-6">
          <button type="submit" className="btn btn-dark w-full sm:w-auto">
            <Search className="h-5 w-5" aria-hidden="true" />
            {t("adminCustomers.search.apply")}
          </button>
          {active ? (
            <Link to={href("/admin/customers")} className="btn btn-ghost w-full sm:w-auto">
              <X className="h-5 w-5" aria-hidden="true" />
              {t("adminCustomers.search.reset")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
