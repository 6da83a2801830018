/**
 * The labelled form controls of every form (quote, contact, the account
 * forms, the profile; the back office's next): a visible label with an
 * asterisk for required fields (decisions.md; assistive technology hears
 * "required" from aria-required), an optional hint, the error next to its
 * field (linked by aria-describedby, the control marked aria-invalid), and
 * ≥ 44 px targets. Controls are uncontrolled unless the caller says
 * otherwise: what was typed stays typed.
 *
 * A field's id is its name unless the caller gives one (a form that can be
 * on the page twice, like sign-in in the dialog and on /account, gives
 * unique ids); its hint and error are `${id}-hint` and `${id}-error`. The password field, which
 * only the account forms use, is in ./password-field.tsx.
 */
import { AlertCircle } from "./icons.tsx";
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { FieldError } from "../../domain/validation/errors.ts";
import type { Vars } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-concrete-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-concrete-500 focus:border-ink read-only:bg-concrete-100 read-only:text-concrete-700 aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50/40";

/** The visible asterisk; assistive technology hears "required" from aria-required on the control. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
}

/** A field's error, translated; `vars` completes messages with more than {n} (the password's {min} and {max}). */
export function FieldMessage({ id, error, vars }: { id: string; error: FieldError | undefined; vars?: Vars }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t(error.key, error.n === undefined ? vars : { ...vars, n: error.n })}</span>
    </p>
  );
}

export type FieldFrameProps = {
  name: string;
  /** The control's id; its name by default. */
  id?: string;
  label: string;
  required?: boolean;
  /** "(facultatif)" after the label, for forms that mark the optional fields instead. */
  optionalLabel?: string;
  error?: FieldError;
  hint?: ReactNode;
  /** Placeholders of the error message beyond {n}. */
  messageVars?: Vars;
  /** Classes of the field's box (grid placement, margins). */
  className?: string;
};

/** The ARIA wiring of a control: its id, required, invalid, described by its hint and error. */
export function fieldControlProps({ name, id = name, required, error, hint }: Pick<FieldFrameProps, "name" | "id" | "required" | "error" | "hint">) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** Label, control, hint and error of one field. */
export function FieldFrame({ name, id = name, label, required, optionalLabel, error, hint, messageVars, className = "", children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? <RequiredMark /> : null}
        {optionalLabel ? <span className="font-normal text-concrete-600"> ({optionalLabel})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-concrete-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} error={error} vars={messageVars} />
    </div>
  );
}

type FrameOnly = FieldFrameProps & { controlClassName?: string };
export const framePropsOf = ({ name, id, label, required, optionalLabel, error, hint, messageVars, className }: FieldFrameProps): FieldFrameProps => ({
  name,
  id,
  label,
  required,
  optionalLabel,
  error,
  hint,
  messageVars,
  className,
});

export function TextField({ controlClassName = "", ...props }: FrameOnly & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required" | "className">) {
  const { name, id, label, required, optionalLabel, error, hint, messageVars, className, ...input } = props;
  const frame = framePropsOf({ name, id, label, required, optionalLabel, error, hint, messageVars, className });
  return (
    <FieldFrame {...frame}>
      <input {...fieldControlProps(frame)} className={`${inputClass} ${controlClassName}`.trim()} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "required" | "className">) {
  const { name, id, label, required, optionalLabel, error, hint, messageVars, className, ...textarea } = props;
  const frame = framePropsOf({ name, id, label, required, optionalLabel, error, hint, messageVars, className });
  return (
    <FieldFrame {...frame}>
      <textarea {...fieldControlProps(frame)} rows={5} className={`${inputClass} resize-y`} {...textarea} />
    </FieldFrame>
  );
}

export function SelectField(props: FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "required" | "className"> & { children: ReactNode }) {
  const { name, id, label, required, optionalLabel, error, hint, messageVars, className, children, ...select } = props;
  const frame = framePropsOf({ name, id, label, required, optionalLabel, error, hint, messageVars, className });
  return (
    <FieldFrame {...frame}>
      {/* Chrome counts a <select> as :read-only, which the shared input style greys out. */}
      <select {...fieldControlProps(frame)} className={`${inputClass} pr-8 read-only:bg-white read-only:text-ink`} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A check box with its label (the label may hold links); required boxes get the asterisk. */
export function CheckboxField({
  name,
  id = name,
  required,
  error,
  checked,
  defaultChecked,
  onChange,
  children,
}: {
  name: string;
  id?: string;
  required?: boolean;
  error?: FieldError;
  checked?: boolean;
  /** Uncontrolled: ticked at first (a form posted without JavaScript). */
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-safety-600"
        />
        <label htmlFor={id} className="min-h-6 cursor-pointer text-base leading-snug">
          {children}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** A required acceptance box whose label links to the policy (new tab: the form keeps its content). */
export function AcceptanceField({
  before,
  linkText,
  href,
  ...box
}: {
  name: string;
  id?: string;
  before: string;
  linkText: string;
  href: string;
  error?: FieldError;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <CheckboxField {...box} required>
      {before}
      <a href={href} target="_blank" rel="noopener" className="font-semibold text-safety-700 underline underline-offset-2 hover:text-ink">
        {linkText}
        <span className="sr-only"> {t("quote.form.newTab")}</span>
      </a>
    </CheckboxField>
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

/** A one-line form-level message shown in the page when no script runs (toasts need JavaScript). */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${tone === "error" ? "border-danger-700 bg-danger-50 text-danger-700" : "border-success-700 bg-white text-success-700"}`}
    >
      {children}
    </p>
  );
}
