/**
 * Before any test file: the migrated database every data test copies (migrated-images.ts),
 * made once here rather than by the first test of each worker at the same moment.
 */
import { migratedPgliteImage, migratedPostgresTemplate } from "./migrated-images.ts";

export default async function prepareMigratedDatabases() {
  await migratedPgliteImage();
  if (process.env.TEST_DATABASE_URL) await migratedPostgresTemplate(process.env.TEST_DATABASE_URL);
}
