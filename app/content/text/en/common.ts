import type { Catalogue } from "../../../i18n/types.ts";
import type { frCommon } from "../fr/common.ts";

/** English texts shared by the content pages: same keys as ../fr/common.ts. */
export const enCommon: Catalogue<typeof frCommon> = {
  range: "{from} to {to}",
  supportWindow: {
    emergencyLine: "24 hours a day, 7 days a week",
    openingHours: "during our opening hours",
  },
  placeNames: {
    "Rive-Sud": "the South Shore",
    Montréal: "Montreal",
  },
};
