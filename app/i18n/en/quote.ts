import type { Messages } from "../types.ts";

/** English messages under "quote.*": same keys as ../fr/quote.ts. */
export const enQuote: Messages["quote"] = {
  placeholder: "quote",
};
