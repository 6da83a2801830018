/**
 * /quotes/:token/pdf (and /en/…) — the quote of the private link as a PDF, in the page's
 * language: the latest version sent, the same document the e-mail carried. Shown in
 * the browser (inline) with a file name for saving; never stored by a shared cache, never
 * indexed, never sending the link in a Referer. A link that leads to no quote is a 404.
 */
import type { Route } from "./+types/quote-link-pdf";
import { requestBusiness } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { quoteCustomer } from "../db/customer-requests.server.ts";
import { quoteForLink } from "../db/quotes.server.ts";
import { quotePdf } from "../documents/quote-pdf.server.ts";
import { isQuoteToken } from "../domain/validation/quote-answer-form.ts";
import { langFromPath, translate, type Lang } from "../i18n/index.ts";
import { QUOTE_LINK_HEADERS } from "./quote-link.server.ts";

function notFound(lang: Lang): Response {
  return new Response(translate(lang, "notFound.title"), { status: 404, headers: { ...QUOTE_LINK_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/** "soumission-S-2026-000123-v2.pdf" / "quote-S-2026-000123-v2.pdf". */
export function quotePdfFilename(lang: Lang, reference: string, version: number): string {
  return `${lang === "fr" ? "soumission" : "quote"}-${reference.replace(/[^A-Za-z0-9-]/g, "")}-v${version}.pdf`;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  if (!isQuoteToken(params.token)) return notFound(lang);
  const db = await getDb();
  const view = await quoteForLink(db, params.token);
  const customer = view ? await quoteCustomer(db, view.submissionId) : null;
  if (!view || !customer) return notFound(lang);
  const bytes = await quotePdf({ reference: view.reference, lang, document: view.current, customer, business: await requestBusiness(context) });
  // A copy in a plain ArrayBuffer, as a response body must be (a few kilobytes).
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...QUOTE_LINK_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfFilename(lang, view.reference, view.current.version)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
