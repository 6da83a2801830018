import { ClipboardPlus, Phone, ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { phoneHref } from "../../config/business.ts";
import type { CartOptions } from "../../domain/cart.ts";
import type { ProductDetailView } from "../../domain/catalogue/view.ts";
import { lineTotalCents, normaliseQuantity, pricePerPeriod, type Period } from "../../domain/pricing.ts";
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
 * (min 1; non-numeric → 1), live total and the add button. Adding merges into
 * the cart line with the same product and options, then goes to /quote.
 */
export function AddToQuote({ product, phone }: { product: ProductDetailView; phone: string }) {
  const { t, href, price } = useI18n();
  const navigate = useNavigate();
  const cart = useQuoteCart();
  const id = useId();
  const [period, setPeriod] = useState<Period>(product.periods[0] ?? "day");
  const [quantityText, setQuantityText] = useState("1");
  const [options, setOptions] = useState<CartOptions>({});
  const quantity = normaliseQuantity(quantityText);
  const unitPrice = pricePerPeriod({ priceDay: product.priceDay, priceWeek: product.priceWeek, soldAtFixedPrice: product.sold }, period);
  const total = lineTotalCents(quantity, unitPrice) / 100;

  const add = () => {
    const cleaned = Object.fromEntries(Object.entries(options).filter(([, v]) => v)) as CartOptions;
    cart.add({ id: product.id, quantity, period, ...(Object.keys(cleaned).length ? { options: cleaned } : {}) });
    toast({ title: t("toast.productAdded"), description: t("toast.productAddedBody", { name: product.name }) });
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
        <fieldset>
          <legend className="text-sm font-bold">{t("catalogue.product.period")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {product.periods.map((p) => {
              const value = p === "week" ? product.priceWeek ?? product.priceDay : product.priceDay;
              return (
                <label
                  key={p}
                  className={`flex min-h-16 cursor-pointer flex-col justify-center rounded-lg border-2 px-3 py-2 ${period === p ? "border-safety-600 bg-safety-50" : "border-concrete-200 bg-white hover:border-concrete-300"}`}
                >
                  <input type="radio" name={`${id}-period`} value={p} checked={period === p} onChange={() => setPeriod(p)} className="sr-only" />
                  <span className="text-sm text-concrete-700">{t(p === "week" ? "catalogue.product.perWeek" : "catalogue.product.perDay")}</span>
                  <span className="text-xl font-extrabold">{price(value)}</span>
                </label>
              );
            })}
          </div>
          {product.periods.length === 1 ? <p className="mt-2 text-sm text-concrete-600">{t("catalogue.card.dayOnly")}</p> : null}
        </fieldset>
      )}

      {product.optionGroups.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-bold">{t("catalogue.product.options")}</legend>
          {product.optionGroups.map((group) => {
            const field = OPTION_FIELD[group.kind];
            return (
              <div key={group.kind}>
                <label htmlFor={`${id}-${group.kind}`} className="text-sm font-semibold">
                  {t(OPTION_LABEL[group.kind])}
                </label>
                <select
                  id={`${id}-${group.kind}`}
                  value={options[field] ?? ""}
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
            step={1}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
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

      <div className="flex flex-col gap-2">
        <button type="button" className="btn btn-primary w-full" disabled={!product.available} onClick={add}>
          {product.sold ? <ShoppingCart className="h-5 w-5" aria-hidden="true" /> : <ClipboardPlus className="h-5 w-5" aria-hidden="true" />}
          {product.sold ? t("catalogue.product.buy") : t("catalogue.product.addToQuote")}
        </button>
        <a href={phoneHref(phone)} className="btn btn-outline w-full">
          <Phone className="h-5 w-5" aria-hidden="true" />
          {t("catalogue.product.call", { phone })}
        </a>
        {!product.available ? <p className="text-sm text-concrete-700">{t("catalogue.product.unavailableNote")}</p> : null}
      </div>
    </div>
  );
}
