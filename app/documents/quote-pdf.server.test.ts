import { describe, expect, it } from "vitest";
import { pdfText, type PdfText } from "../../tests/support/pdf-text.ts";
import { QUOTE_BUSINESS, QUOTE_CUSTOMER_FACTS, QUOTE_LINES, QUOTE_REFERENCE, quoteDocument } from "../../tests/support/quote-document-fixture.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import type { Lang } from "../i18n/index.ts";
import { pdfSafe } from "./pdf-writer.server.ts";
import { quotePdf, type QuotePdfInput } from "./quote-pdf.server.ts";

async function read(over: Partial<QuotePdfInput> & { document?: QuoteDocument } = {}): Promise<PdfText & { flat: string }> {
  const bytes = await quotePdf({ reference: QUOTE_REFERENCE, lang: "fr", document: quoteDocument(), customer: QUOTE_CUSTOMER_FACTS, business: QUOTE_BUSINESS, ...over });
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const text = await pdfText(bytes);
  // Words of a wrapped paragraph end up on several lines: search them as one line.
  return { ...text, flat: text.text.replace(/\s+/g, " ") };
}

/** What each language must print, as a reader copies it (no-break spaces read as spaces). */
const EXPECTED: Record<Lang, { facts: string[]; conditions: string[] }> = {
  fr: {
    facts: [
      "SOUMISSION",
      "Référence : S-2026-000123",
      "Version : 2",
      "Date : 24 novembre 2026",
      "Meuleuse planétaire Husqvarna PG 820",
      "Du 7 décembre 2026 au 15 décembre 2026 (9 jours)",
      "Durée facturée : 1 sem. + 2 j",
      "350,00 $ / jour · 1 225,00 $ / semaine",
      "2 1 925,00 $ 3 850,00 $",
      "Aspirateur industriel Husqvarna S 36",
      "Durée facturée : 9 j",
      "Prix ajusté : Client régulier : 800 $ au lieu de 855 $",
      "Autonivelant Mapei Ultraplan Easy, sac de 22,7 kg",
      "Article vendu, prix à l'unité",
      "10 45,00 $ 450,00 $",
      "Disques diamantés moyens 6 39,00 $ 234,00 $",
      "Livraison et cueillette 300,00 $",
      "Rabais -100,00 $",
      "Sous-total 5 534,00 $",
      "TPS (5 %) 276,70 $",
      "TVQ (9,975 %) 552,02 $",
      "Total 6 362,72 $",
      "Dépôt de garantie : 500,00 $",
      "Non inclus dans le total et jamais facturé en ligne",
      "Remise de l'équipement 7 décembre 2026 à 7 h",
      "Fin de la location 15 décembre 2026",
      "Soumission valide jusqu'au 1 décembre 2026",
      "Prévoir une prise 600 V sur le chantier.",
      "No TPS : 123456789 RT 0001",
      "No TVQ : 1234567890 TQ 0001",
      "S-2026-000123 · version 2 · page 1 de",
    ],
    conditions: [
      "Préavis de 24 h pour toute réservation ou modification",
      "jours entiers, le premier et le dernier jour inclus",
      "plus de 48 h avant, sans frais; de 24 à 48 h avant, 25 % du total; moins de 24 h avant, 50 % du total; après l'heure de remise sans prise en charge, 100 % du total",
      "taxes incluses",
      "Un changement de dates demandé plus de 24 h avant la remise est sans frais",
    ],
  },
  en: {
    facts: [
      "QUOTE",
      "Reference: S-2026-000123",
      "Version: 2",
      "Date: November 24, 2026",
      "Husqvarna PG 820 planetary grinder",
      "From December 7, 2026 to December 15, 2026 (9 days)",
      "Charged as: 1 wk + 2 d",
      "$350.00 / day · $1,225.00 / week",
      "2 $1,925.00 $3,850.00",
      "Charged as: 9 d",
      "Price adjusted: Client régulier : 800 $ au lieu de 855 $",
      "Mapei Ultraplan Easy self-leveller, 22.7 kg bag",
      "Medium diamond discs 6 $39.00 $234.00",
      "Delivery and pickup $300.00",
      "Discount -$100.00",
      "Subtotal $5,534.00",
      "GST (5%) $276.70",
      "QST (9.975%) $552.02",
      "Total $6,362.72",
      "Security deposit: $500.00",
      "Equipment handover December 7, 2026 at 7 a.m.",
      "End of the rental December 15, 2026",
      "Quote valid until December 1, 2026",
      "GST No. 123456789 RT 0001",
      "QST No. 1234567890 TQ 0001",
      "S-2026-000123 · version 2 · page 1 of",
    ],
    conditions: [
      "24 hours' notice for any booking or change",
      "more than 48 hours before, free; 24 to 48 hours before, 25% of the total; less than 24 hours before, 50% of the total; after the handover time without pickup, 100% of the total",
      "The total includes taxes",
      "A date change requested more than 24 hours before the handover is free",
    ],
  },
};

describe.each(["fr", "en"] as const)("the quote PDF (%s)", (lang) => {
  it("prints the company, the customer, every line, the amounts, the deposit, the dates and the conditions", async () => {
    const pdf = await read({ lang });
    const b = QUOTE_BUSINESS;
    for (const fact of [
      b.name,
      b.legalName,
      "1200, boulevard Taschereau, La Prairie (Québec) J5R 1V8",
      b.phone,
      b.email,
      "Jean Tremblay",
      "Béton Tremblay inc.",
      "jean@example.com",
      "(514) 123-4567",
    ]) {
      expect(pdf.flat).toContain(fact);
    }
    for (const fact of [...EXPECTED[lang].facts, ...EXPECTED[lang].conditions]) expect(pdf.flat).toContain(fact);
    // No key, placeholder or accident left.
    expect(pdf.flat).not.toMatch(/\{\w+|undefined|NaN|\[object/);
    expect(pdf.info).toMatchObject({ Language: lang === "fr" ? "fr-CA" : "en-CA", Author: b.legalName });
    expect(String(pdf.info.Title)).toContain("S-2026-000123");
  });

  it("keeps every word inside the page, wrapping a long name and a long reason", async () => {
    const long = `${"Meuleuse planétaire à trois têtes Husqvarna PG 820 RC avec télécommande ".repeat(4)}fin-du-nom`;
    const lines = [{ ...QUOTE_LINES[0]!, name: { fr: long, en: long }, priceReason: "Rabais de volume ".repeat(20).trim() }];
    const pdf = await read({ lang, document: quoteDocument({ lines }) });
    expect(pdf.flat).toContain("fin-du-nom");
    // The margins are 48 pt; pdfjs measures glyphs to a fraction of a point differently.
    for (const item of pdf.items) expect(item.x + item.width, item.text).toBeLessThanOrEqual(pdf.pageWidth - 46);
    for (const item of pdf.items) expect(item.x, item.text).toBeGreaterThanOrEqual(46);
  });

  it("continues on more pages when there are many lines, the table's header on each, numbered", async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({ ...QUOTE_LINES[0]!, name: { fr: `Machine ${i + 1}`, en: `Machine ${i + 1}` } }));
    const pdf = await read({ lang, document: quoteDocument({ lines }) });
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i <= 45; i++) expect(pdf.flat).toContain(`Machine ${i} `);
    const header = lang === "fr" ? /Article\s+Qté\s+Prix unitaire\s+Total/ : /Item\s+Qty\s+Unit price\s+Total/;
    const pages = pdf.pages.length;
    pdf.pages.slice(0, -1).forEach((page, i) => {
      expect(page, `page ${i + 1}`).toMatch(header);
      expect(page).toContain(lang === "fr" ? `page ${i + 1} de ${pages}` : `page ${i + 1} of ${pages}`);
    });
  });
});

describe("the quote PDF's edge cases", () => {
  it("leaves out the tax numbers the settings do not have, the deposit and the note when there are none", async () => {
    const pdf = await read({ business: { ...QUOTE_BUSINESS, gstNumber: null, qstNumber: "1234567890 TQ 0001" }, document: quoteDocument({ deposit: 0, note: null, discount: 0, deliveryFee: 0 }) });
    expect(pdf.flat).not.toContain("No TPS");
    expect(pdf.flat).toContain("No TVQ : 1234567890 TQ 0001");
    expect(pdf.flat).toContain("TPS (5 %)");
    for (const absent of ["Dépôt de garantie", "Note de notre équipe", "Rabais", "Livraison et cueillette"]) expect(pdf.flat).not.toContain(absent);
  });

  it("says a draft is not sent, and prints a rental of one day as one day", async () => {
    const lines = [{ ...QUOTE_LINES[0]!, endDate: "2026-12-07", weeks: 0, days: 1, unitTotal: 350, lineTotal: 700 }];
    const pdf = await read({ document: quoteDocument({ sentAt: null, lines }) });
    expect(pdf.flat).toContain("Date : Brouillon, non envoyé");
    expect(pdf.flat).toContain("Le 7 décembre 2026 (1 jour)");
    expect(pdf.flat).toContain("Durée facturée : 1 j");
  });

  it("draws names in any script without failing, replacing what the standard font cannot draw", async () => {
    const pdf = await read({ customer: { ...QUOTE_CUSTOMER_FACTS, name: "Łukasz Wójcik 🚧 ≤ 李", company: "Ñandú\u202finc." } });
    expect(pdf.flat).toContain("?ukasz Wójcik ? <= ?");
    expect(pdf.flat).toContain("Ñandú inc.");
  });

  it("reads a handover written without its offset as Quebec time", async () => {
    const pdf = await read({ document: quoteDocument({ handoverAt: "2026-12-07T08:30" }) });
    expect(pdf.flat).toContain("7 décembre 2026 à 8 h 30");
  });
});

describe("text for the standard fonts", () => {
  const charset = new Set([...Array.from({ length: 95 }, (_, i) => 32 + i), 0xa0, 0xe9, 0xab, 0xbb, 0x2019, 0x2013]);
  it("keeps what WinAnsi has, turns Intl's narrow no-break space into a no-break space, strips accents it lacks", () => {
    expect(pdfSafe("1\u202f925,00\u00a0$", charset)).toBe("1\u00a0925,00\u00a0$");
    expect(pdfSafe("« l’équipe » – ok", charset)).toBe("« l’équipe » – ok");
    expect(pdfSafe("ő ł\t−5 ≥ 2\u200b", charset)).toBe("o ? -5 >= 2");
    expect(pdfSafe("a\u0000b\u0085c", charset)).toBe("a b c");
  });
});
