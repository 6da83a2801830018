/**
 * Options and services priced in the quote (decisions.md second round): diamond discs (each),
 * transformer and vacuum, the pump operator (by the hour), anything else staff describe. Each
 * row: its label as the customer reads it, quantity, unit price, total. Rows are added at the
 * back office's suggested price and removed with buttons that post the form (no JavaScript
 * needed).
 */
import { Plus, Trash2 } from "../../ui/icons.tsx";
import type { EditorView } from "../../../routes/admin-quote.server.ts";
import { QUOTE_EXTRA_KINDS, type QuoteExtraKind } from "../../../domain/rental/quote-document.ts";
import { QUOTE_DRAFT_LIMITS } from "../../../domain/quote/quote-draft.ts";
import { extraField } from "../../../domain/rental/quote-editor-form.ts";
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { TextField } from "../../ui/form-field.tsx";

const ADDABLE: readonly QuoteExtraKind[] = QUOTE_EXTRA_KINDS;

export function QuoteExtrasFields({ view, errors }: { view: EditorView; errors: FieldErrors }) {
  const { t, money } = useI18n();
  const priceOf = (kind: QuoteExtraKind) => view.extraPrices.find((price) => price.kind === kind)?.unitPrice;
  return (
    <section aria-labelledby="quote-extras-title" className="card p-4 sm:p-6">
      <h2 id="quote-extras-title" tabIndex={-1} className="text-lg font-bold outline-none">
        {t("adminQuotes.extras.title")}
      </h2>
      <p className="mt-1 text-sm text-concrete-700">{t("adminQuotes.extras.lead", { lang: t(`adminQuotes.editor.languageName.${view.customerLang}`) })}</p>
      {view.values.extras.length === 0 ? <p className="mt-4 text-concrete-700">{t("adminQuotes.extras.none")}</p> : null}
      <ol className="mt-4 grid gap-3">
        {view.values.extras.map((extra, index) => {
          const id = (field: string) => `extras-${index}-${field}`;
          const field = (name: Parameters<typeof extraField>[1]) => ({ name: extraField(index, name), id: id(name), error: errors[extraField(index, name)] });
          const kind = (ADDABLE.includes(extra.kind as QuoteExtraKind) ? extra.kind : "other") as QuoteExtraKind;
          const total = view.stale ? undefined : view.priced.extras[index]?.lineTotal;
          return (
            <li key={index} className="grid grid-cols-2 items-start gap-3 rounded-lg border border-concrete-200 p-3 sm:grid-cols-[minmax(0,1fr)_6rem_9.5rem_auto]">
              <input type="hidden" name={extraField(index, "kind")} value={extra.kind} />
              <input type="hidden" name={extraField(index, "presetFr")} value={extra.presetFr} />
              <input type="hidden" name={extraField(index, "presetEn")} value={extra.presetEn} />
              <TextField
                {...field("label")}
                className="col-span-2 sm:col-span-1"
                label={t(`adminQuotes.extras.kinds.${kind}`)}
                defaultValue={extra.label}
                required
                maxLength={QUOTE_DRAFT_LIMITS.label}
              />
              <TextField
                {...field("quantity")}
                label={t(kind === "operator" ? "adminQuotes.extras.hours" : "adminQuotes.extras.quantity")}
                inputMode="numeric"
                defaultValue={extra.quantity}
                required
                maxLength={4}
                messageVars={{ n: QUOTE_DRAFT_LIMITS.quantity }}
              />
              <TextField
                {...field("unitPrice")}
                label={t(kind === "operator" ? "adminQuotes.extras.hourlyPrice" : "adminQuotes.extras.unitPrice")}
                inputMode="decimal"
                defaultValue={extra.unitPrice}
                required
                maxLength={16}
              />
              <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end sm:pt-7">
                <span className="tabular-nums font-semibold">{total === undefined ? "" : money(total)}</span>
                <button type="submit" name="intent" value={`remove-extra:${index}`} className="btn btn-ghost -mr-2 px-2.5" formNoValidate>
                  <Trash2 className="h-5 w-5" aria-hidden="true" />
                  <span className="sr-only">{t("adminQuotes.extras.remove", { label: extra.label || t(`adminQuotes.extras.kinds.${kind}`) })}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 border-t border-concrete-200 pt-4">
        <p id="quote-extras-add" className="mb-2 text-sm font-semibold">
          {t("adminQuotes.extras.add")}
        </p>
        <div role="group" aria-labelledby="quote-extras-add" className="flex flex-wrap gap-2">
          {ADDABLE.map((kind) => {
            const price = priceOf(kind);
            return (
              <button key={kind} type="submit" name="intent" value={`add-extra:${kind}`} className="btn btn-outline text-sm" formNoValidate>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t(`adminQuotes.extras.kinds.${kind}`)}
                {price !== undefined ? <span className="font-normal text-concrete-700">· {kind === "operator" ? t("adminQuotes.extras.perHour", { price: money(price) }) : money(price)}</span> : null}
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
