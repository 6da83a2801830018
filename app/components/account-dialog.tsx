import { lazy, Suspense } from "react";
import { useI18n } from "../i18n/react.tsx";
import type { AccountDialogState } from "./account/account-dialog-context.tsx";
import { useModalDialog } from "./ui/use-modal-dialog.ts";
import { DialogHeader } from "./ui/dialog-header.tsx";

// The tabs and forms load on demand: Radix Tabs, the form rules and zod stay
// out of every page's first load (docs/decisions/0006).
const loadBody = () => import("./account/account-dialog-body.tsx");
const AccountDialogBody = lazy(loadBody);

/** Start loading the dialog's code early (pointer over or focus on an account button). */
export function preloadAccountDialog(): void {
  void loadBody();
}

/**
 * 'Compte client' (spec 2): tabs Connexion (default) and Inscription. A native
 * modal <dialog>; its content mounts when it opens, so every opening starts
 * from empty forms ("on success it closes and the form clears").
 */
export function AccountDialog({ state, onClose }: { state: AccountDialogState; onClose: () => void }) {
  const { t } = useI18n();
  const ref = useModalDialog(state.open, onClose);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="account-dialog-title">
      <DialogHeader titleId="account-dialog-title" title={t("accountArea.dialog.title")} onClose={onClose} />
      {state.open ? (
        <Suspense fallback={<p className="px-6 py-12 text-center text-concrete-700">{t("common.loading")}</p>}>
          <AccountDialogBody initialTab={state.tab} notice={state.notice} onDone={onClose} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
