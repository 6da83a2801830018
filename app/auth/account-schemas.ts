/**
 * The account forms' rules (spec 5: Login, Registration, Profile save;
 * decisions.md: password 8-128, phone and postal-code formats). One schema per
 * form, used by the browser for instant feedback and by the actions for the
 * real check. Messages are translation keys: the page shows them in its
 * language.
 *
 * Runs in the browser too, loaded on first use (app/components/account/
 * account-rules.ts): nothing server-only here (the common-password list is
 * checked by the server alone, see password-policy.server.ts).
 */
import { z } from "zod";
import { hasLineBreak, normalisePhone, normalisePostalCode } from "../domain/validation/fields.ts";
import type { MessageKey } from "../i18n/index.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_MAX, type FieldErrors } from "./account-limits.ts";
import { ACCOUNT_TYPES } from "./account-types.ts";

export { formValues, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_MAX, type FieldErrors } from "./account-limits.ts";

const LINE_BREAK_MESSAGE: MessageKey = "quote.errors.lineBreak";

const REQUIRED: MessageKey = "validation.required";

/** A form field as posted: absent (an empty field, an unticked box), or a string. */
const posted = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v : ""));

// Names and the like reach e-mail headers (the recipient's name): one line only.
const requiredText = (max: number) =>
  posted.pipe(
    z
      .string()
      .trim()
      .min(1, { error: REQUIRED })
      .max(max, { error: "validation.maxChars" satisfies MessageKey })
      .refine((v) => !hasLineBreak(v), { error: LINE_BREAK_MESSAGE }),
  );

const optionalText = (max: number) =>
  posted.pipe(
    z
      .string()
      .trim()
      .max(max, { error: "validation.maxChars" satisfies MessageKey })
      .refine((v) => !hasLineBreak(v), { error: LINE_BREAK_MESSAGE })
      .transform((v) => (v === "" ? null : v)),
  );

const emailField = posted.pipe(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: REQUIRED })
    .max(PROFILE_MAX.email, { error: "validation.invalidEmail" satisfies MessageKey })
    .pipe(z.email({ error: "validation.invalidEmail" satisfies MessageKey })),
);

/** Optional phone, stored "+14505550142" like the quote form's (fields.ts). */
const optionalPhone = posted.pipe(
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const phone = v.length <= PROFILE_MAX.phone ? normalisePhone(v) : undefined;
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "validation.invalidPhone" satisfies MessageKey });
        return null;
      }
      return phone;
    }),
);

/** Optional Canadian postal code, stored "J5R 1V8". */
const optionalPostalCode = posted.pipe(
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const code = v.length <= PROFILE_MAX.postalCode ? normalisePostalCode(v) : undefined;
      if (!code) {
        ctx.addIssue({ code: "custom", message: "validation.invalidPostalCode" satisfies MessageKey });
        return null;
      }
      return code;
    }),
);

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
  password: posted.pipe(z.string().min(1, { error: REQUIRED }).max(PASSWORD_MAX_LENGTH, { error: "accountArea.signIn.errors.invalidCredentials" satisfies MessageKey })),
});

export const signUpSchema = z
  .object({
    firstName: requiredText(PROFILE_MAX.name),
    lastName: requiredText(PROFILE_MAX.name),
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
    token: posted.pipe(z.string().min(1, { error: "accountArea.reset.errors.invalidLink" satisfies MessageKey })),
    password: passwordField,
    confirmPassword: posted,
  })
  .superRefine((data, ctx) => {
    if (data.password && data.confirmPassword !== data.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "accountArea.signUp.errors.passwordMismatch" satisfies MessageKey });
    }
  });

export const profileSchema = z.object({
  firstName: requiredText(PROFILE_MAX.name),
  lastName: requiredText(PROFILE_MAX.name),
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

export type FormCheck<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; formError: MessageKey };

/**
 * Validate a form's values. Field errors go beside the fields; the form error
 * is the spec's toast: the "fill in all fields" text when anything required is
 * missing, otherwise the first problem found.
 */
export function checkForm<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
  requiredMessage: MessageKey,
): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  // Our schemas only produce translation keys; anything else (a library default) must never reach the page.
  const keyOf = (message: string): MessageKey => (/^(validation|accountArea|quote)\./.test(message) ? (message as MessageKey) : REQUIRED);
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    fieldErrors[field] ??= keyOf(issue.message);
  }
  const missing = result.error.issues.some((issue) => keyOf(issue.message) === REQUIRED);
  const first = result.error.issues[0];
  return { ok: false, fieldErrors, formError: missing || !first ? requiredMessage : keyOf(first.message) };
}
