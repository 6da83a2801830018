/**
 * The quote as a PDF, generated on the server with pdf-lib, in the customer's
 * language: company identity and tax numbers from the settings, the reference, version and
 * date, the customer, each line (dates, duration breakdown, rates, a changed price's reason),
 * options, delivery, discount, taxes TPS/TVQ, total, deposit (shown, never charged), handover,
 * end of the rental, validity, the staff's note, and the rental and cancellation conditions in
 * short. The words are ./quote-text.ts's, shared with the quote e-mails; the layout (wrapping,
 * pages) is ./pdf-writer.server.ts's.
 */
import { formatAddress, type Business } from "../config/business.ts";
import type { QuoteDocument } from "../domain/rental/quote-document.ts";
import { formatMoney } from "../i18n/format.ts";
import { formatLongDate } from "../i18n/format-dates.ts";
import { formatMessage, LOCALE, type Lang } from "../i18n/index.ts";
import { ACCENT, CONTENT_WIDTH, INK, MUTED, PdfWriter, type Cell, type Paragraph } from "./pdf-writer.server.ts";
import { amountRows, conditionsInShort, formatHandover, handoverInstant, QUOTE_DOCUMENT_TEXT, quoteRows, rentalEndDate, type QuoteRowText } from "./quote-text.ts";

export type QuotePdfInput = {
  reference: string;
  lang: Lang;
  document: QuoteDocument;
  customer: { name: string; email: string; company: string | null; phone: string | null };
  business: Business;
};

/** Widths of the table's columns: item, quantity, unit price, total (sum: the content width). */
const COLUMNS = [276, 40, 100, 100] as const;
export const SMALL = { size: 8.5, color: MUTED } as const;
const BODY = { size: 10 } as const;

/** "Référence : S-2026-000123" / "Reference: S-2026-000123" */
function labelValue(lang: Lang, label: string, value: string): string {
  return formatMessage(lang, QUOTE_DOCUMENT_TEXT[lang].labelValue, { label, value });
}

export function identityCell(lang: Lang, business: Business): Paragraph[] {
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const taxes = [business.gstNumber && formatMessage(lang, t.tpsNumber, { number: business.gstNumber }), business.qstNumber && formatMessage(lang, t.tvqNumber, { number: business.qstNumber })];
  return [
    { text: business.name, size: 18, bold: true, color: ACCENT },
    { text: business.legalName, size: 9.5 },
    { text: formatAddress(business), size: 9.5 },
    { text: `${business.phone} · ${business.email}`, size: 9.5 },
    ...taxes.filter((line): line is string => Boolean(line)).map((text) => ({ text, ...SMALL })),
  ];
}

function headerRow(w: PdfWriter, input: QuotePdfInput): void {
  const { lang, document, reference } = input;
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const dated = document.sentAt ? formatLongDate(lang, document.sentAt) : t.draft;
  w.row([
    { width: 316, paragraphs: identityCell(lang, input.business) },
    {
      width: 200,
      align: "right",
      paragraphs: [
        { text: t.title.toLocaleUpperCase(LOCALE[lang]), size: 16, bold: true },
        { text: labelValue(lang, t.reference, reference), size: 10, bold: true },
        { text: labelValue(lang, t.version, String(document.version)), size: 9.5 },
        { text: labelValue(lang, t.date, dated), size: 9.5 },
      ],
    },
  ]);
}

/** "Remise de l'équipement : 7 décembre 2026 à 7 h" as a label line and a value line. */
export function labelled(label: string, value: string): Paragraph[] {
  return [
    { text: label, ...SMALL, bold: true },
    { text: value, size: 10 },
  ];
}

function customerRow(w: PdfWriter, input: QuotePdfInput): void {
  const { lang, document, customer } = input;
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const end = rentalEndDate(document);
  w.row([
    {
      width: 276,
      paragraphs: [
        { text: t.customer, ...SMALL, bold: true },
        { text: customer.name, size: 11, bold: true },
        ...[customer.company, customer.email, customer.phone].filter((v): v is string => Boolean(v)).map((text) => ({ text, size: 10 })),
      ],
    },
    {
      width: 240,
      paragraphs: [
        ...labelled(t.handover, formatHandover(lang, handoverInstant(document))),
        ...(end ? labelled(t.rentalEnd, formatLongDate(lang, end)) : []),
        ...labelled(t.validUntil, formatLongDate(lang, document.validUntil)),
      ],
    },
  ]);
}

function tableHeader(w: PdfWriter, lang: Lang): void {
  const c = QUOTE_DOCUMENT_TEXT[lang].columns;
  const style = { ...SMALL, bold: true };
  w.row(
    [c.item, c.quantity, c.unitPrice, c.total].map((text, i): Cell => ({ width: COLUMNS[i]!, align: i === 0 ? "left" : "right", paragraphs: [{ text, ...style }] })),
    { padding: 3 },
  );
  w.rule(INK, 1);
}

function itemRow(w: PdfWriter, row: QuoteRowText): void {
  w.row([
    { width: COLUMNS[0], paragraphs: [{ text: row.name, ...BODY, bold: true }, ...row.details.map((text) => ({ text, ...SMALL }))] },
    { width: COLUMNS[1], align: "right", paragraphs: [{ text: row.quantity, ...BODY }] },
    { width: COLUMNS[2], align: "right", paragraphs: [{ text: row.unitPrice, ...BODY }] },
    { width: COLUMNS[3], align: "right", paragraphs: [{ text: row.total, ...BODY, bold: true }] },
  ]);
  w.rule();
}

export function heading(w: PdfWriter, text: string): void {
  w.space(10);
  w.ensure(40);
  w.paragraph(text, { size: 11, bold: true });
  w.space(2);
}

export function itemsTable(w: PdfWriter, lang: Lang, document: QuoteDocument): void {
  const { lines, extras } = quoteRows(lang, document);
  const repeatHeader = () => tableHeader(w, lang);
  w.ensure(80);
  tableHeader(w, lang);
  w.onNewPage = repeatHeader;
  for (const row of lines) itemRow(w, row);
  if (extras.length > 0) {
    w.onNewPage = null;
    heading(w, QUOTE_DOCUMENT_TEXT[lang].extras);
    tableHeader(w, lang);
    w.onNewPage = repeatHeader;
    for (const row of extras) itemRow(w, row);
  }
  w.onNewPage = null;
  w.space(4);
  for (const amount of amountRows(lang, document)) {
    const style = amount.strong ? { size: 12, bold: true } : { size: 10 };
    w.row(
      [
        { width: CONTENT_WIDTH - COLUMNS[3], align: "right", paragraphs: [{ text: amount.label, ...style }] },
        { width: COLUMNS[3], align: "right", paragraphs: [{ text: amount.value, ...style }] },
      ],
      { padding: 2 },
    );
  }
}

const BULLET_PADDING = { padding: 1.5 } as const;

function bulletCells(text: string): Cell[] {
  return [
    { width: 12, paragraphs: [{ text: "•", size: 9 }] },
    { width: CONTENT_WIDTH - 12, paragraphs: [{ text, size: 9 }] },
  ];
}

/** The conditions in short, kept on one page (a reader should not turn the page in the middle of the fees). */
export function conditions(w: PdfWriter, lang: Lang): void {
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const items = conditionsInShort(lang).map(bulletCells);
  const height = items.reduce((sum, cells) => sum + w.rowHeight(cells, BULLET_PADDING), 0);
  w.space(10);
  w.ensure(height + 30);
  w.paragraph(t.conditionsTitle, { size: 11, bold: true });
  w.space(2);
  for (const cells of items) w.row(cells, BULLET_PADDING);
}

export async function quotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { lang, document, reference, business } = input;
  const t = QUOTE_DOCUMENT_TEXT[lang];
  const w = await PdfWriter.create();
  // Metadata is written in UTF-16 by pdf-lib: no WinAnsi limit there.
  w.doc.setTitle(formatMessage(lang, t.pdfTitle, { reference, version: document.version, business: business.name }));
  w.doc.setAuthor(business.legalName);
  w.doc.setCreator(business.name);
  w.doc.setLanguage(LOCALE[lang]);
  if (document.sentAt) {
    w.doc.setCreationDate(new Date(document.sentAt));
    w.doc.setModificationDate(new Date(document.sentAt));
  }

  headerRow(w, input);
  w.space(8);
  w.rule(ACCENT, 2);
  w.space(10);
  customerRow(w, input);
  w.space(14);
  itemsTable(w, lang, document);

  if (document.deposit > 0) {
    heading(w, labelValue(lang, t.deposit, formatMoney(lang, document.deposit)));
    w.paragraph(t.depositNote, { size: 9, color: MUTED });
  }
  if (document.note) {
    heading(w, t.note);
    w.paragraph(document.note, { size: 10 });
  }
  conditions(w, lang);
  w.space(6);
  w.paragraph(t.howToAccept, { size: 9, color: MUTED });

  return w.finish((page, pages) => formatMessage(lang, t.footer, { reference, version: document.version, page, pages }));
}
