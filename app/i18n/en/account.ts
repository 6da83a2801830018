import type { Messages } from "../types.ts";

/** English messages under "accountArea.*": same keys as ../fr/account.ts. */
export const enAccount: Messages["accountArea"] = {
  placeholder: "account",
};
