import { useSyncExternalStore } from "react";
import { QUOTE_CART_EVENT, QUOTE_CART_KEY } from "../domain/constants.ts";

function readCount(): number {
  try {
    const raw = window.localStorage.getItem(QUOTE_CART_KEY);
    if (!raw) return 0;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
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

/** Number of lines in the quote cart; 0 on the server and until hydration. */
export function useQuoteCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
