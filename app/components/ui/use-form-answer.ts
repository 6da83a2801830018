/**
 * Two small hooks for the forms that answer without `useFormSubmission` (./use-form-submission.ts):
 * the account's, the profile, the back office's. Apart from it, so a page whose form does use it
 * (quote, contact) does not load them.
 */
import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../domain/validation/errors.ts";

/**
 * Runs `handle` once for each new value (a new answer of the server): toasts
 * are announced once, however often the component renders.
 */
export function useOnNewValue<T>(value: T | undefined, handle: (value: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const handler = useRef(handle);
  useEffect(() => {
    handler.current = handle;
  });
  useEffect(() => {
    if (value === undefined || handled.current === value) return;
    handled.current = value;
    handler.current(value);
  }, [value]);
}

/**
 * Field errors found in the browser before posting; they give way to the
 * server's as soon as a new answer arrives.
 */
export function useClientErrors<A>(answer: A | undefined) {
  const [state, setState] = useState<{ errors: FieldErrors; answer: A | undefined } | null>(null);
  const current = state && state.answer === answer ? state.errors : null;
  return [current, (errors: FieldErrors | null) => setState(errors ? { errors, answer } : null)] as const;
}
