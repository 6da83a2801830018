/**
 * Beside the settings form: who saved the settings last and when (or that they still are the
 * environment's), how many differ from their defaults, and where the values show.
 */
import { History, Info } from "../ui/icons.tsx";
import { formatDateTime } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";

export function SettingsSideCards({ lastChange, changedCount }: { lastChange: { byName: string; at: string } | null; changedCount: number }) {
  const { t, lang } = useI18n();
  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="settings-last-change-title">
        <h2 id="settings-last-change-title" className="flex items-center gap-2 text-lg font-bold">
          <History className="h-5 w-5 text-safety-700" aria-hidden="true" />
          {t("adminSettings.lastChange.title")}
        </h2>
        <p className="mt-3 text-concrete-800">
          {lastChange ? t("adminSettings.lastChange.by", { name: lastChange.byName, date: formatDateTime(lang, lastChange.at) }) : t("adminSettings.lastChange.never")}
        </p>
        <p className="mt-2 text-sm text-concrete-700">{t("adminSettings.lastChange.changed", { count: changedCount })}</p>
      </section>
      <section className="rounded-[var(--radius-card)] border border-concrete-200 bg-concrete-50 p-5 sm:p-6" aria-labelledby="settings-where-title">
        <h2 id="settings-where-title" className="flex items-center gap-2 text-lg font-bold">
          <Info className="h-5 w-5 text-safety-700" aria-hidden="true" />
          {t("adminSettings.whereShown.title")}
        </h2>
        <p className="mt-3 text-sm text-concrete-800">{t("adminSettings.whereShown.text")}</p>
      </section>
    </div>
  );
}
