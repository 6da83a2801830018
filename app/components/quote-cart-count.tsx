import { useQuoteCartLines } from "./quote-cart-store.ts";

/** Number of lines in the quote cart; 0 on the server and until hydration. */
export function useQuoteCartCount(): number {
  return useQuoteCartLines().length;
}
