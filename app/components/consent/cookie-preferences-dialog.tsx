/**
 * The "Personnaliser" dialog: the four cookie categories, each with a switch
 * (essential locked on), 'Annuler' and 'Enregistrer les préférences'.
 * Loaded on demand by cookie-consent.tsx, so the Radix Switch never weighs on
 * a page's first load.
 */
import * as Switch from "@radix-ui/react-switch";
import { useState } from "react";
import { CONSENT_CATEGORIES, customConsent, type ConsentCategory, type ConsentChoice } from "../../domain/consent.ts";
import { COOKIE_CONSENT_VALIDITY_MS } from "../../domain/constants.ts";
import { useI18n } from "../../i18n/react.tsx";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { DialogHeader } from "../ui/dialog-header.tsx";

const DAY_MS = 24 * 60 * 60 * 1000;

export type CookiePreferencesDialogProps = {
  open: boolean;
  /** The choice shown when the dialog opens (the stored one, or everything refused). */
  initial: ConsentChoice;
  onCancel: () => void;
  onSave: (choice: ConsentChoice) => void;
};

export default function CookiePreferencesDialog({ open, initial, onCancel, onSave }: CookiePreferencesDialogProps) {
  const { t } = useI18n();
  const ref = useModalDialog(open, onCancel);
  const [draft, setDraft] = useState<ConsentChoice>(initial);

  // Each opening starts from the stored choice: 'Annuler' (or Escape) discards edits.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setDraft(initial);
  }

  const toggle = (category: ConsentCategory, on: boolean) => setDraft((current) => customConsent({ ...current, [category]: on }));

  return (
    <dialog ref={ref} className="modal" aria-labelledby="cookie-preferences-title" aria-describedby="cookie-preferences-intro">
      <form
        className="flex flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(customConsent(draft));
        }}
      >
        <DialogHeader titleId="cookie-preferences-title" title={t("consent.preferences.title")} onClose={onCancel} />
        <p id="cookie-preferences-intro" className="mt-2 px-5 text-sm text-concrete-700 sm:px-6">
          {t("consent.preferences.intro", { days: Math.round(COOKIE_CONSENT_VALIDITY_MS / DAY_MS) })}
        </p>
        <ul className="mt-3 divide-y divide-concrete-200 border-y border-concrete-200 px-5 sm:px-6">
          {CONSENT_CATEGORIES.map((category) => {
            const locked = category === "essential";
            const id = `cookie-category-${category}`;
            return (
              <li key={category} className="flex items-start justify-between gap-4 py-4">
                <div className="min-w-0">
                  <label htmlFor={id} className="font-semibold">
                    {t(`consent.categories.${category}.name`)}
                  </label>
                  {locked ? <span className="ml-2 inline-block rounded-full bg-concrete-100 px-2 py-0.5 text-xs font-semibold text-concrete-700">{t("consent.preferences.alwaysOn")}</span> : null}
                  <p id={`${id}-description`} className="mt-1 text-sm text-concrete-700">
                    {t(`consent.categories.${category}.description`)}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  checked={draft[category]}
                  disabled={locked}
                  onCheckedChange={(on) => toggle(category, on)}
                  aria-describedby={`${id}-description`}
                  className="relative mt-0.5 inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-concrete-500 transition-colors data-[state=checked]:bg-safety-600 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.625rem]" />
                </Switch.Root>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col-reverse gap-2 p-5 sm:flex-row sm:justify-end sm:px-6">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t("consent.preferences.cancel")}
          </button>
          <button type="submit" className="btn btn-primary">
            {t("consent.preferences.save")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
