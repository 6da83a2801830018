/**
 * /profile (spec 2): signed-in customers only — a visitor is sent to the home
 * page with the sign-in dialog (decisions.md). Personal information form
 * (spec 5 "Profile save"), the ID / credit-card notice, the customer's quote
 * requests, help and services cards, and signing out of every device.
 *
 * Every read and write is keyed on the session's account id; the form carries
 * no id and its e-mail is read-only (ignored by the action).
 */
import { ClipboardList, IdCard, Info, LifeBuoy, LogOut, Mail, Phone, Wrench } from "lucide-react";
import type { FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { ACCOUNT_TYPES } from "../auth/account-types.ts";
import { formValues, PROFILE_MAX } from "../auth/account-limits.ts";
import { profileSchema } from "../auth/account-schemas.ts";
import { checkForm, type FieldErrors } from "../domain/validation/errors.ts";
import { checkInBrowser, warmAccountRules } from "../components/account/account-rules.ts";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { requireUser } from "../auth/guards.server.ts";
import { cookieHeaders, signInRedirectPath } from "../auth/session.server.ts";
import { useAccountMessage } from "../components/account/account-forms.tsx";
import { FormMessage, TextField } from "../components/ui/form-field.tsx";
import { useClientErrors, useOnNewValue } from "../components/ui/use-form-submission.ts";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { PageHeader } from "../components/page-header.tsx";
import { toast } from "../components/toast.tsx";
import { phoneHref } from "../config/business.ts";
import { useBusiness } from "../components/use-business.ts";
import { getEnv } from "../config/env.server.ts";
import { getDb } from "../db/client.server.ts";
import { listCustomerQuoteRequests, type CustomerRequest } from "../db/customer-requests.server.ts";
import { getProfileView, saveProfile } from "../db/profiles.server.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { formatLongDate } from "../i18n/format.ts";
import { langFromPath, type MessageKey } from "../i18n/index.ts";
import { useI18n } from "../i18n/react.tsx";
import { staticPageMeta } from "../seo/meta.ts";
import { logger } from "../platform/logger.server.ts";

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
  return data(
    {
      profile: { ...profile, phone: profile.phone ? formatPhone(profile.phone) : null },
      requests,
    },
    { headers: cookieHeaders(setCookies) },
  );
}

type SaveOutcome = { ok: true } | { ok: false; formError: MessageKey; reason?: MessageKey; fieldErrors: FieldErrors };

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request, getEnv().publicUrl);
  // Spec 5: a profile update without a signed-in user fails (here: back to sign-in).
  const { user } = await requireUser(args);
  const values = formValues(await args.request.formData());
  const check = checkForm(profileSchema, values);
  if (!check.ok) return data<SaveOutcome>({ ok: false, formError: check.summary.key, fieldErrors: check.errors }, { status: 400 });
  try {
    await saveProfile(await getDb(), user.id, check.value);
  } catch (error) {
    logger.error("profile not saved", { userId: user.id, error });
    return data<SaveOutcome>({ ok: false, formError: "accountArea.profile.saveError", reason: "accountArea.reasons.unexpected", fieldErrors: {} }, { status: 500 });
  }
  return data<SaveOutcome>({ ok: true });
}

function useSaveOutcomeText() {
  const message = useAccountMessage();
  return (failure: Extract<SaveOutcome, { ok: false }>) => message(failure.formError, { reason: failure.reason ? message(failure.reason) : "" });
}

function ProfileForm({ profile, outcome }: { profile: Route.ComponentProps["loaderData"]["profile"]; outcome: SaveOutcome | undefined }) {
  const { t } = useI18n();
  const message = useAccountMessage();
  const outcomeText = useSaveOutcomeText();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useClientErrors(outcome);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-profile";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkInBrowser((rules) => rules.profileSchema, event.currentTarget, "validation.requiredFields");
    if (check.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(check.errors);
    toast({ title: t("validation.errorTitle"), description: message(check.summary.key), variant: "destructive" });
  };
  const errors = clientErrors ?? (outcome && !outcome.ok ? outcome.fieldErrors : {});

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={warmAccountRules} className="space-y-5" aria-labelledby="profile-info-title">
      <input type="hidden" name="intent" value="save-profile" />
      {!hydrated && outcome ? <FormMessage tone={outcome.ok ? "success" : "error"}>{outcome.ok ? t("toast.profileSaved") : outcomeText(outcome)}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={t("accountArea.profile.firstName")} autoComplete="given-name" required defaultValue={profile.firstName} error={errors.firstName} maxLength={PROFILE_MAX.name} />
        <TextField name="lastName" label={t("accountArea.profile.lastName")} autoComplete="family-name" required defaultValue={profile.lastName} error={errors.lastName} maxLength={PROFILE_MAX.name} />
      </div>
      <TextField name="accountEmail" type="email" label={t("accountArea.profile.email")} readOnly value={profile.email} hint={t("accountArea.profile.emailHint")} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">{t("accountArea.profile.accountType")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {ACCOUNT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-concrete-300 bg-white px-3 has-[:checked]:border-safety-600 has-[:checked]:bg-safety-50">
              <input type="radio" name="accountType" value={type} defaultChecked={profile.accountType === type} className="h-5 w-5 accent-safety-600" />
              <span className="font-medium">{t(`accountArea.profile.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="phone" type="tel" label={t("accountArea.profile.phone")} autoComplete="tel-national" placeholder={t("common.phonePlaceholder")} defaultValue={profile.phone ?? ""} error={errors.phone} maxLength={PROFILE_MAX.phone} />
        <TextField name="company" label={t("accountArea.profile.company")} autoComplete="organization" defaultValue={profile.company ?? ""} error={errors.company} maxLength={PROFILE_MAX.company} />
      </div>
      <TextField name="address" label={t("accountArea.profile.address")} autoComplete="street-address" defaultValue={profile.address ?? ""} error={errors.address} maxLength={PROFILE_MAX.address} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField name="city" label={t("accountArea.profile.city")} autoComplete="address-level2" defaultValue={profile.city ?? ""} error={errors.city} maxLength={PROFILE_MAX.city} />
        <TextField
          name="postalCode"
          label={t("accountArea.profile.postalCode")}
          autoComplete="postal-code"
          placeholder={t("accountArea.profile.postalCodePlaceholder")}
          defaultValue={profile.postalCode ?? ""}
          error={errors.postalCode}
          maxLength={PROFILE_MAX.postalCode}
          controlClassName="uppercase"
        />
      </div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={saving}>
        {saving ? t("accountArea.profile.saving") : t("accountArea.profile.save")}
      </button>
    </Form>
  );
}

const STATUS_BADGE: Record<string, { label: MessageKey; className: string }> = {
  // Spec 4: customer view — new is 'En cours' in the secondary style.
  new: { label: "accountArea.requests.status.new", className: "bg-concrete-100 text-concrete-800 border-concrete-300" },
  in_progress: { label: "accountArea.requests.status.in_progress", className: "bg-ink text-white border-ink" },
  completed: { label: "accountArea.requests.status.completed", className: "bg-white text-success-700 border-success-700" },
};
const UNKNOWN_BADGE = { label: "accountArea.requests.status.unknown" as MessageKey, className: "bg-white text-concrete-700 border-concrete-300" };

function RequestList({ requests }: { requests: readonly CustomerRequest[] }) {
  const { t, href, lang, money } = useI18n();
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname === href("/profile") && requests.length === 0) {
    return <p className="text-concrete-700">{t("accountArea.requests.loading")}</p>;
  }
  if (requests.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-concrete-300 p-6 text-center">
        <ClipboardList className="mx-auto h-8 w-8 text-concrete-500" aria-hidden="true" />
        <p className="mt-3 font-semibold">{t("accountArea.requests.empty")}</p>
        <Link to={href("/quote")} className="btn btn-primary mt-4">
          {t("accountArea.requests.newRequest")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {requests.map((request) => {
        const badge = STATUS_BADGE[request.status] ?? UNKNOWN_BADGE;
        const titleId = `request-${request.id}`;
        return (
          <li key={request.id}>
            <article aria-labelledby={titleId} className="rounded-lg border border-concrete-200 bg-white">
              {/* A native disclosure: 'Voir' opens the details, pressing again closes them — with or without JavaScript. */}
              <details className="group">
                <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-2 p-4 [&::-webkit-details-marker]:hidden">
                  <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                    <h3 id={titleId} className="whitespace-nowrap font-mono text-base font-bold">
                      {request.reference}
                    </h3>
                    <p className="text-sm text-concrete-700">{formatLongDate(lang, request.createdAt)}</p>
                  </div>
                  <span className={`inline-flex min-h-7 items-center rounded-full border px-3 text-sm font-semibold ${badge.className}`}>{t(badge.label)}</span>
                  {request.total !== null ? <span className="font-bold tabular-nums">{money(request.total)}</span> : null}
                  <span className="btn btn-outline ml-auto min-h-10 px-4 text-sm group-open:bg-concrete-100 sm:ml-0">{t("accountArea.requests.view")}</span>
                </summary>
                <div className="border-t border-concrete-200 p-4">
                  <h4 className="text-sm font-bold uppercase tracking-wide text-concrete-700">{t("accountArea.requests.items")}</h4>
                  <ul className="mt-2 divide-y divide-concrete-200">
                    {request.items.map((item) => (
                      <li key={`${item.productId}-${item.name}-${item.options.join()}`} className="flex items-start justify-between gap-4 py-2">
                        <div>
                          <p className="font-semibold">{item.name}</p>
                          {item.options.length ? <p className="text-sm text-concrete-600">{item.options.join(" · ")}</p> : null}
                          <p className="text-sm text-concrete-700">
                            {t("accountArea.requests.quantityPrice", {
                              quantity: item.quantity,
                              price: `${money(item.unitPrice)} ${item.period === "fixed" ? `(${t("accountArea.requests.fixedPrice")})` : t(item.period === "day" ? "common.perDay" : "common.perWeek")}`,
                            })}
                          </p>
                        </div>
                        <p className="whitespace-nowrap font-semibold tabular-nums">{money(item.lineTotal)}</p>
                      </li>
                    ))}
                  </ul>
                  {request.total !== null ? (
                    <dl className="mt-3 space-y-1 border-t border-concrete-200 pt-3 text-sm">
                      {(
                        [
                          ["accountArea.requests.subtotal", request.subtotal],
                          ["accountArea.requests.tps", request.tps],
                          ["accountArea.requests.tvq", request.tvq],
                        ] as const
                      ).map(([label, amount]) =>
                        amount !== null ? (
                          <div key={label} className="flex justify-between gap-4">
                            <dt className="text-concrete-700">{t(label)}</dt>
                            <dd className="tabular-nums">{money(amount)}</dd>
                          </div>
                        ) : null,
                      )}
                      <div className="flex justify-between gap-4 text-base font-bold">
                        <dt>{t("accountArea.requests.total")}</dt>
                        <dd className="tabular-nums">{money(request.total)}</dd>
                      </div>
                    </dl>
                  ) : null}
                </div>
              </details>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function SideCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="card p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 text-concrete-700">{children}</div>
    </section>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const outcomeText = useSaveOutcomeText();
  // Announced here, not in the form: the form is rebuilt after a save (to show the stored values).
  useOnNewValue(actionData, (answer) => {
    if (answer.ok) toast({ title: t("toast.profileSaved") });
    else toast({ title: t("validation.errorTitle"), description: outcomeText(answer), variant: "destructive" });
  });
  const business = useBusiness();
  const { profile, requests } = loaderData;
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
              <RequestList requests={requests} />
            </div>
          </section>
        </div>
        <aside className="space-y-6">
          <SideCard icon={<LifeBuoy className="h-5 w-5 text-safety-700" aria-hidden="true" />} title={t("accountArea.help.title")}>
            <p>{t("accountArea.help.text")}</p>
            <div className="mt-4 grid gap-2">
              <a href={phoneHref(business.phone)} className="btn btn-dark w-full">
                <Phone className="h-5 w-5" aria-hidden="true" />
                {t("accountArea.help.call", { phone: business.phone })}
              </a>
              <Link to={href("/contact")} className="btn btn-outline w-full">
                <Mail className="h-5 w-5" aria-hidden="true" />
                {t("accountArea.help.write")}
              </Link>
            </div>
          </SideCard>
          <SideCard icon={<Wrench className="h-5 w-5 text-safety-700" aria-hidden="true" />} title={t("accountArea.servicesCard.title")}>
            <p>{t("accountArea.servicesCard.text")}</p>
            <Link to={href("/services")} className="btn btn-outline mt-4 w-full">
              {t("accountArea.servicesCard.link")}
            </Link>
          </SideCard>
          <SideCard icon={<Info className="h-5 w-5 text-safety-700" aria-hidden="true" />} title={t("accountArea.profile.security")}>
            <p className="text-sm">{t("accountArea.profile.securityLead")}</p>
            <div className="mt-4 grid gap-2">
              <Form method="post" action={href("/account")}>
                <input type="hidden" name="intent" value="sign-out" />
                <button type="submit" className="btn btn-outline w-full">
                  <LogOut className="h-5 w-5" aria-hidden="true" />
                  {t("accountArea.profile.signOut")}
                </button>
              </Form>
              <Form method="post" action={href("/account")}>
                <input type="hidden" name="intent" value="sign-out-everywhere" />
                <button type="submit" className="btn btn-ghost w-full text-danger-700">
                  {t("accountArea.profile.signOutEverywhere")}
                </button>
              </Form>
            </div>
          </SideCard>
        </aside>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error.tsx";
