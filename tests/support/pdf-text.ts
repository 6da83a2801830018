/**
 * A PDF's text as a reader would copy it, page by page (pdfjs-dist, the legacy build that runs
 * in Node): what the quote PDF tests and the browser tests check, rather than the file's bytes.
 * Intl's no-break spaces become ordinary spaces, so that "1 925,00 $" can be searched as typed.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A run of text where it was drawn: page (from 1), left edge and width in points. */
export type PdfTextItem = { page: number; text: string; x: number; width: number };

export type PdfText = { pages: string[]; text: string; items: PdfTextItem[]; pageWidth: number; info: Record<string, unknown> };

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdfjs takes ownership of the buffer it reads: give it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    const items: PdfTextItem[] = [];
    let pageWidth = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      pageWidth = page.view[2]!;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join("");
      pages.push(text.replace(/[\u00a0\u202f]/g, " "));
      for (const item of content.items) if ("str" in item && item.str !== "") items.push({ page: n, text: item.str, x: item.transform[4] as number, width: item.width });
    }
    const meta = await pdf.getMetadata();
    return { pages, text: pages.join("\n"), items, pageWidth, info: meta.info as Record<string, unknown> };
  } finally {
    await task.destroy();
  }
}
