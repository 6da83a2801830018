/**
 * Staff's answers to what a customer asked of their rental under way, from the request's detail
 * (../components/admin/rental-requests-panel.tsx): confirm an extension (the reservation is
 * extended as staff's own button does, availability checked again), decline it, or mark a pickup
 * as scheduled. The customer is told by e-mail either way (app/db/rental-requests.server.ts).
 * Called by the dashboard's quote action (./admin-request-quote.server.ts), after the origin,
 * the staff role and the request's id are checked.
 */
import { data, type RouterContextProvider } from "react-router";
import type { AdminActionResult } from "../components/admin/action-result.tsx";
import type { Db } from "../db/client.server.ts";
import { answerExtension, answerPickup, type AnswerRefusal } from "../db/rental-requests.server.ts";
import type { StaffMember } from "../db/request-status.server.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import type { MessageKey } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import { quoteMailSettings } from "./admin-quote-mail.server.ts";

export const RENTAL_REQUEST_INTENTS = ["rental-extend-confirm", "rental-extend-decline", "rental-pickup-scheduled"] as const;
export type RentalRequestIntent = (typeof RENTAL_REQUEST_INTENTS)[number];

export function isRentalRequestIntent(value: unknown): value is RentalRequestIntent {
  return typeof value === "string" && (RENTAL_REQUEST_INTENTS as readonly string[]).includes(value);
}

const REFUSALS: Record<AnswerRefusal["reason"], { status: number; message: MessageKey }> = {
  "not-found": { status: 404, message: "adminQuotes.rentalRequests.errors.gone" },
  answered: { status: 409, message: "adminQuotes.rentalRequests.errors.answered" },
  "not-accepted": { status: 409, message: "adminQuotes.errors.notAccepted" },
  invalid: { status: 409, message: "adminQuotes.rentalRequests.errors.invalid" },
  unavailable: { status: 409, message: "adminQuotes.errors.unavailable" },
};

export async function answerRentalRequest(input: {
  db: Db;
  intent: RentalRequestIntent;
  form: FormData;
  actor: StaffMember;
  context: Readonly<RouterContextProvider>;
  productName: (id: number) => string;
}) {
  const { db, intent, actor } = input;
  const answer = (status: number, message: MessageKey, vars?: AdminActionResult["vars"]) => data<AdminActionResult>({ ok: status < 400, intent, message, vars }, { status });
  const posted = input.form.get("requestId");
  if (typeof posted !== "string" || !/^\d{1,9}$/.test(posted)) return answer(400, "adminQuotes.errors.failed");
  const requestId = Number(posted);
  try {
    const mail = await quoteMailSettings(input.context);
    const outcome =
      intent === "rental-pickup-scheduled" ? await answerPickup(db, { requestId, actor, mail }) : await answerExtension(db, { requestId, confirm: intent === "rental-extend-confirm", actor, mail });
    if (!outcome.ok) {
      const refusal = REFUSALS[outcome.reason];
      const productId = "productId" in outcome ? outcome.productId : undefined;
      return answer(refusal.status, refusal.message, { product: productId === undefined ? "" : input.productName(productId) });
    }
    notifyOutbox();
    logger.info("customer rental request answered", { requestId, intent, by: actor.userId });
    const done: MessageKey =
      intent === "rental-pickup-scheduled"
        ? "adminQuotes.rentalRequests.done.scheduled"
        : intent === "rental-extend-confirm"
          ? "adminQuotes.rentalRequests.done.confirmed"
          : "adminQuotes.rentalRequests.done.declined";
    return answer(200, done);
  } catch (error) {
    logger.error("customer rental request not answered", { requestId: input.context.get(requestInfoContext).requestId, rentalRequestId: requestId, intent, by: actor.userId, error });
    return answer(500, "adminQuotes.errors.failed");
  }
}
