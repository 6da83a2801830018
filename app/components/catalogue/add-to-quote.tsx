import { ClipboardPlus, Phone, ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { phoneHref } from "../../config/business.ts";
import type { CartOptions } from "../../domain/cart.ts";
import type { ProductDetailView } from "../../domain/catalogue/view.ts";
import { MAX_LINE_QUANTITY } from "../../domain/quote/limits.ts";
import { lineTotalCents, normaliseQuantity, pricePerPeriod, type Period } from "../../domain/pricing.ts";
import { formatReturnDate } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { MessageKey } from "../../i18n/index.ts";
import { useQuoteCart } from "../quote-cart-store.ts";
import { toast } from "../toast.tsx";

const OPTION_FIELD = { transformer: "transformerType", sweeper: "sweeperType", diamond: "diamondType" } as const;
const OPTION_LABEL: Record<keyof typeof OPTION_FIELD, MessageKey> = {
  transformer: "catalogue.product.transformer",
  sweeper: "catalogue.product.sweeper",
  diamond: "catalogue.product.diamond",
};

/**
 * Period (day by default), options (all optional, never priced), quantity
 * (1 to MAX_LINE_QUANTITY; non-numeric → 1), live total and the add button.
 * Adding merges into the cart line with the same product and options (capped
 * at the same limit, and the toast says so), then goes to /quote.
 */
export function AddToQuote({ product, phone }: { product: ProductDetailView; phone: string }) {
  const { t, href, price, lang } = useI18n();
  const navigate = useNavigate();
  const cart = useQuoteCart();
  const id = useId();
  const [period, setPeriod] = useState<Period>(product.periods[0] ?? "day");
  const [quantityText, setQuantityText] = useState("1");
  // Stays after the field is brought back to the limit, so the visitor knows why the number changed.
  const [overLimit, setOverLimit] = useState(false);
  const [options, setOptions] = useState<CartOptions>({});
  const quantity = Math.min(MAX_LINE_QUANTITY, normaliseQuantity(quantityText));
  const unitPrice = pricePerPeriod({ priceDay: product.priceDay, priceWeek: product.priceWeek, soldAtFixedPrice: product.sold }, period);
  const total = lineTotalCents(quantity, unitPrice) / 100;

  const add = () => {
    const cleaned = Object.fromEntries(Object.entries(options).filter(([, v]) => v)) as CartOptions;
    const { capped } = cart.add({ id: product.id, quantity, period, ...(Object.keys(cleaned).length ? { options: cleaned } : {}) });
    const description = capped
      ? t("toast.productAddedCapped", { name: product.name, n: MAX_LINE_QUANTITY, phone })
      : t("toast.productAddedBody", { name: product.name });
    toast({ title: t("toast.productAdded"), description });
    void navigate(href("/quote"));
  };

  return (
    <div className="card space-y-5 p-5">
      {product.sold ? (
        <div>
          <p className="text-3xl font-extrabold">{price(product.priceDay)}</p>
          <p className="text-sm font-semibold text-concrete-600">{t("catalogue.product.fixedPrice")}</p>
        </div>
      ) : (
        <fieldset className="group" aria-describedby={product.periods.length > 1 ? `${id}-period-hint` : undefined}>
          <legend className="text-sm font-bold">{t("catalogue.product.period")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {product.periods.map((p) => {
              const value = p === "week" ? product.priceWeek ?? product.priceDay : product.priceDay;
              return (
                <label
                  key={p}
                  // The input is visually hidden: its focus ring is drawn on the card.
                  className={`flex min-h-16 cursor-pointer flex-col justify-center rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-safety-600 has-[:focus-visible]:outline-solid ${period === p ? "border-safety-600 bg-safety-50" : "border-concrete-200 bg-white hover:border-concrete-300"}`}
                >
                  <input type="radio" name={`${id}-period`} value={p} checked={period === p} onChange={() => setPeriod(p)} className="sr-only" />
                  <span className="text-sm text-concrete-700">{t(p === "week" ? "catalogue.product.perWeek" : "catalogue.product.perDay")}</span>
                  <span className="text-xl font-extrabold">{price(value)}</span>
                </label>
              );
            })}
          </div>
          {product.periods.length === 1 ? (
            <p className="mt-2 text-sm text-concrete-600">{t("catalogue.card.dayOnly")}</p>
          ) : (
            // Radio buttons take one Tab stop; the arrow keys move between them. Said on screens with a
            // mouse or trackpad (likely a keyboard too) and whenever the group has the keyboard focus; shown
            // all the time there, so nothing below moves when the focus comes and goes.
            <p id={`${id}-period-hint`} className="mt-2 hidden text-sm text-concrete-600 group-has-[:focus-visible]:block pointer-fine:block">
              {t("catalogue.product.periodHint")}
            </p>
          )}
        </fieldset>
      )}

      {product.optionGroups.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-bold">{t("catalogue.product.options")}</legend>
          {product.optionGroups.map((group) => {
            const field = OPTION_FIELD[group.kind];
            const chosen = group.choices.find((choice) => choice.id === options[field]);
            return (
              <div key={group.kind}>
                <label htmlFor={`${id}-${group.kind}`} className="text-sm font-semibold">
                  {t(OPTION_LABEL[group.kind])}
                </label>
                <select
                  id={`${id}-${group.kind}`}
                  value={options[field] ?? ""}
                  aria-describedby={chosen ? `${id}-${group.kind}-chosen` : undefined}
                  onChange={(event) => setOptions((o) => ({ ...o, [field]: event.target.value }))}
                  className="mt-1 min-h-11 w-full rounded-lg border border-concrete-300 bg-white px-3"
                >
                  <option value="">{t("catalogue.product.none")}</option>
                  {group.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.indicativePrice ? `${choice.label} (${t("catalogue.product.indicative", { price: price(choice.indicativePrice) })})` : choice.label}
                    </option>
                  ))}
                </select>
                {/* A select shows one line, cut on a phone: the chosen option is spelled out in full below it. */}
                {chosen ? (
                  <p id={`${id}-${group.kind}-chosen`} className="mt-1.5 text-sm text-concrete-700">
                    <span className="font-semibold text-ink">{chosen.label}</span>
                    {chosen.indicativePrice ? ` (${t("catalogue.product.indicative", { price: price(chosen.indicativePrice) })})` : null}. {chosen.description}
                  </p>
                ) : null}
              </div>
            );
          })}
          <p className="text-sm text-concrete-600">{t("catalogue.product.optionsNote")}</p>
        </fieldset>
      ) : null}

      <div className="flex items-end gap-4">
        <div>
          <label htmlFor={`${id}-quantity`} className="text-sm font-bold">
            {t("catalogue.product.quantity")}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            value={quantityText}
            aria-describedby={overLimit ? `${id}-quantity-limit` : undefined}
            onChange={(event) => {
              setQuantityText(event.target.value);
              setOverLimit(normaliseQuantity(event.target.value) > MAX_LINE_QUANTITY);
            }}
            onBlur={() => setQuantityText(String(quantity))}
            className="mt-1 block min-h-11 w-24 rounded-lg border border-concrete-300 bg-white px-3"
          />
        </div>
        <div className="flex-1 text-right" aria-live="polite">
          <p className="text-sm text-concrete-700">{t("catalogue.product.total")}</p>
          <p className="text-2xl font-extrabold" data-testid="product-total">
            {price(total)}
          </p>
        </div>
      </div>
      <p className="-mt-3 text-right text-xs text-concrete-600">{t("catalogue.product.totalNote")}</p>
      <p id={`${id}-quantity-limit`} aria-live="polite" className="text-sm font-semibold text-danger-700 empty:hidden">
        {overLimit ? t("quote.errors.quantityTooHigh", { n: MAX_LINE_QUANTITY, phone }) : null}
      </p>

      <div className="flex flex-col gap-2">
        <button type="button" className="btn btn-primary w-full" disabled={!product.available} onClick={add}>
          {product.sold ? <ShoppingCart className="h-5 w-5" aria-hidden="true" /> : <ClipboardPlus className="h-5 w-5" aria-hidden="true" />}
          {product.sold ? t("catalogue.product.buy") : t("catalogue.product.addToQuote")}
        </button>
        <a href={phoneHref(phone)} className="btn btn-outline w-full">
          <Phone className="h-5 w-5" aria-hidden="true" />
          {t("catalogue.product.call", { phone })}
        </a>
        {!product.available ? (
          <p className="text-sm text-concrete-700">
            {product.returnsOn ? t("catalogue.product.returnsOnNote", { date: formatReturnDate(lang, product.returnsOn) }) : t("catalogue.product.unavailableNote")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
