/**
 * The quote's amounts beside its lines (the delivery fee, prefilled with the request's
 * estimate; a discount; the security deposit, shown and never charged online) and its terms
 * (the handover's date and time, 07:00 on the start date unless staff set another; the last
 * day it may be accepted; a note to the customer).
 */
import type { EditorView } from "../../../routes/admin-quote.server.ts";
import { QUOTE_DRAFT_LIMITS } from "../../../domain/quote/quote-draft.ts";
import type { FieldErrors } from "../../../domain/validation/errors.ts";
import { useI18n } from "../../../i18n/react.tsx";
import { TextAreaField, TextField } from "../../ui/form-field.tsx";
import type { QuoteCustomer } from "./quote-customer-card.tsx";

export function QuoteAdjustmentsFields({ view, errors, customer }: { view: EditorView; errors: FieldErrors; customer: QuoteCustomer }) {
  const { t, money } = useI18n();
  const { values } = view;
  const estimate =
    customer.deliveryChoice === "pickup"
      ? t("adminQuotes.adjustments.pickup")
      : customer.deliveryEstimate !== null
        ? t("adminQuotes.adjustments.estimate", { amount: money(customer.deliveryEstimate) })
        : customer.deliveryChoice
          ? t("adminQuotes.adjustments.noEstimate")
          : undefined;
  return (
    <section aria-labelledby="quote-adjustments-title" className="card p-4 sm:p-6">
      <h2 id="quote-adjustments-title" className="text-lg font-bold">
        {t("adminQuotes.adjustments.title")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          name="deliveryFee"
          label={t("adminQuotes.adjustments.deliveryFee")}
          inputMode="decimal"
          defaultValue={values.deliveryFee}
          maxLength={16}
          error={errors.deliveryFee}
          hint={estimate}
        />
        <TextField
          name="discount"
          label={t("adminQuotes.adjustments.discount")}
          inputMode="decimal"
          defaultValue={values.discount}
          maxLength={16}
          error={errors.discount}
          hint={t("adminQuotes.adjustments.discountHint")}
        />
        <TextField
          name="deposit"
          label={t("adminQuotes.adjustments.deposit")}
          inputMode="decimal"
          defaultValue={values.deposit}
          maxLength={16}
          error={errors.deposit}
          hint={t("adminQuotes.adjustments.depositHint")}
        />
      </div>
    </section>
  );
}

export function QuoteHandoverFields({ view, errors }: { view: EditorView; errors: FieldErrors }) {
  const { t } = useI18n();
  const { values } = view;
  return (
    <section aria-labelledby="quote-handover-title" className="card p-4 sm:p-6">
      <h2 id="quote-handover-title" className="text-lg font-bold">
        {t("adminQuotes.handover.title")}
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField name="handoverDate" type="date" label={t("adminQuotes.handover.date")} defaultValue={values.handoverDate} required error={errors.handoverDate} />
        <TextField name="handoverTime" type="time" label={t("adminQuotes.handover.time")} defaultValue={values.handoverTime} required error={errors.handoverTime} />
        <TextField
          name="validUntil"
          type="date"
          className="col-span-2 sm:col-span-1"
          label={t("adminQuotes.handover.validUntil")}
          defaultValue={values.validUntil}
          required
          error={errors.validUntil}
          hint={t("adminQuotes.handover.validUntilHint")}
        />
      </div>
      <TextAreaField
        name="note"
        className="mt-4"
        label={t("adminQuotes.handover.note")}
        defaultValue={values.note}
        maxLength={QUOTE_DRAFT_LIMITS.note}
        rows={3}
        error={errors.note}
        hint={t("adminQuotes.handover.noteHint")}
      />
    </section>
  );
}
