/**
 * The personal-information form of /profile (spec 5 "Profile save"). The
 * browser checks it with the action's own schema before sending; without
 * JavaScript the action's outcome shows above the fields. The e-mail is
 * read-only: it comes from the account and the action ignores it.
 */
import { Form, useNavigation } from "react-router";
import { PROFILE_MAX } from "../../auth/account-limits.ts";
import { ACCOUNT_TYPES } from "../../auth/account-types.ts";
import type { ProfileView } from "../../db/profiles.server.ts";
import type { FieldErrors } from "../../domain/validation/errors.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { useI18n } from "../../i18n/react.tsx";
import { FormMessage, TextField } from "../ui/form-field.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { useAccountMessage, useBrowserCheck } from "./account-forms.tsx";
import { warmAccountRules } from "./account-rules.ts";

/** What the profile action answers. */
export type ProfileSaveOutcome = { ok: true } | { ok: false; formError: MessageKey; reason?: MessageKey; fieldErrors: FieldErrors };

/** The sentence for a refused or failed save (in the toast, or above the form without JavaScript). */
export function useSaveOutcomeText() {
  const message = useAccountMessage();
  return (failure: Extract<ProfileSaveOutcome, { ok: false }>) => message(failure.formError, { reason: failure.reason ? message(failure.reason) : "" });
}

export function ProfileForm({ profile, outcome }: { profile: ProfileView; outcome: ProfileSaveOutcome | undefined }) {
  const { t } = useI18n();
  const outcomeText = useSaveOutcomeText();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useBrowserCheck(outcome, (rules) => rules.profileSchema, "validation.requiredFields");
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-profile";
  const errors = clientErrors ?? (outcome && !outcome.ok ? outcome.fieldErrors : {});

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={warmAccountRules} className="space-y-5" aria-labelledby="profile-info-title">
      <input type="hidden" name="intent" value="save-profile" />
      {!hydrated && outcome ? <FormMessage tone={outcome.ok ? "success" : "error"}>{outcome.ok ? t("toast.profileSaved") : outcomeText(outcome)}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={t("accountArea.profile.firstName")}
          autoComplete="given-name"
          required
          defaultValue={profile.firstName}
          error={errors.firstName}
          maxLength={PROFILE_MAX.name}
        />
        <TextField name="lastName" label={t("accountArea.profile.lastName")} autoComplete="family-name" required defaultValue={profile.lastName} error={errors.lastName} maxLength={PROFILE_MAX.name} />
      </div>
      <TextField name="accountEmail" type="email" label={t("accountArea.profile.email")} readOnly value={profile.email} hint={t("accountArea.profile.emailHint")} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">{t("accountArea.profile.accountType")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {ACCOUNT_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-concrete-300 bg-white px-3 has-[:checked]:border-safety-600 has-[:checked]:bg-safety-50"
            >
              <input type="radio" name="accountType" value={type} defaultChecked={profile.accountType === type} className="h-5 w-5 accent-safety-600" />
              <span className="font-medium">{t(`accountArea.profile.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="phone"
          type="tel"
          label={t("accountArea.profile.phone")}
          autoComplete="tel"
          placeholder={t("common.phonePlaceholder")}
          defaultValue={profile.phone ?? ""}
          error={errors.phone}
          maxLength={PROFILE_MAX.phone}
        />
        <TextField name="company" label={t("accountArea.profile.company")} autoComplete="organization" defaultValue={profile.company ?? ""} error={errors.company} maxLength={PROFILE_MAX.company} />
      </div>
      <TextField name="address" label={t("accountArea.profile.address")} autoComplete="address-line1" defaultValue={profile.address ?? ""} error={errors.address} maxLength={PROFILE_MAX.address} />
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
