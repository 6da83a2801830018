/**
 * /quotes/:token/contracts/:number (and /en/…) — a rental contract the customer signed at the
 * counter, as stored (its bytes are what the SHA-256 vouches for), for whoever holds the quote's
 * private link: the link's own rules hold (unknown, or past its last day: not found), and only a
 * contract of that request is served. Private, never indexed, never sent in a Referer.
 */
import type { Route } from "./+types/quote-link-contract-pdf";
import { getDb } from "../db/client.server.ts";
import { contractBytes } from "../db/handovers.server.ts";
import { quoteForLink } from "../db/quotes.server.ts";
import { contractFileName } from "../documents/contract-pdf.server.ts";
import { isQuoteToken } from "../domain/validation/quote-answer-form.ts";
import { langFromPath, translate, type Lang } from "../i18n/index.ts";
import { QUOTE_LINK_HEADERS } from "./quote-link.server.ts";

/** "S-2026-000123-1": the request's reference and the contract's rank (app/db/handovers.server.ts). */
const CONTRACT_NUMBER = /^[A-Z]-\d{4}-\d{6}-\d{1,3}$/;

function notFound(lang: Lang): Response {
  return new Response(translate(lang, "notFound.title"), { status: 404, headers: { ...QUOTE_LINK_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const number = (params.number ?? "").replace(/\.pdf$/, "");
  if (!isQuoteToken(params.token) || !CONTRACT_NUMBER.test(number)) return notFound(lang);
  const db = await getDb();
  const view = await quoteForLink(db, params.token);
  const pdf = view ? await contractBytes(db, view.reference, number) : undefined;
  if (!pdf) return notFound(lang);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...QUOTE_LINK_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${contractFileName(lang, number)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
