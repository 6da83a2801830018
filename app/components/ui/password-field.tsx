/**
 * The form kit's password field (./form-field.tsx), on its own: only the account forms use it,
 * and the pages with another form need not load it (first-load JavaScript).
 */
import { Eye, EyeOff } from "./icons.tsx";
import { useState, type InputHTMLAttributes } from "react";
import { useI18n } from "../../i18n/react.tsx";
import { FieldFrame, fieldControlProps, framePropsOf, inputClass, type FieldFrameProps } from "./form-field.tsx";
import { useHydrated } from "./use-hydrated.ts";

/** A password input with a show/hide toggle (long passphrases are easier to type when seen). */
export function PasswordField(props: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required" | "className" | "type">) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { name, id, label, required, optionalLabel, error, hint, messageVars, className, ...input } = props;
  const frame = framePropsOf({ name, id, label, required, optionalLabel, error, hint, messageVars, className });
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input {...fieldControlProps(frame)} type={visible ? "text" : "password"} className={`${inputClass} pr-12`} {...input} />
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
    </FieldFrame>
  );
}
