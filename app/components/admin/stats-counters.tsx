/**
 * The counters (spec 2 /admin): total, new, in progress, quotes sent
 * (waiting for the customer), reserved, completed, quotes, messages — counted
 * by the database. Each is also a shortcut to the list filtered on it.
 */
import { Link } from "react-router";
import type { RequestStats } from "../../db/admin-requests.server.ts";
import { formatNumber } from "../../i18n/format.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

const COUNTERS: { key: keyof RequestStats; label: MessageKey; query: string; accent?: boolean }[] = [
  { key: "total", label: "admin.stats.total", query: "" },
  { key: "new", label: "admin.stats.new", query: "?status=new", accent: true },
  { key: "inProgress", label: "admin.stats.inProgress", query: "?status=in_progress" },
  { key: "quoted", label: "adminQuotes.stats.quoted", query: "?status=quoted" },
  { key: "accepted", label: "adminQuotes.stats.accepted", query: "?status=accepted" },
  { key: "completed", label: "admin.stats.completed", query: "?status=completed" },
  { key: "quotes", label: "admin.stats.quotes", query: "?type=quote" },
  { key: "contacts", label: "admin.stats.contacts", query: "?type=contact" },
];

export function StatsCounters({ stats }: { stats: RequestStats }) {
  const { t, href, lang } = useI18n();
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t("admin.stats.label")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8">
        {COUNTERS.map((counter) => (
          <li key={counter.key}>
            <Link
              to={`${href("/admin")}${counter.query}`}
              className={`card flex h-full flex-col justify-between gap-1 px-4 py-3 hover:border-ink ${counter.accent && stats[counter.key] > 0 ? "border-l-4 border-l-safety-600" : ""}`}
            >
              <span className="text-sm font-semibold text-concrete-700">{t(counter.label)}</span>
              <span className="text-3xl font-extrabold tabular-nums text-ink">{formatNumber(lang, stats[counter.key])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
