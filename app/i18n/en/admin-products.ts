import { enAdminPhotos } from "./admin-photos.ts";
import type { Messages } from "../types.ts";

/** English messages under "adminProducts.*": same keys as ../fr/admin-products.ts. */
export const enAdminProducts: Messages["adminProducts"] = {
  photos: enAdminPhotos,
  lead: "Catalogue: prices, availability, fleet, photos and texts.",
};
