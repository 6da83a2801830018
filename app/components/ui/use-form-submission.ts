/**
 * The browser side of a form that sends a request (quote, contact): check
 * with the server's own rules, send with a fetcher, then show the answer —
 * errors next to their fields and in the form's alert, a toast, the focus on
 * the first field in error — and, after a success, a fresh form with a new
 * submission key (a re-post of the same form is recognised by the server).
 * The form's toasts form one group: a new result replaces the previous one,
 * so a success never shows under a stale error.
 * Without JavaScript none of this runs: the browser posts the form and the
 * server answers with the page.
 *
 * The account forms use the two small hooks of ./use-form-answer.ts (`useOnNewValue`,
 * `useClientErrors`) but not `useFormSubmission`: on /account they are plain
 * navigations (the action sets the session cookie and redirects, which a
 * fetcher answer cannot do for the page), they check synchronously and let
 * the browser post (no submission key, no honeypot, no alert block), and
 * their answer is the AccountOutcome, not a SubmissionAnswer.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { hasErrors, summaryOf, type FieldErrors } from "../../domain/validation/errors.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import type { SubmissionAnswer } from "../../submissions/form-submission.server.ts";
import { dismissToastGroup, toast } from "../toast.tsx";

export type FormAlertText = { title: string; text: string };
export type FailedAnswer = Exclude<SubmissionAnswer, { ok: true }>;

export type SubmissionFormOptions = {
  /** The form's fields in display order (the first one in error gets the focus). */
  fields: readonly string[];
  /** The phone number offered in failure messages. */
  phone: string;
  /** The answer to a plain form post, when the page was rendered after one. */
  posted?: SubmissionAnswer;
  /** The browser-side check: the errors found (none: the form is sent). Throws when the rules cannot load. */
  check(form: HTMLFormElement): Promise<FieldErrors>;
  failureTitle(answer: FailedAnswer): MessageKey;
  /** What to say when the check itself failed (the rules' chunk could not load). */
  checkFailed: { title: MessageKey; text: MessageKey };
  /** Once per accepted request, after the toast (e.g. empty the cart, focus the page's success message). */
  onSent?(reference: string): void;
  /** The toast of an accepted request; none when the page shows the result itself (one result, one place). */
  sentToast?(reference: string): { title: string; description: string };
};

export function useFormSubmission(options: SubmissionFormOptions) {
  const { t } = useI18n();
  const { fields, phone, posted } = options;
  const fetcher = useFetcher<SubmissionAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const group = useId();
  const alertFor = (answer: FailedAnswer): FormAlertText => ({
    title: t(options.failureTitle(answer)),
    text: t(answer.message.key, { phone, ...answer.message.vars }),
  });
  const [errors, setErrors] = useState<FieldErrors>(posted && !posted.ok ? (posted.fieldErrors ?? {}) : {});
  const [alert, setAlert] = useState<FormAlertText | null>(posted && !posted.ok ? alertFor(posted) : null);
  const [generation, setGeneration] = useState(0);
  // The form's key, made in the browser when it is first sent, so a page is the same bytes for
  // every visitor (a form posted without scripts carries none: the server makes it at the post).
  const submissionKey = useRef<string | undefined>(undefined);
  const [lastReference, setLastReference] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const sending = fetcher.state !== "idle" || checking;

  async function checkAndSend(form: HTMLFormElement) {
    setChecking(true);
    try {
      const found = await options.check(form);
      if (!hasErrors(found)) {
        setErrors({});
        setAlert(null);
        dismissToastGroup(group);
        const keyField = form.elements.namedItem("submissionKey");
        if (keyField instanceof HTMLInputElement) keyField.value = submissionKey.current ??= newSubmissionKey();
        await fetcher.submit(form, { method: "post" });
        return;
      }
      const summary = summaryOf(found, fields);
      const title = t("validation.errorTitle");
      const text = t(summary.key, summary.n === undefined ? { phone } : { n: summary.n, phone });
      setErrors(found);
      setAlert({ title, text });
      toast({ title, description: text, variant: "destructive", group });
      focusFirstError(form, found, fields);
    } catch {
      toast({ title: t(options.checkFailed.title), description: t(options.checkFailed.text, { phone }), variant: "destructive", group });
    } finally {
      setChecking(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void checkAndSend(event.currentTarget);
  }

  /** The error of a field goes away as soon as it is edited; the next submit checks again. */
  function onFieldChange(name: string) {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  // Each new answer to a submission made with JavaScript adjusts the page's state
  // (during render: React's pattern for state that follows a changing value)...
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer?.ok) {
      setErrors({});
      setAlert(null);
      setLastReference(answer.reference);
      setGeneration((g) => g + 1);
    } else if (answer) {
      setErrors(answer.fieldErrors ?? {});
      setAlert(alertFor(answer));
    }
  }
  // ...and, once, what it means outside React: the toast, the caller's follow-up, the focus.
  const announce = useEffectEvent((shown: SubmissionAnswer) => {
    if (shown.ok) {
      // The next request from this form is another one.
      submissionKey.current = undefined;
      dismissToastGroup(group);
      if (options.sentToast) toast({ ...options.sentToast(shown.reference), group });
      options.onSent?.(shown.reference);
      return;
    }
    toast({ title: t(options.failureTitle(shown)), description: t(shown.message.key, { phone, ...shown.message.vars }), variant: "destructive", group });
    focusFirstError(formRef.current, shown.fieldErrors ?? {}, fields);
  });
  const announced = useRef<unknown>(undefined);
  useEffect(() => {
    if (!seenAnswer || announced.current === seenAnswer) return;
    announced.current = seenAnswer;
    announce(seenAnswer);
  }, [seenAnswer]);

  return { formRef, errors, alert, generation, lastReference, sending, onSubmit, onFieldChange };
}

/** What useFormSubmission gives the page. */
export type FormSubmission = ReturnType<typeof useFormSubmission>;

/** Focus the first field with an error, in the form's order. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, order: readonly string[]): void {
  if (!form) return;
  const field = order.find((name) => errors[name]);
  if (!field) return;
  const element = form.elements.namedItem(field);
  const target = element instanceof RadioNodeList ? (element[0] as HTMLElement | undefined) : (element as HTMLElement | null);
  if (target && typeof target.focus === "function") {
    target.focus();
    return;
  }
  document.getElementById(`${field}-heading`)?.focus();
}

/** An opaque key per form instance (anti-double-submit); works without a secure context. */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
