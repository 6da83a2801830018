/**
 * The link of the confirmation e-mail: /confirm-email?token=… (and /en/…).
 * A valid link confirms the address and lands on the home page with the
 * sign-in dialog open and 'Courriel confirmé' (decisions.md). A link used a
 * second time lands there too, saying it already served; an expired or broken
 * link gets this page, which says so and offers a new link.
 */
import { AlertTriangle } from "../components/ui/icons.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/confirm-email";
import { staticPageMeta } from "../seo/meta.ts";
import { formValues } from "../auth/account-limits.ts";
import { confirmEmail, resendConfirmation } from "../auth/account.server.ts";
import { getAuth } from "../auth/auth.server.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { clientIpOf } from "../auth/session.server.ts";
import { ResendConfirmationForm } from "../components/account/account-forms.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { langFromPath, localizePath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { readForm, refusedRequest } from "../platform/read-form.server.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = { page: { messages: ["accountArea", "quote", "validation"] } } satisfies RouteFacts;

export const meta = staticPageMeta("confirm", "/confirm-email");

// The token is in the URL: keep it out of caches and Referer headers.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const status = await confirmEmail({ auth: await getAuth(), db: await getDb() }, url.searchParams.get("token") ?? "");
  if (status === "confirmed" || status === "already-confirmed") {
    throw redirect(`${localizePath("/", lang)}?login=1&notice=${status}`, { headers: { "Cache-Control": "no-store" } });
  }
  return data({ status }, { status: status === "expired" ? 410 : 400 });
}

/** 'Envoyer un nouveau lien' posts here, so the answer shows on this page even without JavaScript. */
export async function action({ request, context, url }: Route.ActionArgs) {
  assertSameOrigin(request, getEnv().publicUrl);
  const lang = langFromPath(url.pathname);
  const values = formValues(await readForm({ request, url }));
  if (values.intent !== "resend-confirmation") throw refusedRequest(lang);
  const { outcome } = await resendConfirmation({ auth: await getAuth(), db: await getDb(), request, clientIp: clientIpOf(context), lang }, values);
  return data(outcome, { status: outcome.ok ? 200 : outcome.retryAfterMinutes !== undefined ? 429 : 400 });
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const expired = loaderData.status === "expired";
  return (
    <>
      <PageHeader title={t("accountArea.confirm.title")} />
      <div className="container-page py-10">
        <div className="card mx-auto max-w-lg p-5 sm:p-8">
          <div className="flex items-start gap-3">
            <AlertTriangle className="mt-0.5 h-6 w-6 shrink-0 text-danger-700" aria-hidden="true" />
            <div role="alert">
              <h2 className="text-xl font-bold">{expired ? t("accountArea.confirm.expiredTitle") : t("accountArea.confirm.invalidTitle")}</h2>
              <p className="mt-2 text-concrete-700">{expired ? t("accountArea.confirm.expired") : t("accountArea.confirm.invalid")}</p>
            </div>
          </div>
          <div className="mt-6">
            <ResendConfirmationForm mode="page" label={t("accountArea.confirm.resend")} />
          </div>
        </div>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
