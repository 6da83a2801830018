import { loadAllCatalogues } from "../../app/i18n/load-all.ts";

loadAllCatalogues();
