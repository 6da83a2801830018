/**
 * The invoice screen's posts (app/routes/admin-invoice.tsx), one intent each: start, change,
 * discard or issue the draft; record a payment; apply, give back the deposit; refund a payment;
 * issue a credit note. The form's fields are checked (app/domain/billing/invoice-forms.ts), then
 * the data layer acts in one transaction or says why not; a refusal answers 4xx with the reason
 * beside the field and what was typed, a success goes back to the screen with what was done
 * (?done=…), so a reload never posts twice.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-invoice";
import { staffDisplayName, staffMember } from "../auth/guards.server.ts";
import type { InvoiceResult } from "../components/admin/invoices/invoice-form.tsx";
import { getDb } from "../db/client.server.ts";
import { addDraftLine, createDraft, discardDraft, removeDraftLine, setDraftWaiver, type DraftOutcome } from "../db/invoice-drafts.server.ts";
import { invoicePage, type InvoicePage } from "../db/invoice-page.server.ts";
import { issueCreditNote, issueInvoice, type IssueOutcome } from "../db/invoices.server.ts";
import { applyDeposit, recordPayment, refundDeposit, refundPayment, type MoneyOutcome } from "../db/ledger.server.ts";
import { instanceMail } from "../db/quote-records.server.ts";
import { checkCreditNote, checkDepositApplied, checkDepositRefund, checkDraftLine, checkPayment, checkPaymentRefund, checkWaiver, INVOICE_INTENTS } from "../domain/billing/invoice-forms.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { formString } from "../domain/validation/fields.ts";
import { formatMoney } from "../i18n/format.ts";
import { langFromPath, localizePath, type Lang, type MessageKey, type Vars } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";

/** The typed fields sent back with a refusal. */
const TYPED_FIELDS = ["label", "quantity", "unitPrice", "waiverPercent", "waiverNote", "amount", "method", "reference", "reason", "scope", "payment"] as const;

type Refusal = Extract<DraftOutcome | IssueOutcome | MoneyOutcome, { ok: false }>["reason"];

const REFUSALS: Record<Refusal, { status: number; message: MessageKey; onAmount?: boolean }> = {
  "not-found": { status: 404, message: "adminUnits.invoice.errors.notFound" },
  "not-rented": { status: 409, message: "adminUnits.invoice.errors.notRented" },
  "draft-exists": { status: 409, message: "adminUnits.invoice.errors.draftExists" },
  "not-draft": { status: 409, message: "adminUnits.invoice.errors.notDraft" },
  "line-unknown": { status: 409, message: "adminUnits.invoice.errors.lineUnknown" },
  "too-large": { status: 409, message: "adminUnits.invoice.errors.tooLarge" },
  empty: { status: 409, message: "adminUnits.invoice.errors.empty" },
  "no-tax-numbers": { status: 409, message: "adminUnits.invoice.errors.noTaxNumbers" },
  "not-issued": { status: 409, message: "adminUnits.invoice.errors.notIssued" },
  "nothing-left": { status: 409, message: "adminUnits.invoice.errors.nothingLeft" },
  "over-invoice": { status: 409, message: "adminUnits.invoice.errors.overInvoice", onAmount: true },
  amount: { status: 400, message: "adminUnits.invoice.errors.amount", onAmount: true },
  "no-invoice": { status: 409, message: "adminUnits.invoice.errors.noInvoice" },
  "already-entered": { status: 409, message: "adminUnits.invoice.errors.failed" },
  "over-balance": { status: 409, message: "adminUnits.invoice.errors.overBalance", onAmount: true },
  "over-deposit": { status: 409, message: "adminUnits.invoice.errors.overDeposit", onAmount: true },
  "over-payment": { status: 409, message: "adminUnits.invoice.errors.overPayment", onAmount: true },
};

/** What a refusal says: the balance or the deposit held, as the screen shows them now. */
function refusalVars(reason: Refusal, page: InvoicePage, invoiceId: string, lang: Lang): Vars | undefined {
  const money = (cents: number) => formatMoney(lang, cents / 100);
  if (reason === "over-balance") return { amount: money(page.issued.find((doc) => doc.id === invoiceId)?.balanceCents ?? 0) };
  if (reason === "over-deposit") return { amount: money(page.depositHeldCents) };
  return undefined;
}

export async function invoiceAction(args: Route.ActionArgs) {
  const user = staffMember(args.context);
  const form = await readForm(args);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const read = (name: string) => formString(form, name) ?? "";
  const posted = read("intent");
  const intent = INVOICE_INTENTS.find((known) => known === posted);
  const invoiceId = read("invoice");
  const key = `${posted}${invoiceId ? `:${invoiceId}` : ""}`;
  const answer = (status: number, result: Omit<InvoiceResult, "intent" | "form" | "ok">) =>
    data<InvoiceResult>({ ok: false, intent: posted.slice(0, 40), form: key.slice(0, 80), ...result }, { status });
  if (!intent) return answer(400, { message: "adminUnits.invoice.errors.unknownAction" });

  const db = await getDb();
  const page = await invoicePage(db, args.params.reference ?? "");
  if (!page) return answer(404, { message: "adminUnits.invoice.errors.notFound" });
  const values = Object.fromEntries(TYPED_FIELDS.map((name) => [name, read(name)]));
  const invalid = (errors: FieldErrors) => answer(400, { message: "adminUnits.invoice.errors.summary", errors, values });
  const actor = { userId: user.id, name: staffDisplayName(user) };
  const ids = { submissionId: page.submissionId, invoiceId };
  const back = (extra: Record<string, string> = {}): never => {
    throw redirect(`${localizePath(`/admin/requests/${page.reference}/invoice`, lang)}?${new URLSearchParams({ done: intent, ...extra })}`);
  };
  const settle = (outcome: DraftOutcome | IssueOutcome | MoneyOutcome, extra: Record<string, string> = {}) => {
    if (outcome.ok) {
      logger.info("invoice act recorded", { reference: page.reference, intent, by: user.id });
      return back(extra);
    }
    const refusal = REFUSALS[outcome.reason];
    const vars = refusalVars(outcome.reason, page, invoiceId, lang);
    return answer(refusal.status, { message: refusal.message, vars, values, ...(refusal.onAmount ? { errors: { amount: { key: refusal.message } } } : {}) });
  };
  const now = new Date();

  try {
    switch (intent) {
      case "new-draft":
        return settle(await createDraft(db, { submissionId: page.submissionId, source: read("source") === "blank" ? "blank" : "rental" }, actor, now));
      case "add-line": {
        const checked = checkDraftLine(read);
        return checked.ok ? settle(await addDraftLine(db, { ...ids, line: checked.value }, now)) : invalid(checked.errors);
      }
      case "remove-line":
        return settle(await removeDraftLine(db, { ...ids, lineId: read("line") }, now));
      case "waiver": {
        const checked = checkWaiver(read);
        return checked.ok ? settle(await setDraftWaiver(db, { ...ids, waiver: checked.value }, now)) : invalid(checked.errors);
      }
      case "discard":
        return settle(await discardDraft(db, ids));
      case "issue": {
        const issued = await issueInvoice(db, ids, actor, await instanceMail(db), now);
        return settle(issued, issued.ok ? { number: issued.number } : {});
      }
      case "payment": {
        const checked = checkPayment(read);
        return checked.ok ? settle(await recordPayment(db, { ...ids, ...checked.value }, actor, now)) : invalid(checked.errors);
      }
      case "apply-deposit": {
        const checked = checkDepositApplied(read);
        return checked.ok ? settle(await applyDeposit(db, { ...ids, ...checked.value }, actor, now)) : invalid(checked.errors);
      }
      case "refund-deposit": {
        const checked = checkDepositRefund(read);
        return checked.ok ? settle(await refundDeposit(db, { submissionId: page.submissionId, ...checked.value }, actor, now)) : invalid(checked.errors);
      }
      case "refund-payment": {
        const checked = checkPaymentRefund(read);
        const paymentId = /^\d{1,9}$/.test(read("payment")) ? Number(read("payment")) : Number.NaN;
        const errors: FieldErrors = { ...(checked.ok ? {} : checked.errors), ...(Number.isNaN(paymentId) ? { payment: { key: "validation.pleaseSelect" } } : {}) };
        if (!checked.ok || Number.isNaN(paymentId)) return invalid(errors);
        return settle(await refundPayment(db, { submissionId: page.submissionId, paymentId, ...checked.value }, actor, now));
      }
      case "credit-note": {
        const checked = checkCreditNote(read);
        if (!checked.ok) return invalid(checked.errors);
        const issued = await issueCreditNote(db, { ...ids, credit: checked.value }, actor, await instanceMail(db), now);
        return settle(issued, issued.ok ? { number: issued.number } : {});
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error("invoice act not recorded", { requestId: args.context.get(requestInfoContext).requestId, reference: page.reference, intent, by: user.id, error });
    return answer(500, { message: "adminUnits.invoice.errors.failed", values });
  }
}
