/**
 * The rental's money beyond one invoice: the deposit given back (in full or in part, with the
 * reason), a payment refunded, and the ledger: every movement, oldest first, as recorded.
 */
import { COUNTER_PAYMENT_METHODS } from "../../../domain/billing/ledger.ts";
import { INVOICE_TEXT_MAX } from "../../../domain/billing/invoice-forms.ts";
import { amountText } from "../../../domain/rental/quote-editor-form.ts";
import { formatDateTime } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { SelectField, TextAreaField, TextField } from "../../ui/form-field.tsx";
import { RotateCcw } from "../../ui/icons.tsx";
import { PostForm, useInvoiceForm, type InvoiceResult, type InvoiceScreenPage } from "./invoice-form.tsx";

export function RefundDepositForm({ page, answer }: { page: InvoiceScreenPage; answer: InvoiceResult | undefined }) {
  const { t, lang, money } = useI18n();
  const { field, busy } = useInvoiceForm(answer, "refund-deposit");
  const name = t("adminUnits.invoice.refundDeposit.title");
  return (
    <section aria-labelledby="invoice-refund-deposit-title" className="card p-4 sm:p-5">
      <h2 id="invoice-refund-deposit-title" className="text-lg font-bold">
        {name}
      </h2>
      <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.invoice.refundDeposit.lead", { amount: money(page.depositHeldCents / 100) })}</p>
      <PostForm intent="refund-deposit" name={name} answer={answer} className="mt-3 grid gap-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            {...field("amount", amountText(lang, page.depositHeldCents / 100))}
            label={t("adminUnits.invoice.refundDeposit.amount")}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            controlClassName="tabular-nums"
          />
          <SelectField {...field("method")} label={t("adminUnits.invoice.refundDeposit.method")} required>
            <option value="">{t("validation.pleaseSelect")}</option>
            {COUNTER_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`adminUnits.invoice.payment.methods.${method}`)}
              </option>
            ))}
          </SelectField>
          <TextField {...field("reference")} label={t("adminUnits.invoice.refundDeposit.reference")} maxLength={INVOICE_TEXT_MAX.reference} autoComplete="off" />
        </div>
        <TextAreaField {...field("reason")} label={t("adminUnits.invoice.refundDeposit.reason")} required rows={2} maxLength={INVOICE_TEXT_MAX.reason} />
        <button type="submit" className="btn btn-outline justify-self-start" disabled={busy}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.invoice.refundDeposit.submit")}
        </button>
      </PostForm>
    </section>
  );
}

export function RefundPaymentForm({ page, answer }: { page: InvoiceScreenPage; answer: InvoiceResult | undefined }) {
  const { t, money } = useI18n();
  const { field, busy } = useInvoiceForm(answer, "refund-payment");
  const payments = page.ledger.filter((entry) => entry.kind === "payment" && entry.refundableCents > 0);
  if (payments.length === 0) return null;
  const name = t("adminUnits.invoice.refundPayment.title");
  return (
    <section aria-labelledby="invoice-refund-payment-title" className="card p-4 sm:p-5">
      <h2 id="invoice-refund-payment-title" className="text-lg font-bold">
        {name}
      </h2>
      <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.invoice.refundPayment.lead")}</p>
      <PostForm intent="refund-payment" name={name} answer={answer} className="mt-3 grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SelectField {...field("payment")} label={t("adminUnits.invoice.refundPayment.payment")} required>
            <option value="">{t("validation.pleaseSelect")}</option>
            {payments.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t("adminUnits.invoice.refundPayment.option", {
                  number: entry.invoiceNumber ?? "",
                  method: entry.method ? t(`adminUnits.invoice.payment.methods.${entry.method}`) : "",
                  amount: money(entry.amountCents / 100),
                  refundable: money(entry.refundableCents / 100),
                })}
              </option>
            ))}
          </SelectField>
          <TextField {...field("amount")} label={t("adminUnits.invoice.refundPayment.amount")} required inputMode="decimal" autoComplete="off" maxLength={14} controlClassName="tabular-nums" />
        </div>
        <TextAreaField {...field("reason")} label={t("adminUnits.invoice.refundPayment.reason")} required rows={2} maxLength={INVOICE_TEXT_MAX.reason} />
        <button type="submit" className="btn btn-outline justify-self-start" disabled={busy}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.invoice.refundPayment.submit")}
        </button>
      </PostForm>
    </section>
  );
}

/** Money in (+) and out (−) of the customer's balance or the deposit, as each entry moves it. */
export function LedgerTable({ page }: { page: InvoiceScreenPage }) {
  const { t, lang, money } = useI18n();
  return (
    <section aria-labelledby="invoice-ledger-title" className="card p-4 sm:p-5">
      <h2 id="invoice-ledger-title" className="text-lg font-bold">
        {t("adminUnits.invoice.ledger.title")}
      </h2>
      {page.ledger.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminUnits.invoice.ledger.none")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("adminUnits.invoice.ledger.caption", { reference: page.reference })}</caption>
            <thead>
              <tr className="border-b border-concrete-200">
                {(["date", "entry", "invoice", "detail", "amount", "by"] as const).map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-3 ${column === "amount" ? "text-right" : ""}`}>
                    {t(`adminUnits.invoice.ledger.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.ledger.map((entry) => (
                <tr key={entry.id} className="border-b border-concrete-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(lang, entry.at)}</td>
                  <td className="py-2 pr-3">{t(`adminUnits.invoice.ledger.kinds.${entry.kind}`)}</td>
                  <td className="py-2 pr-3 font-mono">{entry.invoiceNumber ?? "—"}</td>
                  <td className="py-2 pr-3">{[entry.method ? t(`adminUnits.invoice.payment.methods.${entry.method}`) : null, entry.reference, entry.reason].filter(Boolean).join(" · ")}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(entry.amountCents / 100)}</td>
                  <td className="py-2">{entry.staffName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
