/**
 * A sent quote for the document and e-mail tests, built like staff build one: the
 * issue's 2 grinders for 9 days (1 week + 2 days = 1 925 $ each), a price lowered with its
 * reason, a sold item, diamond discs, delivery and pickup, a discount and a deposit. Totals come
 * from the domain's own function, so the fixture can never disagree with the rule.
 */
import { defaultBusiness, type Business } from "../../app/config/business.ts";
import { quoteDocumentTotals, type QuoteDocument, type QuoteDocumentExtra, type QuoteDocumentLine } from "../../app/domain/rental/quote-document.ts";

export const QUOTE_REFERENCE = "S-2026-000123";

export const QUOTE_LINES: QuoteDocumentLine[] = [
  {
    productId: 1,
    name: { fr: "Meuleuse planétaire Husqvarna PG 820", en: "Husqvarna PG 820 planetary grinder" },
    quantity: 2,
    startDate: "2026-12-07",
    endDate: "2026-12-15",
    weeks: 1,
    days: 2,
    dayPrice: 350,
    weekPrice: 1225,
    unitTotal: 1925,
    lineTotal: 3850,
    priceReason: null,
  },
  {
    productId: 4,
    name: { fr: "Aspirateur industriel Husqvarna S 36", en: "Husqvarna S 36 industrial vacuum" },
    quantity: 1,
    startDate: "2026-12-07",
    endDate: "2026-12-15",
    weeks: 0,
    days: 9,
    dayPrice: 95,
    weekPrice: 95,
    unitTotal: 800,
    lineTotal: 800,
    priceReason: "Client régulier : 800 $ au lieu de 855 $",
  },
  {
    productId: 8,
    name: { fr: "Autonivelant Mapei Ultraplan Easy, sac de 22,7 kg", en: "Mapei Ultraplan Easy self-leveller, 22.7 kg bag" },
    quantity: 10,
    startDate: null,
    endDate: null,
    weeks: 0,
    days: 0,
    dayPrice: null,
    weekPrice: null,
    unitTotal: 45,
    lineTotal: 450,
    priceReason: null,
  },
];

export const QUOTE_EXTRAS: QuoteDocumentExtra[] = [{ kind: "diamond", label: { fr: "Disques diamantés moyens", en: "Medium diamond discs" }, quantity: 6, unitPrice: 39, lineTotal: 234 }];

export function quoteDocument(over: Partial<QuoteDocument> = {}): QuoteDocument {
  const lines = over.lines ?? QUOTE_LINES;
  const extras = over.extras ?? QUOTE_EXTRAS;
  const deliveryFee = over.deliveryFee ?? 300;
  const discount = over.discount ?? 100;
  return {
    version: 2,
    lines,
    extras,
    deliveryFee,
    discount,
    deposit: 500,
    totals: quoteDocumentTotals({ lines, extras, deliveryFee, discount }),
    // Monday 7 December 2026 at 07:00 in Quebec (EST).
    handoverAt: "2026-12-07T12:00:00.000Z",
    validUntil: "2026-12-01",
    note: "Prévoir une prise 600 V sur le chantier.",
    sentAt: "2026-11-24T15:30:00.000Z",
    ...over,
  };
}

/** The settings' business, with its tax numbers filled in. */
export const QUOTE_BUSINESS: Business = { ...defaultBusiness, gstNumber: "123456789 RT 0001", qstNumber: "1234567890 TQ 0001" };

export const QUOTE_CUSTOMER_FACTS = { name: "Jean Tremblay", email: "jean@example.com", company: "Béton Tremblay inc.", phone: "(514) 123-4567" };
