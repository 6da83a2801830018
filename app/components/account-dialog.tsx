import { useState } from "react";
import { langFromPath } from "../i18n/index.ts";
import { lazyWithWords, loadNamespaces } from "../i18n/lazy-messages.ts";
import { useI18n } from "../i18n/react.tsx";
import type { AccountDialogState } from "./account/account-dialog-context.tsx";
import { OptionalChunk } from "./ui/optional-chunk.tsx";

// The dialog, its tabs and forms load on demand: Radix Tabs, the form rules and zod stay
// out of every page's first load (docs/decisions/0006), and so does the dialog itself.
const loadFrame = () => import("./account/account-dialog-frame.tsx");
const loadBody = () => import("./account/account-dialog-body.tsx");

/** The messages of the dialog and its forms: not in any page's first load (i18n/namespaces.ts). */
const DIALOG_NAMESPACES = ["accountArea", "quote", "validation"] as const;

const AccountDialogFrame = lazyWithWords(loadFrame, DIALOG_NAMESPACES);

/** Start loading the dialog's code and messages early (pointer over or focus on an account button). */
export function preloadAccountDialog(): void {
  void loadFrame();
  void loadBody();
  void loadNamespaces(langFromPath(window.location.pathname), DIALOG_NAMESPACES);
}

/**
 * 'Compte client' (spec 2): nothing until it is first opened, then the dialog
 * (./account/account-dialog-frame.tsx) once its code and its words have arrived. If its code
 * cannot load, the account page (which works without the dialog) opens instead.
 */
export function AccountDialog({ state, onClose }: { state: AccountDialogState; onClose: () => void }) {
  const { lang, href } = useI18n();
  const [requested, setRequested] = useState(state.open);
  if (state.open && !requested) setRequested(true);
  if (!requested) return null;
  const Frame = AccountDialogFrame[lang];
  return (
    <OptionalChunk
      name="Account dialog"
      onFailure={() => {
        onClose();
        window.location.assign(href("/account"));
      }}
    >
      <Frame state={state} onClose={onClose} />
    </OptionalChunk>
  );
}
