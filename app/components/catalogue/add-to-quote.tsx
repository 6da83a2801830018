import { ClipboardPlus, Phone, ShoppingCart } from "../ui/icons.tsx";
import { lazy, useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { phoneHref } from "../../config/business.ts";
import type { CartOptions, DateRange } from "../../domain/cart.ts";
import type { ProductDetailView } from "../../domain/catalogue/view.ts";
import type { DatedFacts, ProductRental } from "../../domain/quote/estimate-query.ts";
import { MAX_LINE_QUANTITY } from "../../domain/quote/limits.ts";
import { lineTotalCents, normaliseQuantity, pricePerPeriod, ratesOf, type Period } from "../../domain/pricing.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { Lang, MessageKey } from "../../i18n/index.ts";
import { loadNamespaces, type LazyNamespace } from "../../i18n/lazy-messages.ts";
import { useQuoteCart } from "../quote-cart-store.ts";
import { toast } from "../toast.tsx";
import { useBusiness } from "../use-business.ts";
import { OptionalChunk } from "../ui/optional-chunk.tsx";
import { RentalDatesForm } from "./rental-dates-form.tsx";
import type * as RentalRulesModule from "./rental-rules.ts";
import type * as OptionCatalogueModule from "../../domain/catalogue/options.ts";

const NO_DATED_FACTS: DatedFacts = { errors: {}, range: null, dated: null };

/**
 * The dates' rules (./rental-rules.ts), loaded once the visitor's dates are there, with the words
 * of what they show (the price for the dates, the units free, the dates' errors), which the page
 * carries only when its address has dates (i18n/namespaces.ts).
 */
type RentalRules = typeof RentalRulesModule;
const RULES_TEXTS: readonly LazyNamespace[] = ["rental", "quote"];

/**
 * The price and availability block, in the rules' chunk. The server renders it at once for a page
 * whose URL has dates (imported here); the browser keeps that HTML until the chunk has arrived.
 */
const DatedDetails = import.meta.env.SSR ? (await import("./rental-rules.ts")).DatedDetails : lazy(() => import("./rental-rules.ts").then((module) => ({ default: module.DatedDetails })));

/** The options' descriptions (domain/catalogue/options.ts), loaded when a select is first used. */
type OptionCatalogue = typeof OptionCatalogueModule;

const OPTION_FIELD = { transformer: "transformerType", sweeper: "sweeperType", diamond: "diamondType" } as const;
const OPTION_LABEL: Record<keyof typeof OPTION_FIELD, MessageKey> = {
  transformer: "catalogue.product.transformer",
  sweeper: "catalogue.product.sweeper",
  diamond: "catalogue.product.diamond",
};

/**
 * The rental's dates (the price for those dates, with its weeks and days, and the
 * availability), or without dates the period (day by default); options (all optional, never
 * priced), quantity (1 to MAX_LINE_QUANTITY; non-numeric → 1), live total and the add button.
 * Adding merges into the cart line with the same product and options (capped at the same
 * limit, and the toast says so), carries the dates to the cart, then goes to /quote.
 */
export function AddToQuote({
  product,
  phone,
  rental,
  unavailableNote,
}: {
  product: ProductDetailView;
  phone: string;
  rental: ProductRental | null;
  /** Why it cannot be added now (out on rental, out of service until a date), worded by the server; null when it is available. */
  unavailableNote: string | null;
}) {
  const { t, href, price, lang } = useI18n();
  const navigate = useNavigate();
  const cart = useQuoteCart();
  const business = useBusiness();
  const id = useId();
  const [period, setPeriod] = useState<Period>(product.periods[0] ?? "day");
  const [quantityText, setQuantityText] = useState("1");
  // Stays after the field is brought back to the limit, so the visitor knows why the number changed.
  const [overLimit, setOverLimit] = useState(false);
  const [options, setOptions] = useState<CartOptions>({});
  // Asked for on a select's first focus or pointer, before the choice.
  const [descriptions, setDescriptions] = useState<OptionCatalogue | null>(null);
  const wantDescriptions = () => {
    if (!descriptions) import("../../domain/catalogue/options.ts").then(setDescriptions, (error: unknown) => console.error("The options' descriptions failed to load", error));
  };
  const quantity = Math.min(MAX_LINE_QUANTITY, normaliseQuantity(quantityText));
  const rates = ratesOf(product);

  // The dates as typed; they follow the page's URL when it changes (back button, a shared link).
  const [dates, setDates] = useState<DateRange>({ start: rental?.start, end: rental?.end });
  const [shownRental, setShownRental] = useState(rental);
  if (rental !== shownRental) {
    setShownRental(rental);
    if (rental && (rental.start !== shownRental?.start || rental.end !== shownRental?.end)) setDates({ start: rental.start, end: rental.end });
  }
  // Checked as the server checks them, against the moment the page was made, once the rules have
  // arrived; until then, the dates of the URL as the server found them (for one unit).
  const hasDates = rental !== null && Boolean(dates.start || dates.end);
  // The rules and their words once the page has dates (in this language: a switch brings the other's words).
  const [loadedRules, setLoadedRules] = useState<{ lang: Lang; rules: RentalRules } | null>(null);
  const rules = loadedRules?.lang === lang ? loadedRules.rules : null;
  useEffect(() => {
    if (!hasDates || rules) return;
    let current = true;
    Promise.all([import("./rental-rules.ts"), loadNamespaces(lang, RULES_TEXTS)]).then(
      ([loaded]) => current && setLoadedRules({ lang, rules: loaded }),
      (error: unknown) => console.error("The rental rules failed to load", error),
    );
    return () => {
      current = false;
    };
  }, [hasDates, rules, lang]);
  const asked = rental !== null && dates.start === rental.start && dates.end === rental.end;
  const {
    errors: dateErrors,
    range,
    dated,
  }: DatedFacts = rental && hasDates ? (rules ? rules.datedFacts(dates, rental.now, business.openingHours, rates, quantity) : asked && quantity === 1 ? rental.asked : NO_DATED_FACTS) : NO_DATED_FACTS;
  const availability = range && rental?.availability?.start === range.start && rental.availability.end === range.end ? rental.availability : null;
  const unitPrice = pricePerPeriod(rates, period);
  const total = dated ? dated.lineTotal : lineTotalCents(quantity, unitPrice) / 100;
  // Out of service today, the product may still be free on the dates asked.
  const canAdd = product.available || (availability !== null && availability.free > 0);

  const submitAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleaned = Object.fromEntries(Object.entries(options).filter(([, v]) => v)) as CartOptions;
    const line = { id: product.id, quantity, period, ...(Object.keys(cleaned).length ? { options: cleaned } : {}) };
    const { capped } = cart.add(line, range);
    const description = capped ? t("toast.productAddedCapped", { name: product.name, n: MAX_LINE_QUANTITY, phone }) : t("toast.productAddedBody", { name: product.name });
    toast({ title: t("toast.productAdded"), description });
    void navigate(href("/quote"));
  };

  return (
    <div className="card space-y-5 p-5">
      {rental ? (
        <RentalDatesForm
          dates={dates}
          earliestStart={rental.earliestStart}
          earliestStartText={rental.earliestStartText}
          errors={dateErrors}
          phone={phone}
          onChange={(change) => setDates((current) => ({ ...current, ...change }))}
          // Sent once both dates follow the policy (the rules are loading from the first date on,
          // and dates typed before they arrived are sent when they do).
          ready={!asked && rules !== null && range !== null}
        />
      ) : null}
      {/* A plain GET form to /quote: before the page's scripts, or without them, the line travels in
          the address and the quote page sends it with the request; with them it joins the cart. */}
      <form method="get" action={href("/quote")} onSubmit={submitAdd} className="space-y-5">
        <input type="hidden" name="add" value={product.id} />
        {dates.start && dates.end ? (
          <>
            <input type="hidden" name="start" value={dates.start} />
            <input type="hidden" name="end" value={dates.end} />
          </>
        ) : null}
        {dated ? (
          <OptionalChunk name="Price for the dates">
            <DatedDetails dated={dated} availability={availability} units={quantity} phone={phone} />
          </OptionalChunk>
        ) : product.sold ? (
          <div>
            <p className="text-3xl font-extrabold">{price(product.priceDay)}</p>
            <p className="text-sm font-semibold text-concrete-600">{t("catalogue.product.fixedPrice")}</p>
            <p className="mt-1 text-sm text-concrete-600">{t("rental.availability.forSale")}</p>
          </div>
        ) : (
          <fieldset className="group" aria-describedby={product.periods.length > 1 ? `${id}-period-hint` : undefined}>
            <legend className="text-sm font-bold">{t("catalogue.product.period")}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {product.periods.map((p) => {
                const value = p === "week" ? (product.priceWeek ?? product.priceDay) : product.priceDay;
                return (
                  <label
                    key={p}
                    // The input is visually hidden: its focus ring is drawn on the card.
                    className={`flex min-h-16 cursor-pointer flex-col justify-center rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-safety-600 has-[:focus-visible]:outline-solid ${period === p ? "border-safety-600 bg-safety-50" : "border-concrete-200 bg-white hover:border-concrete-300"}`}
                  >
                    <input type="radio" name="period" value={p} checked={period === p} onChange={() => setPeriod(p)} className="sr-only" />
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
                    name={field}
                    value={options[field] ?? ""}
                    aria-describedby={chosen ? `${id}-${group.kind}-chosen` : undefined}
                    onFocus={wantDescriptions}
                    onPointerDown={wantDescriptions}
                    onChange={(event) => {
                      const value = event.target.value;
                      setOptions((o) => ({ ...o, [field]: value }));
                      wantDescriptions();
                    }}
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
                      {chosen.indicativePrice ? ` (${t("catalogue.product.indicative", { price: price(chosen.indicativePrice) })})` : null}. {descriptions?.findOption(chosen.id)?.description[lang]}
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
              name="quantity"
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
            <p className="text-sm text-concrete-700">{dated ? t("rental.price.total", { quantity }) : t("catalogue.product.total")}</p>
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
          <button type="submit" className="btn btn-primary w-full" disabled={!canAdd}>
            {product.sold ? <ShoppingCart className="h-5 w-5" aria-hidden="true" /> : <ClipboardPlus className="h-5 w-5" aria-hidden="true" />}
            {product.sold ? t("catalogue.product.buy") : t("catalogue.product.addToQuote")}
          </button>
          <a href={phoneHref(phone)} className="btn btn-outline w-full">
            <Phone className="h-5 w-5" aria-hidden="true" />
            {t("catalogue.product.call", { phone })}
          </a>
          {!canAdd && unavailableNote ? <p className="text-sm text-concrete-700">{unavailableNote}</p> : null}
        </div>
      </form>
    </div>
  );
}
