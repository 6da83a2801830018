/**
 * The account forms' rules (spec 5: Login, Registration, Profile save;
 * decisions.md: password 8-128, phone and postal-code formats). One schema per
 * form, used by the browser for instant feedback and by the actions for the
 * real check (app/domain/validation/errors.ts `checkForm`), composed of the
 * field schemas every form shares (app/domain/validation/fields.ts). Messages
 * are translation keys: the page shows them in its language.
 *
 * Runs in the browser too, loaded on first use (app/components/account/
 * account-rules.ts): nothing server-only here (the common-password list is
 * checked by the server alone, see password-policy.server.ts).
 */
import { z } from "zod";
import { emailSchema, hasControlCharacter, optionalLine, optionalPhoneSchema, optionalPostalCodeSchema, requiredLine } from "../domain/validation/fields.ts";
import type { MessageKey } from "../i18n/index.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_MAX } from "./account-limits.ts";
import { ACCOUNT_TYPES } from "./account-types.ts";

export { formValues, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_MAX } from "./account-limits.ts";

const REQUIRED: MessageKey = "validation.required";

/** A form field as posted: absent (an empty field, an unticked box), or a string. */
const posted = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v : ""));

// The profile stores an empty optional field as null (the column is cleared).
const orNull = <T>(value: T | undefined): T | null => value ?? null;
const optionalText = (max: number) => optionalLine(max).transform(orNull);
const optionalPhone = optionalPhoneSchema.transform(orNull);
const optionalPostalCode = optionalPostalCodeSchema.transform(orNull);
const emailField = posted.pipe(emailSchema);

const passwordField = posted.pipe(
  z
    .string()
    .min(1, { error: REQUIRED })
    .min(PASSWORD_MIN_LENGTH, { error: "accountArea.password.tooShort" satisfies MessageKey })
    .max(PASSWORD_MAX_LENGTH, { error: "accountArea.password.tooLong" satisfies MessageKey }),
);

const checkbox = z
  .unknown()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === true);

export const signInSchema = z.object({
  email: emailField,
  // No length rule at sign-in: a wrong password is just a wrong password.
  password: posted.pipe(
    z
      .string()
      .min(1, { error: REQUIRED })
      .max(PASSWORD_MAX_LENGTH, { error: "accountArea.signIn.errors.invalidCredentials" satisfies MessageKey }),
  ),
});

export const signUpSchema = z
  .object({
    firstName: requiredLine(PROFILE_MAX.name),
    lastName: requiredLine(PROFILE_MAX.name),
    email: emailField,
    phone: optionalPhone,
    password: passwordField,
    confirmPassword: posted,
    privacyAccepted: checkbox,
  })
  .superRefine((data, ctx) => {
    if (data.password && data.confirmPassword !== data.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "accountArea.signUp.errors.passwordMismatch" satisfies MessageKey });
    }
    if (!data.privacyAccepted) {
      ctx.addIssue({ code: "custom", path: ["privacyAccepted"], message: "accountArea.signUp.errors.privacyRequired" satisfies MessageKey });
    }
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    // No link of ours carries a control character (and the database refuses NUL): a broken link.
    token: posted.pipe(
      z
        .string()
        .min(1, { error: "accountArea.reset.errors.invalidLink" satisfies MessageKey })
        .refine((token) => !hasControlCharacter(token), { error: "accountArea.reset.errors.invalidLink" satisfies MessageKey }),
    ),
    password: passwordField,
    confirmPassword: posted,
  })
  .superRefine((data, ctx) => {
    if (data.password && data.confirmPassword !== data.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "accountArea.signUp.errors.passwordMismatch" satisfies MessageKey });
    }
  });

export const profileSchema = z.object({
  firstName: requiredLine(PROFILE_MAX.name),
  lastName: requiredLine(PROFILE_MAX.name),
  accountType: posted.pipe(z.enum(ACCOUNT_TYPES, { error: "validation.pleaseSelect" satisfies MessageKey })),
  phone: optionalPhone,
  company: optionalText(PROFILE_MAX.company),
  address: optionalText(PROFILE_MAX.address),
  city: optionalText(PROFILE_MAX.city),
  postalCode: optionalPostalCode,
});

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
