/**
 * `node scripts/catalogue-seed-migration.ts`: writes migration 0007 (the
 * catalogue's first content) from the former static catalogue in app/db/seed/.
 * Run once when the migration was made; kept so the migration can be read
 * beside its source and checked by app/db/seed/catalogue-seed-sql.test.ts.
 */
import { writeFileSync } from "node:fs";
import { catalogueSeedSql } from "../app/db/seed/catalogue-seed-sql.ts";

const CATALOGUE_SEED_MIGRATION = "app/db/migrations/0007_catalogue_seed.sql";

writeFileSync(CATALOGUE_SEED_MIGRATION, catalogueSeedSql());
console.warn(`wrote ${CATALOGUE_SEED_MIGRATION}`);
