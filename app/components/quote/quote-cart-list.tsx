/**
 * The selected items on /quote (spec 2): image, name, options, quantity,
 * period, line price, remove. Names and prices come from the loader's
 * catalogue index in the page's language; the cart itself holds ids only
 * (decisions.md). A line with dates shows its weeks and days, its
 * rates and its availability; a rented line may have its own dates.
 */
import { Minus, Plus, Trash2 } from "../ui/icons.tsx";
import { useId, useState } from "react";
import { lineKey, OPTION_FIELDS, type CartLine, type DateRange } from "../../domain/cart.ts";
import type { LineAvailability } from "../../domain/quote/estimate-query.ts";
import type { LinePrice } from "../../domain/quote/line-price.ts";
import { MAX_LINE_QUANTITY } from "../../domain/quote/limits.ts";
import type { QuoteProductIndex } from "../../domain/quote/product-index.ts";
import { normaliseQuantity, type Period } from "../../domain/pricing.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { QuoteCart } from "../quote-cart-store.ts";
import { AvailabilityMessage } from "../rental/availability-message.tsx";
import { toast } from "../toast.tsx";
import { LineDates } from "./line-dates.tsx";
import { LinePriceDetail } from "./line-price-detail.tsx";

/** What the page knows about each line beyond the cart: its price, its availability, its errors. */
export type CartLineFacts = {
  /** By position in the cart; null for a product no longer offered. */
  prices: (LinePrice | null)[];
  /** By position; null without dates, for an item for sale, or until the server answered. */
  availability: (LineAvailability | null)[];
  errors: FieldErrors;
  earliestStart: string | null;
  phone: string;
  /** A line's date field changed: its error goes away. */
  onFieldChange: (name: string) => void;
};

function QuantityStepper({ value, label, onChange }: { value: number; label: string; onChange: (quantity: number) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(String(value));
  // Follow changes made elsewhere (another tab, the stepper buttons), adjusting during render.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = (raw: string) => {
    const quantity = Math.min(MAX_LINE_QUANTITY, normaliseQuantity(raw));
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  const button = "flex h-11 w-11 items-center justify-center text-ink hover:bg-concrete-100 disabled:opacity-40";
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded-lg border border-concrete-300 bg-white">
        <button type="button" className={button} onClick={() => commit(String(value - 1))} disabled={value <= 1} aria-label={t("quote.cart.decrease")}>
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={text}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            setText(raw);
            // Commit while typing only when the text is already a valid quantity.
            if (/^\d+$/.test(raw) && Number(raw) >= 1) onChange(Math.min(MAX_LINE_QUANTITY, Number(raw)));
          }}
          onBlur={(event) => commit(event.currentTarget.value)}
          className="h-11 w-14 border-x border-concrete-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" className={button} onClick={() => commit(String(value + 1))} disabled={value >= MAX_LINE_QUANTITY} aria-label={t("quote.cart.increase")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

function PeriodChoice({ name, periods, value, onChange }: { name: string; periods: readonly Period[]; value: Period; onChange: (period: Period) => void }) {
  const { t } = useI18n();
  const group = useId();
  if (periods.length < 2) {
    return <p className="flex min-h-11 items-center text-sm font-semibold text-concrete-700">{periods[0] === "fixed" ? t("quote.cart.fixedPrice") : t("quote.cart.day")}</p>;
  }
  return (
    <fieldset>
      <legend className="sr-only">{t("quote.cart.periodOf", { name })}</legend>
      <div className="inline-flex rounded-lg border border-concrete-300 bg-concrete-100 p-0.5">
        {periods.map((period) => (
          <label
            key={period}
            className="relative flex min-h-10 min-w-20 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold text-concrete-700 has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-safety-600"
          >
            {/* Invisible but covering its label: the whole segment is the radio button. */}
            <input type="radio" name={group} value={period} checked={value === period} onChange={() => onChange(period)} className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0" />
            {period === "week" ? t("quote.cart.week") : t("quote.cart.day")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QuoteCartList({ cart, index, facts }: { cart: QuoteCart; index: QuoteProductIndex; facts: CartLineFacts }) {
  const { money } = useI18n();
  return (
    <ul className="divide-y divide-concrete-200 overflow-hidden rounded-lg border border-concrete-200 bg-white">
      {cart.lines.map((line, position) => (
        <CartLineRow key={lineKey(line)} line={line} position={position} cart={cart} index={index} money={money} facts={facts} />
      ))}
    </ul>
  );
}

function ownDates(line: CartLine): DateRange | null {
  return line.startDate || line.endDate ? { start: line.startDate, end: line.endDate } : null;
}

function CartLineRow({
  line,
  position,
  cart,
  index,
  money,
  facts,
}: {
  line: CartLine;
  position: number;
  cart: QuoteCart;
  index: QuoteProductIndex;
  money: (n: number) => string;
  facts: CartLineFacts;
}) {
  const { t } = useI18n();
  const key = lineKey(line);
  const product = index.products[line.id];
  const remove = (name: string) => {
    cart.remove(key);
    toast({ title: t("toast.itemRemoved"), description: name });
  };
  if (!product) {
    return (
      <li className="flex items-center justify-between gap-4 p-4">
        <div>
          <p className="font-semibold">{t("quote.cart.unknownProduct")}</p>
          <p className="text-sm text-danger-700">{t("quote.cart.unknownProductHint")}</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={() => remove(t("quote.cart.unknownProduct"))}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t("quote.cart.remove")}
        </button>
      </li>
    );
  }
  const period = product.periods.includes(line.period) ? line.period : product.periods[0]!;
  const price = facts.prices[position];
  const lineTotal = price?.lineTotal ?? 0;
  const availability = facts.availability[position];
  // Only an answer for this line as it is now (the server may still be answering an older question).
  const current =
    availability &&
    price?.kind === "dated" &&
    availability.productId === line.id &&
    availability.units === line.quantity &&
    availability.start === price.range.start &&
    availability.end === price.range.end
      ? availability
      : null;
  const options = OPTION_FIELDS.map((field) => line.options?.[field]).filter((id): id is string => Boolean(id));
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]">
      <img src={product.image.src} alt="" width={96} height={96} className="h-18 w-18 rounded-md border border-concrete-200 bg-concrete-50 object-contain p-1 sm:h-24 sm:w-24" />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-concrete-600">{product.category}</p>
        <h3 className="font-bold leading-snug">{product.name}</h3>
        {!product.available ? <p className="mt-1 inline-block rounded bg-concrete-200 px-2 py-0.5 text-xs font-semibold text-concrete-800">{t("quote.cart.unavailable")}</p> : null}
        {options.length ? (
          <div className="mt-1.5 text-sm text-concrete-700">
            <span className="font-semibold">{t("quote.cart.options")}</span>
            <ul className="ml-4 list-disc">
              {options.map((id) => (
                <li key={id}>{index.options[id] ?? id}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {price ? <LinePriceDetail price={price} quantity={line.quantity} /> : null}
        {current ? <AvailabilityMessage facts={current} units={line.quantity} phone={facts.phone} className="mt-1.5" /> : null}
      </div>
      {product.soldAtFixedPrice ? null : (
        // Full width on a phone: two date fields need the room.
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <LineDates
            name={product.name}
            position={position}
            own={ownDates(line)}
            project={cart.dates}
            earliestStart={facts.earliestStart}
            errors={facts.errors}
            phone={facts.phone}
            onChange={(dates, field) => {
              cart.setLineDates(key, dates);
              if (field) facts.onFieldChange(field);
            }}
          />
        </div>
      )}
      <div className="col-span-2 flex flex-col gap-3 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:items-end">
        <p className="hidden text-lg font-extrabold tabular-nums sm:block">{money(lineTotal)}</p>
        {/* From 1024 px the summary takes a column: the quantity and the period stack, so the name keeps its room. */}
        <div className="flex flex-wrap items-center gap-2 sm:justify-end lg:flex-col lg:items-end xl:flex-row xl:items-center">
          <QuantityStepper value={line.quantity} label={t("quote.cart.quantityOf", { name: product.name })} onChange={(quantity) => cart.setQuantity(key, quantity)} />
          {/* With dates the period means nothing: the dates price the line. */}
          {price?.kind === "dated" ? null : <PeriodChoice name={product.name} periods={product.periods} value={period} onChange={(next) => cart.setPeriod(key, next, product.periods)} />}
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <button
            type="button"
            className="btn btn-ghost -ml-2 min-h-11 px-2 text-sm text-concrete-700 sm:-mr-2 sm:ml-0"
            onClick={() => remove(product.name)}
            aria-label={t("quote.cart.removeLabel", { name: product.name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("quote.cart.remove")}
          </button>
          <p className="text-lg font-extrabold tabular-nums sm:hidden">{money(lineTotal)}</p>
        </div>
      </div>
    </li>
  );
}
