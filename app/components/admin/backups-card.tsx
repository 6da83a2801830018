/**
 * The settings screen's backups: when they are made and how many are kept, the newest ones
 * (time, size, checked) each downloadable, and a failure staff must not miss. With PostgreSQL,
 * that its server's own tooling backs it up.
 */
import type { BackupsOverview } from "../../backup/backups-folder.server.ts";
import { formatFileSize } from "../../i18n/format.ts";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { AlertTriangle, Download, History } from "../ui/icons.tsx";

/** The newest shown; the others stay in BACKUP_DIR until the retention removes them. */
const SHOWN = 7;

export function BackupsCard({ overview }: { overview: BackupsOverview }) {
  const { t, lang, href } = useI18n();
  const title = (
    <h2 id="settings-backups-title" className="flex items-center gap-2 text-lg font-bold">
      <History className="h-5 w-5 text-safety-700" aria-hidden="true" />
      {t("adminSettings.backups.title")}
    </h2>
  );
  if (overview.database === "postgres") {
    return (
      <section className="card p-5 sm:p-6" aria-labelledby="settings-backups-title">
        {title}
        <p className="mt-3 text-sm text-concrete-800">{t("adminSettings.backups.postgres")}</p>
      </section>
    );
  }
  const { every, keep, backups, state } = overview;
  const schedule =
    every.kind === "off"
      ? t("adminSettings.backups.scheduleOff")
      : every.kind === "daily"
        ? t("adminSettings.backups.scheduleDaily", { time: every.time, keep })
        : t("adminSettings.backups.scheduleEvery", { hours: every.hours, keep });
  const failed = state && !state.last.ok ? state.last : null;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="settings-backups-title">
      {title}
      <p className="mt-3 text-sm text-concrete-800">{schedule}</p>
      {failed ? (
        <p role="alert" className="mt-3 flex gap-2 rounded-md border border-danger-700 bg-danger-50 p-3 text-sm text-danger-700">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t("adminSettings.backups.lastFailed", { date: formatDateTime(lang, failed.at), error: failed.error })}</span>
        </p>
      ) : state?.lastFailure ? (
        <p className="mt-3 text-sm text-concrete-700">{t("adminSettings.backups.earlierFailure", { date: formatDateTime(lang, state.lastFailure.at) })}</p>
      ) : null}
      {backups.length === 0 ? (
        <p className="mt-3 text-sm text-concrete-700">{t("adminSettings.backups.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-concrete-200 text-sm">
          {backups.slice(0, SHOWN).map((backup) => (
            <li key={backup.name} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="block font-medium text-concrete-900">{formatDateTime(lang, backup.createdAt)}</span>
                <span className="text-concrete-700">{t("adminSettings.backups.checked", { size: formatFileSize(lang, backup.bytes) })}</span>
              </span>
              <a
                href={href(`/admin/backups/${backup.name}`)}
                download
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-safety-800 underline underline-offset-2"
                aria-label={t("adminSettings.backups.downloadOf", { date: formatDateTime(lang, backup.createdAt) })}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {t("adminSettings.backups.download")}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-concrete-700">{t("adminSettings.backups.howToRestore")}</p>
    </section>
  );
}
