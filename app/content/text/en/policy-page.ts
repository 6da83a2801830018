import type { Catalogue } from "../../../i18n/types.ts";
import type { frPolicyPage } from "../fr/policy-page.ts";

/** English texts shared by the four policy pages: same keys as ../fr/policy-page.ts. */
export const enPolicyPage: Catalogue<typeof frPolicyPage> = {
  updatedLabel: "Last updated:",
};
