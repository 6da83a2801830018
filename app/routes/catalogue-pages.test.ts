import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { callRoute, installServicesForEachTest } from "../../tests/support/route-harness.ts";
import { catalogueProducts } from "../db/catalogue-schema.ts";
import type { ProductDetailView } from "../domain/catalogue/view.ts";
import { loader as categoryLoader } from "./category.tsx";
import { loader as productLoader } from "./product.tsx";
import { loader as sitemapLoader } from "./sitemap-xml.ts";

const productPage = async (id: number, lang: "fr" | "en" = "fr") => {
  const observed = await callRoute(productLoader, { method: "GET", path: `${lang === "en" ? "/en" : ""}/product/${id}`, params: { id: String(id) } });
  return { status: observed.status, product: (observed.body as { product?: ProductDetailView } | undefined)?.product };
};

describeEachDatabase("catalogue pages read the database", (current) => {
  installServicesForEachTest(current);

  it("show a product's new price, name and availability at the next request", async () => {
    expect((await productPage(1)).product).toMatchObject({ name: "Meuleuse planétaire Husqvarna PG 820", priceDay: 350, priceWeek: 1225, available: true });
    await current()
      .db.update(catalogueProducts)
      .set({ priceDay: 360, name: { fr: "Meuleuse PG 820", en: "PG 820 grinder" }, unavailableUntil: "2099-12-03" })
      .where(eq(catalogueProducts.id, 1));
    expect((await productPage(1, "en")).product).toMatchObject({ name: "PG 820 grinder", priceDay: 360, priceWeek: 1225, available: false });
  });

  it("leave an archived product out: its page answers 410 (gone), its category and the sitemap no longer list it", async () => {
    const sitemap = async () => String((await callRoute(sitemapLoader, { method: "GET", path: "/sitemap.xml" })).body);
    expect((await sitemap()).match(/<loc>/g)).toHaveLength((11 + 9 + 48) * 2);
    await current().db.update(catalogueProducts).set({ archivedAt: new Date() }).where(eq(catalogueProducts.id, 9));
    // Product 9 is a grinder.
    expect((await productPage(9)).status).toBe(410);
    // Never a product, or not published yet: not found.
    expect((await productPage(9999)).status).toBe(404);
    expect((await productPage(99999999999)).status).toBe(404);
    expect(await sitemap()).not.toContain("/product/9<");
    expect((await sitemap()).match(/<loc>/g)).toHaveLength((11 + 9 + 47) * 2);
    const grinders = await callRoute(categoryLoader, { method: "GET", path: "/category/meuleuses", params: { category: "meuleuses" } });
    const ids = (grinders.body as { results: { id: number }[] }).results.map((p) => p.id);
    expect(ids).toContain(1);
    expect(ids).not.toContain(9);
    await current().db.update(catalogueProducts).set({ published: false }).where(eq(catalogueProducts.id, 10));
    expect((await productPage(10)).status).toBe(404);
    expect(await sitemap()).not.toContain("/product/10<");
  });
});
