/**
 * The list of requests, newest first (spec 2 /admin): each row is one link —
 * reference, type, name, date, total, status badge — opening the request's
 * detail at its own URL while keeping the filters and the page.
 */
import { ChevronRight, FileText } from "../ui/icons.tsx";
import { ChevronLeft, MessageSquare } from "../ui/admin-icons.tsx";
import { Link } from "react-router";
import type { RequestPage } from "../../db/admin-requests.server.ts";
import { useI18n } from "../../i18n/react.tsx";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { AdminStatusBadge } from "./status-badge.tsx";

/** The current query with some parameters replaced (null removes one). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function RequestList({ page, selected, search, filtered }: { page: RequestPage; selected: string | null; search: string; filtered: boolean }) {
  const { t, href, lang, money } = useI18n();
  const base = href("/admin");
  return (
    <section aria-labelledby="request-list-title" className="card overflow-hidden">
      <div className="flex items-baseline justify-between gap-3 border-b border-concrete-200 px-4 py-3">
        <h2 id="request-list-title" className="text-lg font-bold">
          {t("admin.list.title")}
        </h2>
        <p className="text-sm text-concrete-700" aria-live="polite">
          {t("admin.list.count", { count: page.total })}
        </p>
      </div>
      {page.rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-concrete-700">{filtered ? t("admin.list.empty") : t("admin.list.emptyAll")}</p>
      ) : (
        <ul className="divide-y divide-concrete-200">
          {page.rows.map((row) => {
            const current = row.reference === selected;
            const TypeIcon = row.type === "quote" ? FileText : MessageSquare;
            return (
              <li key={row.id}>
                <Link
                  to={`${base}${withParams(search, { request: row.reference })}`}
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  className={`block border-l-4 px-4 py-3 hover:bg-concrete-50 focus-visible:bg-concrete-50 focus-visible:outline-offset-[-3px] ${current ? "border-l-safety-600 bg-safety-50 hover:bg-safety-50" : "border-l-transparent"}`}
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="whitespace-nowrap font-mono text-sm font-bold text-ink">{row.reference}</span>
                      <span className="inline-flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-concrete-700">
                        <TypeIcon className="h-4 w-4" aria-hidden="true" />
                        {t(`admin.type.${row.type}`)}
                      </span>
                    </span>
                    <AdminStatusBadge status={row.status} />
                  </span>
                  <span className="mt-1 block truncate font-semibold text-ink">
                    {row.name}
                    {row.company ? <span className="font-normal text-concrete-700"> · {row.company}</span> : null}
                  </span>
                  <span className="mt-0.5 flex items-baseline justify-between gap-3 text-sm text-concrete-700">
                    <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(lang, row.createdAt)}</time>
                    {row.totalAmount !== null ? <span className="font-semibold tabular-nums text-ink">{money(row.totalAmount)}</span> : null}
                  </span>
                  {current ? <span className="sr-only"> ({t("admin.list.selected")})</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label={t("admin.pagination.label")} className="flex items-center justify-between gap-2 border-t border-concrete-200 px-2 py-2">
          <PageLink to={page.page > 1 ? `${base}${withParams(search, { page: String(page.page - 1), request: null })}` : null} label={t("admin.pagination.previous")} direction="previous" />
          <p className="text-sm text-concrete-700">{t("admin.pagination.page", { page: page.page, count: page.pageCount })}</p>
          <PageLink to={page.page < page.pageCount ? `${base}${withParams(search, { page: String(page.page + 1), request: null })}` : null} label={t("admin.pagination.next")} direction="next" />
        </nav>
      ) : null}
    </section>
  );
}

export function PageLink({ to, label, direction }: { to: string | null; label: string; direction: "previous" | "next" }) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  const content = (
    <>
      {direction === "previous" ? <Icon className="h-5 w-5" aria-hidden="true" /> : null}
      {/* On a phone the chevron alone fits beside "Page 1 sur 12"; the words stay its name. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {direction === "next" ? <Icon className="h-5 w-5" aria-hidden="true" /> : null}
    </>
  );
  if (!to) {
    return (
      <span className="btn btn-ghost text-concrete-500" aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <Link to={to} className="btn btn-ghost" rel={direction === "previous" ? "prev" : "next"}>
      {content}
    </Link>
  );
}
