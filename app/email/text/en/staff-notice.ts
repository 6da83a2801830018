import type { Catalogue } from "../../../i18n/types.ts";
import type { frStaffNotice } from "../fr/staff-notice.ts";

/** English texts around every staff notice: same keys as ../fr/staff-notice.ts. */
export const enStaffNotice: Catalogue<typeof frStaffNotice> = {
  pageLang: { fr: "French", en: "English" },
  reference: "Reference:",
  dashboard: "Open the dashboard",
};
