import { lazy, Suspense } from "react";
import { langFromPath } from "../i18n/index.ts";
import { loadNamespaces, useNamespaces } from "../i18n/lazy-messages.ts";
import { useI18n } from "../i18n/react.tsx";
import type { AccountDialogState } from "./account/account-dialog-context.tsx";
import { useModalDialog } from "./ui/use-modal-dialog.ts";
import { DialogHeader } from "./ui/dialog-header.tsx";

// The tabs and forms load on demand: Radix Tabs, the form rules and zod stay
// out of every page's first load (docs/decisions/0006).
const loadBody = () => import("./account/account-dialog-body.tsx");
const AccountDialogBody = lazy(loadBody);

/** The messages of its forms: not in any page's first load (i18n/namespaces.ts). */
const DIALOG_NAMESPACES = ["accountArea", "quote", "validation"] as const;

/** Start loading the dialog's code and messages early (pointer over or focus on an account button). */
export function preloadAccountDialog(): void {
  void loadBody();
  void loadNamespaces(langFromPath(window.location.pathname), DIALOG_NAMESPACES);
}

/**
 * 'Compte client' (spec 2): tabs Connexion (default) and Inscription. A native
 * modal <dialog>; its content mounts when it opens, so every opening starts
 * from empty forms ("on success it closes and the form clears").
 */
export function AccountDialog({ state, onClose }: { state: AccountDialogState; onClose: () => void }) {
  const { t, lang } = useI18n();
  const ref = useModalDialog(state.open, onClose);
  const messagesReady = useNamespaces(lang, DIALOG_NAMESPACES, state.open);
  const loading = <p className="px-6 py-12 text-center text-concrete-700">{t("common.loading")}</p>;
  return (
    <dialog ref={ref} className="modal" aria-labelledby="account-dialog-title">
      <DialogHeader titleId="account-dialog-title" title={t("accountArea.dialog.title")} onClose={onClose} />
      {state.open ? (
        messagesReady ? (
          <Suspense fallback={loading}>
            <AccountDialogBody initialTab={state.tab} notice={state.notice} onDone={onClose} />
          </Suspense>
        ) : (
          loading
        )
      ) : null}
    </dialog>
  );
}
