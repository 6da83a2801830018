/**
 * Title band of every back-office screen: the area's title and lead, and the
 * navigation between the areas (requests, products, fleet, customers, statistics,
 * settings, e-mails). The requests dashboard adds its live indicator and
 * notification control.
 */
import { Mail, Package } from "../ui/icons.tsx";
import { BarChart3, Forklift, Inbox, RefreshCw, Settings, Users } from "../ui/admin-icons.tsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";
import { NotificationControl, type LiveState } from "./live-updates.tsx";

export type AdminView = "requests" | "products" | "units" | "customers" | "stats" | "settings" | "outbox";

const AREAS: { id: AdminView; path: string; icon: typeof Inbox }[] = [
  { id: "requests", path: "/admin", icon: Inbox },
  { id: "products", path: "/admin/products", icon: Package },
  { id: "units", path: "/admin/units", icon: Forklift },
  { id: "customers", path: "/admin/customers", icon: Users },
  { id: "stats", path: "/admin/stats", icon: BarChart3 },
  { id: "settings", path: "/admin/settings", icon: Settings },
  { id: "outbox", path: "/admin?view=outbox", icon: Mail },
];

type AdminHeaderProps = {
  view: AdminView;
  /** The requests dashboard's live updates (its indicator and notification control). */
  live?: LiveState;
  /** The page's own title and lead; the dashboard's by default. */
  title?: string;
  lead?: string;
  /** Buttons beside the title (e.g. "New product"). */
  actions?: ReactNode;
};

export function AdminHeader({ view, live, title, lead, actions }: AdminHeaderProps) {
  const { t, href } = useI18n();
  return (
    <div className="border-b border-concrete-200 bg-concrete-100">
      <div className="container-page pt-6 sm:pt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title ?? t("pages.admin.title")}</h1>
            <p className="mt-2 text-concrete-700">{lead ?? t("admin.lead")}</p>
          </div>
          {live ? (
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <p className="inline-flex items-center gap-2 text-sm text-concrete-700">
                <RefreshCw className="h-4 w-4" aria-hidden="true" />
                {t("admin.live.autoRefresh")}
              </p>
              <NotificationControl live={live} />
            </div>
          ) : null}
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <nav aria-label={t("admin.views.label")} className="-mx-4 mt-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex min-w-max gap-1">
            {AREAS.map((area) => {
              const current = area.id === view;
              const Icon = area.icon;
              const [pathname, query] = area.path.split("?");
              return (
                <li key={area.id}>
                  <Link
                    to={`${href(pathname ?? "/admin")}${query ? `?${query}` : ""}`}
                    aria-current={current ? "page" : undefined}
                    className={`-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-lg border px-3 font-semibold sm:px-4 ${
                      current ? "border-concrete-200 border-b-concrete-50 bg-concrete-50 text-ink" : "border-transparent text-concrete-700 hover:bg-concrete-50/60 hover:text-ink"
                    }`}
                  >
                    <Icon className="h-5 w-5" aria-hidden="true" />
                    {t(`admin.views.${area.id}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
