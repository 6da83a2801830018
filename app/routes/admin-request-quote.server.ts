/**
 * The quote part of the dashboard's request detail (app/routes/admin.tsx): what it
 * shows (the draft, the sent version as the customer's link shows it, the answers, the fee if
 * cancelled now) and what its buttons do, each through the data layer's act with its own checks
 * (app/db/quotes.server.ts): an acceptance given by phone (recorded as the staff member's), a
 * reservation extended, the equipment returned, a reservation cancelled (with a fee waived for
 * one of the policy's exceptions), and the customer's requests about the rental under way
 * answered (./admin-rental-requests.server.ts). The caller has checked the origin and the admin role.
 */
import { data, type RouterContextProvider } from "react-router";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import { quoteDraftOf, type QuoteDraftSummary, type RequestDetail } from "../db/admin-requests.server.ts";
import { openRentalRequests } from "../db/rental-requests.server.ts";
import type { Db } from "../db/client.server.ts";
import { acceptQuote, cancelReservation, extendReservation, markReturned, quoteForLink, quoteTokenOf, type AnswerRefusal, type QuoteLinkView } from "../db/quotes.server.ts";
import type { StaffMember } from "../db/request-status.server.ts";
import { feeWaiverReason, isFeeWaiverException, WAIVER_DETAILS_MAX } from "../domain/rental/fee-waiver.ts";
import { isUuid } from "../domain/request-filters.ts";
import { FIELD_MAX } from "../domain/validation/form-shapes.ts";
import { hasControlCharacter, hasLineBreak } from "../domain/validation/fields.ts";
import { isIsoDate } from "../domain/validation/dates.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import { localizePath, translate, type MessageKey } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { quoteMailSettings } from "./admin-quote-mail.server.ts";
import { answerRentalRequest, isRentalRequestIntent, RENTAL_REQUEST_INTENTS } from "./admin-rental-requests.server.ts";

/** What the detail shows of a quote request's quote. */
export type RequestQuote = {
  draft: QuoteDraftSummary | null;
  /** The sent version as the customer's link shows it (null: nothing sent yet). */
  sent: QuoteLinkView | null;
  /** The customer's private page (path, in their language). */
  link: string | null;
  /** What the customer asked of the rental under way and waits for staff's answer. */
  rentalRequests: Awaited<ReturnType<typeof openRentalRequests>>;
};

export async function loadRequestQuote(db: Db, detail: Pick<RequestDetail, "id" | "type" | "lang">): Promise<RequestQuote | null> {
  if (detail.type !== "quote") return null;
  const [draft, token, rentalRequests] = await Promise.all([quoteDraftOf(db, detail.id), quoteTokenOf(db, detail.id), openRentalRequests(db, detail.id)]);
  const sent = token ? await quoteForLink(db, token) : null;
  return { draft, sent, link: token && sent ? localizePath(`/quotes/${token}`, detail.lang) : null, rentalRequests };
}

export const QUOTE_INTENTS = ["quote-accept", "quote-extend", "quote-returned", "quote-cancel", ...RENTAL_REQUEST_INTENTS] as const;
type QuoteIntent = (typeof QUOTE_INTENTS)[number];

export function isQuoteIntent(value: unknown): value is QuoteIntent {
  return typeof value === "string" && (QUOTE_INTENTS as readonly string[]).includes(value);
}

const REFUSALS: Record<AnswerRefusal | "not-accepted" | "invalid", { status: number; message: MessageKey }> = {
  "not-found": { status: 404, message: "admin.errors.requestGone" },
  superseded: { status: 409, message: "adminQuotes.errors.superseded" },
  "not-open": { status: 409, message: "adminQuotes.errors.answerNotOpen" },
  expired: { status: 409, message: "adminQuotes.errors.expired" },
  unavailable: { status: 409, message: "adminQuotes.errors.unavailable" },
  "too-late": { status: 409, message: "adminQuotes.errors.tooLate" },
  "not-accepted": { status: 409, message: "adminQuotes.errors.notAccepted" },
  invalid: { status: 400, message: "adminQuotes.errors.invalidAnswer" },
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A single line staff typed: present, bounded, nothing a mail header or the database refuses. */
function typedLine(value: string, max: number): boolean {
  return value !== "" && value.length <= max && !hasLineBreak(value) && !hasControlCharacter(value);
}

/** One of the detail's quote buttons: the act, or a 4xx with its translated reason and nothing changed. */
export async function handleQuoteAction(input: {
  db: Db;
  intent: QuoteIntent;
  form: FormData;
  actor: StaffMember;
  request: Request;
  context: Readonly<RouterContextProvider>;
  productName: (id: number) => string;
}) {
  const { db, intent, form, actor } = input;
  const answer = (status: number, message: MessageKey, vars?: AdminActionResult["vars"]) => data<AdminActionResult>({ ok: status < 400, intent, message, vars }, { status });
  const refused = (reason: keyof typeof REFUSALS, productId?: number) => {
    const refusal = REFUSALS[reason];
    return answer(refusal.status, refusal.message, { product: productId === undefined ? "" : input.productName(productId) });
  };
  const id = form.get("id");
  if (!isUuid(id)) return answer(400, "adminQuotes.errors.failed");
  const info = input.context.get(requestInfoContext);
  if (isRentalRequestIntent(intent)) return answerRentalRequest({ ...input, intent });

  try {
    if (intent === "quote-extend") {
      const newEnd = text(form, "newEnd");
      if (!isIsoDate(newEnd)) return answer(400, "adminQuotes.errors.extendDate");
      const result = await extendReservation(db, { submissionId: id, newEnd, actor });
      if (!result.ok) return result.reason === "invalid" ? answer(400, "adminQuotes.errors.extendDate") : refused(result.reason, result.productId);
      logger.info("reservation extended", { submissionId: id, newEnd, by: actor.userId });
      return answer(200, "adminQuotes.actions.extended");
    }
    if (intent === "quote-returned") {
      const result = await markReturned(db, { submissionId: id, actor });
      if (!result.ok) return refused(result.reason);
      logger.info("equipment returned", { submissionId: id, by: actor.userId });
      return answer(200, "adminQuotes.actions.returned");
    }

    if (intent === "quote-accept") {
      const fullName = text(form, "fullName");
      const version = /^\d{1,6}$/.test(text(form, "version")) ? Number(text(form, "version")) : Number.NaN;
      if (!typedLine(fullName, FIELD_MAX.fullName)) return answer(400, "adminQuotes.errors.acceptName");
      if (form.get("conditionsAccepted") !== "on") return answer(400, "adminQuotes.errors.acceptConditions");
      if (Number.isNaN(version)) return refused("superseded");
      const token = await quoteTokenOf(db, id);
      if (!token) return refused("not-found");
      const result = await acceptQuote(db, {
        token,
        version,
        fullName,
        ip: info.clientIp,
        userAgent: input.request.headers.get("user-agent"),
        staff: actor,
        mail: await quoteMailSettings(input.context),
      });
      if (!result.ok) return refused(result.reason, result.productId);
      notifyOutbox();
      logger.info("quote accepted by phone", { submissionId: id, version, by: actor.userId });
      return answer(200, "adminQuotes.actions.accepted");
    }

    // quote-cancel: confirmed, and a waiver only for one of the policy's exceptions, with its details.
    if (form.get("confirm") !== "on") return answer(400, "adminQuotes.errors.cancelConfirm");
    const exception = text(form, "waiver");
    const details = text(form, "waiverDetails");
    let waiverReason: string | null = null;
    if (exception !== "") {
      if (!isFeeWaiverException(exception)) return answer(400, "adminQuotes.errors.waiverException");
      if (!typedLine(details, WAIVER_DETAILS_MAX)) return answer(400, "adminQuotes.errors.waiverDetails");
    }
    const token = await quoteTokenOf(db, id);
    if (!token) return refused("not-found");
    if (isFeeWaiverException(exception)) {
      // In the customer's language: the reason goes in their e-mail.
      const lang = (await quoteForLink(db, token))?.lang ?? "fr";
      waiverReason = feeWaiverReason(translate(lang, `adminQuotes.cancel.exceptions.${exception}`), details);
    }
    const result = await cancelReservation(db, { token, staff: actor, waiverReason, mail: await quoteMailSettings(input.context) });
    if (!result.ok) return refused(result.reason);
    notifyOutbox();
    logger.info("reservation cancelled by staff", { submissionId: id, band: result.fee.band, waived: waiverReason !== null, by: actor.userId });
    return answer(200, waiverReason ? "adminQuotes.actions.cancelledWaived" : "adminQuotes.actions.cancelled");
  } catch (error) {
    logger.error("quote act failed", { requestId: info.requestId, submissionId: id, intent, by: actor.userId, error });
    return answer(500, "adminQuotes.errors.failed");
  }
}
