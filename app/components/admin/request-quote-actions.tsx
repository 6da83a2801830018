/**
 * What staff may do to a quote from the request's detail, each a plain POST to the
 * dashboard (app/routes/admin-request-quote.server.ts decides): record an acceptance the
 * customer gave by phone (their typed name, the same checks as online, recorded as the staff
 * member's); and once reserved, extend the rental, mark the equipment returned (the request is
 * completed) or cancel it, the fee shown first and waived only for one of the policy's
 * exceptions, with the details.
 */
import type { ReactNode } from "react";
import { FileText, XCircle, type IconComponent } from "../ui/icons.tsx";
import { CalendarPlus, PackageCheck, PhoneCall } from "../ui/admin-icons.tsx";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { RequestDetail } from "../../db/admin-requests.server.ts";
import type { RequestQuote } from "../../routes/admin-request-quote.server.ts";
import { FEE_WAIVER_EXCEPTIONS, WAIVER_DETAILS_MAX } from "../../domain/rental/fee-waiver.ts";
import { addDays } from "../../domain/rental/rental-dates.ts";
import { FIELD_MAX } from "../../domain/validation/form-shapes.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { useI18n } from "../../i18n/react.tsx";
import { CheckboxField, SelectField, TextField } from "../ui/form-field.tsx";
import { DetailSection } from "./detail-section.tsx";

type QuoteAction = "accept" | "extend" | "returned" | "cancel";

type QuoteActionFormProps = {
  /** Its intent (`quote-{action}`) and its texts (`adminQuotes.{action}.title` and `.submit`). */
  action: QuoteAction;
  id: string;
  /** The form's frame (its border says how grave the action is). */
  className: string;
  Icon: IconComponent;
  buttonClassName: string;
  children: ReactNode;
};

/**
 * One action on the quote: a plain POST to this page with its intent and the request's id, and
 * its button held while that intent is on its way.
 */
function QuoteActionForm({ action, id, className, Icon, buttonClassName, children }: QuoteActionFormProps) {
  const { t } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const intent = `quote-${action}`;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <DetailSection title={t(`adminQuotes.${action}.title`)}>
      <Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset className={className}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {children}
        <button type="submit" className={buttonClassName} disabled={busy}>
          <Icon className="h-5 w-5" aria-hidden="true" />
          {t(`adminQuotes.${action}.submit`)}
        </button>
      </Form>
    </DetailSection>
  );
}

export function RequestQuoteActions({ detail, quote }: { detail: RequestDetail; quote: RequestQuote }) {
  const { sent } = quote;
  if (!sent) return null;
  if (sent.can.accept && detail.status === "quoted") return <PhoneAcceptForm id={detail.id} version={sent.current.version} />;
  if (detail.status === "completed") return <InvoiceLink reference={detail.reference} />;
  if (detail.status !== "accepted") return null;
  const end =
    sent.current.lines
      .map((line) => line.endDate)
      .filter((d): d is string => !!d)
      .sort()
      .at(-1) ?? null;
  return (
    <>
      <CounterLink reference={detail.reference} out={detail.unitsOut > 0} />
      <InvoiceLink reference={detail.reference} />
      {end ? <ExtendForm id={detail.id} end={end} /> : null}
      <ReturnedForm id={detail.id} />
      <CancelForm id={detail.id} sent={sent} />
    </>
  );
}

/** The counter's screen for this reservation: hand over the units and sign the contract, then receive them back. */
function CounterLink({ reference, out }: { reference: string; out: boolean }) {
  const { t, href } = useI18n();
  return (
    <Link to={href(`/admin/requests/${reference}/${out ? "return" : "handover"}`)} className="btn btn-primary justify-self-start">
      <PackageCheck className="h-5 w-5" aria-hidden="true" />
      {t(out ? "adminUnits.return.link" : "adminUnits.handover.link")}
    </Link>
  );
}

/** The rental's invoices: a deposit or a period before the return, the final invoice after it, payments and the deposit. */
function InvoiceLink({ reference }: { reference: string }) {
  const { t, href } = useI18n();
  return (
    <Link to={href(`/admin/requests/${reference}/invoice`)} className="btn btn-outline justify-self-start">
      <FileText className="h-5 w-5" aria-hidden="true" />
      {t("adminUnits.invoice.link")}
    </Link>
  );
}

function PhoneAcceptForm({ id, version }: { id: string; version: number }) {
  const { t } = useI18n();
  return (
    <QuoteActionForm action="accept" id={id} className="grid gap-3 rounded-lg border border-concrete-200 p-3" Icon={PhoneCall} buttonClassName="btn btn-dark justify-self-start">
      <input type="hidden" name="version" value={version} />
      <p className="text-sm text-concrete-700">{t("adminQuotes.accept.lead", { version })}</p>
      <TextField name="fullName" id="accept-fullName" label={t("adminQuotes.accept.fullName")} required maxLength={FIELD_MAX.fullName} autoComplete="off" />
      <CheckboxField name="conditionsAccepted" id="accept-conditions" required>
        {t("adminQuotes.accept.conditions")}
      </CheckboxField>
    </QuoteActionForm>
  );
}

function ExtendForm({ id, end }: { id: string; end: string }) {
  const { t, lang } = useI18n();
  return (
    <QuoteActionForm
      action="extend"
      id={id}
      className="grid gap-3 rounded-lg border border-concrete-200 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      Icon={CalendarPlus}
      buttonClassName="btn btn-outline sm:mb-7"
    >
      <TextField
        name="newEnd"
        id="extend-newEnd"
        type="date"
        label={t("adminQuotes.extend.newEnd")}
        required
        min={addDays(end, 1)}
        defaultValue={addDays(end, 1)}
        hint={t("adminQuotes.extend.currentEnd", { date: formatLongDate(lang, end) })}
      />
    </QuoteActionForm>
  );
}

function ReturnedForm({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <QuoteActionForm action="returned" id={id} className="grid gap-2 rounded-lg border border-concrete-200 p-3" Icon={PackageCheck} buttonClassName="btn btn-dark justify-self-start">
      <p className="text-sm text-concrete-700">{t("adminQuotes.returned.lead")}</p>
    </QuoteActionForm>
  );
}

function CancelForm({ id, sent }: { id: string; sent: NonNullable<RequestQuote["sent"]> }) {
  const { t, money } = useI18n();
  const fee = sent.cancellationPreview;
  return (
    <QuoteActionForm
      action="cancel"
      id={id}
      className="grid gap-3 rounded-lg border border-danger-700/40 p-3"
      Icon={XCircle}
      buttonClassName="btn btn-outline justify-self-start border-danger-700 text-danger-700"
    >
      {fee ? (
        <p className="font-semibold">
          {fee.feeCents > 0 ? t("adminQuotes.cancel.fee", { percent: fee.percent, amount: money(fee.feeCents / 100) }) : t("adminQuotes.cancel.free")}
          <span className="block text-sm font-normal text-concrete-700">{t(`adminQuotes.cancel.bands.${fee.band}`)}</span>
        </p>
      ) : null}
      <SelectField name="waiver" id="cancel-waiver" label={t("adminQuotes.cancel.waiver")} defaultValue="" hint={t("adminQuotes.cancel.waiverHint")}>
        <option value="">{t("adminQuotes.cancel.noWaiver")}</option>
        {FEE_WAIVER_EXCEPTIONS.map((exception) => (
          <option key={exception} value={exception}>
            {t(`adminQuotes.cancel.exceptions.${exception}`)}
          </option>
        ))}
      </SelectField>
      <TextField name="waiverDetails" id="cancel-waiverDetails" label={t("adminQuotes.cancel.waiverDetails")} maxLength={WAIVER_DETAILS_MAX} hint={t("adminQuotes.cancel.waiverDetailsHint")} />
      <CheckboxField name="confirm" id="cancel-confirm" required>
        {t("adminQuotes.cancel.confirm")}
      </CheckboxField>
    </QuoteActionForm>
  );
}
