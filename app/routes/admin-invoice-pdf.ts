/** /admin/requests/:reference/invoices/:number — an issued invoice's or credit note's PDF, as stored (staff only, never cached). */
import { data } from "react-router";
import type { Route } from "./+types/admin-invoice-pdf";
import { getDb } from "../db/client.server.ts";
import { invoicePdfBytes } from "../db/invoices.server.ts";
import { INVOICE_NUMBER_PATTERN } from "../domain/billing/invoice-number.ts";
import { invoiceFileName } from "../documents/invoice-text.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const number = (params.number ?? "").replace(/\.pdf$/, "");
  const found = INVOICE_NUMBER_PATTERN.test(number) ? await invoicePdfBytes(await getDb(), params.reference ?? "", number) : undefined;
  if (!found) throw data(null, { status: 404 });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoiceFileName(found.lang, found.kind, number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
