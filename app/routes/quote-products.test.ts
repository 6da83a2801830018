/**
 * The quote page's products route against a real database: the cart's products in
 * the page's language, only those asked for, an unknown product left out, and input no page
 * of ours sends answered 400, never 500.
 */
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { getJson, installServicesForEachTest } from "../../tests/support/route-harness.ts";
import type { QuoteProductIndex } from "../domain/quote/product-index.ts";
import { QUOTE_PRODUCTS_PATH, quoteProductsQuery } from "../domain/quote/products-query.ts";
import { loader } from "./quote-products.ts";

const ask = (path: string) => getJson(loader, path);

describeEachDatabase("the quote page's products", (current) => {
  installServicesForEachTest(current);

  it("answers the products asked for, in the path's language, and leaves an unknown one out", async () => {
    const french = await ask(`${QUOTE_PRODUCTS_PATH}?${quoteProductsQuery([8, 1, 999, 1])}`);
    expect(french.status).toBe(200);
    const index = french.body as QuoteProductIndex;
    expect(Object.keys(index.products).sort()).toEqual(["1", "8"]);
    expect(index.products[1]).toMatchObject({ id: 1, name: "Meuleuse planétaire Husqvarna PG 820", category: "Meuleuses", periods: ["day", "week"] });
    expect(index.products[1]!.priceDay).toBeGreaterThan(0);
    expect(index.products[1]!.image.src).toMatch(/^\/images\//);
    expect(Object.keys(index.options).length).toBeGreaterThan(0);

    const english = (await ask(`/en${QUOTE_PRODUCTS_PATH}?id=1`)).body as QuoteProductIndex;
    expect(english.products[1]).toMatchObject({ name: "Husqvarna PG 820 planetary grinder" });
    expect(english.options).not.toEqual(index.options);
  });

  it("answers 400 to a query no page of ours sends", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `id=${i + 1}`).join("&");
    for (const query of ["", "id=", "id=0", "id=-1", "id=1.5", "id=abc", "id=12345678", "id=1&other=2", tooMany]) {
      expect((await ask(`${QUOTE_PRODUCTS_PATH}?${query}`)).status, query).toBe(400);
    }
  });
});
