/**
 * The back office's customer list, read from its URL (a plain GET form: the search can be
 * bookmarked and works without JavaScript). Pure, tested with the query that uses it
 * (app/db/customers-admin.server.test.ts). As on the request dashboard, an odd value in a
 * hand-edited URL is ignored rather than refused; a control character is refused
 * (isReadableQuery in ./request-filters.ts).
 */

/**
 * The orders offered, each in the direction staff want it: names A to Z, the newest accounts
 * first, the customers with the most requests first, the most recent request first.
 */
export const CUSTOMER_SORTS = ["name", "created", "requests", "last-request"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = "created";

export type CustomerListQuery = {
  /** Searched in the names, the e-mail and the company, ignoring case and accents. */
  q?: string;
  sort: CustomerSort;
  page: number;
};

export const CUSTOMER_SEARCH_MAX = 100;

export function isCustomerSort(value: unknown): value is CustomerSort {
  return typeof value === "string" && (CUSTOMER_SORTS as readonly string[]).includes(value);
}

export function parseCustomerListQuery(params: URLSearchParams): CustomerListQuery {
  const q = (params.get("q") ?? "").trim().slice(0, CUSTOMER_SEARCH_MAX);
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: q || undefined,
    sort: isCustomerSort(sort) ? sort : DEFAULT_CUSTOMER_SORT,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of a list (the default sort and page 1 left out), "" when there is nothing. */
export function customerListSearch(query: Partial<CustomerListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== DEFAULT_CUSTOMER_SORT) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
