/**
 * An invoice or a credit note as a PDF, in the customer's language, written once when it is
 * issued and stored with it: the business with its TPS and TVQ registration numbers, the number,
 * dates and rental, the customer as frozen at issue, each line, the subtotal, TPS and TVQ and the
 * total, and how to pay (an invoice) or what it corrects and why (a credit note). The quote's
 * writer and header (./quote-pdf.server.ts); the lines' words are ./invoice-text.ts's.
 */
import type { Business } from "../config/business.ts";
import type { InvoiceCustomer, InvoiceLine, InvoiceTotals } from "../domain/billing/invoice-lines.ts";
import type { InvoiceKind } from "../domain/billing/invoice-number.ts";
import { TPS_RATE, TVQ_RATE } from "../domain/constants.ts";
import { formatMoney, formatPercent } from "../i18n/format.ts";
import { formatLongDate } from "../i18n/format-dates.ts";
import { formatMessage, LOCALE, type Lang } from "../i18n/index.ts";
import { businessDateTime } from "../domain/business-clock.ts";
import { ACCENT, CONTENT_WIDTH, INK, MUTED, PdfWriter, type Cell } from "./pdf-writer.server.ts";
import { heading, identityCell, SMALL } from "./quote-pdf.server.ts";
import { INVOICE_DOCUMENT_TEXT, invoiceRow } from "./invoice-text.ts";

export type InvoicePdfInput = {
  kind: InvoiceKind;
  number: string;
  lang: Lang;
  /** The rental's reference. */
  reference: string;
  issuedAt: Date;
  dueDate: string;
  customer: InvoiceCustomer;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  waiverPercent: number;
  waiverNote: string | null;
  /** A credit note: the invoice it corrects, and why. */
  corrects: string | null;
  reason: string | null;
  business: Business;
};

/** Item, quantity, unit price, total (sum: the content width). */
const COLUMNS = [276, 40, 100, 100] as const;
const BODY = { size: 10 } as const;

function tableHeader(w: PdfWriter, lang: Lang): void {
  const c = INVOICE_DOCUMENT_TEXT[lang].columns;
  w.row(
    [c.item, c.quantity, c.unitPrice, c.total].map((text, i): Cell => ({ width: COLUMNS[i]!, align: i === 0 ? "left" : "right", paragraphs: [{ text, ...SMALL, bold: true }] })),
    { padding: 3 },
  );
  w.rule(INK, 1);
}

export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { lang, number, business, customer, totals } = input;
  const t = INVOICE_DOCUMENT_TEXT[lang];
  const say = (text: string, vars: Record<string, string | number>) => formatMessage(lang, text, vars);
  const money = (cents: number) => formatMoney(lang, cents / 100);
  const title = t.titles[input.kind];
  const w = await PdfWriter.create();
  w.doc.setTitle(say(t.pdfTitle, { title, number, business: business.name }));
  w.doc.setAuthor(business.legalName);
  w.doc.setCreator(business.name);
  w.doc.setLanguage(LOCALE[lang]);
  // The same bytes for the same invoice: the dates inside are the issue's.
  w.doc.setCreationDate(input.issuedAt);
  w.doc.setModificationDate(input.issuedAt);

  w.row([
    { width: 316, paragraphs: identityCell(lang, business) },
    {
      width: 200,
      align: "right",
      paragraphs: [
        { text: title.toLocaleUpperCase(LOCALE[lang]), size: 16, bold: true },
        { text: say(t.number, { number }), size: 11, bold: true },
        { text: say(t.issuedOn, { date: formatLongDate(lang, businessDateTime(input.issuedAt).date) }), size: 9.5 },
        ...(input.kind === "invoice" ? [{ text: say(t.dueOn, { date: formatLongDate(lang, input.dueDate) }), size: 9.5, bold: true }] : []),
        { text: say(t.rental, { reference: input.reference }), size: 9.5 },
        ...(input.corrects ? [{ text: say(t.corrects, { number: input.corrects }), size: 9.5, bold: true }] : []),
      ],
    },
  ]);
  w.space(8);
  w.rule(ACCENT, 2);
  w.space(10);
  w.paragraph(t.billedTo, { ...SMALL, bold: true });
  w.paragraph(customer.name, { size: 11, bold: true });
  for (const text of [customer.company, customer.address, customer.email, customer.phone]) if (text) w.paragraph(text, BODY);
  w.space(14);

  const context = { waiverPercent: input.waiverPercent, corrects: input.corrects };
  w.ensure(80);
  tableHeader(w, lang);
  w.onNewPage = () => tableHeader(w, lang);
  for (const line of input.lines) {
    const row = invoiceRow(lang, line, context);
    w.row([
      { width: COLUMNS[0], paragraphs: [{ text: row.name, ...BODY, bold: true }, ...row.details.map((text) => ({ text, ...SMALL }))] },
      { width: COLUMNS[1], align: "right", paragraphs: [{ text: row.quantity, ...BODY }] },
      { width: COLUMNS[2], align: "right", paragraphs: [{ text: row.unitPrice, ...BODY }] },
      { width: COLUMNS[3], align: "right", paragraphs: [{ text: row.total, ...BODY, bold: true }] },
    ]);
    w.rule();
  }
  w.onNewPage = null;
  w.space(4);
  const amounts: { label: string; value: string; strong?: boolean }[] = [
    { label: t.subtotal, value: money(totals.subtotalCents) },
    { label: say(t.tps, { rate: formatPercent(lang, TPS_RATE) }), value: money(totals.tpsCents) },
    { label: say(t.tvq, { rate: formatPercent(lang, TVQ_RATE) }), value: money(totals.tvqCents) },
    { label: input.kind === "invoice" ? t.total : t.creditTotal, value: money(totals.totalCents), strong: true },
  ];
  for (const amount of amounts) {
    const style = amount.strong ? { size: 12, bold: true } : { size: 10 };
    w.row(
      [
        { width: CONTENT_WIDTH - COLUMNS[3], align: "right", paragraphs: [{ text: amount.label, ...style }] },
        { width: COLUMNS[3], align: "right", paragraphs: [{ text: amount.value, ...style }] },
      ],
      { padding: 2 },
    );
  }

  if (input.reason) {
    heading(w, say(t.reason, { reason: input.reason }));
  }
  if (input.waiverNote) w.paragraph(say(t.waiverNote, { note: input.waiverNote }), { size: 9.5 });
  w.space(10);
  if (input.kind === "invoice") w.paragraph(say(t.howToPay, { number, phone: business.phone }), { size: 9, color: MUTED });
  else w.paragraph(say(t.creditNote, { number: input.corrects ?? "" }), { size: 9, color: MUTED });

  return w.finish((page, pages) => say(t.footer, { number, page, pages }));
}
