/**
 * Labelled form controls shared by the quote and contact forms: a visible
 * label with an asterisk for required fields (decisions.md), the error next
 * to its field (announced, linked by aria-describedby), an optional hint, and
 * ≥ 44 px targets. Controls are uncontrolled: what was typed stays typed.
 */
import { AlertCircle } from "lucide-react";
import { type FormEvent, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { FieldError, FieldErrors } from "../../domain/validation/errors.ts";
import { HONEYPOT_FIELD } from "../../domain/quote/limits.ts";
import { useI18n } from "../../i18n/react.tsx";

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-concrete-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-concrete-500 focus:border-ink aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50/40";

/** The visible asterisk; assistive technology hears "required" from aria-required on the control. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
}

export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t(error.key, error.n === undefined ? undefined : { n: error.n })}</span>
    </p>
  );
}

type FieldShell = { name: string; label: string; required?: boolean; error?: FieldError; hint?: string; className?: string };

function describedBy(name: string, hint: string | undefined, error: FieldError | undefined): string | undefined {
  const ids = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Label({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={name} className="mb-1.5 block text-sm font-semibold text-ink">
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** Label, control, hint and error of one field; the control gets its ARIA wiring from `controlProps`. */
function Field({ name, label, required, error, hint, className = "", children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} />
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-concrete-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${name}-error`} error={error} />
    </div>
  );
}

function controlProps({ name, required, error, hint }: FieldShell) {
  return {
    id: name,
    name,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, hint, error),
  } as const;
}

export function TextField({ name, label, required, error, hint, className, ...input }: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required">) {
  const shell = { name, label, required, error, hint, className };
  return (
    <Field {...shell}>
      <input {...controlProps(shell)} className={inputClass} {...input} />
    </Field>
  );
}

export function TextAreaField({ name, label, required, error, hint, className, ...input }: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "required">) {
  const shell = { name, label, required, error, hint, className };
  return (
    <Field {...shell}>
      <textarea {...controlProps(shell)} rows={5} className={`${inputClass} resize-y`} {...input} />
    </Field>
  );
}

export function SelectField({ name, label, required, error, hint, className, children, ...select }: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "required"> & { children: ReactNode }) {
  const shell = { name, label, required, error, hint, className };
  return (
    <Field {...shell}>
      <select {...controlProps(shell)} className={`${inputClass} pr-8`} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** A required acceptance box; its label holds a link to the policy (new tab: the form keeps its content). */
export function AcceptanceField({
  name,
  before,
  linkText,
  href,
  error,
  checked,
  onChange,
}: {
  name: string;
  before: string;
  linkText: string;
  href: string;
  error?: FieldError;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={name}
          name={name}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          checked={checked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-safety-600"
        />
        <label htmlFor={name} className="min-h-6 cursor-pointer text-base leading-snug">
          {before}
          <a href={href} target="_blank" rel="noopener" className="font-semibold text-safety-700 underline underline-offset-2 hover:text-ink">
            {linkText}
            <span className="sr-only"> {t("quote.form.newTab")}</span>
          </a>
          <RequiredMark />
        </label>
      </div>
      <FieldMessage id={`${name}-error`} error={error} />
    </div>
  );
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

/** The form's problems in one place (also what a visitor without JavaScript sees after posting). */
export function FormAlert({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-danger-700 bg-danger-50 p-4 text-danger-700">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-0.5 text-sm">{text}</p>
      </div>
    </div>
  );
}

/** Focus the first field with an error, in the form's order. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, order: readonly string[]): void {
  if (!form) return;
  const field = order.find((name) => errors[name]);
  if (!field) return;
  const element = form.elements.namedItem(field);
  const target = element instanceof RadioNodeList ? (element[0] as HTMLElement | undefined) : (element as HTMLElement | null);
  if (target && typeof target.focus === "function") {
    target.focus();
    return;
  }
  document.getElementById(`${field}-heading`)?.focus();
}

/** An opaque key per form instance (anti-double-submit); works without a secure context. */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
