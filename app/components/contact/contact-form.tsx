/**
 * The contact form (spec 3 "Contact form"). A plain HTML form first: it posts
 * and shows the server's errors without JavaScript, keeping what was typed.
 * With JavaScript the same form is checked in the browser first and sent
 * without leaving the page. Remounted (new `key`) after a success.
 */
import { useState } from "react";
import { CONTACT_SUBJECTS, FIELD_MAX } from "../../domain/validation/form-shapes.ts";
import { useI18n } from "../../i18n/react.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/form-field.tsx";
import { PrivacyAcceptanceField, SendRequestButton, SubmissionFormElement, type SubmissionFormProps } from "../ui/submission-form.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";

export function ContactForm({
  submission,
  values,
}: {
  submission: SubmissionFormProps;
  /** What was typed, when the server answers a plain post (no JavaScript). */
  values: Record<string, string>;
}) {
  const { t } = useI18n();
  const { errors, sending, alert } = submission;
  const hydrated = useHydrated();
  const [privacy, setPrivacy] = useState(values.privacyAccepted === "on");
  // decisions.md: without JavaScript the button stays enabled and the server checks the box.
  const disabled = hydrated && (!privacy || sending);
  const field = (name: "name" | "email" | "phone" | "message") => ({
    name,
    label: t(`quote.contact.${name}`),
    error: errors[name],
    defaultValue: values[name] ?? "",
  });
  return (
    <SubmissionFormElement submission={submission} className="space-y-5" aria-labelledby="contact-form-title">
      {alert}
      <p className="text-sm text-concrete-600">{t("quote.form.requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} required autoComplete="name" maxLength={FIELD_MAX.fullName} className="sm:col-span-2" />
        <TextField {...field("email")} required type="email" autoComplete="email" inputMode="email" maxLength={FIELD_MAX.email} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_MAX.phoneInput} placeholder={t("common.phonePlaceholder")} />
        <SelectField name="subject" label={t("quote.contact.subject")} error={errors.subject} defaultValue={values.subject ?? ""} className="sm:col-span-2">
          <option value="">{t("quote.contact.subjectPlaceholder")}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`quote.contact.subjects.${subject}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField {...field("message")} required hint={t("quote.contact.messageHint")} maxLength={FIELD_MAX.message} rows={6} className="sm:col-span-2" />
      </div>
      <PrivacyAcceptanceField error={errors.privacyAccepted} checked={privacy} onChange={setPrivacy} />
      <SendRequestButton label={t("quote.contact.submit")} sending={sending} disabled={disabled} />
    </SubmissionFormElement>
  );
}
