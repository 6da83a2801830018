/**
 * 'Simplifiez vos réservations !' (spec 2 and 4): 'Créer un compte gratuit'
 * opens the account dialog on the register tab after 200 ms; 'Plus tard',
 * closing (Escape, backdrop, ×) and creating the account store a dismissal.
 */
import { Check, UserPlus, X } from "../ui/icons.tsx";
import { useRef } from "react";
import { recordSignupPromptDismissal, SIGNUP_PROMPT_OPEN_ACCOUNT_DELAY_MS } from "../../domain/signup-prompt.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { browserStorage } from "./browser-storage.ts";

export default function SignupPromptDialog({ onClose, onCreateAccount }: { onClose: () => void; onCreateAccount: () => void }) {
  const { t } = useI18n();
  const creating = useRef(false);
  const close = () => {
    recordSignupPromptDismissal(browserStorage(), Date.now());
    if (creating.current) window.setTimeout(onCreateAccount, SIGNUP_PROMPT_OPEN_ACCOUNT_DELAY_MS);
    else onClose();
  };
  const ref = useModalDialog(true, close);
  const benefits = [t("accountArea.prompt.benefitPrefill"), t("accountArea.prompt.benefitTrack"), t("accountArea.prompt.benefitFree")];
  return (
    <dialog ref={ref} className="modal" aria-labelledby="signup-prompt-title" aria-describedby="signup-prompt-lead">
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-safety-100 text-safety-700">
            <UserPlus className="h-6 w-6" aria-hidden="true" />
          </span>
          <button type="button" className="btn btn-ghost -m-2 px-2" onClick={() => ref.current?.close()}>
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t("common.close")}</span>
          </button>
        </div>
        <h2 id="signup-prompt-title" className="mt-4 text-2xl font-extrabold tracking-tight">
          {t("accountArea.prompt.title")}
        </h2>
        <p id="signup-prompt-lead" className="mt-2 text-concrete-700">
          {t("accountArea.prompt.lead")}
        </p>
        <ul className="mt-4 space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-concrete-800">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-success-700" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={() => ref.current?.close()}>
            {t("accountArea.prompt.later")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              creating.current = true;
              ref.current?.close();
            }}
          >
            {t("accountArea.prompt.create")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
