/**
 * /admin/requests/:reference/invoice — a rental's invoices at the counter: its draft (from the
 * accepted quote and the return's charges, or empty before the return), issuing it, the invoices
 * and credit notes issued with their PDFs and balances, payments, the deposit applied or given
 * back, payments refunded, credit notes, and the rental's ledger. Every form is a plain post
 * (./admin-invoice.server.ts); the server computes every amount but what staff type as a payment.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin-invoice";
import { InvoiceScreen } from "../components/admin/invoices/invoice-screen.tsx";
import { requestBusiness } from "../db/business-settings.server.ts";
import { getDb } from "../db/client.server.ts";
import { invoicePage } from "../db/invoice-page.server.ts";
import { langFromPath, translate } from "../i18n/index.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { invoiceAction } from "./admin-invoice.server.ts";

export const meta = staticPageMeta("admin", "/admin", ({ location }) => ({
  title: translate(langFromPath(location.pathname), "adminUnits.invoice.metaTitle", { reference: location.pathname.split("/").at(-2) ?? "" }),
}));

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await invoicePage(await getDb(), params.reference ?? "");
  if (!page) throw data(null, { status: 404 });
  const business = await requestBusiness(context);
  return {
    ...page,
    taxNumbersSet: Boolean(business.gstNumber && business.qstNumber),
    issued: page.issued.map((doc) => ({ ...doc, issuedAt: doc.issuedAt.toISOString() })),
    ledger: page.ledger.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

export function action(args: Route.ActionArgs) {
  return invoiceAction(args);
}

export default function AdminInvoiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InvoiceScreen page={loaderData} answer={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
