/**
 * The link of the reset e-mail: /reset-password?token=… (and /en/…). Valid
 * 1 hour, once. A new password ends every session of the account; the person
 * then signs in from the home page's dialog.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, formValues } from "../auth/account-limits.ts";
import { warmAccountRules } from "../components/account/account-rules.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { resetPassword } from "../auth/account.server.ts";
import { getAuth, isResetTokenUsable } from "../auth/auth.server.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { clientIpOf } from "../auth/session.server.ts";
import { PASSWORD_VARS, useBrowserCheck, useOutcomeText } from "../components/account/account-forms.tsx";
import { FormMessage } from "../components/ui/form-field.tsx";
import { PasswordField } from "../components/ui/password-field.tsx";
import { useOnNewValue } from "../components/ui/use-form-answer.ts";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { PageHeader } from "../components/page-header.tsx";
import { toast } from "../components/toast.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { readForm } from "../platform/read-form.server.ts";
import { hasControlCharacter } from "../domain/validation/fields.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { messages: ["accountArea", "quote", "validation"] } } satisfies RouteFacts;

export const meta = staticPageMeta("reset", "/reset-password");

// The token is in the URL: keep it out of caches and Referer headers.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  // A token with a control character is no link of ours (and the database refuses NUL).
  return { token, usable: token !== "" && !hasControlCharacter(token) && (await isResetTokenUsable(await getAuth(), token)) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  assertSameOrigin(request, getEnv().publicUrl);
  const lang = langFromPath(url.pathname);
  const values = formValues(await readForm({ request, url }));
  const result = await resetPassword({ auth: await getAuth(), db: await getDb(), request, clientIp: clientIpOf(context), lang }, values);
  if (result.outcome.ok) throw redirect(`${localizePath("/", lang)}?login=1&notice=password-reset`);
  return data(result.outcome, { status: 400 });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const outcomeText = useOutcomeText();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { clientErrors, onSubmit } = useBrowserCheck(actionData, (rules) => rules.resetPasswordSchema, "accountArea.reset.errors.required");
  const invalidLink = !loaderData.usable || failure?.formError === "accountArea.reset.errors.invalidLink";

  useOnNewValue(failure, (answer) => {
    toast({ title: t("validation.errorTitle"), description: outcomeText(answer), variant: "destructive" });
  });

  const errors = clientErrors ?? failure?.fieldErrors ?? {};
  const submitting = navigation.state === "submitting";

  return (
    <>
      <PageHeader title={t("accountArea.reset.title")} />
      <div className="container-page py-10">
        <div className="card mx-auto max-w-lg p-5 sm:p-8">
          {invalidLink ? (
            <div className="space-y-5">
              <FormMessage tone="error">{t("accountArea.reset.errors.invalidLink")}</FormMessage>
              <Link to={`${href("/account")}?tab=forgot`} className="btn btn-primary w-full">
                {t("accountArea.reset.requestNew")}
              </Link>
            </div>
          ) : (
            <Form method="post" noValidate onSubmit={onSubmit} onFocus={warmAccountRules} className="space-y-4">
              <p className="text-concrete-700">{t("accountArea.reset.lead")}</p>
              {!hydrated && failure ? <FormMessage tone="error">{outcomeText(failure)}</FormMessage> : null}
              <input type="hidden" name="token" value={loaderData.token} />
              <PasswordField
                maxLength={PASSWORD_MAX_LENGTH}
                messageVars={PASSWORD_VARS}
                name="password"
                label={t("accountArea.reset.newPassword")}
                autoComplete="new-password"
                required
                error={errors.password}
                hint={t("accountArea.signUp.passwordHint", { min: PASSWORD_MIN_LENGTH })}
              />
              <PasswordField
                maxLength={PASSWORD_MAX_LENGTH}
                messageVars={PASSWORD_VARS}
                name="confirmPassword"
                label={t("accountArea.reset.confirmPassword")}
                autoComplete="new-password"
                required
                error={errors.confirmPassword}
              />
              <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
                {submitting ? t("accountArea.reset.submitting") : t("accountArea.reset.submit")}
              </button>
            </Form>
          )}
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
