/**
 * The <form> of a form that sends a request to staff (quote, contact; the
 * back office's public forms next) and what such forms share: the honeypot,
 * the submission key, the events app/components/ui/use-form-submission.ts
 * needs, the privacy box and the send button.
 */
import { Send } from "./icons.tsx";
import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from "react";
import { HONEYPOT_FIELD } from "../../domain/quote/limits.ts";
import type { FieldError, FieldErrors } from "../../domain/validation/errors.ts";
import { useI18n } from "../../i18n/react.tsx";
import { AcceptanceField, FormAlert } from "./form-field.tsx";
import type { FormSubmission } from "./use-form-submission.ts";

/** What a page hands its request form: the state and events of useFormSubmission, the alert to show. */
export type SubmissionFormProps = {
  formRef: Ref<HTMLFormElement>;
  errors: FieldErrors;
  sending: boolean;
  alert: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldChange: (name: string) => void;
  /** The form is being filled in: time to load its validation rules. */
  onFirstInput: () => void;
};

/** The props of a page's request form, from its useFormSubmission; `onFirstInput` starts loading the form's rules. */
export function submissionFormProps(form: FormSubmission, onFirstInput: () => void): SubmissionFormProps {
  return {
    formRef: form.formRef,
    errors: form.errors,
    sending: form.sending,
    alert: form.alert ? <FormAlert title={form.alert.title} text={form.alert.text} /> : null,
    onSubmit: form.onSubmit,
    onFieldChange: form.onFieldChange,
    onFirstInput,
  };
}

/**
 * The honeypot: a field people never see, that assistive technology never
 * announces and the keyboard never reaches, but naive bots fill in.
 */
export function HoneypotField() {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{t("quote.form.honeypot")}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The <form> of a request form: posts to the page's action (so it works
 * without JavaScript), carries the submission key and the honeypot, and tells
 * the page which field changed (its error goes away) and when the visitor
 * starts typing (the rules start loading).
 */
export function SubmissionFormElement({
  submission,
  children,
  ...attributes
}: {
  submission: SubmissionFormProps;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, "className" | "aria-labelledby" | "aria-describedby">) {
  const { formRef, onSubmit, onFirstInput, onFieldChange } = submission;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        onFirstInput();
        const target = event.target;
        if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) onFieldChange(target.name);
      }}
      {...attributes}
    >
      <input type="hidden" name="submissionKey" defaultValue="" />
      <HoneypotField />
      {children}
    </form>
  );
}

/** The required acceptance of the privacy policy, in every request form. */
export function PrivacyAcceptanceField({ error, checked, onChange }: { error?: FieldError; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t, href } = useI18n();
  return (
    <AcceptanceField name="privacyAccepted" before={t("quote.form.privacyBefore")} linkText={t("quote.form.privacyLink")} href={href("/privacy")} error={error} checked={checked} onChange={onChange} />
  );
}

/** The send button of a request form; it says so while the request is on its way. */
export function SendRequestButton({ label, sending, disabled }: { label: string; sending: boolean; disabled: boolean }) {
  const { t } = useI18n();
  return (
    <button type="submit" className="btn btn-primary w-full px-6 text-base sm:w-auto" disabled={disabled}>
      <Send className="h-5 w-5" aria-hidden="true" />
      {sending ? t("quote.form.sending") : label}
    </button>
  );
}
