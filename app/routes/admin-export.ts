/**
 * GET /admin/export.csv (and /en/admin/export.csv): the requests matching the
 * dashboard's filters, every page, as a CSV file Excel opens with its accents
 * (UTF-8 with BOM). Staff only, never stored: the back office's layout route
 * (routes/staff-layout.tsx) guards it before anything is read.
 */
import type { Route } from "./+types/admin-export";
import { csvDocument, exportRequestRows } from "./admin-export.server.ts";
import { isReadableQuery, parseRequestFilters } from "../domain/request-filters.ts";
import { refusedRequest } from "../platform/read-form.server.ts";
import { getDb } from "../db/client.server.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { langFromPath } from "../i18n/index.ts";

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const lang = langFromPath(url.pathname);
  if (!isReadableQuery(url.searchParams)) throw refusedRequest(lang);
  const rows = await exportRequestRows(await getDb(), parseRequestFilters(url.searchParams), lang);
  const day = todayInBusinessZone();
  const headers = new Headers({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${lang === "fr" ? "demandes" : "requests"}-${day}.csv"`,
    "X-Content-Type-Options": "nosniff",
  });
  return new Response(csvDocument(rows, lang), { headers });
}
