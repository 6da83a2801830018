import { beforeAll, describe, expect, it } from "vitest";
import { loadAllCatalogues } from "./load-all.ts";
import { browserMessages, getCatalogue, isBackOfficePath } from "./index.ts";

beforeAll(loadAllCatalogues);

describe("the messages a page sends to the browser", () => {
  it("knows the back office's paths in both languages, and nothing else", () => {
    for (const path of ["/admin", "/en/admin", "/admin/products/12", "/en/admin/stats"]) expect(isBackOfficePath(path), path).toBe(true);
    for (const path of ["/", "/en", "/administration", "/product/1", "/en/quote", "/profile"]) expect(isBackOfficePath(path), path).toBe(false);
  });

  it("leave the back office's namespaces out of public pages and keep everything else", () => {
    for (const lang of ["fr", "en"] as const) {
      const all = getCatalogue(lang);
      const publicPage = browserMessages(lang, lang === "fr" ? "/product/1" : "/en/product/1");
      expect(Object.keys(publicPage).sort()).toEqual(Object.keys(all).filter((key) => !key.startsWith("admin")).sort());
      expect(publicPage.quote).toBe(all.quote);
      expect(browserMessages(lang, lang === "fr" ? "/admin/products" : "/en/admin/products")).toBe(all);
      // Smaller by the back office's share: what every public page no longer serialises.
      expect(JSON.stringify(publicPage).length).toBeLessThan(JSON.stringify(all).length * 0.75);
    }
  });
});
