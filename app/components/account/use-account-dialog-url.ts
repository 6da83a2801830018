import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { MessageKey } from "../../i18n/index.ts";
import { useSignedInUser, type AccountDialogApi } from "./account-dialog-context.tsx";

/** Query parameters that open the account dialog: `?login=1`, `?register=1`, with an optional notice. */
export const ACCOUNT_DIALOG_PARAMS = { signIn: "login", signUp: "register", notice: "notice" } as const;

/** Notices a link may ask the dialog to show (`?login=1&notice=confirmed`). */
export const ACCOUNT_NOTICES = {
  confirmed: "accountArea.confirm.confirmed",
  "already-confirmed": "accountArea.confirm.alreadyConfirmed",
  "password-reset": "accountArea.reset.done",
} as const satisfies Record<string, MessageKey>;

export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

function isNotice(value: string | null): value is AccountNotice {
  return value !== null && Object.hasOwn(ACCOUNT_NOTICES, value);
}

/**
 * Opens the dialog when the URL asks for it (the /profile guard sends visitors
 * to `/?login=1`; e-mail links land on `/?login=1&notice=confirmed`), then
 * removes those parameters so a refresh or a shared link does not reopen it.
 */
export function useAccountDialogFromUrl(api: AccountDialogApi): void {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedInUser() !== null;
  const apply = useRef(() => {});
  useEffect(() => {
    apply.current = () => {
      const params = new URLSearchParams(location.search);
      const wantsSignUp = params.has(ACCOUNT_DIALOG_PARAMS.signUp);
      const wantsSignIn = params.has(ACCOUNT_DIALOG_PARAMS.signIn);
      if (!wantsSignUp && !wantsSignIn) return;
      const notice = params.get(ACCOUNT_DIALOG_PARAMS.notice);
      if (!signedIn) api.open(wantsSignUp ? "sign-up" : "sign-in", isNotice(notice) ? ACCOUNT_NOTICES[notice] : null);
      for (const key of Object.values(ACCOUNT_DIALOG_PARAMS)) params.delete(key);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
    };
  });
  // The query string is the trigger.
  useEffect(() => apply.current(), [location.search]);
}
