/**
 * The quote page's live estimate: asks GET /quote/estimate for the delivery
 * estimate and each line's availability once the customer pauses typing, and keeps the
 * last answer while the next one comes (no flicker). A failed request leaves the estimate
 * unknown: the summary then says the delivery is confirmed in the quote, which is true.
 */
import { useEffect, useState } from "react";
import { estimateUrl, type EstimateAnswer, type EstimateLine } from "../../domain/quote/estimate-query.ts";
import type { DeliveryChoice } from "../../domain/rental/delivery-estimate.ts";

/** Long enough not to ask at each key, short enough to feel live. */
const PAUSE_MS = 350;

export type QuoteEstimate = { answer: EstimateAnswer | null; url: string | null };

/** A Canadian postal code worth asking about: its area (the first three characters) is typed. */
function hasArea(postalCode: string): boolean {
  return /^[A-Za-z]\d[A-Za-z]/.test(postalCode.replace(/\s+/g, ""));
}

export function useQuoteEstimate(input: { choice: DeliveryChoice; postalCode: string; lines: readonly EstimateLine[] }): QuoteEstimate {
  const postalCode = input.choice === "pickup" || !hasArea(input.postalCode) ? "" : input.postalCode.replace(/\s+/g, "").slice(0, 6);
  const worthAsking = postalCode !== "" || input.lines.some((line) => line.range !== null);
  // The URL is the whole question: a new one asks again, the same one does not.
  const url = worthAsking ? estimateUrl({ choice: input.choice, postalCode, lines: input.lines }) : null;
  const [state, setState] = useState<QuoteEstimate>({ answer: null, url: null });

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<EstimateAnswer>) : null))
        .then((answer) => setState({ answer, url }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn("quote estimate unavailable", error);
            setState({ answer: null, url });
          }
        });
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url]);

  // Nothing asked (pickup, no postal code, no dates): nothing to show.
  return url ? state : { answer: null, url: null };
}
