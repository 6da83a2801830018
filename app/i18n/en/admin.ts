import type { Messages } from "../types.ts";

/** English messages under "admin.*": same keys as ../fr/admin.ts. */
export const enAdmin: Messages["admin"] = {
  placeholder: "admin",
};
