/** Title band of the dashboard: title, live indicator, notifications, and the two views (requests, e-mails). */
import { Inbox, Mail, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/react.tsx";
import { NotificationControl, type LiveState } from "./live-updates.tsx";

export type AdminView = "requests" | "outbox";

export function AdminHeader({ view, live }: { view: AdminView; live: LiveState }) {
  const { t, href } = useI18n();
  const tabs: { id: AdminView; label: string; to: string; icon: typeof Inbox }[] = [
    { id: "requests", label: t("admin.views.requests"), to: href("/admin"), icon: Inbox },
    { id: "outbox", label: t("admin.views.outbox"), to: `${href("/admin")}?view=outbox`, icon: Mail },
  ];
  return (
    <div className="border-b border-concrete-200 bg-concrete-100">
      <div className="container-page pt-6 sm:pt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("pages.admin.title")}</h1>
            <p className="mt-2 text-concrete-700">{t("admin.lead")}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <p className="inline-flex items-center gap-2 text-sm text-concrete-700">
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t("admin.live.autoRefresh")}
            </p>
            <NotificationControl live={live} />
          </div>
        </div>
        <nav aria-label={t("admin.views.label")} className="mt-5 flex gap-1">
          {tabs.map((tab) => {
            const current = tab.id === view;
            const Icon = tab.icon;
            return (
              <Link
                key={tab.id}
                to={tab.to}
                aria-current={current ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-lg border px-4 font-semibold ${
                  current ? "border-concrete-200 border-b-concrete-50 bg-concrete-50 text-ink" : "border-transparent text-concrete-700 hover:bg-concrete-50/60 hover:text-ink"
                }`}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
                {tab.label}
              </Link>
            );
          })}
        </nav>
      </div>
    </div>
  );
}
