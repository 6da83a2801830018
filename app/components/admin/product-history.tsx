/**
 * A product's change history on its back-office page: who, when,
 * what kind of change, and each field before and after, newest first.
 */
import { History } from "../ui/icons.tsx";
import type { ProductChangeAction } from "../../db/back-office-schema.ts";
import { formatDateTime, formatLongDate } from "../../i18n/format-dates.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

export type HistoryEntry = { id: number; action: ProductChangeAction; changedByName: string; changedAt: string; fields: { field: string; before: unknown; after: unknown }[] };

const MONEY_FIELDS = new Set(["priceDay", "priceWeek", "salePrice"]);
const SHORTEN_AT = 140;

function isLocalized(value: unknown): value is { fr: string; en: string } {
  return typeof value === "object" && value !== null && "fr" in value && "en" in value;
}

function useValueText(): (field: string, value: unknown) => string {
  const { t, lang, money } = useI18n();
  return (field, value) => {
    if (value === null || value === undefined || value === "") return t("adminProducts.history.emptyValue");
    if (typeof value === "boolean") return t(value ? "adminProducts.history.yes" : "adminProducts.history.no");
    if (typeof value === "number") return MONEY_FIELDS.has(field) ? money(value) : String(value);
    if (Array.isArray(value)) return t("adminProducts.history.items", { count: value.length });
    if (isLocalized(value)) {
      const text = `${value.fr} / ${value.en || t("adminProducts.history.emptyValue")}`;
      return text.length > SHORTEN_AT ? `${text.slice(0, SHORTEN_AT)}…` : text;
    }
    if (field === "unavailableUntil" && typeof value === "string") return formatLongDate(lang, value);
    return String(value);
  };
}

export function ProductHistory({ entries }: { entries: HistoryEntry[] }) {
  const { t, lang } = useI18n();
  const valueText = useValueText();
  return (
    <section aria-labelledby="history-title" className="card p-4 sm:p-5">
      <h2 id="history-title" className="flex items-center gap-2 text-lg font-bold">
        <History className="h-5 w-5" aria-hidden="true" />
        {t("adminProducts.history.title")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-concrete-700">{t("adminProducts.history.empty")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-concrete-200">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-bold text-ink">{t(`adminProducts.history.action.${entry.action}`)}</span>
                <time dateTime={entry.changedAt} className="text-concrete-700">
                  {formatDateTime(lang, entry.changedAt)}
                </time>
              </p>
              <p className="text-concrete-700">{entry.changedByName}</p>
              {entry.action === "update" || entry.action === "photos" ? (
                <ul className="mt-1.5 grid gap-1">
                  {entry.fields.map((change) => (
                    <li key={change.field} className="break-words">
                      <span className="font-semibold">{t(`adminProducts.history.field.${change.field}` as MessageKey)}</span>
                      {lang === "fr" ? " : " : ": "}
                      <span className="sr-only">{t("adminProducts.history.before")} </span>
                      <del className="text-concrete-700 no-underline">{valueText(change.field, change.before)}</del>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> {t("adminProducts.history.after")} </span>
                      <ins className="font-semibold text-ink no-underline">{valueText(change.field, change.after)}</ins>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
