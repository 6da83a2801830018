/**
 * A small flowing-layout writer over pdf-lib: paragraphs and table rows that wrap inside their
 * width and start a new page when the current one is full, then a footer on every page. What
 * the quote and contract PDFs need, nothing more (no HTML-to-PDF engine: one dependency, no browser).
 *
 * pdf-lib's standard fonts (Helvetica) are encoded in WinAnsi: a character it lacks makes
 * drawText throw. Every text goes through `pdfSafe` once, which keeps French and English
 * (accents, « », ’, –, ×, €) and replaces the rest: Intl's narrow no-break space (U+202F, in
 * "1 925,00 $" and "25 %") becomes a no-break space, which WinAnsi has and the wrapping keeps
 * together; a letter outside WinAnsi loses its accent when it has one to lose ("ő" → "o"),
 * anything else becomes "?".
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

/** US Letter (Quebec's paper), in points. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { top: 50, bottom: 56, side: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;

export const INK = rgb(0.11, 0.114, 0.122);
export const MUTED = rgb(0.373, 0.361, 0.337);
export const ACCENT = rgb(0.761, 0.255, 0.047);
const RULE = rgb(0.863, 0.851, 0.827);

const SUBSTITUTES: Record<string, string> = {
  "\u202f": "\u00a0", // narrow no-break space (Intl money and percent in French)
  "\u2007": "\u00a0", // figure space
  "\u2009": " ", // thin space
  "\u200a": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u200b": "", // zero-width space
  "\u2010": "-", // hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2212": "-", // minus sign (Intl's negative amounts in some locales)
  "\u2032": "'",
  "\u2033": '"',
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2192": "->",
  "\t": " ",
};

/** Text the font can draw: known substitutes, then letters without their accents, then "?". */
export function pdfSafe(text: string, charset: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (charset.has(code)) out += char;
    else if (Object.hasOwn(SUBSTITUTES, char)) out += SUBSTITUTES[char];
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += " ";
    else {
      const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += bare !== "" && [...bare].every((c) => charset.has(c.codePointAt(0)!)) ? bare : "?";
    }
  }
  return out;
}

export type TextStyle = { size: number; bold?: boolean; color?: RGB };
export type Paragraph = TextStyle & { text: string };
/** A table cell: paragraphs stacked inside its width. */
export type Cell = { width: number; align?: "left" | "right"; paragraphs: Paragraph[] };

const LEADING = 1.3;

export class PdfWriter {
  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly charset: ReadonlySet<number>;
  private page!: PDFPage;
  private y = 0;
  /** Drawn at the top of each new page (a table's header while a table runs). */
  onNewPage: (() => void) | null = null;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    // Helvetica and Helvetica-Bold share WinAnsi: one set for both.
    this.charset = new Set(regular.getCharacterSet());
    this.addPage();
  }

  static async create(): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, regular, bold);
  }

  private safe(text: string): string {
    return pdfSafe(text, this.charset);
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** The text made safe (once, here), in lines within `width`: broken at ordinary spaces (never at a no-break space), a word too long cut. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const font = this.font(style);
    const fits = (s: string) => font.widthOfTextAtSize(s, style.size) <= width;
    const lines: string[] = [];
    for (const paragraph of this.safe(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const candidate = line === "" ? word : `${line} ${word}`;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line !== "") lines.push(line);
        line = word;
        while (!fits(line) && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private lineHeight(style: TextStyle): number {
    return style.size * LEADING;
  }

  private addPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Room left on this page, in points. */
  get room(): number {
    return this.y - MARGIN.bottom;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (height <= this.room) return;
    this.addPage();
    this.onNewPage?.();
  }

  space(height: number): void {
    this.y -= height;
  }

  /** One line already made safe by `wrap`, at `x` on the current line, without moving down. */
  private place(line: string, style: TextStyle, x: number, options: { align?: "left" | "right"; width?: number } = {}): void {
    const w = this.font(style).widthOfTextAtSize(line, style.size);
    const left = options.align === "right" ? x + (options.width ?? 0) - w : x;
    this.page.drawText(line, { x: MARGIN.side + left, y: this.y - style.size, size: style.size, font: this.font(style), color: style.color ?? INK });
  }

  /** A wrapped paragraph across the content width (or from `indent`), line by line across pages. */
  paragraph(text: string, style: TextStyle, indent = 0): void {
    const height = this.lineHeight(style);
    for (const line of this.wrap(text, style, CONTENT_WIDTH - indent)) {
      this.ensure(height);
      this.place(line, style, indent);
      this.y -= height;
    }
  }

  private layRow(cells: readonly Cell[], padding: number) {
    const wrapped = cells.map((cell) => cell.paragraphs.map((p) => ({ style: p, lines: this.wrap(p.text, p, cell.width - 4) })));
    const heights = wrapped.map((paragraphs) => paragraphs.reduce((sum, p) => sum + p.lines.length * this.lineHeight(p.style), 0));
    return { wrapped, height: Math.max(0, ...heights) + 2 * padding };
  }

  /** The height a row would take (to keep a block of rows together). */
  rowHeight(cells: readonly Cell[], options: { padding?: number } = {}): number {
    return this.layRow(cells, options.padding ?? 4).height;
  }

  /** Cells side by side; the row moves to a new page whole when it does not fit. */
  row(cells: readonly Cell[], options: { padding?: number } = {}): void {
    const padding = options.padding ?? 4;
    const { wrapped, height } = this.layRow(cells, padding);
    this.ensure(height);
    const top = this.y - padding;
    let x = 0;
    cells.forEach((cell, i) => {
      this.y = top;
      for (const { style, lines } of wrapped[i]!) {
        for (const line of lines) {
          this.place(line, style, x, { align: cell.align, width: cell.width });
          this.y -= this.lineHeight(style);
        }
      }
      x += cell.width;
    });
    this.y = top - height + padding;
  }

  /** A horizontal line across the content width. */
  rule(color: RGB = RULE, thickness = 0.75): void {
    this.page.drawLine({ start: { x: MARGIN.side, y: this.y }, end: { x: PAGE.width - MARGIN.side, y: this.y }, thickness, color });
  }

  /** A PNG (a drawn signature) fitted in `width` × `height`, its aspect kept, on a new page when it does not fit. */
  async png(bytes: Uint8Array, width: number, height: number): Promise<void> {
    const image = await this.doc.embedPng(bytes);
    const scale = Math.min(width / image.width, height / image.height, 1);
    const size = { width: image.width * scale, height: image.height * scale };
    this.ensure(size.height);
    this.page.drawImage(image, { x: MARGIN.side, y: this.y - size.height, ...size });
    this.y -= size.height;
  }

  /** The footer of every page (its number and the count), then the file's bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const style: TextStyle = { size: 8, color: MUTED };
    pages.forEach((page, i) => {
      const text = this.safe(footer(i + 1, pages.length));
      const w = this.regular.widthOfTextAtSize(text, style.size);
      page.drawText(text, { x: (PAGE.width - w) / 2, y: MARGIN.bottom / 2, size: style.size, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }
}
