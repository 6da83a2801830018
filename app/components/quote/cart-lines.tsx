/**
 * What the quote page needs once its cart has lines (or a delivery postal code), loaded then and
 * not with the page (first-load JavaScript): the lines themselves, the rental rules that
 * price them (with the date code those rules use) and the live estimate's request. A visitor who
 * only reads the page never loads it.
 */
import { useEffect } from "react";
import type { CartLine, DateRange } from "../../domain/cart.ts";
import type { EstimateAnswer, EstimateLine } from "../../domain/quote/estimate-query.ts";
import { lineRange, linePrice, type LinePrice } from "../../domain/quote/line-price.ts";
import type { QuoteProductIndex } from "../../domain/quote/product-index.ts";
import type { DeliveryChoice } from "../../domain/rental/delivery-estimate.ts";
import { useQuoteEstimate } from "./use-quote-estimate.ts";

export { QuoteCartList } from "./quote-cart-list.tsx";
export { requestTotals } from "../../domain/quote/line-price.ts";

/** Each line as the server will price it: for its dates (its own, else the project's), else per period; null once its product has left the catalogue. */
export function priceCartLines(lines: readonly CartLine[], projectDates: DateRange, index: QuoteProductIndex): (LinePrice | null)[] {
  return lines.map((line) => {
    const product = index.products[line.id];
    if (!product) return null;
    const period = product.periods.includes(line.period) ? line.period : product.periods[0]!;
    return linePrice(product, line.quantity, period, lineRange({ start: line.startDate, end: line.endDate }, projectDates));
  });
}

/** Asks for the delivery estimate and the lines' availability as the customer types (./use-quote-estimate.ts) and hands each answer to the page. Renders nothing. */
export function QuoteEstimateRequest({
  question,
  onAnswer,
}: {
  question: { choice: DeliveryChoice; postalCode: string; lines: readonly EstimateLine[] };
  onAnswer: (answer: EstimateAnswer | null) => void;
}) {
  const { answer } = useQuoteEstimate(question);
  useEffect(() => onAnswer(answer), [answer, onAnswer]);
  return null;
}
