/**
 * The account forms: sign in, sign up, forgotten password, resend the
 * confirmation. Each posts to the /account action with an `intent`:
 * - in the dialog ("dialog" mode) through a fetcher: the page stays, the
 *   result comes back as data, the root loader revalidates (header);
 * - on the /account page ("page" mode) as a plain form post, which also works
 *   with JavaScript off.
 * The browser checks the same schema first (instant feedback); the server
 * decides. Spec messages show as toasts (title 'Erreur', destructive style);
 * without JavaScript they show in the page.
 */
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import type { ZodType } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_MAX } from "../../auth/account-limits.ts";
import type { AccountIntent, AccountOutcome } from "../../auth/account-outcome.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { toast } from "../toast.tsx";
import { checkInBrowser, warmAccountRules, type Rules } from "./account-rules.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import { CheckboxField, FormMessage, TextField } from "../ui/form-field.tsx";
import { PasswordField } from "../ui/password-field.tsx";
import { useClientErrors, useOnNewValue } from "../ui/use-form-answer.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

export type FormMode = "dialog" | "page";

type Success = Extract<AccountOutcome, { ok: true }>;

/** Placeholders every account message may use (the password's limits). */
export const PASSWORD_VARS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Translates an account message with the password's limits at hand. */
export function useAccountMessage() {
  const { t } = useI18n();
  return (key: MessageKey, vars: Record<string, string | number> = {}) => t(key, { ...PASSWORD_VARS, ...vars });
}
type Failure = Extract<AccountOutcome, { ok: false }>;

/** The text of a failure: the spec's message, completed with its reason. */
export function useOutcomeText() {
  const message = useAccountMessage();
  return (outcome: Failure) => {
    const vars = { minutes: outcome.retryAfterMinutes ?? "", email: "" };
    return message(outcome.formError, { ...vars, reason: outcome.reason ? message(outcome.reason, vars) : "" });
  };
}

/**
 * The browser's check of an account form (or the profile's) when it is sent,
 * with the action's own schema once loaded: a form in error stays unsent, its
 * errors show by the fields and in a toast. They give way to the server's as
 * soon as its next `answer` arrives.
 */
export function useBrowserCheck<A>(answer: A | undefined, schema: (rules: Rules) => ZodType, requiredMessage: MessageKey) {
  const { t } = useI18n();
  const message = useAccountMessage();
  const [clientErrors, setClientErrors] = useClientErrors(answer);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkInBrowser(schema, event.currentTarget, requiredMessage);
    if (check.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(check.errors);
    toast({ title: t("validation.errorTitle"), description: message(check.summary.key), variant: "destructive" });
  };
  return { clientErrors, onSubmit };
}

function useAccountForm(options: { intent: AccountIntent; mode: FormMode; schema: (rules: Rules) => ZodType; requiredMessage: MessageKey; onSuccess?: (outcome: Success) => void }) {
  const { intent, mode, schema, requiredMessage } = options;
  const { t, href } = useI18n();
  const outcomeText = useOutcomeText();
  const fetcher = useFetcher<AccountOutcome>();
  const actionData = useActionData<AccountOutcome | undefined>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const pageOutcome = actionData && typeof actionData === "object" && "intent" in actionData && actionData.intent === intent ? actionData : undefined;
  const outcome = mode === "dialog" ? fetcher.data : pageOutcome;
  const submitting = mode === "dialog" ? fetcher.state !== "idle" : navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { clientErrors, onSubmit } = useBrowserCheck(outcome, schema, requiredMessage);

  // Each answer of the server is announced once.
  useOnNewValue(outcome, (answer) => {
    if (answer.ok) options.onSuccess?.(answer);
    else toast({ title: t("validation.errorTitle"), description: outcomeText(answer), variant: "destructive" });
  });

  const FormTag = mode === "dialog" ? fetcher.Form : Form;
  const fieldErrors: FieldErrors = clientErrors ?? (outcome && !outcome.ok ? outcome.fieldErrors : {});
  // Without JavaScript, no toast: the page itself shows the answer.
  const inlineError = !hydrated && outcome && !outcome.ok ? outcomeText(outcome) : null;
  // The dialog posts to /account from any page; the page's forms post to themselves (keeping ?tab=).
  const action = mode === "dialog" ? href("/account") : undefined;
  // Sign-in can be on the page and in the dialog at once: each form's fields get their own ids.
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  return { FormTag, action, onSubmit, onFocus: warmAccountRules, fieldErrors, outcome, submitting, hydrated, inlineError, id };
}

function SubmitButton({ submitting, disabled, label, pendingLabel }: { submitting: boolean; disabled?: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={submitting || disabled} aria-disabled={submitting || disabled ? true : undefined}>
      {submitting ? pendingLabel : label}
    </button>
  );
}

export function SignInForm({
  mode,
  onSuccess,
  onForgot,
  onCreateAccount,
  redirectTo,
  defaultEmail,
}: {
  mode: FormMode;
  onSuccess?: () => void;
  onForgot: ReactNode | (() => void);
  onCreateAccount?: () => void;
  redirectTo?: string;
  defaultEmail?: string;
}) {
  const { t } = useI18n();
  const form = useAccountForm({
    intent: "sign-in",
    mode,
    schema: (rules) => rules.signInSchema,
    requiredMessage: "accountArea.signIn.errors.required",
    onSuccess: (outcome) => {
      toast({ title: t(outcome.message ?? "accountArea.toast.loginSuccess") });
      onSuccess?.();
    },
  });
  const unconfirmed = form.outcome && !form.outcome.ok ? form.outcome.unconfirmedEmail : undefined;
  return (
    <div className="space-y-4">
      <form.FormTag method="post" action={form.action} onSubmit={form.onSubmit} onFocus={form.onFocus} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="sign-in" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {form.inlineError ? <FormMessage tone="error">{form.inlineError}</FormMessage> : null}
        <TextField
          id={form.id("email")}
          name="email"
          type="email"
          label={t("accountArea.signIn.email")}
          autoComplete="email"
          required
          error={form.fieldErrors.email}
          defaultValue={defaultEmail}
          maxLength={PROFILE_MAX.email}
        />
        <PasswordField
          id={form.id("password")}
          name="password"
          maxLength={PASSWORD_MAX_LENGTH}
          messageVars={PASSWORD_VARS}
          label={t("accountArea.signIn.password")}
          autoComplete="current-password"
          required
          error={form.fieldErrors.password}
        />
        <div className="flex justify-end">
          {typeof onForgot === "function" ? (
            <button type="button" onClick={onForgot} className="text-sm font-semibold text-safety-700 underline-offset-2 hover:underline">
              {t("accountArea.signIn.forgot")}
            </button>
          ) : (
            onForgot
          )}
        </div>
        <SubmitButton submitting={form.submitting} label={t("accountArea.signIn.submit")} pendingLabel={t("accountArea.signIn.submitting")} />
      </form.FormTag>
      {unconfirmed ? <ResendConfirmationForm mode={mode} email={unconfirmed} /> : null}
      {onCreateAccount ? (
        <p className="text-center text-sm text-concrete-700">
          {t("accountArea.signIn.noAccount")}{" "}
          <button type="button" onClick={onCreateAccount} className="font-semibold text-safety-700 underline-offset-2 hover:underline">
            {t("accountArea.signIn.createAccount")}
          </button>
        </p>
      ) : null}
    </div>
  );
}

export function SignUpForm({ mode, onSuccess }: { mode: FormMode; onSuccess?: () => void }) {
  const { t, href } = useI18n();
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({
    intent: "sign-up",
    mode,
    schema: (rules) => rules.signUpSchema,
    requiredMessage: "accountArea.signUp.errors.required",
    onSuccess: (outcome) => {
      toast({ title: t(outcome.message ?? "accountArea.toast.signupSuccess") });
      setSentTo(outcome.email ?? "");
      onSuccess?.();
    },
  });
  const done = form.outcome?.ok ? (form.outcome.email ?? sentTo) : null;
  if (done !== null && mode === "page") {
    return (
      <div className="space-y-3" role="status">
        <h2 className="text-xl font-bold">{t("accountArea.signUp.checkEmailTitle")}</h2>
        <p className="text-concrete-700">{t("accountArea.toast.signupSuccess")}</p>
        <p className="text-concrete-700">{t("accountArea.signUp.checkEmail", { email: done })}</p>
      </div>
    );
  }
  return (
    <form.FormTag method="post" action={form.action} onSubmit={form.onSubmit} onFocus={form.onFocus} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      {form.inlineError ? <FormMessage tone="error">{form.inlineError}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={form.id("firstName")}
          name="firstName"
          label={t("accountArea.signUp.firstName")}
          autoComplete="given-name"
          required
          error={form.fieldErrors.firstName}
          maxLength={PROFILE_MAX.name}
        />
        <TextField
          id={form.id("lastName")}
          name="lastName"
          label={t("accountArea.signUp.lastName")}
          autoComplete="family-name"
          required
          error={form.fieldErrors.lastName}
          maxLength={PROFILE_MAX.name}
        />
      </div>
      <TextField id={form.id("email")} name="email" type="email" label={t("accountArea.signUp.email")} autoComplete="email" required error={form.fieldErrors.email} maxLength={PROFILE_MAX.email} />
      <TextField
        id={form.id("phone")}
        name="phone"
        type="tel"
        label={t("accountArea.signUp.phone")}
        optionalLabel={t("accountArea.signUp.optional")}
        placeholder={t("common.phonePlaceholder")}
        autoComplete="tel"
        error={form.fieldErrors.phone}
        maxLength={PROFILE_MAX.phone}
      />
      <PasswordField
        id={form.id("password")}
        name="password"
        maxLength={PASSWORD_MAX_LENGTH}
        messageVars={PASSWORD_VARS}
        label={t("accountArea.signUp.password")}
        autoComplete="new-password"
        required
        error={form.fieldErrors.password}
        hint={t("accountArea.signUp.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField
        id={form.id("confirmPassword")}
        name="confirmPassword"
        maxLength={PASSWORD_MAX_LENGTH}
        messageVars={PASSWORD_VARS}
        label={t("accountArea.signUp.confirmPassword")}
        autoComplete="new-password"
        required
        error={form.fieldErrors.confirmPassword}
      />
      <CheckboxField id={form.id("privacyAccepted")} name="privacyAccepted" required checked={privacyAccepted} onChange={setPrivacyAccepted} error={form.fieldErrors.privacyAccepted}>
        {t("accountArea.signUp.privacyBefore")}{" "}
        <Link to={href("/privacy")} target="_blank" rel="noopener" className="font-semibold text-safety-700 underline underline-offset-2">
          {t("accountArea.signUp.privacyLink")}
        </Link>
      </CheckboxField>
      {/* With JavaScript the button waits for the box (spec); without, the server checks it. */}
      <SubmitButton submitting={form.submitting} disabled={form.hydrated && !privacyAccepted} label={t("accountArea.signUp.submit")} pendingLabel={t("accountArea.signUp.submitting")} />
    </form.FormTag>
  );
}

export function ForgotPasswordForm({ mode, back }: { mode: FormMode; back: ReactNode }) {
  const { t } = useI18n();
  const form = useAccountForm({ intent: "forgot-password", mode, schema: (rules) => rules.forgotPasswordSchema, requiredMessage: "accountArea.forgot.errors.required" });
  const sent = form.outcome?.ok ? form.outcome.email : null;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-bold">{t("accountArea.forgot.title")}</h3>
        <p className="mt-1 text-sm text-concrete-700">{t("accountArea.forgot.lead")}</p>
      </div>
      {sent ? <FormMessage tone="success">{t("accountArea.forgot.sent", { email: sent })}</FormMessage> : null}
      <form.FormTag method="post" action={form.action} onSubmit={form.onSubmit} onFocus={form.onFocus} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="forgot-password" />
        {form.inlineError ? <FormMessage tone="error">{form.inlineError}</FormMessage> : null}
        <TextField id={form.id("email")} name="email" type="email" label={t("accountArea.signIn.email")} autoComplete="email" required error={form.fieldErrors.email} maxLength={PROFILE_MAX.email} />
        <SubmitButton submitting={form.submitting} label={t("accountArea.forgot.submit")} pendingLabel={t("accountArea.forgot.submitting")} />
      </form.FormTag>
      <div className="text-center">{back}</div>
    </div>
  );
}

/** 'Renvoyer le courriel de confirmation' (after a refused sign-in, or on an expired link). */
export function ResendConfirmationForm({ mode, email, label }: { mode: FormMode; email?: string; label?: string }) {
  const { t } = useI18n();
  const form = useAccountForm({ intent: "resend-confirmation", mode, schema: (rules) => rules.forgotPasswordSchema, requiredMessage: "accountArea.forgot.errors.required" });
  const sent = form.outcome?.ok ? form.outcome.email : null;
  if (sent) return <FormMessage tone="success">{t("accountArea.confirm.resent", { email: sent })}</FormMessage>;
  return (
    <form.FormTag method="post" action={form.action} onSubmit={form.onSubmit} onFocus={form.onFocus} noValidate className="space-y-3">
      <input type="hidden" name="intent" value="resend-confirmation" />
      {form.inlineError ? <FormMessage tone="error">{form.inlineError}</FormMessage> : null}
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <TextField id={form.id("email")} name="email" type="email" label={t("accountArea.signIn.email")} autoComplete="email" required error={form.fieldErrors.email} maxLength={PROFILE_MAX.email} />
      )}
      <button type="submit" className={email ? "btn btn-outline w-full" : "btn btn-primary w-full"} disabled={form.submitting}>
        {label ?? t("accountArea.signIn.resendConfirmation")}
      </button>
    </form.FormTag>
  );
}
