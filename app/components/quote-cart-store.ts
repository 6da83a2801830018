/**
 * The quote cart in the browser's localStorage (key `quote-cart`, spec 3).
 * Every change broadcasts `quote-cart-updated`; other tabs follow through the
 * `storage` event. A corrupt value is logged, removed and treated as empty.
 */
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { addLine, parseCart, removeLine, serialiseCart, setPeriod, setQuantity, type CartLine } from "../domain/cart.ts";
import { QUOTE_CART_EVENT, QUOTE_CART_KEY } from "../domain/constants.ts";
import type { Period } from "../domain/pricing.ts";

const EMPTY: CartLine[] = [];
let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = EMPTY;

function readLines(): CartLine[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(QUOTE_CART_KEY);
  } catch {
    return EMPTY;
  }
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

function writeLines(lines: readonly CartLine[]) {
  const value = serialiseCart(lines);
  if (value === null) window.localStorage.removeItem(QUOTE_CART_KEY);
  else window.localStorage.setItem(QUOTE_CART_KEY, value);
  window.dispatchEvent(new Event(QUOTE_CART_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUOTE_CART_KEY) onChange();
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

export type QuoteCart = {
  lines: CartLine[];
  /** Adds or merges the line; true when its quantity was capped at MAX_LINE_QUANTITY. */
  add: (line: CartLine) => { capped: boolean };
  remove: (key: string) => void;
  setQuantity: (key: string, quantity: unknown) => void;
  setPeriod: (key: string, period: Period, allowed: readonly Period[]) => void;
  clear: () => void;
};

export function useQuoteCart(): QuoteCart {
  const lines = useQuoteCartLines();
  const update = useCallback((change: (current: CartLine[]) => CartLine[]) => writeLines(change(readLines())), []);
  return useMemo(
    () => ({
      lines,
      add: (line) => {
        const result = addLine(readLines(), line);
        writeLines(result.lines);
        return { capped: result.capped };
      },
      remove: (key) => update((current) => removeLine(current, key)),
      setQuantity: (key, quantity) => update((current) => setQuantity(current, key, quantity)),
      setPeriod: (key, period, allowed) => update((current) => setPeriod(current, key, period, allowed)),
      clear: () => writeLines([]),
    }),
    [lines, update],
  );
}
