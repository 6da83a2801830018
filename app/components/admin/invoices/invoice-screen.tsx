/**
 * The invoice screen (app/routes/admin-invoice.tsx): what the rental owes and the deposit held,
 * then its draft (or how to start one), the invoices and credit notes issued with what may be
 * done on each, the deposit's refund, a payment's refund, and the ledger. A refusal shows at the
 * top of its form (and as a toast with JavaScript); what was done, once back on the screen.
 */
import { Link, useSearchParams } from "react-router";
import { INVOICE_NUMBER_PATTERN } from "../../../domain/billing/invoice-number.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { INVOICE_INTENTS } from "../../../domain/billing/invoice-forms.ts";
import { CheckCircle2, ArrowLeft, TriangleAlert } from "../../ui/icons.tsx";
import { useActionToast } from "../action-result.tsx";
import { AdminHeader } from "../admin-header.tsx";
import { DraftSection, StartDraft } from "./invoice-draft.tsx";
import type { InvoiceResult, InvoiceScreenPage } from "./invoice-form.tsx";
import { IssuedInvoices } from "./issued-invoices.tsx";
import { LedgerTable, RefundDepositForm, RefundPaymentForm } from "./rental-money.tsx";

export function InvoiceScreen({ page, answer }: { page: InvoiceScreenPage; answer: InvoiceResult | undefined }) {
  const { t, href, money } = useI18n();
  useActionToast(answer);
  const [search] = useSearchParams();
  const done = INVOICE_INTENTS.find((intent) => intent === search.get("done"));
  const number = search.get("number") ?? "";
  // After an act the forms start again from what the screen now shows (the new balance, the deposit
  // left); after a refusal nothing changed, and what was typed stays.
  const version = [page.ledger.length, page.issued.length, page.draft?.id, page.draft?.lines.length, page.draft?.totalCents, page.draft?.waiverNote].join(":");
  return (
    <>
      <AdminHeader
        view="requests"
        title={t("adminUnits.invoice.title", { reference: page.reference })}
        lead={t("adminUnits.invoice.lead", { customer: page.customer })}
        actions={
          <Link to={`${href("/admin")}?request=${page.reference}`} className="btn btn-ghost">
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            {t("adminUnits.invoice.back")}
          </Link>
        }
      />
      <div key={version} className="container-page grid gap-6 py-6 sm:py-8">
        {done && !answer ? (
          <p role="status" className="card flex items-center gap-3 p-5 font-semibold text-success-700">
            <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
            {t(`adminUnits.invoice.done.${done}`, { number: INVOICE_NUMBER_PATTERN.test(number) ? number : "" })}
          </p>
        ) : null}
        <dl className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
          <div>
            <dt className="text-sm text-concrete-700">{t("adminUnits.invoice.owed")}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{money(page.balanceCents / 100)}</dd>
          </div>
          <div>
            <dt className="text-sm text-concrete-700">{t("adminUnits.invoice.depositHeld")}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{money(page.depositHeldCents / 100)}</dd>
          </div>
        </dl>
        {!page.taxNumbersSet ? (
          <p role="alert" className="card flex flex-wrap items-center gap-3 border-l-4 border-l-danger-700 p-4 text-danger-700">
            <TriangleAlert className="h-5 w-5" aria-hidden="true" />
            <span className="font-semibold">{t("adminUnits.invoice.taxNumbersMissing")}</span>
            <Link to={href("/admin/settings")} className="underline underline-offset-2">
              {t("adminUnits.invoice.taxNumbersLink")}
            </Link>
          </p>
        ) : null}
        {!page.invoiceable && !page.draft ? (
          <p className="card p-6 text-concrete-700">{t("adminUnits.invoice.notInvoiceable")}</p>
        ) : page.draft ? (
          <DraftSection page={page} draft={page.draft} answer={answer} />
        ) : (
          <StartDraft page={page} answer={answer} />
        )}
        <IssuedInvoices page={page} answer={answer} />
        {page.depositHeldCents > 0 ? <RefundDepositForm page={page} answer={answer} /> : null}
        <RefundPaymentForm page={page} answer={answer} />
        <LedgerTable page={page} />
      </div>
    </>
  );
}
