/**
 * What the quote page asks the server about its cart's products: GET
 * /quote/products?id=1&id=8, localized by the page (/en/quote/products for English). The answer
 * is a QuoteProductIndex (./product-index.ts, built on the server: this module stays small for
 * the browser).
 */
export const QUOTE_PRODUCTS_PATH = "/quote/products";

/** The query: one `id` per product, in a stable order. */
export function quoteProductsQuery(ids: readonly number[]): string {
  const params = new URLSearchParams();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) params.append("id", String(id));
  return params.toString();
}
