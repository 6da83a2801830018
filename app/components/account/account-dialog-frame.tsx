import { lazy, Suspense } from "react";
import { useI18n } from "../../i18n/react.tsx";
import type { AccountDialogState } from "./account-dialog-context.tsx";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { DialogHeader } from "../ui/dialog-header.tsx";

// The tabs and forms (Radix Tabs, the form rules, zod): their own chunk, which the account buttons
// preload with this one (../account-dialog.tsx).
const AccountDialogBody = lazy(() => import("./account-dialog-body.tsx"));

/**
 * 'Compte client' (spec 2): tabs Connexion (default) and Inscription. A native
 * modal <dialog>; its content mounts when it opens, so every opening starts
 * from empty forms ("on success it closes and the form clears"). Loaded when the
 * dialog is first opened (../account-dialog.tsx), with its words.
 */
export default function AccountDialogFrame({ state, onClose }: { state: AccountDialogState; onClose: () => void }) {
  const { t } = useI18n();
  const ref = useModalDialog(state.open, onClose);
  const loading = <p className="px-6 py-12 text-center text-concrete-700">{t("common.loading")}</p>;
  return (
    <dialog ref={ref} className="modal" aria-labelledby="account-dialog-title">
      <DialogHeader titleId="account-dialog-title" title={t("accountArea.dialog.title")} onClose={onClose} />
      {state.open ? (
        <Suspense fallback={loading}>
          <AccountDialogBody initialTab={state.tab} notice={state.notice} onDone={onClose} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
