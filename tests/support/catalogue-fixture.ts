/**
 * The seeded catalogue (app/db/seed/, the content of migration 0007) as the
 * domain's Catalogue value: what a freshly migrated database holds, for the
 * tests of pure catalogue and pricing rules that need no database.
 */
import { categories } from "../../app/db/seed/catalogue-categories.ts";
import { products } from "../../app/db/seed/catalogue-products.ts";
import type { Catalogue } from "../../app/domain/catalogue/types.ts";

export const seedCatalogue: Catalogue = { categories, products };
export { categories as seedCategories, products as seedProducts };
