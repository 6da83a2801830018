/**
 * The contact form (spec 3 "Contact form"). A plain HTML form first: it posts
 * and shows the server's errors without JavaScript, keeping what was typed.
 * With JavaScript the same form is checked in the browser first and sent
 * without leaving the page. Remounted (new `key`) after a success.
 */
import { Send } from "lucide-react";
import { useState, type FormEvent, type ReactNode, type Ref } from "react";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { CONTACT_SUBJECTS, FIELD_MAX } from "../../domain/validation/form-shapes.ts";
import { useI18n } from "../../i18n/react.tsx";
import { AcceptanceField, SelectField, TextAreaField, TextField } from "../ui/form-field.tsx";
import { SubmissionFormElement } from "../ui/submission-form.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";

export function ContactForm({
  formRef,
  errors,
  values,
  sending,
  submissionKey,
  alert,
  onSubmit,
  onFieldChange,
  onFirstInput,
}: {
  formRef: Ref<HTMLFormElement>;
  errors: FieldErrors;
  /** What was typed, when the server answers a plain post (no JavaScript). */
  values: Record<string, string>;
  sending: boolean;
  submissionKey: string;
  alert: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldChange: (name: string) => void;
  /** The form is being filled in: time to load its validation rules. */
  onFirstInput: () => void;
}) {
  const { t, href } = useI18n();
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
    <SubmissionFormElement
      formRef={formRef}
      submissionKey={submissionKey}
      onSubmit={onSubmit}
      onFirstInput={onFirstInput}
      onFieldChange={onFieldChange}
      className="space-y-5"
      aria-labelledby="contact-form-title"
    >
      {alert}
      <p className="text-sm text-concrete-600">{t("quote.form.requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} required autoComplete="name" maxLength={FIELD_MAX.fullName} className="sm:col-span-2" />
        <TextField {...field("email")} required type="email" autoComplete="email" inputMode="email" maxLength={FIELD_MAX.email} />
        <TextField {...field("phone")} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={FIELD_MAX.phoneInput} placeholder={t("common.phonePlaceholder")} />
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
      <AcceptanceField
        name="privacyAccepted"
        before={t("quote.form.privacyBefore")}
        linkText={t("quote.form.privacyLink")}
        href={href("/privacy")}
        error={errors.privacyAccepted}
        checked={privacy}
        onChange={setPrivacy}
      />
      <button type="submit" className="btn btn-primary w-full px-6 text-base sm:w-auto" disabled={disabled}>
        <Send className="h-5 w-5" aria-hidden="true" />
        {sending ? t("quote.form.sending") : t("quote.contact.submit")}
      </button>
    </SubmissionFormElement>
  );
}
