/**
 * A sent quote as the customer reads it on the private link: each line with its
 * dates, the duration's weeks and days, the rates and, while the quote is open, whether the
 * equipment is still free; the priced options; then the amounts (delivery, discount, subtotal,
 * TPS, TVQ, total), the deposit (shown, never charged online), the handover time, the validity
 * and the staff's note. Display only: the server priced everything when staff sent it.
 */
import { CalendarClock, CheckCircle2, MessageSquareText, TriangleAlert, XCircle } from "../ui/icons.tsx";
import type { ProductAvailability } from "../../db/reservations.server.ts";
import { businessDateTime } from "../../domain/business-clock.ts";
import { TPS_RATE, TVQ_RATE } from "../../domain/constants.ts";
import type { QuoteDocument, QuoteDocumentLine } from "../../domain/rental/quote-document.ts";
import { formatPercent } from "../../i18n/format.ts";
import { formatClockTime } from "../../i18n/format-hours.ts";
import { formatLongDate, formatRentalBreakdown } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";

/** The handover as Quebec's clocks show it: "4 décembre 2026 à 7 h" / "December 4, 2026 at 7 a.m.". */
export function useHandoverText() {
  const { t, lang } = useI18n();
  return (handoverAt: string) => {
    const { date, time } = businessDateTime(new Date(handoverAt));
    return t("quoteLink.document.handoverAt", { date: formatLongDate(lang, date), time: formatClockTime(lang, time) });
  };
}

function LineAvailability({ line, availability }: { line: QuoteDocumentLine; availability: ProductAvailability | null | undefined }) {
  const { t, lang } = useI18n();
  if (!availability || availability.fleet === null) return null;
  const free = availability.freeThroughout;
  const ok = free >= line.quantity;
  const Icon = ok ? CheckCircle2 : free > 0 ? TriangleAlert : XCircle;
  const text = ok ? t("quoteLink.availability.free") : free > 0 ? t("quoteLink.availability.partial", { count: free }) : t("quoteLink.availability.none");
  return (
    <p className={`mt-2 flex items-start gap-1.5 text-sm font-semibold ${ok ? "text-success-700" : "text-danger-700"}`}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {text}
        {!ok && availability.firstFittingStart ? ` · ${t("quoteLink.availability.from", { date: formatLongDate(lang, availability.firstFittingStart) })}` : null}
      </span>
    </p>
  );
}

function QuoteLine({ line, availability }: { line: QuoteDocumentLine; availability: ProductAvailability | null | undefined }) {
  const { t, lang, money } = useI18n();
  const rented = line.startDate !== null && line.endDate !== null;
  const dailyOnly = line.weekPrice === null || line.weekPrice === line.dayPrice;
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold">{line.name[lang]}</p>
        <p className="text-sm text-concrete-700">{t("quoteLink.document.quantity", { quantity: line.quantity })}</p>
        {rented ? (
          <>
            <p className="text-sm text-concrete-700">{t("quoteLink.document.dates", { start: formatLongDate(lang, line.startDate!), end: formatLongDate(lang, line.endDate!) })}</p>
            <p className="text-sm text-concrete-700">
              {t("quoteLink.document.duration", { duration: formatRentalBreakdown(lang, line.weeks, line.days) })} ({t("quoteLink.document.dayCount", { count: line.weeks * 7 + line.days })})
            </p>
            {line.dayPrice !== null ? (
              <p className="text-sm text-concrete-700">
                {dailyOnly ? t("quoteLink.document.dayRate", { day: money(line.dayPrice) }) : t("quoteLink.document.rates", { day: money(line.dayPrice), week: money(line.weekPrice!) })}
              </p>
            ) : null}
            <p className="text-sm text-concrete-700">{t("quoteLink.document.unitTotal", { price: money(line.unitTotal) })}</p>
          </>
        ) : (
          <p className="text-sm text-concrete-700">{t("quoteLink.document.soldUnit", { price: money(line.unitTotal) })}</p>
        )}
        {line.priceReason ? <p className="mt-1 text-sm italic text-concrete-700">{t("quoteLink.document.priceReason", { reason: line.priceReason })}</p> : null}
        {rented ? <LineAvailability line={line} availability={availability} /> : null}
      </div>
      <p className="shrink-0 text-lg font-bold tabular-nums sm:text-right">{money(line.lineTotal)}</p>
    </li>
  );
}

function AmountRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? "mt-1 border-t border-concrete-200 pt-3 text-base" : ""}`}>
      <dt className={strong ? "font-bold" : undefined}>{label}</dt>
      <dd className={`tabular-nums ${strong ? "text-xl font-extrabold" : "font-semibold"}`}>{amount}</dd>
    </div>
  );
}

/** The lines and options of a version, then its amounts and terms. */
export function QuoteDocumentView({ document, availability, open }: { document: QuoteDocument; availability: readonly (ProductAvailability | null)[] | null; open: boolean }) {
  const { t, lang, money } = useI18n();
  const handover = useHandoverText();
  return (
    <>
      <section aria-labelledby="quote-lines-title" className="card p-5 sm:p-6">
        <h2 id="quote-lines-title" className="text-xl font-bold">
          {t("quoteLink.document.linesTitle")}
        </h2>
        <ul className="mt-2 divide-y divide-concrete-200">
          {document.lines.map((line, index) => (
            <QuoteLine key={`${line.productId}-${index}`} line={line} availability={availability?.[index]} />
          ))}
        </ul>
        {document.extras.length > 0 ? (
          <>
            <h3 className="mt-4 border-t border-concrete-200 pt-4 text-base font-bold">{t("quoteLink.document.extrasTitle")}</h3>
            <ul className="mt-1 divide-y divide-concrete-200">
              {document.extras.map((extra, index) => (
                <li key={`${extra.kind}-${index}`} className="flex items-start justify-between gap-4 py-3">
                  <div>
                    <p className="font-semibold">{extra.label[lang]}</p>
                    <p className="text-sm text-concrete-700">{t("quoteLink.document.extraLine", { quantity: extra.quantity, price: money(extra.unitPrice) })}</p>
                  </div>
                  <p className="shrink-0 font-bold tabular-nums">{money(extra.lineTotal)}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="quote-amounts-title" className="card p-5 sm:p-6">
        <h2 id="quote-amounts-title" className="text-xl font-bold">
          {t("quoteLink.document.amountsTitle")}
        </h2>
        <dl className="mt-2 text-sm">
          <AmountRow label={document.deliveryFee > 0 ? t("quoteLink.document.delivery") : t("quoteLink.document.noDelivery")} amount={money(document.deliveryFee)} />
          {document.discount > 0 ? <AmountRow label={t("quoteLink.document.discount")} amount={`− ${money(document.discount)}`} /> : null}
          <AmountRow label={t("quoteLink.document.subtotal")} amount={money(document.totals.subtotal)} />
          <AmountRow label={t("quoteLink.document.tps", { rate: formatPercent(lang, TPS_RATE) })} amount={money(document.totals.tps)} />
          <AmountRow label={t("quoteLink.document.tvq", { rate: formatPercent(lang, TVQ_RATE) })} amount={money(document.totals.tvq)} />
          <AmountRow label={t("quoteLink.document.total")} amount={money(document.totals.total)} strong />
        </dl>
        {document.deposit > 0 ? (
          <p className="mt-3 rounded-md bg-concrete-100 p-3 text-sm text-concrete-800">
            <strong>{t("quoteLink.document.deposit", { amount: money(document.deposit) })}</strong> ({t("quoteLink.document.depositNote")})
          </p>
        ) : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <CalendarClock className="h-4 w-4 shrink-0 text-safety-700" aria-hidden="true" />
              {t("quoteLink.document.handover")}
            </dt>
            <dd className="pl-6">{handover(document.handoverAt)}</dd>
          </div>
          {/* Only while it can be accepted: afterwards the validity says nothing. */}
          {open ? (
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <CalendarClock className="h-4 w-4 shrink-0 text-safety-700" aria-hidden="true" />
                {t("quoteLink.document.validUntil")}
              </dt>
              <dd className="pl-6">{formatLongDate(lang, document.validUntil)}</dd>
            </div>
          ) : null}
        </dl>
        {document.note ? (
          <div className="mt-4 flex gap-2 rounded-md border border-concrete-200 bg-concrete-50 p-3 text-sm">
            <MessageSquareText className="mt-0.5 h-4 w-4 shrink-0 text-concrete-700" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t("quoteLink.document.noteTitle")}</p>
              <p className="mt-1 whitespace-pre-line">{document.note}</p>
            </div>
          </div>
        ) : null}
      </section>
    </>
  );
}
