/**
 * Every version sent to the customer, newest first (the customer always sees the latest): when
 * it was sent, its total and validity; the latest's PDF through the customer's private link.
 */
import { ExternalLink } from "../../ui/icons.tsx";
import { FileDown } from "../../ui/admin-icons.tsx";
import type { EditorView } from "../../../routes/admin-quote.server.ts";
import { formatDateTime, formatLongDate } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";

export function QuoteVersions({ view }: { view: Pick<EditorView, "versions" | "link"> }) {
  const { t, money, lang } = useI18n();
  return (
    <section aria-labelledby="quote-versions-title" className="card p-4 sm:p-5">
      <h2 id="quote-versions-title" className="text-lg font-bold">
        {t("adminQuotes.versions.title")}
      </h2>
      {view.versions.length === 0 ? <p className="mt-2 text-sm text-concrete-700">{t("adminQuotes.versions.none")}</p> : null}
      {view.link ? (
        <a href={view.link} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-safety-700 underline underline-offset-2">
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t("adminQuotes.versions.customerView")}
          <span className="sr-only"> {t("quote.form.newTab")}</span>
        </a>
      ) : null}
      <ol className="mt-2 divide-y divide-concrete-200">
        {view.versions.map((version, index) => (
          <li key={version.version} className="py-2">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">
                {t("adminQuotes.versions.version", { version: version.version })}
                {index === 0 ? <span className="text-sm font-normal text-concrete-700"> ({t("adminQuotes.versions.latest")})</span> : null}
              </span>
              <span className="tabular-nums font-semibold">{money(version.totals.total)}</span>
            </p>
            <p className="text-sm text-concrete-700">
              {version.sentAt ? t("adminQuotes.versions.sentOn", { date: formatDateTime(lang, version.sentAt) }) : null} ·{" "}
              {t("adminQuotes.versions.validUntil", { date: formatLongDate(lang, version.validUntil) })}
            </p>
            {/* The link's PDF is the latest version's (the one the customer may accept); an older one is its figures here. */}
            {view.link && index === 0 ? (
              <a href={`${view.link}/pdf`} className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-safety-700 underline underline-offset-2">
                <FileDown className="h-4 w-4" aria-hidden="true" />
                {t("adminQuotes.versions.pdf", { version: version.version })}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
