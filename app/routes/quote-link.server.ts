/**
 * What the private quote link's page (./quote-link.tsx) does on the server: the
 * view it shows, and the customer's acts on it — accept, decline, cancel (in two steps: the
 * fee shown, then confirmed and computed again), request a date change; once the equipment is
 * out, ask for a pickup or an extension (./quote-link-rental.server.ts).
 *
 * The token is the only key: whoever holds the link may act (no account). It is checked for
 * its shape before the database is asked, and it is never written to the log: log lines carry
 * the request's reference instead.
 */
import { data, redirect } from "react-router";
import { assertSameOrigin } from "../auth/same-origin.server.ts";
import { getEnv } from "../config/env.server.ts";
import { requestBusinessSettings } from "../db/business-settings.server.ts";
import { getDb, type Db } from "../db/client.server.ts";
import { messageIdDomain } from "../db/outbox.server.ts";
import { acceptQuote, cancelReservation, declineQuote, quoteForLink, requestDateChange, type AnswerRefusal, type QuoteLinkView } from "../db/quotes.server.ts";
import type { FieldErrors } from "../domain/validation/errors.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import { formString } from "../domain/validation/fields.ts";
import {
  ACCEPT_FIELDS,
  acceptQuoteSchema,
  DATE_CHANGE_FIELDS,
  dateChangeSchema,
  DECLINE_FIELDS,
  declineQuoteSchema,
  isQuoteAnswerIntent,
  isQuoteToken,
  type QuoteAnswerIntent,
} from "../domain/validation/quote-answer-form.ts";
import { isRentalAskIntent, type RentalAskIntent } from "../domain/validation/rental-request-form.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import { langFromPath, localizePath, type Lang, type MessageKey, type Vars } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { RATE_LIMITS, rateLimitKey } from "../platform/rate-limit-rules.ts";
import { countAttempt } from "../platform/rate-limit.server.ts";
import { readForm, refusedRequest } from "../platform/read-form.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import type { RouterContextProvider } from "react-router";
import { askFromLink } from "./quote-link-rental.server.ts";

/**
 * Every answer about a quote link (page, PDF, errors): never kept by a shared cache, never
 * indexed, and never sending the link (the token) to another site in a Referer header.
 * `same-origin` rather than `no-referrer`: under `no-referrer` browsers post the page's own
 * forms with `Origin: null`, which React Router's CSRF check (and ours) must refuse, so the
 * link could not be answered without JavaScript. Under `same-origin` no Referer ever leaves
 * the site, and our own forms keep their Origin.
 */
export const QUOTE_LINK_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The link does not lead to a quote: the not-found page (never a hint of why). */
export function quoteNotFound(): never {
  throw data(null, { status: 404, headers: QUOTE_LINK_HEADERS });
}

/** The outcomes a redirect after a successful act announces on the page (?done=…). */
export const DONE_FLAGS = ["accepted", "declined", "cancelled", "date-change", "date-change-late", "pickup-asked", "extension-asked"] as const;
export type DoneFlag = (typeof DONE_FLAGS)[number];

export type QuoteLinkMessage = { key: MessageKey; vars?: Vars };

/** The action's answer when it does not redirect: a refusal, or the fee to confirm a cancellation. */
export type QuoteLinkAnswer =
  | { ok: false; intent: QuoteAnswerIntent | RentalAskIntent | null; message: QuoteLinkMessage; fieldErrors?: FieldErrors; values?: Record<string, string> }
  | { ok: true; intent: "cancel"; fee: { percent: number; amount: number } };

/** The page's view of a quote: what the customer may see (no internal ids, no staff names). */
export type QuoteLinkPage = Omit<QuoteLinkView, "submissionId" | "responses" | "cancellationPreview" | "openUntil"> & {
  responses: (Omit<QuoteLinkView["responses"][number], "actorName"> & { actorName: string | null })[];
  cancellationPreview: { percent: number; amount: number } | null;
};

export function toQuoteLinkPage(view: QuoteLinkView): QuoteLinkPage {
  const { submissionId: _internal, openUntil: _lastDay, ...shown } = view;
  return {
    ...shown,
    // The customer's own typed name is theirs to see; a staff member is "our team".
    responses: view.responses.map((response) => ({ ...response, actorName: response.actor === "customer" ? response.actorName : null })),
    cancellationPreview: view.cancellationPreview ? feeShown(view.cancellationPreview) : null,
  };
}

const feeShown = (fee: { percent: number; feeCents: number }) => ({ percent: fee.percent, amount: fee.feeCents / 100 });

export function doneFlagOf(url: URL): DoneFlag | null {
  const done = url.searchParams.get("done");
  return (DONE_FLAGS as readonly string[]).includes(done ?? "") ? (done as DoneFlag) : null;
}

type ActionArgs = { request: Request; url: URL; params: { token?: string }; context: Readonly<RouterContextProvider> };

/** What every act needs besides its form. */
type ActContext = { db: Db; token: string; lang: Lang; phone: string; requestId: string; mail: Parameters<typeof acceptQuote>[1]["mail"] };

const answer = (body: QuoteLinkAnswer, status: number) => data(body, { status, headers: QUOTE_LINK_HEADERS });

/**
 * The action: the origin first, then the token's shape, then the rate limit (every post
 * counts), and only then the form.
 */
export async function quoteLinkAction({ request, url, params, context }: ActionArgs) {
  const env = getEnv();
  assertSameOrigin(request, env.publicUrl);
  const token = params.token;
  if (!isQuoteToken(token)) quoteNotFound();
  const lang = langFromPath(url.pathname);
  const db = await getDb();
  const info = context.get(requestInfoContext);
  const { business, staffNotifyEmail } = await requestBusinessSettings(context);
  const phone = business.phone;

  const limit = await countAttempt(db, rateLimitKey.quoteAnswer(info.clientIp), RATE_LIMITS.quoteAnswer);
  if (limit.limited) {
    logger.warn("quote answer rate limit reached", { clientIp: info.clientIp, requestId: info.requestId });
    return answer({ ok: false, intent: null, message: { key: "quoteLink.errors.rateLimited", vars: { minutes: limit.retryAfterMinutes, phone } } }, 429);
  }

  const form = await readForm({ request, url });
  const intent = formString(form, "intent");
  if (!isQuoteAnswerIntent(intent) && !isRentalAskIntent(intent)) throw refusedRequest(lang);
  const act: ActContext = {
    db,
    token,
    lang,
    phone,
    requestId: info.requestId,
    mail: { business, staffNotifyEmail, publicUrl: env.publicUrl, messageIdDomain: messageIdDomain(env.mailFrom) },
  };
  const values = Object.fromEntries(["fullName", "reason", "message", "version"].map((name) => [name, formString(form, name) ?? ""]));
  try {
    if (isRentalAskIntent(intent)) return await rentalAsk(act, intent, form);
    switch (intent) {
      case "accept":
        return await accept(act, values, { ip: info.clientIp, userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null }, formString(form, "conditionsAccepted"));
      case "decline":
        return await decline(act, values);
      case "cancel":
        return await cancelPreview(act);
      case "confirm-cancel":
        return await confirmCancel(act);
      case "date-change":
        return await dateChange(act, values);
    }
  } catch (error) {
    // A thrown Response (the redirect, a 404) is React Router's to send.
    if (error instanceof Response || isDataWithInit(error)) throw error;
    logger.error("quote answer not recorded", { requestId: info.requestId, intent, error });
    return answer({ ok: false, intent, message: { key: "quoteLink.errors.unexpected", vars: { phone } } }, 503);
  }
}

function isDataWithInit(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** After an act, the page again (Post/Redirect/Get), saying what was done. */
function done(act: ActContext, intent: QuoteAnswerIntent | RentalAskIntent, flag: DoneFlag): never {
  notifyOutbox();
  logger.info("quote answered", { requestId: act.requestId, intent });
  throw redirect(`${localizePath(`/quotes/${act.token}`, act.lang)}?done=${flag}`, { headers: QUOTE_LINK_HEADERS });
}

function invalid(intent: QuoteAnswerIntent, errors: FieldErrors, summary: { key: MessageKey; n?: number }, values: Record<string, string>) {
  const { version: _hidden, ...typed } = values;
  return answer({ ok: false, intent, fieldErrors: errors, values: typed, message: { key: summary.key, vars: summary.n === undefined ? {} : { n: summary.n } } }, 400);
}

/**
 * A refusal of the data layer, told in the customer's words. The page shows the quote as it is
 * now (the loader runs again): the latest version, the product that is gone, the new status.
 */
async function refused(act: ActContext, intent: QuoteAnswerIntent, reason: AnswerRefusal, productId?: number) {
  // The forms check what the data layer checks: an "invalid" answer is a post no page of ours sends.
  if (reason === "invalid") throw refusedRequest(act.lang);
  const view = await quoteForLink(act.db, act.token);
  if (reason === "not-found" || !view) quoteNotFound();
  logger.info("quote answer refused", { requestId: act.requestId, reference: view.reference, intent, reason });
  const phone = act.phone;
  const message: QuoteLinkMessage =
    reason === "superseded"
      ? { key: "quoteLink.errors.superseded", vars: { version: view.current.version } }
      : reason === "expired"
        ? { key: "quoteLink.errors.expired", vars: { phone } }
        : reason === "unavailable"
          ? { key: "quoteLink.errors.unavailable", vars: { product: productName(view, productId, act.lang), phone } }
          : reason === "too-late"
            ? { key: "quoteLink.errors.tooLate", vars: { phone } }
            : { key: "quoteLink.errors.notOpen" };
  return answer({ ok: false, intent, message }, 409);
}

function productName(view: QuoteLinkView, productId: number | undefined, lang: Lang): string {
  const line = view.current.lines.find((l) => l.productId === productId) ?? view.current.lines[0];
  return line ? line.name[lang] : "";
}

/** The hidden version field is ours: anything else is a request no page of ours sends. */
function versionOf(values: Record<string, string>, lang: Lang): number {
  const version = Number(values.version);
  if (!Number.isInteger(version) || version < 1) throw refusedRequest(lang);
  return version;
}

async function accept(act: ActContext, values: Record<string, string>, client: { ip: string; userAgent: string | null }, box: string | undefined) {
  versionOf(values, act.lang);
  const check = checkForm(acceptQuoteSchema, { ...values, conditionsAccepted: box }, { order: ACCEPT_FIELDS });
  if (!check.ok) return invalid("accept", check.errors, check.summary, values);
  const outcome = await acceptQuote(act.db, {
    token: act.token,
    version: check.value.version,
    fullName: check.value.fullName,
    ip: client.ip === "unknown" ? null : client.ip,
    userAgent: client.userAgent,
    mail: act.mail,
  });
  if (!outcome.ok) return refused(act, "accept", outcome.reason, outcome.productId);
  return done(act, "accept", "accepted");
}

async function decline(act: ActContext, values: Record<string, string>) {
  versionOf(values, act.lang);
  const check = checkForm(declineQuoteSchema, values, { order: DECLINE_FIELDS });
  if (!check.ok) return invalid("decline", check.errors, check.summary, values);
  const outcome = await declineQuote(act.db, { token: act.token, version: check.value.version, reason: check.value.reason ?? null, mail: act.mail });
  if (!outcome.ok) return refused(act, "decline", outcome.reason);
  return done(act, "decline", "declined");
}

/** First step of a cancellation: the fee if cancelled now; nothing is written. */
async function cancelPreview(act: ActContext) {
  const view = await quoteForLink(act.db, act.token);
  if (!view) quoteNotFound();
  if (!view.can.cancel || !view.cancellationPreview) return refused(act, "cancel", "not-open");
  return answer({ ok: true, intent: "cancel", fee: feeShown(view.cancellationPreview) }, 200);
}

/** Second step: the data layer computes the fee again at this instant and records it. */
async function confirmCancel(act: ActContext) {
  const outcome = await cancelReservation(act.db, { token: act.token, mail: act.mail });
  if (!outcome.ok) return refused(act, "confirm-cancel", outcome.reason);
  return done(act, "confirm-cancel", "cancelled");
}

async function dateChange(act: ActContext, values: Record<string, string>) {
  const check = checkForm(dateChangeSchema, values, { order: DATE_CHANGE_FIELDS });
  if (!check.ok) return invalid("date-change", check.errors, check.summary, values);
  const outcome = await requestDateChange(act.db, { token: act.token, message: check.value.message, mail: act.mail });
  if (!outcome.ok) return refused(act, "date-change", outcome.reason);
  return done(act, "date-change", outcome.free ? "date-change" : "date-change-late");
}

/** A pickup or an extension asked of the rental under way: done, or the refusal in the customer's words. */
async function rentalAsk(act: ActContext, intent: RentalAskIntent, form: FormData) {
  const outcome = await askFromLink({ db: act.db, token: act.token, lang: act.lang, mail: act.mail, intent, form });
  if (outcome.ok) return done(act, intent, outcome.done);
  if (outcome.status === 404) quoteNotFound();
  if (outcome.status === 409) logger.info("rental request refused", { requestId: act.requestId, intent, reason: outcome.message.key });
  return answer({ ok: false, intent, message: outcome.message, fieldErrors: outcome.fieldErrors, values: outcome.values }, outcome.status);
}
