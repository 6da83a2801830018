/**
 * /profile (spec 2): signed-in customers only — a visitor is sent to the home
 * page with the sign-in dialog (decisions.md). Personal information form
 * (spec 5 "Profile save"), the ID / credit-card notice, the customer's quote
 * requests (with the rentals under way first, each leading to its private link's "Votre
 * location"), help and services cards, and signing out of every device.
 *
 * Every read and write is keyed on the session's account id; the form carries
 * no id and its e-mail is read-only (ignored by the action).
 */
import { IdCard } from "../components/ui/icons.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { formValues } from "../auth/account-limits.ts";
import { profileSchema } from "../auth/account-schemas.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { requireUser } from "../auth/guards.server.ts";
import { cookieHeaders, signInRedirectPath } from "../auth/session.server.ts";
import { CustomerRentals } from "../components/account/customer-rentals.tsx";
import { CustomerRequestList } from "../components/account/customer-request-list.tsx";
import { ProfileForm, useSaveOutcomeText, type ProfileSaveOutcome } from "../components/account/profile-form.tsx";
import { ProfileSideCards } from "../components/account/profile-side-cards.tsx";
import { useOnNewValue } from "../components/ui/use-form-answer.ts";
import { PageHeader } from "../components/page-header.tsx";
import { toast } from "../components/toast.tsx";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { listCustomerQuoteRequests, type CustomerRequest } from "../db/customer-requests.server.ts";
import { getProfileView, saveProfile } from "../db/profiles.server.ts";
import { rentalsUnderWayOf } from "../db/rental-requests.server.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { langFromPath } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";
import { logger } from "../platform/logger.server.ts";
import { readForm } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import type { RouteFacts } from "./facts.ts";

export const handle = {
  page: { signedInOnly: true, messages: ["accountArea", "quoteLink", "quote", "rental", "validation", "pages.profile", "toast.profileSaved", "meta.profile"] },
} satisfies RouteFacts;

export const meta = staticPageMeta("profile", "/profile");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { user, emailVerified, setCookies } = await requireUser(args);
  const lang = langFromPath(args.url.pathname);
  const db = await getDb();
  const profile = await getProfileView(db, user.id);
  if (!profile) throw redirect(signInRedirectPath(args.url));
  // Spec 8: a failure to load the list is logged; the list stays empty.
  const requests = await listCustomerQuoteRequests(db, { userId: user.id, email: user.email, emailVerified }, lang).catch((error: unknown) => {
    logger.error("customer requests not loaded", { userId: user.id, error });
    return [] as CustomerRequest[];
  });
  const rentals = await rentalsUnderWayOf(db, requests).catch((error: unknown) => {
    logger.error("customer rentals not loaded", { userId: user.id, error });
    return [];
  });
  return data(
    {
      profile: { ...profile, phone: profile.phone ? formatPhone(profile.phone) : null },
      requests,
      rentals,
    },
    { headers: cookieHeaders(setCookies) },
  );
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request, getEnv().publicUrl);
  // Spec 5: a profile update without a signed-in user fails (here: back to sign-in).
  const { user } = await requireUser(args);
  const values = formValues(await readForm(args));
  const check = checkForm(profileSchema, values);
  if (!check.ok) return data<ProfileSaveOutcome>({ ok: false, formError: check.summary.key, fieldErrors: check.errors }, { status: 400 });
  try {
    await saveProfile(await getDb(), user.id, check.value);
  } catch (error) {
    logger.error("profile not saved", { requestId: args.context.get(requestInfoContext).requestId, userId: user.id, error });
    return data<ProfileSaveOutcome>({ ok: false, formError: "accountArea.profile.saveError", reason: "accountArea.reasons.unexpected", fieldErrors: {} }, { status: 500 });
  }
  return data<ProfileSaveOutcome>({ ok: true });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const outcomeText = useSaveOutcomeText();
  // Announced here, not in the form: the form is rebuilt after a save (to show the stored values).
  useOnNewValue(actionData, (answer) => {
    if (answer.ok) toast({ title: t("toast.profileSaved") });
    else toast({ title: t("validation.errorTitle"), description: outcomeText(answer), variant: "destructive" });
  });
  const { profile, requests, rentals } = loaderData;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || t("accountArea.header.fallbackName");
  return (
    <>
      <PageHeader title={t("pages.profile.title")} lead={`${t("accountArea.profile.greeting", { name })} — ${t("accountArea.profile.lead")}`} />
      <div className="container-page grid gap-6 py-8 lg:grid-cols-3 lg:py-10">
        <div className="space-y-6 lg:col-span-2">
          <section className="card p-5 sm:p-6" aria-labelledby="profile-info-title">
            <h2 id="profile-info-title" className="text-xl font-bold">
              {t("accountArea.profile.personalInfo")}
            </h2>
            <div className="mt-5">
              <ProfileForm key={JSON.stringify(profile)} profile={profile} outcome={actionData} />
            </div>
            <p className="mt-6 flex items-start gap-3 rounded-lg border border-concrete-200 bg-concrete-50 p-4 text-sm text-concrete-800">
              <IdCard className="mt-0.5 h-5 w-5 shrink-0 text-safety-700" aria-hidden="true" />
              {t("accountArea.profile.idNotice")}
            </p>
          </section>
          <section className="card p-5 sm:p-6" aria-labelledby="profile-requests-title">
            <h2 id="profile-requests-title" className="text-xl font-bold">
              {t("accountArea.requests.title")}
            </h2>
            <p className="mt-1 text-sm text-concrete-700">{t("accountArea.requests.lead")}</p>
            <div className="mt-5">
              {rentals.length > 0 ? <CustomerRentals rentals={rentals} /> : null}
              <CustomerRequestList requests={requests} />
            </div>
          </section>
        </div>
        <ProfileSideCards />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
