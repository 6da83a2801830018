/**
 * /admin/customers — the back office's customers area: every account with its
 * company, type, creation, confirmation, number of requests and last request; searched
 * (accents and case ignored) and sorted by a plain GET form, 25 a page. Each name opens the
 * customer's page (./admin-customer.tsx). Staff only: the guard runs before anything is read.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-customers";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { CustomerSearchForm } from "../components/admin/customer-search.tsx";
import { CustomerTable } from "../components/admin/customer-table.tsx";
import { getDb } from "../db/client.server.ts";
import { listCustomers } from "../db/customers-admin.server.ts";
import { parseCustomerListQuery } from "../domain/customer-list-query.ts";
import { isReadableQuery } from "../domain/request-filters.ts";
import { langFromPath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { refusedRequest } from "../platform/read-form.server.ts";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminCustomers", "/admin/customers");

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  // The search reaches the database, which refuses NUL: refused here, before anything is read.
  if (!isReadableQuery(url.searchParams)) throw refusedRequest(langFromPath(url.pathname));
  const query = parseCustomerListQuery(url.searchParams);
  const page = await listCustomers(await getDb(), query);
  return data({ query, page });
}

export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <AdminHeader view="customers" title={t("pages.adminCustomers.title")} lead={t("adminCustomers.lead")} />
      <div className="container-page py-6 sm:py-8">
        <CustomerSearchForm query={loaderData.query} />
        <CustomerTable page={loaderData.page} query={loaderData.query} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
