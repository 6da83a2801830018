import { frAdminPhotos } from "./admin-photos.ts";
/** French messages under "adminProducts.*" (the reference; ../en/admin-products.ts must have the same keys). */
export const frAdminProducts = {
  photos: frAdminPhotos,
  lead: "Catalogue : prix, disponibilité, parc d'équipement, photos et textes.",
} as const;
