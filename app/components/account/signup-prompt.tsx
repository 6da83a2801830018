/**
 * Arms the 'Simplifiez vos réservations !' prompt once per page load (rules in
 * app/domain/signup-prompt.ts). Only this timer is in the first load (armed at
 * hydration, which the browser tests wait for); the dialog itself loads when it
 * is due, with its words.
 */
import { useEffect, useRef, useState } from "react";
import { scheduleSignupPrompt, type PromptClock } from "../../domain/signup-prompt.ts";
import { useAccountDialog, useSignedInUser } from "./account-dialog-context.tsx";
import { browserStorage } from "./browser-storage.ts";
import { lazyWithWords } from "../../i18n/lazy-messages.ts";
import { useI18n } from "../../i18n/react.tsx";
import { OptionalChunk } from "../ui/optional-chunk.tsx";

const SignupPromptDialog = lazyWithWords(() => import("./signup-prompt-dialog.tsx"), ["accountArea"]);

const browserClock: PromptClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export function SignupPrompt({ accountDialogOpen }: { accountDialogOpen: boolean }) {
  const { lang } = useI18n();
  const user = useSignedInUser();
  const account = useAccountDialog();
  const [open, setOpen] = useState(false);
  const blocked = useRef(false);
  useEffect(() => {
    // Signed in, or busy in the account dialog: no prompt.
    blocked.current = user !== null || accountDialogOpen;
  });

  useEffect(
    () =>
      scheduleSignupPrompt({
        clock: browserClock,
        storage: browserStorage(),
        isSignedIn: () => blocked.current,
        open: () => setOpen(true),
      }),
    [],
  );

  if (!open) return null;
  const Dialog = SignupPromptDialog[lang];
  return (
    <OptionalChunk name="Sign-up prompt" onFailure={() => setOpen(false)}>
      <Dialog
        onClose={() => setOpen(false)}
        onCreateAccount={() => {
          setOpen(false);
          account.open("sign-up");
        }}
      />
    </OptionalChunk>
  );
}
