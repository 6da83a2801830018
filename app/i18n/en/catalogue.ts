import type { Messages } from "../types.ts";

/** English messages under "catalogue.*": same keys as ../fr/catalogue.ts. */
export const enCatalogue: Messages["catalogue"] = {
  placeholder: "catalogue",
};
