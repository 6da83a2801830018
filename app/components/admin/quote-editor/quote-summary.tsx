/**
 * The quote's totals as the customer will read them (lines, options and services, delivery,
 * discount, subtotal, TPS, TVQ, total, the deposit apart) and the editor's three buttons:
 * recalculate (without JavaScript: the figures and the availability of what was typed), save
 * the draft, send the quote (saves, then sends).
 */
import { Send } from "../../ui/icons.tsx";
import { Calculator, Save } from "../../ui/admin-icons.tsx";
import type { EditorView } from "../../../routes/admin-quote.server.ts";
import { TPS_RATE, TVQ_RATE } from "../../../domain/constants.ts";
import { businessDateTime } from "../../../domain/business-clock.ts";
import { formatPercent } from "../../../i18n/format.ts";
import { formatClockTime } from "../../../i18n/format-hours.ts";
import { formatLongDate } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";

export function QuoteSummary({ view, busy, previewing }: { view: EditorView; busy: string | null; previewing: boolean }) {
  const { t, money, lang } = useI18n();
  const { priced } = view;
  const linesTotal = priced.lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
  const extrasTotal = priced.extras.reduce((sum, extra) => sum + Math.round(extra.lineTotal * 100), 0) / 100;
  const handover = businessDateTime(new Date(priced.handoverAt));
  const unavailable = !view.stale && view.availability.some((availability, i) => availability && availability.fleet !== null && availability.freeThroughout < (priced.lines[i]?.quantity ?? 0));
  const rows: [string, string][] = [
    [t("adminQuotes.summary.lines"), money(linesTotal)],
    [t("adminQuotes.summary.extras"), money(extrasTotal)],
    [t("adminQuotes.summary.delivery"), money(priced.deliveryFee)],
    ...(priced.discount > 0 ? [[t("adminQuotes.summary.discount"), `− ${money(priced.discount)}`] as [string, string]] : []),
    [t("adminQuotes.summary.subtotal"), money(priced.totals.subtotal)],
    [t("admin.detail.tps", { rate: formatPercent(lang, TPS_RATE) }), money(priced.totals.tps)],
    [t("admin.detail.tvq", { rate: formatPercent(lang, TVQ_RATE) }), money(priced.totals.tvq)],
  ];
  return (
    <section aria-labelledby="quote-summary-title" className="card p-4 sm:p-5">
      <h2 id="quote-summary-title" className="text-lg font-bold">
        {t("adminQuotes.summary.title")}
      </h2>
      <div aria-live="polite" aria-busy={previewing || undefined} className={view.stale ? "opacity-60" : undefined}>
        <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-concrete-700">{label}</dt>
              <dd className="text-right tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="col-span-2 mt-1 grid grid-cols-subgrid border-t border-concrete-200 pt-2">
            <dt className="text-base font-bold">{t("adminQuotes.summary.total")}</dt>
            <dd className="text-right text-base font-extrabold tabular-nums">{money(priced.totals.total)}</dd>
          </div>
          {/* In a div like the rows above: a list that groups some of its terms must group them all. */}
          <div className="contents">
            <dt className="text-concrete-700">{t("adminQuotes.summary.deposit")}</dt>
            <dd className="text-right tabular-nums">{money(priced.deposit)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-concrete-700">
          {t("adminQuotes.summary.handover", { date: formatLongDate(lang, handover.date), time: formatClockTime(lang, handover.time) })}
          <br />
          {t("adminQuotes.summary.validUntil", { date: formatLongDate(lang, priced.validUntil) })}
        </p>
        {view.stale ? <p className="mt-2 text-sm font-semibold text-danger-700">{t("adminQuotes.summary.stale")}</p> : null}
        {unavailable ? <p className="mt-2 text-sm font-semibold text-danger-700">{t("adminQuotes.summary.unavailable")}</p> : null}
        {view.unsaved ? (
          <p className="mt-2 text-sm font-semibold text-concrete-800">{t("adminQuotes.summary.unsaved")}</p>
        ) : view.saved ? (
          <p className="mt-2 text-sm text-concrete-700">{t("adminQuotes.summary.saved")}</p>
        ) : null}
      </div>
      <div className="mt-4 grid gap-2">
        <button type="submit" name="intent" value="preview" className="btn btn-outline w-full" disabled={busy !== null}>
          <Calculator className="h-5 w-5" aria-hidden="true" />
          {t("adminQuotes.editor.preview")}
        </button>
        <button type="submit" name="intent" value="save" className="btn btn-dark w-full" disabled={busy !== null}>
          <Save className="h-5 w-5" aria-hidden="true" />
          {busy === "save" ? t("adminQuotes.editor.saving") : t("adminQuotes.editor.save")}
        </button>
        <button type="submit" name="intent" value="send" className="btn btn-primary w-full" disabled={busy !== null}>
          <Send className="h-5 w-5" aria-hidden="true" />
          {busy === "send" ? t("adminQuotes.editor.sending") : t("adminQuotes.editor.send")}
        </button>
        <p className="text-sm text-concrete-700">{t("adminQuotes.editor.sendHint", { lang: t(`adminQuotes.editor.languageName.${view.customerLang}`) })}</p>
      </div>
    </section>
  );
}
