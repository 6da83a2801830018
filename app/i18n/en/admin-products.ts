import type { Messages } from "../types.ts";

/** English messages under "adminProducts.*": same keys as ../fr/admin-products.ts. */
export const enAdminProducts: Messages["adminProducts"] = {
  lead: "Catalogue: prices, availability, fleet, photos and texts.",
};
