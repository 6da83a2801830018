/**
 * The draft of the invoice screen: without one, the choice of how to start it (the final invoice
 * from the quote and the return's charges, or empty); with one, its lines in the customer's words
 * (as the PDF will print them), each removable, a line to add, the damage waiver, the amounts, and
 * the buttons that issue or discard it.
 */
import { TPS_RATE, TVQ_RATE } from "../../../domain/constants.ts";
import { INVOICE_TEXT_MAX } from "../../../domain/billing/invoice-forms.ts";
import { invoiceRow } from "../../../documents/invoice-text.ts";
import { formatPercent } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { FilePen, Save } from "../../ui/admin-icons.tsx";
import { FormAlert, TextAreaField, TextField } from "../../ui/form-field.tsx";
import { Plus, Send, Trash2, X } from "../../ui/icons.tsx";
import { PostForm, useInvoiceForm, type InvoiceResult, type InvoiceScreenPage } from "./invoice-form.tsx";

export function StartDraft({ page, answer }: { page: InvoiceScreenPage; answer: InvoiceResult | undefined }) {
  const { t } = useI18n();
  const { busy } = useInvoiceForm(answer, "new-draft");
  return (
    <section aria-labelledby="invoice-start-title" className="card p-4 sm:p-5">
      <h2 id="invoice-start-title" className="text-lg font-bold">
        {t("adminUnits.invoice.start.title")}
      </h2>
      <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.invoice.start.lead")}</p>
      <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.invoice.start.charges", { count: page.chargesCount })}</p>
      <PostForm intent="new-draft" name={t("adminUnits.invoice.start.title")} answer={answer} className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="source" value="rental" className="btn btn-primary" disabled={busy}>
          <FilePen className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.invoice.start.fromRental")}
        </button>
        <button type="submit" name="source" value="blank" className="btn btn-outline" disabled={busy}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.invoice.start.blank")}
        </button>
      </PostForm>
    </section>
  );
}

export function DraftSection({ page, draft, answer }: { page: InvoiceScreenPage; draft: NonNullable<InvoiceScreenPage["draft"]>; answer: InvoiceResult | undefined }) {
  const { t, lang } = useI18n();
  const context = { waiverPercent: draft.waiverPercent, corrects: null };
  const removeRefusal = answer && !answer.ok && answer.form === `remove-line:${draft.id}` ? answer : undefined;
  const addLine = useInvoiceForm(answer, "add-line", draft.id);
  const waiver = useInvoiceForm(answer, "waiver", draft.id);
  const issue = useInvoiceForm(answer, "issue", draft.id);
  const discard = useInvoiceForm(answer, "discard", draft.id);
  return (
    <section aria-labelledby="invoice-draft-title" className="card grid gap-5 p-4 sm:p-5">
      <div>
        <h2 id="invoice-draft-title" className="text-lg font-bold">
          {t("adminUnits.invoice.draft.title")}
        </h2>
        <p className="mt-1 text-sm text-concrete-700">{t("adminUnits.invoice.draft.lead")}</p>
      </div>
      {removeRefusal ? <FormAlert title={t("validation.errorTitle")} text={t(removeRefusal.message, removeRefusal.vars)} /> : null}
      {draft.lines.length === 0 ? (
        <p className="text-sm text-concrete-700">{t("adminUnits.invoice.draft.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("adminUnits.invoice.draft.caption")}</caption>
            <thead>
              <tr className="border-b border-concrete-200">
                <th scope="col" className="py-2 pr-3">
                  {t("adminUnits.invoice.columns.item")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("adminUnits.invoice.columns.quantity")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("adminUnits.invoice.columns.unitPrice")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("adminUnits.invoice.columns.total")}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t("adminUnits.invoice.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line) => {
                const row = invoiceRow(lang, line, context);
                return (
                  <tr key={line.id} className="border-b border-concrete-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      {row.name}
                      {row.details.map((detail) => (
                        <span key={detail} className="block text-xs font-normal text-concrete-700">
                          {detail}
                        </span>
                      ))}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.quantity}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.unitPrice}</td>
                    <td className="py-2 pr-3 text-right font-semibold tabular-nums">{row.total}</td>
                    <td className="py-2 text-right">
                      {line.kind === "waiver" ? null : (
                        <PostForm intent="remove-line" invoice={draft.id} name={t("adminUnits.invoice.draft.removeLine", { name: row.name })} answer={answer} quiet>
                          <input type="hidden" name="line" value={line.id} />
                          <button type="submit" className="btn btn-ghost min-h-11 px-2" aria-label={t("adminUnits.invoice.draft.removeLine", { name: row.name })}>
                            <X className="h-4 w-4" aria-hidden="true" />
                            <span aria-hidden="true">{t("adminUnits.invoice.draft.remove")}</span>
                          </button>
                        </PostForm>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <DraftAmounts draft={draft} />

      <PostForm intent="add-line" invoice={draft.id} name={t("adminUnits.invoice.draft.addTitle")} answer={answer} className="grid gap-3 rounded-lg border border-concrete-200 p-3">
        <h3 className="font-bold">{t("adminUnits.invoice.draft.addTitle")}</h3>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_10rem]">
          <TextField {...addLine.field("label")} label={t("adminUnits.invoice.draft.label")} required maxLength={INVOICE_TEXT_MAX.label} autoComplete="off" />
          <TextField {...addLine.field("quantity", "1")} label={t("adminUnits.invoice.draft.quantity")} inputMode="decimal" autoComplete="off" maxLength={7} controlClassName="tabular-nums" />
          <TextField {...addLine.field("unitPrice")} label={t("adminUnits.invoice.draft.unitPrice")} required inputMode="decimal" autoComplete="off" maxLength={14} controlClassName="tabular-nums" />
        </div>
        <button type="submit" className="btn btn-outline justify-self-start" disabled={addLine.busy}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.invoice.draft.add")}
        </button>
      </PostForm>

      <PostForm intent="waiver" invoice={draft.id} name={t("adminUnits.invoice.draft.waiverTitle")} answer={answer} className="grid gap-3 rounded-lg border border-concrete-200 p-3">
        <h3 className="font-bold">{t("adminUnits.invoice.draft.waiverTitle")}</h3>
        <p className="text-sm text-concrete-700">{t("adminUnits.invoice.draft.waiverLead")}</p>
        <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <TextField
            {...waiver.field("waiverPercent", String(draft.waiverPercent).replace(".", lang === "fr" ? "," : "."))}
            label={t("adminUnits.invoice.draft.waiverPercent")}
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            controlClassName="tabular-nums"
          />
          <TextAreaField {...waiver.field("waiverNote", draft.waiverNote ?? "")} label={t("adminUnits.invoice.draft.waiverNote")} rows={2} maxLength={INVOICE_TEXT_MAX.reason} />
        </div>
        <button type="submit" className="btn btn-outline justify-self-start" disabled={waiver.busy}>
          <Save className="h-5 w-5" aria-hidden="true" />
          {t("adminUnits.invoice.draft.waiverSave")}
        </button>
      </PostForm>

      <div className="grid gap-3 rounded-lg border border-safety-600 p-3">
        <h3 className="font-bold">{t("adminUnits.invoice.draft.issueTitle")}</h3>
        <p className="text-sm text-concrete-700">{t("adminUnits.invoice.draft.issueLead")}</p>
        <div className="flex flex-wrap gap-3">
          <PostForm intent="issue" invoice={draft.id} name={t("adminUnits.invoice.draft.issueTitle")} answer={answer} className="grid gap-3">
            <button type="submit" className="btn btn-primary justify-self-start" disabled={issue.busy || !page.taxNumbersSet}>
              <Send className="h-5 w-5" aria-hidden="true" />
              {t("adminUnits.invoice.draft.issue")}
            </button>
          </PostForm>
          <PostForm intent="discard" invoice={draft.id} name={t("adminUnits.invoice.draft.discard")} answer={answer} className="grid gap-3">
            <button type="submit" className="btn btn-ghost justify-self-start text-danger-700" disabled={discard.busy}>
              <Trash2 className="h-5 w-5" aria-hidden="true" />
              {t("adminUnits.invoice.draft.discard")}
            </button>
          </PostForm>
        </div>
      </div>
    </section>
  );
}

/** Subtotal, TPS, TVQ and total, as the invoice will print them. */
export function DraftAmounts({ draft }: { draft: Pick<NonNullable<InvoiceScreenPage["draft"]>, "subtotalCents" | "tpsCents" | "tvqCents" | "totalCents"> }) {
  const { t, lang, money } = useI18n();
  const rows: [string, number, boolean][] = [
    [t("adminUnits.invoice.subtotal"), draft.subtotalCents, false],
    [t("adminUnits.invoice.tps", { rate: formatPercent(lang, TPS_RATE) }), draft.tpsCents, false],
    [t("adminUnits.invoice.tvq", { rate: formatPercent(lang, TVQ_RATE) }), draft.tvqCents, false],
    [t("adminUnits.invoice.total"), draft.totalCents, true],
  ];
  return (
    <dl className="ml-auto grid w-full max-w-sm grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
      {rows.map(([label, cents, strong]) => (
        <div key={label} className={`contents ${strong ? "text-lg font-bold" : ""}`}>
          <dt className="text-right">{label}</dt>
          <dd className="text-right tabular-nums">{money(cents / 100)}</dd>
        </div>
      ))}
    </dl>
  );
}
