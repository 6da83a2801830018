/**
 * Filters of the request list: a plain GET form (works without JavaScript,
 * and the URL can be bookmarked or shared), and the CSV export of what it
 * selects.
 */
import { Download, Search, X } from "../ui/icons.tsx";
import { Form, Link } from "react-router";
import type { RequestFilters } from "../../domain/request-filters.ts";
import { REQUEST_STATUSES } from "../../domain/request-status.ts";
import { useI18n } from "../../i18n/react.tsx";
import { inputClass } from "../ui/form-field.tsx";

/**
 * The day filters are typed in the page's format, the ISO one the OQLF recommends for
 * numeric dates (AAAA-MM-JJ): a native date input shows the browser's locale instead
 * ("mm/dd/yyyy" on a French page).
 */
const DAY_INPUT = { type: "text", inputMode: "numeric", pattern: "\\d{4}-\\d{2}-\\d{2}", maxLength: 10, autoComplete: "off" } as const;

const labelClass = "mb-1 block text-sm font-semibold text-ink";
// Chrome counts a <select> as :read-only, which the shared input style greys out.
const selectClass = `${inputClass} read-only:bg-white read-only:text-ink`;

/** The filters as a query string (without page or selected request). */
export function filterQuery(filters: Omit<RequestFilters, "page">): string {
  const params = new URLSearchParams();
  for (const key of ["status", "type", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function RequestFiltersForm({ filters }: { filters: RequestFilters }) {
  const { t, href } = useI18n();
  const active = Boolean(filters.status || filters.type || filters.from || filters.to || filters.q);
  // A new search starts on page 1 and closes the detail (fields not in the form are not sent).
  return (
    <div className="card p-4 sm:p-5">
      <Form method="get" action={href("/admin")} aria-label={t("admin.filters.title")} className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="filter-q" className={labelClass}>
            {t("admin.filters.search")}
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={100} aria-describedby="filter-q-hint" className={inputClass} />
          <p id="filter-q-hint" className="mt-1 text-sm text-concrete-600">
            {t("admin.filters.searchHint")}
          </p>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="filter-status" className={labelClass}>
            {t("admin.filters.status")}
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={selectClass}>
            <option value="">{t("admin.filters.all")}</option>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="filter-type" className={labelClass}>
            {t("admin.filters.type")}
          </label>
          <select id="filter-type" name="type" defaultValue={filters.type ?? ""} className={selectClass}>
            <option value="">{t("admin.filters.all")}</option>
            <option value="quote">{t("admin.type.quote")}</option>
            <option value="contact">{t("admin.type.contact")}</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-from" className={labelClass}>
            {t("admin.filters.from")} <span className="font-normal text-concrete-600">({t("admin.filters.dateFormat")})</span>
          </label>
          <input id="filter-from" name="from" {...DAY_INPUT} placeholder={t("admin.filters.dateFormat")} defaultValue={filters.from ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="filter-to" className={labelClass}>
            {t("admin.filters.to")} <span className="font-normal text-concrete-600">({t("admin.filters.dateFormat")})</span>
          </label>
          <input id="filter-to" name="to" {...DAY_INPUT} placeholder={t("admin.filters.dateFormat")} defaultValue={filters.to ?? ""} className={inputClass} />
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:pt-6">
          <button type="submit" className="btn btn-dark">
            <Search className="h-5 w-5" aria-hidden="true" />
            {t("admin.filters.apply")}
          </button>
        </div>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-concrete-200 pt-4">
        {active ? (
          <Link to={href("/admin")} className="btn btn-ghost -ml-3">
            <X className="h-5 w-5" aria-hidden="true" />
            {t("admin.filters.reset")}
          </Link>
        ) : (
          <span />
        )}
        <a href={`${href("/admin/export.csv")}${filterQuery(filters)}`} download className="btn btn-outline" title={t("admin.exportHint")}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {t("admin.export")}
        </a>
      </div>
    </div>
  );
}
