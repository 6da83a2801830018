import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response; undefined in the browser, where it is not needed, and
 * on a page every visitor shares, whose scripts are allowed by their hashes (no nonce attribute).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
