/**
 * The rental contract signed at the handover, as a PDF in the customer's language: the business,
 * the contract's number (and the one it replaces), the renter, the rental's dates, the accepted
 * quote's lines and amounts, the units handed over with their tags, meters and condition, the
 * deposit, the ID checked (kind and last 4 characters only), who took the equipment, the
 * conditions and where the full policies are, and the signature: the drawn one when there is
 * one, and the typed name always. The quote's writer and sections (./quote-pdf.server.ts).
 */
import type { Business } from "../config/business.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import { formatMoney, formatNumber } from "../i18n/format.ts";
import { formatDateTime, formatLongDate } from "../i18n/format-dates.ts";
import { formatMessage, LOCALE, localizePath, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";
import { ACCENT, INK, MUTED, PdfWriter, type Cell } from "./pdf-writer.server.ts";
import { conditions, heading, identityCell, itemsTable, SMALL } from "./quote-pdf.server.ts";
import { formatHandover, handoverInstant, rentalEndDate } from "./quote-text.ts";
import { enRentalContract } from "./text/en/rental-contract.ts";
import { frRentalContract } from "./text/fr/rental-contract.ts";

export const CONTRACT_TEXT: Record<Lang, Catalogue<typeof frRentalContract>> = { fr: frRentalContract, en: enRentalContract };

export type ContractPdfInput = {
  number: string;
  replaces: string | null;
  lang: Lang;
  reference: string;
  document: QuoteDocument;
  customer: { name: string; email: string; company: string | null; phone: string | null };
  units: { tag: string; product: string; hours: number | null; condition: string | null }[];
  handover: {
    idKind: keyof (typeof frRentalContract)["idKinds"];
    idLast4: string;
    depositCents: number;
    depositMethod: keyof (typeof frRentalContract)["depositMethods"];
    depositReference: string | null;
    takenBy: string;
    staffName: string;
  };
  signerName: string;
  signaturePng: Uint8Array | null;
  signedAt: Date;
  business: Business;
  publicUrl: string;
};

const UNIT_COLUMNS = [90, 196, 70, 160] as const;

export function contractFileName(lang: Lang, number: string): string {
  return formatMessage(lang, CONTRACT_TEXT[lang].fileName, { number });
}

export async function contractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const { lang, number, business, document, handover } = input;
  const t = CONTRACT_TEXT[lang];
  const say = (text: string, vars: Record<string, string | number>) => formatMessage(lang, text, vars);
  const w = await PdfWriter.create();
  w.doc.setTitle(say(t.pdfTitle, { number, business: business.name }));
  w.doc.setAuthor(business.legalName);
  w.doc.setCreator(business.name);
  w.doc.setLanguage(LOCALE[lang]);
  // The same bytes for the same contract: the dates inside are the signature's.
  w.doc.setCreationDate(input.signedAt);
  w.doc.setModificationDate(input.signedAt);

  w.row([
    { width: 316, paragraphs: identityCell(lang, business) },
    {
      width: 200,
      align: "right",
      paragraphs: [
        { text: t.title.toLocaleUpperCase(LOCALE[lang]), size: 16, bold: true },
        { text: `${t.number} ${number}`, size: 10, bold: true },
        ...(input.replaces ? [{ text: say(t.replaces, { number: input.replaces }), size: 9.5 }] : []),
        { text: say(t.quote, { reference: input.reference, version: document.version }), size: 9.5 },
        { text: say(t.signedOn, { date: formatDateTime(lang, input.signedAt) }), size: 9.5 },
      ],
    },
  ]);
  w.space(8);
  w.rule(ACCENT, 2);
  w.space(10);
  const end = rentalEndDate(document);
  w.row([
    {
      width: 276,
      paragraphs: [
        { text: t.customer, ...SMALL, bold: true },
        { text: input.customer.name, size: 11, bold: true },
        ...[input.customer.company, input.customer.email, input.customer.phone].filter((v): v is string => Boolean(v)).map((text) => ({ text, size: 10 })),
      ],
    },
    {
      width: 240,
      paragraphs: [
        { text: t.rental, ...SMALL, bold: true },
        { text: say(t.handover, { date: formatHandover(lang, handoverInstant(document)) }), size: 10 },
        ...(end ? [{ text: say(t.end, { date: formatLongDate(lang, end) }), size: 10, bold: true }] : []),
      ],
    },
  ]);

  heading(w, t.units);
  const headerCells = [t.unitColumns.tag, t.unitColumns.product, t.unitColumns.hours, t.unitColumns.condition].map((text, i): Cell => ({
    width: UNIT_COLUMNS[i]!,
    align: i === 2 ? "right" : "left",
    paragraphs: [{ text, ...SMALL, bold: true }],
  }));
  w.row(headerCells, { padding: 3 });
  w.rule(INK, 1);
  for (const unit of input.units) {
    w.row([
      { width: UNIT_COLUMNS[0], paragraphs: [{ text: unit.tag, size: 10, bold: true }] },
      { width: UNIT_COLUMNS[1], paragraphs: [{ text: unit.product, size: 10 }] },
      { width: UNIT_COLUMNS[2], align: "right", paragraphs: [{ text: unit.hours === null ? t.noMeter : formatNumber(lang, unit.hours), size: 10 }] },
      { width: UNIT_COLUMNS[3], paragraphs: [{ text: unit.condition ?? t.asIs, size: 10 }] },
    ]);
    w.rule();
  }

  heading(w, t.amounts);
  itemsTable(w, lang, document);

  heading(w, say(t.deposit, { amount: formatMoney(lang, handover.depositCents / 100), method: t.depositMethods[handover.depositMethod] }));
  if (handover.depositReference) w.paragraph(say(t.depositReference, { reference: handover.depositReference }), { size: 10 });
  w.paragraph(say(t.idChecked, { kind: t.idKinds[handover.idKind], last4: handover.idLast4 }), { size: 10 });
  w.paragraph(say(t.takenBy, { name: handover.takenBy }), { size: 10 });

  conditions(w, lang);
  w.space(4);
  const site = input.publicUrl.replace(/\/$/, "");
  w.paragraph(say(t.policies, { rentalUrl: site + localizePath("/rental-policy", lang), cancellationUrl: site + localizePath("/cancellation-policy", lang) }), { size: 9 });
  w.paragraph(t.finalAmount, { size: 9, color: MUTED });

  heading(w, t.signature);
  w.ensure(110);
  if (input.signaturePng) await w.png(input.signaturePng, 220, 80);
  w.rule(INK, 0.75);
  w.space(4);
  w.paragraph(say(t.signedBy, { name: input.signerName, date: formatDateTime(lang, input.signedAt) }), { size: 10, bold: true });
  if (!input.signaturePng) w.paragraph(t.typedOnly, { size: 9, color: MUTED });
  w.space(6);
  w.paragraph(say(t.staff, { name: handover.staffName, business: business.name }), { size: 9, color: MUTED });

  return w.finish((page, pages) => say(t.footer, { number, page, pages }));
}
