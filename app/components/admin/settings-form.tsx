/**
 * The form of /admin/settings: identity and e-mails, address and position, the week's
 * opening hours, the emergency line in both languages, the service area, the tax numbers and the
 * rentals' turnaround.
 * A plain POST (works without JavaScript: the server's answer shows above the fields and
 * what was typed stays); with JavaScript the browser checks it first with the action's own
 * schema, errors go by their fields, the first one gets the focus, and the outcome is a toast.
 */
import { Save } from "../ui/admin-icons.tsx";
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formValues } from "../../auth/account-limits.ts";
import { dayFields, SETTINGS_FORM_FIELDS, SETTINGS_MAX, WEEK_DAYS, type SettingKey } from "../../domain/business-settings.ts";
import { businessSettingsFormSchema } from "../../domain/validation/business-settings-form.ts";
import type { FieldError, FieldErrors } from "../../domain/validation/errors.ts";
import { checkForm } from "../../domain/validation/check-form.ts";
import { FIELD_MAX } from "../../domain/validation/fields.ts";
import { weekdayLabel } from "../../i18n/format-hours.ts";
import { useI18n } from "../../i18n/react.tsx";
import { toast } from "../toast.tsx";
import { FormAlert, FormMessage, TextAreaField, TextField } from "../ui/form-field.tsx";
import { focusFirstError } from "../ui/use-form-submission.ts";
import { useClientErrors, useOnNewValue } from "../ui/use-form-answer.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/** What the settings action answers. */
export type SettingsSaveAnswer = { ok: true } | { ok: false; message: FieldError; fieldErrors: FieldErrors; values?: Record<string, string> };

type SettingsFormProps = {
  version: number;
  values: Record<string, string>;
  defaults: Record<string, string>;
  changed: readonly SettingKey[];
  answer: SettingsSaveAnswer | undefined;
};

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-concrete-700">{lead}</p> : null}
      <div className="mt-5 space-y-4">{children}</div>
    </section>
  );
}

/**
 * Each answer of the server as a toast, once. Called by the page, not the form: a save gives a
 * new form (the stored values), which would announce the same answer again.
 */
export function useSettingsAnswerToast(answer: SettingsSaveAnswer | undefined): void {
  const { t } = useI18n();
  useOnNewValue(answer, (outcome) => {
    if (outcome.ok) toast({ title: t("adminSettings.saved") });
    else toast({ title: t("adminSettings.formErrorTitle"), description: t(outcome.message.key, { n: outcome.message.n ?? "" }), variant: "destructive" });
  });
}

export function SettingsForm({ version, values, defaults, changed, answer }: SettingsFormProps) {
  const { t, lang } = useI18n();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-settings";
  const [clientErrors, setClientErrors] = useClientErrors(answer);
  const failed = answer && !answer.ok ? answer : undefined;
  const errors: FieldErrors = clientErrors ?? failed?.fieldErrors ?? {};
  // Without JavaScript a refused form comes back with what was typed.
  const shown = failed?.values ?? values;
  const [closed, setClosed] = useState(() => Object.fromEntries(WEEK_DAYS.map((day) => [day, shown[dayFields(day).closed] === "on"])));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkForm(businessSettingsFormSchema, formValues(new FormData(event.currentTarget)), { order: SETTINGS_FORM_FIELDS });
    if (check.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(check.errors);
    toast({ title: t("adminSettings.formErrorTitle"), description: t(check.summary.key, { n: check.summary.n ?? "" }), variant: "destructive" });
    focusFirstError(event.currentTarget, check.errors, SETTINGS_FORM_FIELDS);
  };

  /** A text field of one setting; when staff changed it, the hint recalls the environment's value. */
  const field = (
    name: SettingKey,
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string; maxLength?: number; required?: boolean; inputMode?: "decimal" | "numeric"; min?: number; max?: number } = {},
  ) => {
    const { hint, required = true, ...input } = extra;
    const fromDefault = changed.includes(name) && defaults[name] ? t("adminSettings.defaultValue", { value: defaults[name] }) : null;
    const hints = [hint, fromDefault].filter(Boolean);
    return (
      <TextField
        name={name}
        label={label}
        required={required}
        defaultValue={shown[name] ?? ""}
        error={errors[name]}
        hint={
          hints.length > 0
            ? hints.map((text) => (
                <span key={text} className="block">
                  {text}
                </span>
              ))
            : undefined
        }
        {...input}
      />
    );
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t("adminSettings.formTitle")}>
      <input type="hidden" name="intent" value="save-settings" />
      <input type="hidden" name="version" value={version} />
      {!hydrated && answer?.ok ? <FormMessage tone="success">{t("adminSettings.saved")}</FormMessage> : null}
      {failed && (!hydrated || failed.message.key === "adminSettings.errors.conflict") ? (
        <FormAlert title={t("adminSettings.formErrorTitle")} text={t(failed.message.key, { n: failed.message.n ?? "" })} />
      ) : null}

      <Section id="settings-identity" title={t("adminSettings.sections.identity")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("name", t("adminSettings.fields.name"), { autoComplete: "organization", maxLength: SETTINGS_MAX.name })}
          {field("legalName", t("adminSettings.fields.legalName"), { maxLength: SETTINGS_MAX.legalName })}
        </div>
        {field("phone", t("adminSettings.fields.phone"), { type: "tel", autoComplete: "tel", maxLength: FIELD_MAX.phoneInput })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("email", t("adminSettings.fields.email"), { type: "email", hint: t("adminSettings.fields.emailHint"), maxLength: FIELD_MAX.email })}
          {field("staffNotifyEmail", t("adminSettings.fields.staffNotifyEmail"), { type: "email", hint: t("adminSettings.fields.staffNotifyEmailHint"), maxLength: FIELD_MAX.email })}
        </div>
      </Section>

      <Section id="settings-address" title={t("adminSettings.sections.address")}>
        {field("streetAddress", t("adminSettings.fields.streetAddress"), { autoComplete: "address-line1", maxLength: SETTINGS_MAX.streetAddress })}
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          {field("town", t("adminSettings.fields.town"), { autoComplete: "address-level2", maxLength: SETTINGS_MAX.town })}
          {field("postalCode", t("adminSettings.fields.postalCode"), { autoComplete: "postal-code", maxLength: FIELD_MAX.postalCode })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("latitude", t("adminSettings.fields.latitude"), { inputMode: "decimal", maxLength: SETTINGS_MAX.coordinate })}
          {field("longitude", t("adminSettings.fields.longitude"), { inputMode: "decimal", maxLength: SETTINGS_MAX.coordinate })}
        </div>
        <p className="text-sm text-concrete-600">{t("adminSettings.fields.geoHint")}</p>
      </Section>

      <Section id="settings-hours" title={t("adminSettings.sections.hours")} lead={t("adminSettings.sections.hoursLead")}>
        <div className="divide-y divide-concrete-200">
          {WEEK_DAYS.map((day) => {
            const f = dayFields(day);
            const isClosed = closed[day] ?? false;
            return (
              <div
                key={day}
                role="group"
                aria-labelledby={`${f.closed}-day`}
                className="grid grid-cols-2 items-start gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[7rem_7rem_minmax(0,1fr)_minmax(0,1fr)]"
              >
                <p id={`${f.closed}-day`} className="flex min-h-11 items-center font-semibold sm:mt-7">
                  {weekdayLabel(lang, day)}
                </p>
                <label className="flex min-h-11 cursor-pointer items-center gap-2.5 sm:mt-7">
                  <input
                    type="checkbox"
                    name={f.closed}
                    defaultChecked={isClosed}
                    onChange={(event) => {
                      // Read now: React clears currentTarget before a deferred updater runs.
                      const ticked = event.currentTarget.checked;
                      setClosed((current) => ({ ...current, [day]: ticked }));
                    }}
                    className="h-6 w-6 shrink-0 cursor-pointer accent-safety-600"
                  />
                  {t("adminSettings.fields.closed")}
                </label>
                <TextField name={f.opens} type="time" label={t("adminSettings.fields.opens")} defaultValue={shown[f.opens] ?? ""} error={errors[f.opens]} disabled={hydrated && isClosed} />
                <TextField name={f.closes} type="time" label={t("adminSettings.fields.closes")} defaultValue={shown[f.closes] ?? ""} error={errors[f.closes]} disabled={hydrated && isClosed} />
              </div>
            );
          })}
        </div>
      </Section>

      <Section id="settings-emergency" title={t("adminSettings.sections.emergency")} lead={t("adminSettings.sections.emergencyLead")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="emergencyLineFr"
            lang="fr"
            label={t("adminSettings.fields.emergencyFr")}
            defaultValue={shown.emergencyLineFr ?? ""}
            error={errors.emergencyLineFr}
            maxLength={SETTINGS_MAX.emergencyLine}
          />
          <TextField
            name="emergencyLineEn"
            lang="en"
            label={t("adminSettings.fields.emergencyEn")}
            defaultValue={shown.emergencyLineEn ?? ""}
            error={errors.emergencyLineEn}
            maxLength={SETTINGS_MAX.emergencyLine}
          />
        </div>
      </Section>

      <Section id="settings-area" title={t("adminSettings.sections.serviceArea")}>
        <TextAreaField
          name="serviceArea"
          label={t("adminSettings.fields.serviceArea")}
          required
          rows={5}
          hint={t("adminSettings.fields.serviceAreaHint")}
          defaultValue={shown.serviceArea ?? ""}
          error={errors.serviceArea}
        />
      </Section>

      <Section id="settings-taxes" title={t("adminSettings.sections.taxes")} lead={t("adminSettings.sections.taxesLead")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("gstNumber", t("adminSettings.fields.gstNumber"), { required: false, hint: t("adminSettings.fields.gstHint"), maxLength: SETTINGS_MAX.taxNumber })}
          {field("qstNumber", t("adminSettings.fields.qstNumber"), { required: false, hint: t("adminSettings.fields.qstHint"), maxLength: SETTINGS_MAX.taxNumber })}
        </div>
      </Section>

      <Section id="settings-rentals" title={t("adminSettings.sections.rentals")} lead={t("adminSettings.sections.rentalsLead")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("turnaroundDays", t("adminSettings.fields.turnaroundDays"), {
            type: "number",
            inputMode: "numeric",
            min: 0,
            max: SETTINGS_MAX.turnaroundDays,
            hint: t("adminSettings.fields.turnaroundHint", { max: SETTINGS_MAX.turnaroundDays }),
          })}
        </div>
      </Section>

      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary w-full px-6 sm:w-auto" disabled={saving}>
          <Save className="h-5 w-5" aria-hidden="true" />
          {saving ? t("adminSettings.saving") : t("adminSettings.save")}
        </button>
      </div>
    </Form>
  );
}
