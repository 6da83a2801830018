import type { Messages } from "../types.ts";

/** English messages under "consent.*": same keys as ../fr/consent.ts. */
export const enConsent: Messages["consent"] = {
  placeholder: "consent",
};
