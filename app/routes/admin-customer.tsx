/**
 * /admin/customers — back office, customers area (issue 15). Placeholder until the area is built:
 * guarded like every staff screen.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-customer";
import { requireAdmin } from "../auth/guards.server.ts";
import { cookieHeaders } from "../auth/session.server.ts";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminCustomers", "/admin/customers");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { setCookies } = await requireAdmin(args);
  return data({}, { headers: cookieHeaders(setCookies) });
}

export default function AdminCustomersPage() {
  const { t } = useI18n();
  return <AdminHeader view="customers" title={t("pages.adminCustomers.title")} lead={t("adminCustomers.lead")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
