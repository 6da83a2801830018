/**
 * The account prompt 'Simplifiez vos réservations !' (spec 4, decisions.md):
 * it opens 60 s after the page loads, only for a visitor who is not signed in
 * and who has not dismissed it in the last 7 days. 'Plus tard', closing it and
 * creating an account each store a dismissal time in the browser.
 *
 * Pure rules plus a tiny scheduler with injected clock and storage, so the
 * timing is tested with a fake clock (signup-prompt.test.ts).
 */
import { SIGNUP_PROMPT_DELAY_MS, SIGNUP_PROMPT_SUPPRESS_MS } from "./constants.ts";

/** Browser storage key of the last dismissal (an epoch-milliseconds number). */
export const SIGNUP_PROMPT_DISMISSED_KEY = "signup-prompt-dismissed-at";

/** Delay between 'Créer un compte gratuit' and the account dialog opening (spec 2). */
export const SIGNUP_PROMPT_OPEN_ACCOUNT_DELAY_MS = 200;

export function parseDismissedAt(stored: string | null | undefined): number | null {
  if (!stored) return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A dismissal suppresses the prompt for 7 days; a date in the future (clock changed) counts as now. */
export function isSuppressed(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null) return false;
  return now - Math.min(dismissedAt, now) < SIGNUP_PROMPT_SUPPRESS_MS;
}

/** Whether to arm the 60-second timer for this page load. */
export function shouldScheduleSignupPrompt(input: { signedIn: boolean; dismissedAt: number | null; now: number }): boolean {
  return !input.signedIn && !isSuppressed(input.dismissedAt, input.now);
}

export type PromptClock = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type PromptStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/**
 * Arms the prompt for one page load. `isSignedIn` is asked again when the timer
 * fires (the visitor may have signed in meanwhile), and so is the storage
 * (another tab may have dismissed it). Returns a cancel function.
 */
export function scheduleSignupPrompt(options: { clock: PromptClock; storage: PromptStorage; isSignedIn: () => boolean; open: () => void }): () => void {
  const { clock, storage, isSignedIn, open } = options;
  const due = () => shouldScheduleSignupPrompt({ signedIn: isSignedIn(), dismissedAt: parseDismissedAt(storage.getItem(SIGNUP_PROMPT_DISMISSED_KEY)), now: clock.now() });
  if (!due()) return () => {};
  const handle = clock.setTimeout(() => {
    if (due()) open();
  }, SIGNUP_PROMPT_DELAY_MS);
  return () => clock.clearTimeout(handle);
}

export function recordSignupPromptDismissal(storage: PromptStorage, now: number): void {
  storage.setItem(SIGNUP_PROMPT_DISMISSED_KEY, String(now));
}
