/**
 * The invoices and credit notes issued for a rental, newest last: each with its number, dates,
 * total, its PDF as stored and its fingerprint; an invoice with its balance and what may be done
 * while something is owed on it: a payment, the deposit applied to it, a credit note.
 */
import { COUNTER_PAYMENT_METHODS } from "../../../domain/billing/ledger.ts";
import { INVOICE_TEXT_MAX } from "../../../domain/billing/invoice-forms.ts";
import { amountText } from "../../../domain/rental/quote-editor-form.ts";
import { formatDateTime, formatLongDate } from "../../../i18n/format-dates.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { Calculator, FileDown } from "../../ui/admin-icons.tsx";
import { SelectField, TextAreaField, TextField } from "../../ui/form-field.tsx";
import { ShieldCheck } from "../../ui/icons.tsx";
import { PostForm, useInvoiceForm, type InvoiceResult, type InvoiceScreenPage } from "./invoice-form.tsx";

type Issued = InvoiceScreenPage["issued"][number];

export function IssuedInvoices({ page, answer }: { page: InvoiceScreenPage; answer: InvoiceResult | undefined }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="invoice-issued-title" className="card p-4 sm:p-5">
      <h2 id="invoice-issued-title" className="text-lg font-bold">
        {t("adminUnits.invoice.issued.title")}
      </h2>
      {page.issued.length === 0 ? (
        <p className="mt-2 text-sm text-concrete-700">{t("adminUnits.invoice.issued.none")}</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {page.issued.map((doc) => (
            <IssuedCard key={doc.id} page={page} doc={doc} answer={answer} />
          ))}
        </ul>
      )}
    </section>
  );
}

function IssuedCard({ page, doc, answer }: { page: InvoiceScreenPage; doc: Issued; answer: InvoiceResult | undefined }) {
  const { t, lang, href, money } = useI18n();
  const amount = (cents: number) => money(cents / 100);
  const title = t(doc.kind === "invoice" ? "adminUnits.invoice.issued.invoice" : "adminUnits.invoice.issued.creditNote", { number: doc.number });
  const owed = doc.kind === "invoice" && doc.balanceCents > 0;
  return (
    <li className="grid gap-4 rounded-lg border border-concrete-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`doc-${doc.id}`} className="font-mono text-lg font-bold">
            {title}
          </h3>
          <ul className="mt-1 grid gap-0.5 text-sm text-concrete-700">
            <li>{t("adminUnits.invoice.issued.issuedOn", { date: formatDateTime(lang, doc.issuedAt), name: doc.issuedBy })}</li>
            {doc.kind === "invoice" ? <li>{t("adminUnits.invoice.issued.due", { date: formatLongDate(lang, doc.dueDate) })}</li> : null}
            {doc.corrects ? <li>{t("adminUnits.invoice.issued.corrects", { number: doc.corrects })}</li> : null}
            {doc.reason ? <li>{t("adminUnits.invoice.issued.reason", { reason: doc.reason })}</li> : null}
            <li className="break-all font-mono text-xs">{t("adminUnits.invoice.issued.hash", { hash: doc.sha256 })}</li>
          </ul>
        </div>
        <div className="text-right">
          <p className="font-semibold tabular-nums">{t("adminUnits.invoice.issued.total", { amount: amount(doc.totalCents) })}</p>
          {doc.kind === "invoice" ? (
            <p className={`font-bold tabular-nums ${owed ? "text-danger-700" : "text-success-700"}`}>
              {owed ? t("adminUnits.invoice.issued.balance", { amount: amount(doc.balanceCents) }) : t("adminUnits.invoice.issued.paid")}
            </p>
          ) : null}
        </div>
      </div>
      <a href={href(`/admin/requests/${page.reference}/invoices/${doc.number}`)} className="btn btn-outline justify-self-start">
        <FileDown className="h-5 w-5" aria-hidden="true" />
        {t("adminUnits.invoice.issued.pdf", { number: doc.number })}
      </a>
      {owed ? <PaymentForm doc={doc} answer={answer} /> : null}
      {owed && page.depositHeldCents > 0 ? <ApplyDepositForm page={page} doc={doc} answer={answer} /> : null}
      {owed ? <CreditNoteForm doc={doc} answer={answer} /> : null}
    </li>
  );
}

function PaymentForm({ doc, answer }: { doc: Issued; answer: InvoiceResult | undefined }) {
  const { t, lang, money } = useI18n();
  const { field, busy } = useInvoiceForm(answer, "payment", doc.id);
  const name = t("adminUnits.invoice.payment.title", { number: doc.number });
  return (
    <PostForm intent="payment" invoice={doc.id} name={name} answer={answer} className="grid gap-3 rounded-lg bg-concrete-100 p-3">
      <h4 className="font-bold">{name}</h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          {...field("amount", amountText(lang, doc.balanceCents / 100))}
          label={t("adminUnits.invoice.payment.amount")}
          hint={t("adminUnits.invoice.payment.amountHint", { amount: money(doc.balanceCents / 100) })}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={14}
          controlClassName="tabular-nums"
        />
        <SelectField {...field("method")} label={t("adminUnits.invoice.payment.method")} required>
          <option value="">{t("validation.pleaseSelect")}</option>
          {COUNTER_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`adminUnits.invoice.payment.methods.${method}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field("reference")}
          label={t("adminUnits.invoice.payment.reference")}
          hint={t("adminUnits.invoice.payment.referenceHint")}
          maxLength={INVOICE_TEXT_MAX.reference}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="btn btn-primary justify-self-start" disabled={busy}>
        <Calculator className="h-5 w-5" aria-hidden="true" />
        {t("adminUnits.invoice.payment.submit")}
      </button>
    </PostForm>
  );
}

function ApplyDepositForm({ page, doc, answer }: { page: InvoiceScreenPage; doc: Issued; answer: InvoiceResult | undefined }) {
  const { t, lang, money } = useI18n();
  const { field, busy } = useInvoiceForm(answer, "apply-deposit", doc.id);
  const name = t("adminUnits.invoice.applyDeposit.title", { number: doc.number });
  const suggested = Math.min(page.depositHeldCents, doc.balanceCents);
  return (
    <PostForm intent="apply-deposit" invoice={doc.id} name={name} answer={answer} className="grid gap-3 rounded-lg border border-concrete-200 p-3">
      <h4 className="font-bold">{name}</h4>
      <p className="text-sm text-concrete-700">{t("adminUnits.invoice.applyDeposit.lead", { amount: money(page.depositHeldCents / 100) })}</p>
      <TextField
        {...field("amount", amountText(lang, suggested / 100))}
        className="max-w-xs"
        label={t("adminUnits.invoice.applyDeposit.amount")}
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={14}
        controlClassName="tabular-nums"
      />
      <button type="submit" className="btn btn-outline justify-self-start" disabled={busy}>
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        {t("adminUnits.invoice.applyDeposit.submit")}
      </button>
    </PostForm>
  );
}

function CreditNoteForm({ doc, answer }: { doc: Issued; answer: InvoiceResult | undefined }) {
  const { t } = useI18n();
  const { field, busy, mine } = useInvoiceForm(answer, "credit-note", doc.id);
  const name = t("adminUnits.invoice.creditNote.title", { number: doc.number });
  return (
    <details className="rounded-lg border border-concrete-200 p-3" open={mine !== undefined}>
      <summary className="cursor-pointer font-bold">{name}</summary>
      <PostForm intent="credit-note" invoice={doc.id} name={name} answer={answer} className="mt-3 grid gap-3">
        <p className="text-sm text-concrete-700">{t("adminUnits.invoice.creditNote.lead")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField {...field("scope", "partial")} label={t("adminUnits.invoice.creditNote.scope")} required>
            <option value="partial">{t("adminUnits.invoice.creditNote.partial")}</option>
            <option value="full">{t("adminUnits.invoice.creditNote.full")}</option>
          </SelectField>
          <TextField
            {...field("amount")}
            label={t("adminUnits.invoice.creditNote.amount")}
            hint={t("adminUnits.invoice.creditNote.amountHint")}
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            controlClassName="tabular-nums"
          />
        </div>
        <TextAreaField {...field("reason")} label={t("adminUnits.invoice.creditNote.reason")} required rows={2} maxLength={INVOICE_TEXT_MAX.reason} />
        <button type="submit" className="btn btn-outline justify-self-start border-danger-700 text-danger-700" disabled={busy}>
          {t("adminUnits.invoice.creditNote.submit")}
        </button>
      </PostForm>
    </details>
  );
}
