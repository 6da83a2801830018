/**
 * The products of the visitor's cart, as the quote page shows them: asked of
 * GET /quote/products for the ids the cart holds and the page does not know yet, in the page's
 * language. A product the server does not return is no longer offered (its line says so); a
 * product not answered yet is pending (the cart shows its loading state). The lines' texts
 * (their prices, dates, availability and date errors: i18n/namespaces.ts) come at the same time,
 * as the page does not carry them. A failed request leaves the products pending and says so;
 * `retry` asks again.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { QuoteProductIndex } from "../../domain/quote/product-index.ts";
import { QUOTE_PRODUCTS_PATH, quoteProductsQuery } from "../../domain/quote/products-query.ts";
import { loadNamespaces, type LazyNamespace } from "../../i18n/lazy-messages.ts";
import { useI18n } from "../../i18n/react.tsx";

/** What the cart's lines say beyond the page's own messages. */
const LINE_TEXTS: readonly LazyNamespace[] = ["quote", "rental"];

export type QuoteProducts = { index: QuoteProductIndex; pending: boolean; failed: boolean; retry: () => void };

type Known = { base: string; index: QuoteProductIndex; asked: ReadonlySet<number> };

const EMPTY: QuoteProductIndex = { products: {}, options: {} };

export function useQuoteProducts(ids: readonly number[]): QuoteProducts {
  const { href, lang } = useI18n();
  // The language is in the path: a language switch starts over with the other language's names.
  const base = href(QUOTE_PRODUCTS_PATH);
  const [known, setKnown] = useState<Known>({ base, index: EMPTY, asked: new Set() });
  const [failure, setFailure] = useState<{ attempt: number; failed: boolean }>({ attempt: 0, failed: false });
  const current = known.base === base ? known : { base, index: EMPTY, asked: new Set<number>() };
  const missing = useMemo(() => [...new Set(ids.filter((id) => !current.asked.has(id)))].sort((a, b) => a - b), [ids, current.asked]);
  const missingKey = missing.join(",");

  useEffect(() => {
    if (missingKey === "") return;
    const wanted = missingKey.split(",").map(Number);
    const controller = new AbortController();
    const products = fetch(`${base}?${quoteProductsQuery(wanted)}`, { signal: controller.signal, headers: { Accept: "application/json" } }).then((response) => {
      if (!response.ok) throw new Error(`quote products: ${response.status}`);
      return response.json() as Promise<QuoteProductIndex>;
    });
    Promise.all([products, loadNamespaces(lang, LINE_TEXTS)])
      .then(([answer]) => answer)
      .then((answer) => {
        setKnown((before) => {
          const start = before.base === base ? before : { base, index: EMPTY, asked: new Set<number>() };
          return {
            base,
            index: { products: { ...start.index.products, ...answer.products }, options: { ...start.index.options, ...answer.options } },
            asked: new Set([...start.asked, ...wanted]),
          };
        });
        setFailure((before) => ({ ...before, failed: false }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("quote products unavailable", error);
        setFailure((before) => ({ ...before, failed: true }));
      });
    return () => controller.abort();
    // The attempt counter asks again after a failure.
  }, [missingKey, base, lang, failure.attempt]);

  const retry = useCallback(() => setFailure((before) => ({ attempt: before.attempt + 1, failed: false })), []);
  return { index: current.index, pending: missing.length > 0, failed: failure.failed && missing.length > 0, retry };
}
