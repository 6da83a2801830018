/**
 * What the quote and contact actions share: the anti-abuse checks (per-IP rate
 * limit, honeypot), the answer shapes, storing and answering with the
 * reference, and turning a database failure into a message a visitor can act
 * on (never the raw database text: decisions.md).
 */
import type { Db } from "../db/client.server.ts";
import { SubmissionKeyConflict, type SubmissionOutcome } from "../db/submissions.server.ts";
import { HONEYPOT_FIELD } from "../domain/quote/limits.ts";
import type { FieldError, FieldErrors } from "../domain/validation/errors.ts";
import { formString } from "../domain/validation/fields.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import type { MessageKey, Vars } from "../i18n/index.ts";
import { RATE_LIMITS, rateLimitKey } from "../platform/rate-limit-rules.ts";
import { countAttempt } from "../platform/rate-limit.server.ts";
import { logger } from "../platform/logger.server.ts";

export type FormMessage = { key: MessageKey; vars?: Vars };

/** What an action answers; the page translates the keys in its language. */
export type SubmissionAnswer =
  | { ok: true; reference: string }
  | {
      ok: false;
      reason: "validation" | "items" | "rate-limited" | "honeypot" | "already-sent" | "connection" | "save-failed" | "unexpected";
      message: FormMessage;
      fieldErrors?: FieldErrors;
    };

export type AnswerWithStatus = { status: number; body: SubmissionAnswer };

/** An answer that, when refused, carries what was typed: a page posted without JavaScript is rendered again with it. */
export type AnswerWithValues = SubmissionAnswer & { values?: Record<string, string> };

export function withTypedValues(answer: SubmissionAnswer, formData: FormData, fields: readonly string[]): AnswerWithValues {
  if (answer.ok) return answer;
  return { ...answer, values: Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? "").slice(0, 6000)])) };
}

export type RequestFacts = { clientIp: string; requestId: string; phone: string; now: Date };

/** Every POST counts, accepted or not, so a bot cannot probe the validation for free. */
export async function rateLimitAnswer(db: Db, form: "quote" | "contact", facts: RequestFacts): Promise<AnswerWithStatus | undefined> {
  const limit = await countAttempt(db, rateLimitKey[form](facts.clientIp), RATE_LIMITS[form], facts.now.getTime());
  if (!limit.limited) return undefined;
  logger.warn("form rate limit reached", { form, clientIp: facts.clientIp, requestId: facts.requestId });
  const minutes = limit.retryAfterMinutes;
  return { status: 429, body: { ok: false, reason: "rate-limited", message: { key: "quote.errors.rateLimited", vars: { minutes, phone: facts.phone } } } };
}

/** The hidden field only a bot fills in. Refused openly: a person who somehow filled it gets the phone number. */
export function honeypotAnswer(formData: FormData, form: "quote" | "contact", facts: RequestFacts): AnswerWithStatus | undefined {
  const trap = formString(formData, HONEYPOT_FIELD);
  if (!trap) return undefined;
  logger.warn("form honeypot filled", { form, clientIp: facts.clientIp, requestId: facts.requestId });
  return { status: 400, body: { ok: false, reason: "honeypot", message: { key: "quote.errors.honeypot", vars: { phone: facts.phone } } } };
}

/**
 * The checks a request passes before its form is read: the rate limit (a
 * database that cannot count answers like one that cannot store), then the
 * honeypot. Undefined: the form may be read.
 */
export async function antiAbuseAnswer(db: Db, formData: FormData, form: "quote" | "contact", facts: RequestFacts): Promise<AnswerWithStatus | undefined> {
  try {
    const limited = await rateLimitAnswer(db, form, facts);
    if (limited) return limited;
  } catch (error) {
    return failureAnswer(error, form, facts);
  }
  return honeypotAnswer(formData, form, facts);
}

/**
 * Stores a checked request (`store`: one transaction with its e-mails), wakes
 * the outbox worker unless it was a repeat, and answers with the reference;
 * `stored` is the log line, with `logFields` after the reference.
 */
export async function storedAnswer(
  form: "quote" | "contact",
  facts: RequestFacts,
  store: () => Promise<SubmissionOutcome>,
  stored: string,
  logFields: Record<string, unknown> = {},
): Promise<AnswerWithStatus> {
  try {
    const outcome = await store();
    if (!outcome.duplicate) notifyOutbox();
    logger.info(stored, { requestId: facts.requestId, reference: outcome.reference, duplicate: outcome.duplicate, ...logFields });
    return { status: 200, body: { ok: true, reference: outcome.reference } };
  } catch (error) {
    return failureAnswer(error, form, facts);
  }
}

/**
 * The answer to a form that failed its check (app/domain/validation/errors.ts
 * `checkForm`). The phone number goes with every validation answer: some
 * messages offer it (a quantity over the limit).
 */
export function validationAnswer({ errors: fieldErrors, summary }: { errors: FieldErrors; summary: FieldError }, facts: Pick<RequestFacts, "phone">): AnswerWithStatus {
  const vars: Vars = summary.n === undefined ? { phone: facts.phone } : { n: summary.n, phone: facts.phone };
  return { status: 400, body: { ok: false, reason: "validation", fieldErrors, message: { key: summary.key, vars } } };
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 5) {
    chain.push(current);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/** The database could not be reached (as opposed to refusing the data). */
export function isConnectionFailure(error: unknown): boolean {
  return causes(error).some((e) => {
    if (typeof e !== "object" || e === null) return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    return typeof message === "string" && /connection terminated|closed|timeout exceeded when trying to connect/i.test(message);
  });
}

/**
 * A failure while storing: logged with the request id (the logger writes a database error's
 * code, never its message, which holds the query's parameters), answered with a translated
 * reason and that id.
 */
export function failureAnswer(error: unknown, form: "quote" | "contact", facts: RequestFacts): AnswerWithStatus {
  if (error instanceof SubmissionKeyConflict) {
    // A form sent again with another e-mail (page kept open, back button): refused, nothing written.
    logger.warn(`${form} refused: submission key reused with another e-mail`, { requestId: facts.requestId });
    return { status: 409, body: { ok: false, reason: "already-sent", message: { key: "quote.errors.alreadySent" } } };
  }
  const connection = isConnectionFailure(error);
  logger.error(`${form} could not be stored`, { requestId: facts.requestId, connection, error });
  if (form === "contact") {
    // Spec 8: the contact page's one failure message, with the phone number.
    return {
      status: connection ? 503 : 500,
      body: { ok: false, reason: connection ? "connection" : "save-failed", message: { key: "quote.errors.contactFailed", vars: { phone: facts.phone, id: facts.requestId } } },
    };
  }
  if (connection) return { status: 503, body: { ok: false, reason: "connection", message: { key: "quote.errors.connection" } } };
  return { status: 500, body: { ok: false, reason: "save-failed", message: { key: "quote.errors.saveFailed", vars: { id: facts.requestId } } } };
}
