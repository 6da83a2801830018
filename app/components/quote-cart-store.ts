/**
 * The quote cart in the browser's localStorage (key `quote-cart`, spec 3), and
 * the project's dates beside it (key `quote-dates`): the product page
 * sets them, /quote shows and edits them, both price the lines with them.
 * Every change broadcasts `quote-cart-updated`; other tabs follow through the
 * `storage` event. A corrupt cart is logged, removed and treated as empty;
 * malformed dates are read as none.
 */
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { addLineWithDates, parseCart, parseDateRange, removeLine, serialiseCart, serialiseDateRange, setLineDates, setPeriod, setQuantity, type CartLine, type DateRange } from "../domain/cart.ts";
import { QUOTE_CART_EVENT, QUOTE_CART_KEY, QUOTE_DATES_KEY } from "../domain/constants.ts";
import type { Period } from "../domain/pricing.ts";
import type { RentalRange } from "../domain/quote/line-price.ts";

const EMPTY: CartLine[] = [];
const NO_DATES: DateRange = {};
let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = EMPTY;
let cachedDatesRaw: string | null | undefined;
let cachedDates: DateRange = NO_DATES;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readLines(): CartLine[] {
  let raw = readStorage(QUOTE_CART_KEY);
  if (raw === cachedRaw) return cachedLines;
  const parsed = parseCart(raw);
  if (parsed.corrupt) {
    console.error("Corrupt quote cart in local storage: removed", raw);
    window.localStorage.removeItem(QUOTE_CART_KEY);
    raw = null;
  }
  cachedRaw = raw;
  cachedLines = parsed.lines.length ? parsed.lines : EMPTY;
  return cachedLines;
}

function readDates(): DateRange {
  const raw = readStorage(QUOTE_DATES_KEY);
  if (raw === cachedDatesRaw) return cachedDates;
  const dates = parseDateRange(raw);
  cachedDatesRaw = raw;
  cachedDates = dates.start || dates.end ? dates : NO_DATES;
  return cachedDates;
}

function write(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
}

function writeCart(lines: readonly CartLine[], dates?: DateRange) {
  write(QUOTE_CART_KEY, serialiseCart(lines));
  if (dates) write(QUOTE_DATES_KEY, serialiseDateRange(dates));
  window.dispatchEvent(new Event(QUOTE_CART_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUOTE_CART_KEY || event.key === QUOTE_DATES_KEY) onChange();
  };
  window.addEventListener(QUOTE_CART_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(QUOTE_CART_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Empty on the server and until hydration, then the stored lines. */
export function useQuoteCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, readLines, () => EMPTY);
}

/** The project's dates: none on the server and until hydration. */
export function useProjectDates(): DateRange {
  return useSyncExternalStore(subscribe, readDates, () => NO_DATES);
}

export type QuoteCart = {
  lines: CartLine[];
  /** The project's dates, as far as typed. */
  dates: DateRange;
  /**
   * Adds or merges the line; true when its quantity was capped at MAX_LINE_QUANTITY. Dates
   * chosen on the product page become the project's when it has none, else the line's own.
   */
  add: (line: CartLine, chosen?: RentalRange | null) => { capped: boolean };
  remove: (key: string) => void;
  setQuantity: (key: string, quantity: unknown) => void;
  setPeriod: (key: string, period: Period, allowed: readonly Period[]) => void;
  /** Changes the project's dates given (the other one stays). */
  setDates: (change: DateRange) => void;
  /** A line's own dates; null: it follows the project's again. */
  setLineDates: (key: string, dates: DateRange | null) => void;
  clear: () => void;
};

export function useQuoteCart(): QuoteCart {
  const lines = useQuoteCartLines();
  const dates = useProjectDates();
  const update = useCallback((change: (current: CartLine[]) => CartLine[]) => writeCart(change(readLines())), []);
  return useMemo(
    () => ({
      lines,
      dates,
      add: (line, chosen = null) => {
        const result = addLineWithDates({ lines: readLines(), dates: readDates() }, line, chosen);
        writeCart(result.lines, result.dates);
        return { capped: result.capped };
      },
      remove: (key) => update((current) => removeLine(current, key)),
      setQuantity: (key, quantity) => update((current) => setQuantity(current, key, quantity)),
      setPeriod: (key, period, allowed) => update((current) => setPeriod(current, key, period, allowed)),
      setDates: (change) => writeCart(readLines(), { ...readDates(), ...change }),
      setLineDates: (key, next) => update((current) => setLineDates(current, key, next)),
      clear: () => writeCart([], NO_DATES),
    }),
    [lines, dates, update],
  );
}
