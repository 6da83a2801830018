import type { Catalogue } from "../../../i18n/types.ts";
import type { frQuoteItems } from "../fr/quote-items.ts";

/** English texts of the items of a quote in the e-mails: same keys as ../fr/quote-items.ts. */
export const enQuoteItems: Catalogue<typeof frQuoteItems> = {
  lineDetail: "{quantity} × {price} {period}",
  period: { day: "/ day", week: "/ week", fixed: "(fixed price)" },
  lineDated: "{quantity} × {price} ({breakdown}, {range})",
  rates: "Rates: {day} / day · {week} / week",
  dayRate: "Rate: {day} / day",
  deliveryEstimate: "Delivery (estimate, confirmed in the quote)",
  delivery: "Delivery",
  deliveryUnknown: "confirmed in the quote",
};
