/**
 * GET /quote/products?id=1&id=8 (and /en/quote/products): what the quote page shows of the
 * products in the visitor's cart, in the page's language (app/domain/quote/product-index.ts).
 * The cart lives in the browser, so the page asks for its own lines once hydrated instead of
 * receiving the whole catalogue's index in its HTML. A product the catalogue no
 * longer offers is simply absent: the page then says so on its line. The answer reads no
 * cookie and is the same for everyone (server/cache-policy.ts keeps its default `no-cache`).
 * Input no page of ours sends answers 400, never 500.
 */
import type { Route } from "./+types/quote-products";
import { requestCatalogue } from "../db/catalogue.server.ts";
import { quoteProductIndex } from "../domain/quote/product-index.ts";
import { MAX_QUOTE_LINES } from "../domain/quote/limits.ts";
import { langFromPath } from "../i18n/index.ts";

const ID = /^[1-9]\d{0,6}$/;

/** The ids asked for, or null when the query is not one our page builds. */
export function parseProductIds(params: URLSearchParams): number[] | null {
  const raw = params.getAll("id");
  if (raw.length === 0 || raw.length > MAX_QUOTE_LINES || [...params.keys()].some((key) => key !== "id")) return null;
  if (!raw.every((value) => ID.test(value))) return null;
  return raw.map(Number);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const ids = parseProductIds(url.searchParams);
  if (!ids) return Response.json({ error: "bad-request" }, { status: 400 });
  const catalogue = await requestCatalogue(context);
  return Response.json(quoteProductIndex(catalogue, langFromPath(url.pathname), ids));
}
