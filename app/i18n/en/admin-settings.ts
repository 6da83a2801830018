import type { Messages } from "../types.ts";

/** English messages under "adminSettings.*": same keys as ../fr/admin-settings.ts. */
export const enAdminSettings: Messages["adminSettings"] = {
  lead: "Business identity, opening hours, service area and tax numbers.",
};
