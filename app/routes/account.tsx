/**
 * /account (and /en/account): the one action behind every account form —
 * sign in, sign up, forgotten password, resend the confirmation, sign out —
 * posted by the dialog (fetcher) or by this page's own forms, which work with
 * JavaScript off. The page itself is the no-JavaScript way to the forms; with
 * JavaScript the header opens the dialog instead.
 */
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { formValues } from "../auth/account-limits.ts";
import type { AccountOutcome } from "../auth/account-outcome.ts";
import { staticPageMeta } from "../seo/meta.ts";
import { requestPasswordReset, resendConfirmation, signIn, signOut, signOutEverywhere, signUp, type AccountDeps, type AccountResult } from "../auth/account.server.ts";
import { getAuth } from "../auth/auth.server.ts";
import { safeRedirectPath } from "../auth/safe-redirect.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { clientIpOf, cookieHeaders, getOptionalUser } from "../auth/session.server.ts";
import { ForgotPasswordForm, SignInForm, SignUpForm } from "../components/account/account-forms.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { readForm, refusedRequest } from "../platform/read-form.server.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { messages: ["accountArea", "quote", "validation"] } } satisfies RouteFacts;

type PageTab = "sign-in" | "sign-up" | "forgot";

export const meta = staticPageMeta("account", "/account");

export async function loader(args: Route.LoaderArgs) {
  const lang = langFromPath(args.url.pathname);
  if (await getOptionalUser(args)) throw redirect(localizePath("/profile", lang));
  const tab = args.url.searchParams.get("tab");
  return { tab: (tab === "sign-up" || tab === "forgot" ? tab : "sign-in") as PageTab };
}

function statusOf(outcome: AccountOutcome): number {
  if (outcome.ok) return 200;
  if (outcome.retryAfterMinutes !== undefined) return 429;
  return 400;
}

function answer({ outcome, setCookies }: AccountResult) {
  return data(outcome, { status: statusOf(outcome), headers: cookieHeaders(setCookies) });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const env = getEnv();
  assertSameOrigin(request, env.publicUrl);
  const lang = langFromPath(url.pathname);
  const values = formValues(await readForm({ request, url }));
  const deps: AccountDeps = { auth: await getAuth(), db: await getDb(), request, clientIp: clientIpOf(context), lang };

  switch (values.intent) {
    case "sign-in": {
      const result = await signIn(deps, values);
      // The page's form (no dialog) goes on to where it was headed; the dialog stays on its page.
      if (result.outcome.ok && values.redirectTo) {
        throw redirect(safeRedirectPath(values.redirectTo, localizePath("/profile", lang)), { headers: cookieHeaders(result.setCookies) });
      }
      return answer(result);
    }
    case "sign-up":
      return answer(await signUp(deps, values));
    case "forgot-password":
      return answer(await requestPasswordReset(deps, values));
    case "resend-confirmation":
      return answer(await resendConfirmation(deps, values));
    case "sign-out":
    case "sign-out-everywhere": {
      // Spec 4: sign-out clears the session and goes to the home page.
      const result = values.intent === "sign-out" ? await signOut(deps) : await signOutEverywhere(deps);
      throw redirect(localizePath("/", lang), { headers: cookieHeaders(result.setCookies) });
    }
    default:
      throw refusedRequest(lang);
  }
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const tab = loaderData.tab;
  const tabLink = (value: PageTab, label: string) => (
    <Link
      to={`${href("/account")}${value === "sign-in" ? "" : `?tab=${value}`}`}
      replace
      aria-current={tab === value ? "page" : undefined}
      className={`flex min-h-11 items-center justify-center rounded-md px-3 font-semibold ${tab === value || (value === "sign-in" && tab === "forgot") ? "bg-white text-ink shadow-sm" : "text-concrete-700 hover:text-ink"}`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader title={t("accountArea.page.title")} lead={t("accountArea.page.lead")} />
      <div className="container-page py-10">
        <div className="card mx-auto max-w-lg p-5 sm:p-8">
          <nav aria-label={t("accountArea.dialog.tabsLabel")} className="grid grid-cols-2 gap-1 rounded-lg bg-concrete-100 p-1">
            {tabLink("sign-in", t("accountArea.dialog.signInTab"))}
            {tabLink("sign-up", t("accountArea.dialog.signUpTab"))}
          </nav>
          <div className="pt-6">
            {tab === "sign-up" ? (
              <SignUpForm mode="page" />
            ) : tab === "forgot" ? (
              <ForgotPasswordForm
                mode="page"
                back={
                  <Link to={href("/account")} className="inline-flex min-h-11 items-center text-sm font-semibold text-safety-700 hover:underline">
                    {t("accountArea.forgot.back")}
                  </Link>
                }
              />
            ) : (
              <SignInForm
                mode="page"
                redirectTo={href("/profile")}
                onForgot={
                  <Link to={`${href("/account")}?tab=forgot`} className="text-sm font-semibold text-safety-700 underline-offset-2 hover:underline">
                    {t("accountArea.signIn.forgot")}
                  </Link>
                }
              />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
