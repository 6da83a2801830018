/**
 * The quote's lines in the editor: for each, the quantity, the rental's dates, the price of one
 * unit for the whole duration (the catalogue's for those dates until staff set another, with
 * its reason), the line's total and its availability on those dates.
 */
import { CheckCircle2, Trash2, XCircle } from "../../ui/icons.tsx";
import type { EditorView } from "../../../routes/admin-quote.server.ts";
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import { QUOTE_DRAFT_LIMITS } from "../../../domain/quote/quote-draft.ts";
import { lineField } from "../../../domain/rental/quote-editor-form.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { TextField } from "../../ui/form-field.tsx";
import { availabilityNote } from "./quote-text.ts";
import { formatRentalBreakdown } from "../../../i18n/format-dates.ts";

export function QuoteLinesFields({ view, errors }: { view: EditorView; errors: FieldErrors }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="quote-lines-title" className="card p-4 sm:p-6">
      <h2 id="quote-lines-title" tabIndex={-1} className="text-lg font-bold outline-none">
        {t("adminQuotes.lines.title")}
      </h2>
      <p className="mt-1 text-sm text-concrete-700">{t("adminQuotes.lines.lead")}</p>
      {errors.lines ? (
        <p role="alert" className="mt-3 font-semibold text-danger-700">
          {t(errors.lines.key)}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-4">
        {view.values.lines.map((_, index) => (
          <QuoteLineFields key={index} view={view} index={index} errors={errors} />
        ))}
      </ol>
    </section>
  );
}

function QuoteLineFields({ view, index, errors }: { view: EditorView; index: number; errors: FieldErrors }) {
  const i18n = useI18n();
  const { t, money } = i18n;
  const line = view.values.lines[index]!;
  const rented = view.rented[index] ?? false;
  const priced = view.stale ? undefined : view.priced.lines[index];
  const catalogue = view.catalogue[index];
  const name = priced?.name[i18n.lang] ?? view.priced.lines.find((other) => String(other.productId) === line.productId)?.name[i18n.lang] ?? `#${line.productId}`;
  const id = (field: string) => `lines-${index}-${field}`;
  const field = (name: Parameters<typeof lineField>[1]) => ({ name: lineField(index, name), id: id(name), error: errors[lineField(index, name)] });
  const note = view.stale ? null : availabilityNote(i18n, view.availability[index] ?? null, { quantity: Number(line.quantity) || 1, rented, hasDates: Boolean(line.startDate && line.endDate) });
  const overridden = line.overridden === "1";
  const catalogueHint = catalogue
    ? rented && (catalogue.weeks > 0 || catalogue.days > 0)
      ? t("adminQuotes.lines.catalogueForDates", { price: money(catalogue.unitTotal), duration: formatRentalBreakdown(i18n.lang, catalogue.weeks, catalogue.days) })
      : t("adminQuotes.lines.catalogue", { price: money(catalogue.unitTotal) })
    : null;
  return (
    <li className="rounded-lg border border-concrete-200 p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={id("title")} className="font-bold">
          {name}
        </h3>
        {view.values.lines.length > 1 ? (
          <button type="submit" name="intent" value={`remove-line:${index}`} className="btn btn-ghost -mr-2 -mt-2 shrink-0 px-2.5" formNoValidate>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t("adminQuotes.lines.remove", { name })}</span>
          </button>
        ) : null}
      </div>
      <input type="hidden" name={lineField(index, "productId")} value={line.productId} />
      <input type="hidden" name={lineField(index, "shownPrice")} value={line.shownPrice} />
      <input type="hidden" name={lineField(index, "overridden")} value={line.overridden} />
      <div className={`mt-3 grid gap-3 ${rented ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-2"}`}>
        <TextField
          {...field("quantity")}
          label={t("adminQuotes.lines.quantity")}
          inputMode="numeric"
          defaultValue={line.quantity}
          required
          maxLength={4}
          messageVars={{ n: QUOTE_DRAFT_LIMITS.quantity }}
        />
        {rented ? (
          <>
            <TextField {...field("startDate")} type="date" label={t("adminQuotes.lines.start")} defaultValue={line.startDate} required />
            <TextField {...field("endDate")} type="date" label={t("adminQuotes.lines.end")} defaultValue={line.endDate} required />
          </>
        ) : null}
        {/* Drawn again when the catalogue's price for the dates changes, unless staff set their own. */}
        <TextField
          key={overridden ? "staff" : `catalogue-${line.shownPrice}`}
          {...field("unitPrice")}
          label={rented ? t("adminQuotes.lines.unitPriceForDuration") : t("adminQuotes.lines.unitPrice")}
          inputMode="decimal"
          defaultValue={line.unitPrice}
          maxLength={16}
          className={rented ? "col-span-2 sm:col-span-4" : ""}
          hint={catalogueHint ? `${catalogueHint} ${t("adminQuotes.lines.priceHint")}` : undefined}
        />
      </div>
      <TextField
        {...field("priceReason")}
        className="mt-3"
        label={t("adminQuotes.lines.reason")}
        defaultValue={line.priceReason}
        maxLength={QUOTE_DRAFT_LIMITS.reason}
        hint={t("adminQuotes.lines.reasonHint")}
      />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-concrete-200 pt-3">
        {note ? (
          <div className={`flex min-w-0 items-start gap-1.5 text-sm font-medium ${note.tone === "ok" ? "text-success-700" : note.tone === "problem" ? "text-danger-700" : "text-concrete-700"}`}>
            {note.tone === "ok" ? (
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            ) : note.tone === "problem" ? (
              <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            ) : null}
            <p>
              {note.text}
              {note.more.map((more) => (
                <span key={more} className="block font-normal">
                  {more}
                </span>
              ))}
            </p>
          </div>
        ) : (
          <span />
        )}
        {priced ? (
          <p className="ml-auto text-right tabular-nums">
            <span className="text-sm text-concrete-700">{t("adminQuotes.lines.lineTotal", { quantity: priced.quantity, price: money(priced.unitTotal) })} </span>
            <strong>{money(priced.lineTotal)}</strong>
          </p>
        ) : null}
      </div>
    </li>
  );
}
