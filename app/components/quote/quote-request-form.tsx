/**
 * The quote form (spec 3 "Quote form"): contact details, project, delivery
 * site, acceptances. The cart lines travel as hidden fields (items[0].id...),
 * never with a price. A plain HTML form: the page checks it and sends it with
 * a fetcher. Remounted (new `key`) after a success, which resets it.
 * The project's dates are the cart's (the product page may have set
 * them) and price the lines as they are typed; the delivery choice and postal
 * code are the page's, which asks the server for the delivery estimate.
 */
import { useState, type ReactNode } from "react";
import type { CartLine, DateRange } from "../../domain/cart.ts";
import { MAX_ONLINE_RENTAL_DAYS, NOTICE_HOURS } from "../../domain/constants.ts";
import { cartLineFields, DELIVERY_CHOICES, FIELD_MAX, type DeliveryChoice } from "../../domain/validation/form-shapes.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useBusiness } from "../use-business.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { AcceptanceField, FieldMessage, RequiredMark, TextAreaField, TextField } from "../ui/form-field.tsx";
import { PrivacyAcceptanceField, SendRequestButton, SubmissionFormElement, type SubmissionFormProps } from "../ui/submission-form.tsx";

function FormCard({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-concrete-600">{hint}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The project's dates and the delivery, which the page shares with the cart and the summary. */
export type ProjectFields = {
  dates: DateRange;
  /** One date changed (a partial range: two changes in one moment must not undo each other). */
  onDatesChange: (change: DateRange) => void;
  /** The first start the rental policy allows, from the server (null: no opening day soon). */
  earliestStart: string | null;
  /** The same day in words, written by the server (this page loads no date formatting code). */
  earliestStartText: string | null;
  delivery: DeliveryChoice;
  onDeliveryChange: (choice: DeliveryChoice) => void;
  onDeliveryPostalCodeChange: (postalCode: string) => void;
};

export function QuoteRequestForm({
  submission,
  lines,
  project,
  totalText,
  prefill,
}: {
  submission: SubmissionFormProps;
  lines: readonly CartLine[];
  project: ProjectFields;
  totalText: string;
  /** A signed-in customer's profile and account e-mail (accounts issue), or null. */
  prefill?: Readonly<Record<string, string>> | null;
}) {
  const { t, href } = useI18n();
  const { errors, sending, alert } = submission;
  const { dates, delivery, earliestStart, earliestStartText } = project;
  const { phone } = useBusiness();
  const hydrated = useHydrated();
  const [privacy, setPrivacy] = useState(prefill?.privacyAccepted === "on");
  const [rentalPolicy, setRentalPolicy] = useState(prefill?.rentalPolicyAccepted === "on");
  const needsSite = delivery !== "pickup";
  // Before the scripts (or without them) the boxes cannot enable the button: the server says what is missing.
  const disabled = lines.length === 0 || (hydrated && (sending || !privacy || !rentalPolicy));
  const field = (name: string) => ({
    name,
    error: errors[name],
    label: t(`quote.form.${name}` as Parameters<typeof t>[0]),
    ...(prefill?.[name] ? { defaultValue: prefill[name] } : {}),
  });

  return (
    <SubmissionFormElement submission={submission} className="space-y-6" aria-describedby="quote-required-note">
      {cartLineFields(lines).map((f) => (
        <input key={f.name} type="hidden" name={f.name} value={f.value} />
      ))}
      {alert}

      <FormCard id="quote-contact-title" title={t("quote.form.title")}>
        <p id="quote-required-note" className="-mt-3 mb-4 text-sm text-concrete-600">
          {t("quote.form.requiredNote")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("firstName")} required autoComplete="given-name" maxLength={FIELD_MAX.name} />
          <TextField {...field("lastName")} required autoComplete="family-name" maxLength={FIELD_MAX.name} />
          <TextField {...field("company")} autoComplete="organization" maxLength={FIELD_MAX.company} className="sm:col-span-2" />
          <TextField {...field("email")} required type="email" autoComplete="email" inputMode="email" maxLength={FIELD_MAX.email} />
          <TextField {...field("phone")} required type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_MAX.phoneInput} placeholder={t("common.phonePlaceholder")} />
          <TextField {...field("address")} autoComplete="address-line1" maxLength={FIELD_MAX.address} className="sm:col-span-2" />
          <TextField {...field("city")} autoComplete="address-level2" maxLength={FIELD_MAX.city} />
          <TextField {...field("postalCode")} autoComplete="postal-code" maxLength={FIELD_MAX.postalCode} hint={t("quote.form.postalCodeHint")} />
        </div>
      </FormCard>

      <FormCard id="quote-project-title" title={t("quote.form.projectTitle")}>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            {...field("startDate")}
            type="date"
            min={earliestStart ?? undefined}
            value={dates.start ?? ""}
            onChange={(event) => project.onDatesChange({ start: event.currentTarget.value })}
            messageVars={{ phone }}
          />
          <TextField
            {...field("endDate")}
            type="date"
            min={dates.start || earliestStart || undefined}
            value={dates.end ?? ""}
            onChange={(event) => project.onDatesChange({ end: event.currentTarget.value })}
            messageVars={{ phone }}
          />
        </div>
        {earliestStartText ? (
          <p id="project-dates-hint" className="mt-2 text-sm text-concrete-600">
            {t("rental.dates.earliest", { date: earliestStartText, hours: NOTICE_HOURS, days: MAX_ONLINE_RENTAL_DAYS })}
          </p>
        ) : null}
        <fieldset className="mt-5" aria-describedby={errors.deliveryNeeded ? "deliveryNeeded-error" : undefined}>
          <legend className="mb-2 text-sm font-semibold">
            {t("quote.form.deliveryNeeded")}
            <RequiredMark />
          </legend>
          <div className="grid gap-2">
            {DELIVERY_CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-concrete-300 bg-white px-3 py-2 has-[:checked]:border-ink has-[:checked]:bg-concrete-50 has-[:checked]:font-semibold"
              >
                <input
                  type="radio"
                  name="deliveryNeeded"
                  value={choice}
                  checked={delivery === choice}
                  onChange={() => project.onDeliveryChange(choice)}
                  className="h-5 w-5 shrink-0 accent-safety-600"
                />
                <span>{t(`quote.form.deliveryChoices.${choice}`)}</span>
              </label>
            ))}
          </div>
          <FieldMessage id="deliveryNeeded-error" error={errors.deliveryNeeded} />
        </fieldset>
        <TextAreaField {...field("comments")} hint={t("quote.form.commentsHint")} maxLength={FIELD_MAX.comments} className="mt-5" rows={4} />
      </FormCard>

      {needsSite ? (
        <FormCard id="quote-site-title" title={t("quote.form.siteTitle")} hint={t("quote.form.siteHint")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("deliveryLocationName")} maxLength={FIELD_MAX.locationName} className="sm:col-span-2" />
            <TextField {...field("deliveryAddress")} required autoComplete="shipping address-line1" maxLength={FIELD_MAX.address} className="sm:col-span-2" />
            <TextField {...field("deliveryCity")} required autoComplete="shipping address-level2" maxLength={FIELD_MAX.city} />
            <TextField
              {...field("deliveryPostalCode")}
              required
              autoComplete="shipping postal-code"
              maxLength={FIELD_MAX.postalCode}
              hint={t("quote.form.postalCodeHint")}
              onChange={(event) => project.onDeliveryPostalCodeChange(event.currentTarget.value)}
            />
          </div>
        </FormCard>
      ) : null}

      <FormCard id="quote-confirm-title" title={t("quote.form.acceptancesTitle")}>
        <div className="space-y-4">
          <PrivacyAcceptanceField error={errors.privacyAccepted} checked={privacy} onChange={setPrivacy} />
          <AcceptanceField
            name="rentalPolicyAccepted"
            before={t("quote.form.rentalPolicyBefore")}
            linkText={t("quote.form.rentalPolicyLink")}
            href={href("/rental-policy")}
            error={errors.rentalPolicyAccepted}
            checked={rentalPolicy}
            onChange={setRentalPolicy}
          />
        </div>
        <div className="mt-6 flex flex-col gap-4 border-t border-concrete-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-concrete-700">
            {t("quote.summary.total")} <strong className="ml-1 text-lg text-ink tabular-nums">{totalText}</strong>
          </p>
          <SendRequestButton label={t("quote.form.submit")} sending={sending} disabled={disabled} />
        </div>
        {lines.length === 0 ? <p className="mt-3 text-sm text-concrete-700">{t("quote.errors.noItems")}</p> : null}
      </FormCard>
    </SubmissionFormElement>
  );
}
