/**
 * Field schemas shared by every form (quote, contact, the account forms and
 * the profile): one definition, used by the browser for instant feedback and
 * by the server action for the real check (STYLE.md "Boundaries that hold").
 *
 * Error messages are translation keys, never text: the action returns keys,
 * the page translates them in its own language (see ./errors.ts).
 *
 * Formats (decisions.md "Formats and validation"):
 * - phone: a North American number, 10 digits, spaces, dashes, dots,
 *   parentheses and a leading +1 accepted; stored normalised as +1NXXNXXXXXX;
 * - postal code: Canadian A1A 1A1, space optional, any case, at most 7
 *   characters; stored upper-case with the space;
 * - any value that can reach a mail header (names, e-mail, subject...) may not
 *   contain CR or LF (header injection); every field has a length limit;
 * - no field may contain an invisible control character (NUL, which PostgreSQL
 *   refuses, and the other C0/C1 controls and DEL), except tab and line breaks
 *   in the multi-line ones: nobody types them, and they break mail and CSV.
 */
import { z } from "zod";

export { FIELD_MAX } from "./form-shapes.ts";
import { FIELD_MAX } from "./form-shapes.ts";

/** CR, LF and the Unicode line/paragraph separators some mail software treats as breaks. */
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/** Unicode's control characters (Cc): C0 (NUL included), DEL and C1. `multiLine` texts may hold tab, CR and LF. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_IN_TEXT = /[^\t\n\r\P{Cc}]/u;

/** A character nobody types in a form field or a search box (line breaks of a single line included). */
export function hasControlCharacter(value: string, { multiLine = false } = {}): boolean {
  return (multiLine ? CONTROL_CHARACTER_IN_TEXT : CONTROL_CHARACTER).test(value);
}

/** A single-line text: trimmed, at most `max` characters, no line break. Empty allowed. */
export function singleLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: "validation.maxChars" })
    .refine((value) => !hasLineBreak(value), { message: "quote.errors.lineBreak" })
    .refine((value) => !hasControlCharacter(value), { message: "validation.controlCharacters" });
}

/** A required single-line text. */
export function requiredLine(max: number) {
  return z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(max, { message: "validation.maxChars" })
    .refine((value) => !hasLineBreak(value), { message: "quote.errors.lineBreak" })
    .refine((value) => !hasControlCharacter(value), { message: "validation.controlCharacters" });
}

/**
 * An optional field: missing counts as empty and empty becomes undefined;
 * anything else must pass `field`, and is kept as `keep` writes it.
 */
function optionalField<T>(field: z.ZodType<string, string>, keep: (value: string) => T) {
  return z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .pipe(field)
    .transform((value) => (value === "" ? undefined : keep(value)));
}

/** An optional single-line text: empty becomes undefined. */
export function optionalLine(max: number) {
  return optionalField(singleLine(max), (value) => value);
}

/** A multi-line text (comments, messages): line breaks allowed, it only goes in mail bodies. */
export function multiLine(max: number, required: boolean) {
  const base = z
    .string({ message: "validation.required" })
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
    .pipe(required ? z.string().min(1, { message: "validation.required" }).max(max, { message: "validation.maxChars" }) : z.string().max(max, { message: "validation.maxChars" }))
    .refine((value) => !hasControlCharacter(value, { multiLine: true }), { message: "validation.controlCharacters" });
  return base.transform((value) => (value === "" ? undefined : value));
}

/**
 * A required e-mail address, trimmed and lower-cased: accounts are found by
 * address, and a quote's customer is matched to an account the same way.
 * Too long is a length problem ("Maximum 254 caractères"), not a bad address.
 */
export const emailSchema = z
  .string({ message: "validation.required" })
  .trim()
  .toLowerCase()
  .min(1, { message: "validation.required" })
  .max(FIELD_MAX.email, { message: "validation.maxChars" })
  // zod's e-mail pattern has no room for CR/LF, so this is header-safe as well.
  .pipe(z.email({ message: "validation.invalidEmail" }));

/**
 * "+1 (450) 555-0142", "450.555.0142", "4505550142" → "+14505550142".
 * Returns undefined when the text is not a North American number: 10 digits,
 * the area code not starting with 0 or 1. (The exchange is not checked: the
 * spec's own example, 514-123-4567, would fail the strict NANP rule.)
 */
export function normalisePhone(input: string): string | undefined {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("+") && !digits.startsWith("1")) return undefined;
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{9}$/.test(digits)) return undefined;
  return `+1${digits}`;
}

/** "+14505550142" → "450-555-0142" (the business's own display style). */
export function formatPhone(normalised: string): string {
  const digits = normalised.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (digits.length !== 10) return normalised;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function phoneField() {
  return z
    .string()
    .trim()
    .max(FIELD_MAX.phoneInput, { message: "validation.invalidPhone" })
    .refine((value) => value === "" || normalisePhone(value) !== undefined, { message: "validation.invalidPhone" });
}

export const phoneSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .pipe(phoneField())
  .transform((value) => normalisePhone(value) ?? value);

export const optionalPhoneSchema = optionalField(phoneField(), normalisePhone);

/** First letters D F I O Q U W Z and later letters D F I O Q U are never used by Canada Post. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "j5r1v8" → "J5R 1V8"; undefined when not a Canadian postal code. */
export function normalisePostalCode(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  if (!POSTAL_CODE.test(upper)) return undefined;
  const compact = upper.replace(" ", "");
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

function postalCodeField() {
  return z
    .string()
    .trim()
    .max(FIELD_MAX.postalCode, { message: "validation.maxChars" })
    .refine((value) => value === "" || normalisePostalCode(value) !== undefined, { message: "validation.invalidPostalCode" });
}

export const optionalPostalCodeSchema = optionalField(postalCodeField(), normalisePostalCode);

/** A required Canadian postal code, stored "J5R 1V8". */
export const postalCodeSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .pipe(postalCodeField())
  .transform((value) => normalisePostalCode(value) ?? value);

/** A ticked box: HTML sends "on" (or the box's value); an unticked box sends nothing. */
export function acceptance(messageKey: string) {
  return z.preprocess((value) => value === true || value === "on" || value === "true" || value === "yes", z.literal(true, { message: messageKey }));
}

/** Anti-double-submit key of a form (see app/db/submissions.server.ts): optional, opaque. */
export const submissionKeySchema = z
  .string()
  .optional()
  .transform((value) => (value && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : undefined));

/** A string field of a FormData (files and absent fields become undefined). */
export function formString(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}
