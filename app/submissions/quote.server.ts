/**
 * The /quote action's work, apart from the route so integration tests can
 * drive it against a real database: rate limit, honeypot, the shared zod
 * schema, re-pricing from the catalogue, then ONE transaction storing the
 * request, its lines and its e-mails. Success is answered only after commit.
 */
import { getCatalogue } from "../db/catalogue.server.ts";
import type { Db } from "../db/client.server.ts";
import { messageIdDomain } from "../db/outbox.server.ts";
import { saveQuoteRequest } from "../db/submissions.server.ts";
import { weeklyHoursOf } from "../domain/business-settings.ts";
import { priceQuote } from "../domain/quote/priced-quote.ts";
import { quoteInputFromFormData, validateQuoteForm } from "../domain/validation/quote-form.ts";
import { quoteRequestEmails, type MailSettings } from "../email/messages.server.ts";
import type { Lang } from "../i18n/index.ts";
import { logger } from "../platform/logger.server.ts";
import { recordQuoteRequestStored } from "../platform/metrics.server.ts";
import { deliveryEstimateFor } from "../rental/delivery-estimate.server.ts";
import { antiAbuseAnswer, storedAnswer, validationAnswer, type AnswerWithStatus, type RequestFacts } from "./form-submission.server.ts";

export type SubmitInput = {
  db: Db;
  formData: FormData;
  lang: Lang;
  /** The business settings in effect (the e-mails are rendered with them), the public URL and the sender. */
  settings: MailSettings & { mailFrom: string };
  clientIp: string;
  requestId: string;
  /** The signed-in customer (accounts issue). */
  userId?: string | null;
  now?: Date;
};

export async function submitQuoteRequest(input: SubmitInput): Promise<AnswerWithStatus> {
  const now = input.now ?? new Date();
  const facts: RequestFacts = { clientIp: input.clientIp, requestId: input.requestId, phone: input.settings.business.phone, now };
  const refused = await antiAbuseAnswer(input.db, input.formData, "quote", facts);
  if (refused) return refused;

  // The rental's dates: 24 h notice on an opening day of the hours in effect, at most 90 days.
  const business = input.settings.business;
  const validated = validateQuoteForm(quoteInputFromFormData(input.formData), { now, hours: weeklyHoursOf(business.openingHours) });
  if (!validated.ok) return validationAnswer(validated, facts);
  const form = validated.value;

  // Prices, periods and options come from the catalogue, never from the form; the dates price
  // the rented lines; the delivery estimate comes from the postal code and the depot.
  const delivery = deliveryEstimateFor(form.deliveryNeeded, form.deliveryPostalCode, business);
  const projectDates = { start: form.startDate, end: form.endDate };
  const priced = priceQuote(await getCatalogue(input.db, now), form.items, { projectDates, delivery });
  if (!priced.ok) {
    logger.info("quote refused: line not in the catalogue", { requestId: input.requestId, line: priced.line, reason: priced.reason });
    return { status: 400, body: { ok: false, reason: "items", message: { key: "quote.errors.invalidItems" }, fieldErrors: { items: { key: "quote.errors.invalidItems" } } } };
  }

  const store = async () => {
    const outcome = await saveQuoteRequest(input.db, form, priced.quote, {
      lang: input.lang,
      userId: input.userId ?? null,
      messageIdDomain: messageIdDomain(input.settings.mailFrom),
      now,
      emails: ({ reference, createdAt }) => quoteRequestEmails({ reference, createdAt, lang: input.lang, form, quote: priced.quote }, input.settings),
    });
    if (!outcome.duplicate) recordQuoteRequestStored();
    return outcome;
  };
  return storedAnswer("quote", facts, store, "quote request stored", { lines: priced.quote.lines.length });
}
