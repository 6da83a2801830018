/**
 * /admin/stats — back office, stats area (issue 15). Placeholder until the area is built:
 * guarded like every staff screen.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-stats";
import { requireAdmin } from "../auth/guards.server.ts";
import { cookieHeaders } from "../auth/session.server.ts";
import { AdminHeader } from "../components/admin/admin-header.tsx";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";

export const meta = staticPageMeta("adminStats", "/admin/stats");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { setCookies } = await requireAdmin(args);
  return data({}, { headers: cookieHeaders(setCookies) });
}

export default function AdminStatsPage() {
  const { t } = useI18n();
  return <AdminHeader view="stats" title={t("pages.adminStats.title")} lead={t("adminStats.lead")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
