/**
 * The <form> of a form that sends a request to staff (quote, contact; the
 * back office's public forms next): the honeypot, the submission key, and the
 * events app/components/ui/use-form-submission.ts needs.
 */
import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from "react";
import { HONEYPOT_FIELD } from "../../domain/quote/limits.ts";
import { useI18n } from "../../i18n/react.tsx";

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
  formRef,
  submissionKey,
  onSubmit,
  onFirstInput,
  onFieldChange,
  children,
  ...attributes
}: {
  formRef: Ref<HTMLFormElement>;
  submissionKey: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFirstInput: () => void;
  onFieldChange: (name: string) => void;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, "className" | "aria-labelledby" | "aria-describedby">) {
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
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <HoneypotField />
      {children}
    </form>
  );
}
