/**
 * Form fields of the account screens: visible label with an asterisk when
 * required, hint, error tied to the input (aria-invalid, aria-describedby),
 * 44 px tall inputs.
 */
import { Eye, EyeOff } from "lucide-react";
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "../ui/use-hydrated.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { MessageKey } from "../../i18n/index.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors } from "../../auth/account-limits.ts";

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-concrete-300 bg-white px-3 py-2 text-base text-ink placeholder:text-concrete-500 read-only:bg-concrete-100 read-only:text-concrete-700 aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50";

/** Placeholders every account message may use. */
export function useAccountMessage() {
  const { t } = useI18n();
  return (key: MessageKey, vars: Record<string, string | number> = {}) => t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, ...vars });
}

type FieldProps = {
  name: string;
  label: string;
  error?: MessageKey;
  hint?: ReactNode;
  required?: boolean;
  optionalLabel?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** The ids that tie a control to its hint and error. */
function useFieldIds(name: string, givenId: string | undefined, hint: ReactNode, error: MessageKey | undefined) {
  const autoId = useId();
  const id = givenId ?? `${autoId}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(" ") || undefined };
}

function FieldLabel({ htmlFor, label, required, optionalLabel }: { htmlFor: string; label: string; required?: boolean; optionalLabel?: string }) {
  const { t } = useI18n();
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span className="text-danger-700" aria-hidden="true">
          {" "}*
        </span>
      ) : null}
      {required ? <span className="sr-only"> ({t("common.required")})</span> : null}
      {optionalLabel ? <span className="font-normal text-concrete-600"> ({optionalLabel})</span> : null}
    </label>
  );
}

function FieldNotes({ ids, error, hint, vars }: { ids: { hintId?: string; errorId?: string }; error?: MessageKey; hint?: ReactNode; vars?: Record<string, string | number> }) {
  const message = useAccountMessage();
  return (
    <>
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm font-medium text-danger-700">
          {message(error, vars)}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-sm text-concrete-600">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function TextField({ name, label, error, hint, required, optionalLabel, id: givenId, maxLength, ...input }: FieldProps) {
  const ids = useFieldIds(name, givenId, hint, error);
  return (
    <div>
      <FieldLabel htmlFor={ids.id} label={label} required={required} optionalLabel={optionalLabel} />
      <input
        id={ids.id}
        name={name}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={inputClass}
        {...input}
      />
      <FieldNotes ids={ids} error={error} hint={hint} vars={{ n: maxLength ?? 0 }} />
    </div>
  );
}

/** A password input with a show/hide toggle (long passphrases are easier to type when seen). */
export function PasswordField(props: Omit<FieldProps, "type">) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { name, label, error, hint, required, id: givenId, ...input } = props;
  const ids = useFieldIds(name, givenId, hint, error);
  return (
    <div>
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      <div className="relative">
        <input
          id={ids.id}
          name={name}
          type={visible ? "text" : "password"}
          required={required}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${inputClass} pr-12`}
          {...input}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-concrete-600 hover:text-ink"
          >
            {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
            <span className="sr-only">{visible ? t("accountArea.password.hide") : t("accountArea.password.show")}</span>
          </button>
        ) : null}
      </div>
      <FieldNotes ids={ids} error={error} hint={hint} />
    </div>
  );
}

/** A form-level message shown in the page when no script runs (toasts need JavaScript). */
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

/**
 * Runs `handle` once for each new value (a new answer of the server): toasts
 * are announced once, however often the component renders.
 */
export function useOnNewValue<T>(value: T | undefined, handle: (value: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const handler = useRef(handle);
  useEffect(() => {
    handler.current = handle;
  });
  useEffect(() => {
    if (value === undefined || handled.current === value) return;
    handled.current = value;
    handler.current(value);
  }, [value]);
}

/**
 * Field errors found in the browser before posting; they give way to the
 * server's as soon as a new answer arrives.
 */
export function useClientErrors<A>(answer: A | undefined) {
  const [state, setState] = useState<{ errors: FieldErrors; answer: A | undefined } | null>(null);
  const current = state && state.answer === answer ? state.errors : null;
  return [current, (errors: FieldErrors | null) => setState(errors ? { errors, answer } : null)] as const;
}
