/**
 * Inside the 'Compte client' dialog (loaded on demand by ../account-dialog.tsx):
 * tabs Connexion / Inscription (Radix Tabs: arrow keys, roles, focus), the
 * forgotten-password view inside the sign-in tab.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft } from "../ui/icons.tsx";
import { useState } from "react";
import { recordSignupPromptDismissal } from "../../domain/signup-prompt.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { ForgotPasswordForm, SignInForm, SignUpForm } from "./account-forms.tsx";
import type { AccountTab } from "./account-dialog-context.tsx";
import { FormMessage } from "../ui/form-field.tsx";
import { browserStorage } from "./browser-storage.ts";

const triggerClass =
  "flex min-h-11 items-center justify-center rounded-md px-3 font-semibold text-concrete-700 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";

export default function AccountDialogBody({ initialTab, notice, onDone }: { initialTab: AccountTab; notice: MessageKey | null; onDone: () => void }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<AccountTab>(initialTab);
  const [forgot, setForgot] = useState(false);

  return (
    <div className="px-5 pb-6 pt-4 sm:px-6">
      {notice ? (
        <div className="mb-4">
          <FormMessage tone="success">{t(notice)}</FormMessage>
        </div>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value === "sign-up" ? "sign-up" : "sign-in");
          setForgot(false);
        }}
      >
        <Tabs.List aria-label={t("accountArea.dialog.tabsLabel")} className="grid grid-cols-2 gap-1 rounded-lg bg-concrete-100 p-1">
          <Tabs.Trigger value="sign-in" className={triggerClass}>
            {t("accountArea.dialog.signInTab")}
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={triggerClass}>
            {t("accountArea.dialog.signUpTab")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className="pt-5 focus-visible:outline-none">
          {forgot ? (
            <ForgotPasswordForm
              mode="dialog"
              back={
                <button type="button" onClick={() => setForgot(false)} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-safety-700 hover:underline">
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                  {t("accountArea.forgot.back")}
                </button>
              }
            />
          ) : (
            <>
              <p className="mb-4 text-sm text-concrete-700">{t("accountArea.signIn.lead")}</p>
              <SignInForm mode="dialog" onSuccess={onDone} onForgot={() => setForgot(true)} onCreateAccount={() => setTab("sign-up")} />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="sign-up" className="pt-5 focus-visible:outline-none">
          <p className="mb-4 text-sm text-concrete-700">{t("accountArea.signUp.lead")}</p>
          <SignUpForm
            mode="dialog"
            onSuccess={() => {
              // Creating an account also dismisses the signup prompt (spec 4).
              recordSignupPromptDismissal(browserStorage(), Date.now());
              onDone();
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
