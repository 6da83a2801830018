import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { registerCatalogue } from "./index.ts";

/** Server side (and tests): both languages in memory. Never imported by browser code. */
export function loadAllCatalogues(): void {
  registerCatalogue("fr", fr);
  registerCatalogue("en", en);
}
